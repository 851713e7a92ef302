import { Plus, Trash2 } from 'lucide-react';
import { type TextareaHTMLAttributes, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n/use-t';
import { DragHandle, SortableItem, SortableList } from './sortable-list';

/** The editor's inputs: denser than a form's, same borders and focus. */
export const editorInputClasses = cn(inputClasses, 'px-2.5 py-1.5 text-sm');

export function EditorInput({
  label,
  value,
  onValueChange,
  hint,
  className,
  type = 'text',
  autoComplete = 'off',
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  className?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(editorInputClasses, 'mt-1')}
      />
    </div>
  );
}

function LineArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      rows={2}
      {...props}
      className={cn(editorInputClasses, 'field-sizing-content min-h-16 resize-y leading-snug')}
    />
  );
}

/** Where a list of lines sits, for its items' and buttons' names: a section, or an entry of one. */
export type LinePlace = { kind: 'section' | 'entry'; name: string };

/**
 * An editable list of lines (a section's content lines, or bullets' texts): each with its own label and a
 * remove button, and an add button below. `keys` keeps React's identity per line (bullet ids, or positions).
 */
export function LineListEditor({
  items,
  kind,
  place,
  onChange,
  onRemove,
  onAdd,
  onMove,
}: {
  items: Array<{ key: string; text: string }>;
  /** Bullets or content lines: numbered per item ('Bullet 2 in Skills'). */
  kind: 'bullet' | 'line';
  /** Where the list sits, for the names ('in Experience', 'of Data Analyst at Northwind'). */
  place: LinePlace;
  onChange: (index: number, text: string) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  /** Given for items whose keys stay with them (bullets by id): each row then has a handle to move it. */
  onMove?: (from: number, to: number) => void;
}) {
  const t = useT();
  const id = useId();
  const list = { kind, place: place.kind, name: place.name };
  /** The arguments of the item at `index`'s names. */
  const numbered = (index: number) => ({ ...list, position: index + 1 });
  /** How the item at `index` is called mid-sentence, as the screen reader's announcements say it. */
  const name = (index: number) => t('editor.lines.name', numbered(index));
  const rows = items.map((item, index) => {
    const row = (
      <>
        {onMove && <DragHandle label={t('editor.lines.move', numbered(index))} className="mt-1.5" />}
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-${item.key}`} className="sr-only">
            {t('editor.lines.label', numbered(index))}
          </label>
          <LineArea
            id={`${id}-${item.key}`}
            value={item.text}
            onChange={(event) => onChange(index, event.target.value)}
          />
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 shrink-0 px-2"
          onClick={() => onRemove(index)}
          aria-label={t('editor.lines.remove', numbered(index))}
          title={t('editor.lines.removeTitle', { kind })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </>
    );
    return onMove ? (
      <SortableItem key={item.key} id={item.key} as="li" className="flex items-start gap-2 bg-white">
        {row}
      </SortableItem>
    ) : (
      <li key={item.key} className="flex items-start gap-2">
        {row}
      </li>
    );
  });
  const keys = items.map((item) => item.key);
  return (
    <div>
      {items.length > 0 &&
        (onMove ? (
          <SortableList ids={keys} nameOf={(key) => name(keys.indexOf(key))} onMove={onMove}>
            <ol className="space-y-2">{rows}</ol>
          </SortableList>
        ) : (
          <ol className="space-y-2">{rows}</ol>
        ))}
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={onAdd}
        aria-label={t('editor.lines.addLabel', list)}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('editor.lines.add', { kind })}
      </Button>
    </div>
  );
}
