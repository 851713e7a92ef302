import type { ExperienceEntry, Section } from '@resumeloop/contracts/resume';
import { ArrowDown, ArrowUp, Eye, EyeOff, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { type T, useT } from '../../../lib/i18n/use-t';
import { newBullet, setBulletText, setLine, updateEntry, withoutBullet, withoutLine } from '../resume-edits';
import { EditorInput, LineListEditor } from './editor-fields';
import { DragHandle, moved, SortableItem, SortableList } from './sortable-list';

/** A section as its buttons and announcements call it: its title, or 'Untitled section'. */
export const sectionName = (section: Pick<Section, 'title'>, t: T) =>
  section.title.trim() || t('editor.section.untitled');

/** An entry as its legend and buttons call it: title and company, either alone, or null with neither. */
function entryName(entry: ExperienceEntry, t: T): string | null {
  if (entry.title && entry.company)
    return t('editor.entry.summary', { title: entry.title, company: entry.company });
  return entry.title || entry.company || null;
}

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
  const t = useT();
  const summary = entryName(entry, t) ?? t('editor.entry.numbered', { position });
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <legend className="flex items-center gap-1 px-1 text-sm font-semibold text-slate-800">
        <DragHandle label={t('editor.entry.move', { entry: summary, section: sectionTitle })} />
        <span className="sr-only">{t('editor.entry.legend', { section: sectionTitle, position })}</span>
        {summary}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <EditorInput
          label={t('editor.entry.jobTitle')}
          value={entry.title}
          onValueChange={(title) => onChange((e) => ({ ...e, title }))}
        />
        <EditorInput
          label={t('editor.entry.company')}
          value={entry.company}
          onValueChange={(company) => onChange((e) => ({ ...e, company }))}
        />
        <EditorInput
          label={t('editor.entry.location')}
          value={entry.location}
          onValueChange={(location) => onChange((e) => ({ ...e, location }))}
        />
        <EditorInput
          label={t('editor.entry.dates')}
          value={entry.dates}
          onValueChange={(dates) => onChange((e) => ({ ...e, dates }))}
        />
      </div>
      <label className="mt-3 inline-flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={entry.keep_together ?? false}
          aria-label={t('editor.entry.keepTogetherLabel', { entry: summary })}
          onChange={(event) => onArrange((e) => ({ ...e, keep_together: event.target.checked }))}
        />
        {t('editor.entry.keepTogether')}
      </label>
      <p className="mt-3 text-sm font-medium text-slate-800">{t('editor.entry.bullets')}</p>
      <div className="mt-1">
        <LineListEditor
          items={entry.bullets.map((bullet) => ({ key: bullet.id, text: bullet.text }))}
          kind="bullet"
          place={{ kind: 'entry', name: summary }}
          onChange={(index, text) =>
            onChange((e) => ({ ...e, bullets: setBulletText(e.bullets, e.bullets[index]?.id ?? '', text) }))
          }
          onRemove={(index) =>
            onChange((e) => ({ ...e, bullets: withoutBullet(e.bullets, e.bullets[index]?.id ?? '') }))
          }
          onAdd={() =>
            onChange((e) => ({
              ...e,
              bullets: [...e.bullets, newBullet(e.id, e.bullets, t('pdf.editorDefaults.bullet'))],
            }))
          }
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
  const t = useT();
  const id = useId();
  const name = sectionName(section, t);
  const place = { kind: 'section', name } as const;
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
          <DragHandle label={t('editor.section.move', { section: name })} />
          <h3 id={`${id}-heading`} className="min-w-0 truncate text-base font-semibold text-slate-900">
            {name}
            {!section.visible && (
              <span className="ml-2 text-sm font-normal text-slate-600">{t('editor.section.hidden')}</span>
            )}
          </h3>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            disabled={isFirst}
            onClick={() => onMove(-1)}
            aria-label={t('editor.section.moveUp', { section: name })}
            title={t('editor.section.moveUpTitle')}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            disabled={isLast}
            onClick={() => onMove(1)}
            aria-label={t('editor.section.moveDown', { section: name })}
            title={t('editor.section.moveDownTitle')}
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
              aria-label={t('editor.section.visibleLabel', { section: name })}
              onChange={(event) => onChange((s) => ({ ...s, visible: event.target.checked }))}
            />
            {section.visible ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            )}
            <span aria-hidden="true">{t('editor.section.visible')}</span>
          </label>
          <Button
            variant="ghost"
            size="sm"
            className="px-2 text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={t('editor.section.delete', { section: name })}
            title={t('editor.section.deleteTitle')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>

      <EditorInput
        className="mt-3"
        label={t('editor.section.title')}
        value={section.title}
        onValueChange={(title) => onChange((s) => ({ ...s, title }))}
      />
      <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={section.page_break_before ?? false}
          aria-label={t('editor.section.pageBreakLabel', { section: name })}
          onChange={(event) => onArrange((s) => ({ ...s, page_break_before: event.target.checked }))}
        />
        {t('editor.section.pageBreak')}
      </label>

      {(section.content_lines.length > 0 || section.bullets.length === 0) && section.entries.length === 0 && (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-800">{t('editor.section.contentLines')}</p>
          <div className="mt-1">
            <LineListEditor
              items={section.content_lines.map((text, index) => ({ key: String(index), text }))}
              kind="line"
              place={place}
              onChange={(index, text) =>
                onChange((s) => ({ ...s, content_lines: setLine(s.content_lines, index, text) }))
              }
              onRemove={(index) =>
                onChange((s) => ({ ...s, content_lines: withoutLine(s.content_lines, index) }))
              }
              onAdd={() =>
                onChange((s) => ({
                  ...s,
                  content_lines: [...s.content_lines, t('pdf.editorDefaults.contentLine')],
                }))
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
            return (entry && entryName(entry, t)) || t('editor.entry.unnamed');
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
          <p className="text-sm font-medium text-slate-800">{t('editor.section.bullets')}</p>
          <div className="mt-1">
            <LineListEditor
              items={section.bullets.map((bullet) => ({ key: bullet.id, text: bullet.text }))}
              kind="bullet"
              place={place}
              onChange={(index, text) =>
                onChange((s) => ({
                  ...s,
                  bullets: setBulletText(s.bullets, s.bullets[index]?.id ?? '', text),
                }))
              }
              onRemove={(index) =>
                onChange((s) => ({ ...s, bullets: withoutBullet(s.bullets, s.bullets[index]?.id ?? '') }))
              }
              onAdd={() =>
                onChange((s) => ({
                  ...s,
                  bullets: [...s.bullets, newBullet(s.id, s.bullets, t('pdf.editorDefaults.bullet'))],
                }))
              }
              onMove={(from, to) => onArrange((s) => ({ ...s, bullets: moved(s.bullets, from, to) }))}
            />
          </div>
        </div>
      )}
    </section>
  );
}
