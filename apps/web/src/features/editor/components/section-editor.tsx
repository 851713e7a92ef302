import { EDITOR_DEFAULTS } from '@resumeloop/contracts/editor-constants';
import type { ExperienceEntry, Section } from '@resumeloop/contracts/resume';
import { ArrowDown, ArrowUp, Eye, EyeOff, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { newBullet, setBulletText, setLine, updateEntry, withoutBullet, withoutLine } from '../resume-edits';
import { EditorInput, LineListEditor } from './editor-fields';
import { DragHandle, moved, SortableItem, SortableList } from './sortable-list';

const sectionName = (section: Section) => section.title.trim() || 'Untitled section';

function EntryEditor({
  entry,
  position,
  sectionTitle,
  onChange,
  onArrange,
}: {
  entry: ExperienceEntry;
  position: number;
  sectionTitle: string;
  onChange: (change: (entry: ExperienceEntry) => ExperienceEntry) => void;
  /** A change of order: its own step of Undo, saved at once. */
  onArrange: (change: (entry: ExperienceEntry) => ExperienceEntry) => void;
}) {
  const summary = [entry.title, entry.company].filter(Boolean).join(' at ') || `Entry ${position}`;
  const context = `of ${summary}`;
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <legend className="flex items-center gap-1 px-1 text-sm font-semibold text-slate-800">
        <DragHandle label={`Move ${summary} in ${sectionTitle}`} />
        <span className="sr-only">{`${sectionTitle}, entry ${position}: `}</span>
        {summary}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <EditorInput
          label="Job title"
          value={entry.title}
          onValueChange={(title) => onChange((e) => ({ ...e, title }))}
        />
        <EditorInput
          label="Company"
          value={entry.company}
          onValueChange={(company) => onChange((e) => ({ ...e, company }))}
        />
        <EditorInput
          label="Location"
          value={entry.location}
          onValueChange={(location) => onChange((e) => ({ ...e, location }))}
        />
        <EditorInput
          label="Dates"
          value={entry.dates}
          onValueChange={(dates) => onChange((e) => ({ ...e, dates }))}
        />
      </div>
      <label className="mt-3 inline-flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={entry.keep_together ?? false}
          aria-label={`Keep ${summary} on one page`}
          onChange={(event) => onArrange((e) => ({ ...e, keep_together: event.target.checked }))}
        />
        Keep this entry on one page
      </label>
      <p className="mt-3 text-sm font-medium text-slate-800">Bullets</p>
      <div className="mt-1">
        <LineListEditor
          items={entry.bullets.map((bullet) => ({ key: bullet.id, text: bullet.text }))}
          itemLabel="Bullet"
          addLabel="Add bullet"
          context={context}
          onChange={(index, text) =>
            onChange((e) => ({ ...e, bullets: setBulletText(e.bullets, e.bullets[index]?.id ?? '', text) }))
          }
          onRemove={(index) =>
            onChange((e) => ({ ...e, bullets: withoutBullet(e.bullets, e.bullets[index]?.id ?? '') }))
          }
          onAdd={() => onChange((e) => ({ ...e, bullets: [...e.bullets, newBullet(e.id, e.bullets)] }))}
          onMove={(from, to) => onArrange((e) => ({ ...e, bullets: moved(e.bullets, from, to) }))}
        />
      </div>
    </fieldset>
  );
}

/**
 * One section: its title, its place (up, down), whether the PDF shows it, delete, and its content lines,
 * bullets and experience entries.
 */
export function SectionEditor({
  section,
  isFirst,
  isLast,
  onChange,
  onArrange,
  onMove,
  onDelete,
}: {
  section: Section;
  isFirst: boolean;
  isLast: boolean;
  onChange: (change: (section: Section) => Section) => void;
  /** A change of order inside the section (entries, bullets): its own step of Undo, saved at once. */
  onArrange: (change: (section: Section) => Section) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const id = useId();
  const name = sectionName(section);
  const context = `in ${name}`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn(
        'rounded-xl border bg-white p-4',
        section.visible ? 'border-slate-200' : 'border-dashed border-slate-400 bg-slate-50',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-1">
          <DragHandle label={`Move ${name}`} />
          <h3 id={`${id}-heading`} className="min-w-0 truncate text-base font-semibold text-slate-900">
            {name}
            {!section.visible && <span className="ml-2 text-sm font-normal text-slate-600">(hidden)</span>}
          </h3>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            disabled={isFirst}
            onClick={() => onMove(-1)}
            aria-label={`Move ${name} up`}
            title="Move up"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            disabled={isLast}
            onClick={() => onMove(1)}
            aria-label={`Move ${name} down`}
            title="Move down"
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <label
            className={cn(
              'inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              section.visible ? 'text-slate-800 hover:bg-slate-100' : 'bg-slate-200 text-slate-800',
            )}
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={section.visible}
              aria-label={`${name} visible`}
              onChange={(event) => onChange((s) => ({ ...s, visible: event.target.checked }))}
            />
            {section.visible ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            )}
            <span aria-hidden="true">Visible</span>
          </label>
          <Button
            variant="ghost"
            size="sm"
            className="px-2 text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Delete ${name}`}
            title="Delete section"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>

      <EditorInput
        className="mt-3"
        label="Section title"
        value={section.title}
        onValueChange={(title) => onChange((s) => ({ ...s, title }))}
      />
      <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={section.page_break_before ?? false}
          aria-label={`Start ${name} on a new page`}
          onChange={(event) => onArrange((s) => ({ ...s, page_break_before: event.target.checked }))}
        />
        Start on a new page
      </label>

      {(section.content_lines.length > 0 || section.bullets.length === 0) && section.entries.length === 0 && (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-800">Content lines</p>
          <div className="mt-1">
            <LineListEditor
              items={section.content_lines.map((text, index) => ({ key: String(index), text }))}
              itemLabel="Line"
              addLabel="Add line"
              context={context}
              onChange={(index, text) =>
                onChange((s) => ({ ...s, content_lines: setLine(s.content_lines, index, text) }))
              }
              onRemove={(index) =>
                onChange((s) => ({ ...s, content_lines: withoutLine(s.content_lines, index) }))
              }
              onAdd={() =>
                onChange((s) => ({ ...s, content_lines: [...s.content_lines, EDITOR_DEFAULTS.contentLine] }))
              }
            />
          </div>
        </div>
      )}

      {section.entries.length > 0 && (
        <SortableList
          ids={section.entries.map((entry) => entry.id)}
          nameOf={(entryId) => {
            const entry = section.entries.find((item) => item.id === entryId);
            return [entry?.title, entry?.company].filter(Boolean).join(' at ') || 'the entry';
          }}
          onMove={(from, to) => onArrange((s) => ({ ...s, entries: moved(s.entries, from, to) }))}
        >
          <div className="mt-3 space-y-3">
            {section.entries.map((entry, index) => (
              <SortableItem key={entry.id} id={entry.id} className="rounded-lg bg-white">
                <EntryEditor
                  entry={entry}
                  position={index + 1}
                  sectionTitle={name}
                  onChange={(change) => onChange((s) => updateEntry(s, entry.id, change))}
                  onArrange={(change) => onArrange((s) => updateEntry(s, entry.id, change))}
                />
              </SortableItem>
            ))}
          </div>
        </SortableList>
      )}

      {(section.bullets.length > 0 || section.entries.length === 0) && (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-800">Bullets</p>
          <div className="mt-1">
            <LineListEditor
              items={section.bullets.map((bullet) => ({ key: bullet.id, text: bullet.text }))}
              itemLabel="Bullet"
              addLabel="Add bullet"
              context={context}
              onChange={(index, text) =>
                onChange((s) => ({
                  ...s,
                  bullets: setBulletText(s.bullets, s.bullets[index]?.id ?? '', text),
                }))
              }
              onRemove={(index) =>
                onChange((s) => ({ ...s, bullets: withoutBullet(s.bullets, s.bullets[index]?.id ?? '') }))
              }
              onAdd={() => onChange((s) => ({ ...s, bullets: [...s.bullets, newBullet(s.id, s.bullets)] }))}
              onMove={(from, to) => onArrange((s) => ({ ...s, bullets: moved(s.bullets, from, to) }))}
            />
          </div>
        </div>
      )}
    </section>
  );
}
