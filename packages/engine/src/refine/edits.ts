/**
 * The edit model refinement writes in: each change to the structured resume is one `Edit` on stable ids
 * (a bullet id, a section id, an entry id, a content line's position), proposed by a pure step, judged once
 * by the provenance guard, and applied by `applyEdits`. The history shown to the user is the applied edits;
 * undoing one applies its inverse to the resume as it is now, so a change made by refinement and an edit
 * made by hand in the editor live on one model. A second writer (a language model) proposes the same edits.
 */
import { stableHash } from '../text/normalize-text';
import type { Bullet, Contact, ExperienceEntry, HistoryItem, Section, StructuredResume } from '../types';

/** The fields of an entry's header a change may set. */
export type EntryField = 'title' | 'company' | 'location';
/** The contact fields a change may set. */
export type ContactField = keyof Contact;

/** Where an edit came from: an answer (by question index), the resume itself, or a computed fact. */
export type EditOrigin =
  | { kind: 'answer'; question_index: number }
  | { kind: 'resume' }
  | { kind: 'derived' };

interface EditBase {
  /** Stable: the same change on the same resume gets the same id. */
  id: string;
  /** The rule that made it (for the history). */
  reason: string;
  /** The answer or original line the words come from. */
  source: string;
  origin: EditOrigin;
  /**
   * The change this edit is part of, when a change takes several edits (a new section and its lines, a
   * bullet moved and reworded): they are shown, and undone, as one.
   */
  group?: string;
}

export type Edit = EditBase &
  (
    | {
        op: 'set_bullet';
        section_id: string;
        entry_id: string | null;
        bullet_id: string;
        before: string;
        after: string;
      }
    | {
        op: 'insert_bullet';
        section_id: string;
        entry_id: string | null;
        /** Inserted after this bullet; null: first. */
        after_id: string | null;
        /**
         * Where it goes when `after_id` is not there (a bullet of the same rewrite not accepted): after this
         * bullet of the resume, else last.
         */
        anchor_id?: string | null;
        bullet: Bullet;
      }
    | {
        op: 'remove_bullet';
        section_id: string;
        entry_id: string | null;
        bullet: Bullet;
        /** Its position, for the undo. */
        index: number;
      }
    | {
        op: 'move_bullet';
        section_id: string;
        entry_id: string | null;
        to_section_id: string;
        to_entry_id: string | null;
        bullet: Bullet;
        /** Placed after this bullet of the destination; null: last. */
        after_id: string | null;
        /** Its position where it was, for the undo. */
        index: number;
      }
    | { op: 'remove_line'; section_id: string; index: number; text: string }
    | {
        op: 'set_entry';
        section_id: string;
        entry_id: string;
        field: EntryField;
        before: string;
        after: string;
      }
    | { op: 'add_entry'; section_id: string; entry: ExperienceEntry; after_id: string | null }
    | { op: 'remove_entry'; section_id: string; entry: ExperienceEntry; index: number }
    | { op: 'remove_section'; section: Section; index: number }
    | { op: 'set_contact'; field: ContactField; before: string; after: string }
    | {
        op: 'split_bullet';
        section_id: string;
        entry_id: string | null;
        bullet: Bullet;
        pieces: Bullet[];
      }
    | { op: 'set_line'; section_id: string; index: number; before: string; after: string }
    | { op: 'insert_line'; section_id: string; index: number; text: string }
    | { op: 'add_section'; section: Section }
    | { op: 'set_title'; section_id: string; before: string; after: string }
    | { op: 'set_dates'; section_id: string; entry_id: string; before: string; after: string }
  );

export type EditOp = Edit['op'];
/** An edit as a step proposes it: the id is given when it is accepted. */
export type ProposedEdit = Edit extends infer E ? (E extends Edit ? Omit<E, 'id'> : never) : never;

export function copyResume(resume: StructuredResume): StructuredResume {
  return structuredClone(resume);
}

/** The text an edit brings into the resume: what the guard judges. */
export function addedText(edit: ProposedEdit | Edit): string[] {
  switch (edit.op) {
    case 'set_bullet':
    case 'set_line':
    case 'set_title':
    case 'set_dates':
      return [edit.after];
    case 'insert_bullet':
      return [edit.bullet.text];
    case 'split_bullet':
      return edit.pieces.map((piece) => piece.text);
    case 'insert_line':
      return [edit.text];
    case 'add_section':
      return [edit.section.title];
    case 'set_entry':
    case 'set_contact':
      return [edit.after];
    case 'add_entry':
      return [renderEntryLines(edit.entry)];
    case 'move_bullet':
      return [edit.bullet.text];
    case 'remove_bullet':
    case 'remove_line':
    case 'remove_entry':
    case 'remove_section':
      return [];
  }
}

function renderEntryLines(entry: ExperienceEntry): string {
  return [
    entry.title,
    entry.company,
    entry.location,
    entry.dates,
    ...entry.bullets.map((bullet) => bullet.text),
  ]
    .filter((part) => part.trim().length > 0)
    .join('\n');
}

/** What the edit takes out of the resume (for a removal, the words the user would lose). */
export function removedText(edit: ProposedEdit | Edit): string {
  switch (edit.op) {
    case 'remove_bullet':
      return edit.bullet.text;
    case 'remove_line':
      return edit.text;
    case 'remove_entry':
      return renderEntryLines(edit.entry);
    case 'remove_section':
      return [
        edit.section.title,
        ...edit.section.content_lines,
        ...edit.section.bullets.map((bullet) => bullet.text),
        ...edit.section.entries.map(renderEntryLines),
      ]
        .filter((part) => part.trim().length > 0)
        .join('\n');
    default:
      return '';
  }
}

/** What the edit targets, as the history names it. */
export function editTarget(edit: ProposedEdit | Edit): string {
  switch (edit.op) {
    case 'set_bullet':
    case 'split_bullet':
      return 'bullet_id' in edit ? edit.bullet_id : edit.bullet.id;
    case 'insert_bullet':
      return edit.bullet.id;
    case 'set_dates':
    case 'set_entry':
      return edit.entry_id;
    case 'add_section':
    case 'remove_section':
      return edit.section.id;
    case 'remove_bullet':
    case 'move_bullet':
      return edit.bullet.id;
    case 'add_entry':
    case 'remove_entry':
      return edit.entry.id;
    case 'set_contact':
      return 'contact';
    default:
      return edit.section_id;
  }
}

export function beforeText(edit: ProposedEdit | Edit): string {
  switch (edit.op) {
    case 'set_bullet':
    case 'set_line':
    case 'set_title':
    case 'set_dates':
    case 'set_entry':
    case 'set_contact':
      return edit.before;
    case 'split_bullet':
    case 'move_bullet':
      return edit.bullet.text;
    default:
      return removedText(edit);
  }
}

export function withId(edit: ProposedEdit): Edit {
  const field = edit.op === 'set_entry' || edit.op === 'set_contact' ? `|${edit.field}` : '';
  const key = `${edit.op}|${editTarget(edit)}${field}|${beforeText(edit)}|${addedText(edit).join('\n')}`;
  return { ...edit, id: `e${stableHash(key)}` } as Edit;
}

/** The history: one item per edit, or per group of edits that make one change (named by the group). */
export function historyOf(edits: readonly Edit[]): HistoryItem[] {
  const items: HistoryItem[] = [];
  let open: { group: string; item: HistoryItem } | null = null;
  for (const edit of edits) {
    const item = toHistoryItem(edit);
    if (edit.group && open?.group === edit.group) {
      const join = (a: string, b: string) => [a, b].filter((text) => text.trim().length > 0).join('\n');
      open.item.before = join(open.item.before, item.before);
      open.item.after = join(open.item.after, item.after);
      continue;
    }
    const next = edit.group ? { ...item, id: edit.group } : item;
    items.push(next);
    open = edit.group ? { group: edit.group, item: next } : null;
  }
  return items;
}

export function toHistoryItem(edit: Edit): HistoryItem {
  return {
    id: edit.id,
    target: editTarget(edit),
    before: beforeText(edit),
    after: addedText(edit).join('\n'),
    reason: edit.reason,
    source: edit.source,
  };
}

function sectionOf(resume: StructuredResume, id: string): Section | undefined {
  return resume.sections.find((section) => section.id === id);
}

function bulletsOf(resume: StructuredResume, sectionId: string, entryId: string | null): Bullet[] | null {
  const section = sectionOf(resume, sectionId);
  if (!section) return null;
  if (entryId === null) return section.bullets;
  return section.entries.find((entry) => entry.id === entryId)?.bullets ?? null;
}

function renumber(resume: StructuredResume): void {
  resume.sections
    .sort((a, b) => a.order - b.order)
    .forEach((section, index) => {
      section.order = index + 1;
    });
}

/**
 * Applies one edit in place. Returns false, changing nothing, when the resume no longer holds what the edit
 * expects (the line was edited or removed since): an edit never overwrites text it did not see.
 */
export function applyEdit(resume: StructuredResume, edit: ProposedEdit | Edit): boolean {
  switch (edit.op) {
    case 'set_bullet': {
      const bullet = bulletsOf(resume, edit.section_id, edit.entry_id)?.find(
        (item) => item.id === edit.bullet_id,
      );
      if (!bullet || bullet.text !== edit.before) return false;
      bullet.text = edit.after;
      return true;
    }
    case 'insert_bullet': {
      const bullets = bulletsOf(resume, edit.section_id, edit.entry_id);
      if (!bullets || bullets.some((item) => item.id === edit.bullet.id)) return false;
      let at = edit.after_id === null ? 0 : bullets.findIndex((item) => item.id === edit.after_id) + 1;
      if (at === 0 && edit.after_id !== null && edit.anchor_id !== undefined) {
        // The bullet it followed in the rewrite was not accepted: after the resume's own line, else last.
        const anchor = edit.anchor_id === null ? -1 : bullets.findIndex((item) => item.id === edit.anchor_id);
        at = anchor >= 0 ? anchor + 1 : bullets.length;
      }
      if (edit.after_id !== null && at === 0) return false;
      bullets.splice(at, 0, { ...edit.bullet });
      return true;
    }
    case 'split_bullet': {
      const bullets = bulletsOf(resume, edit.section_id, edit.entry_id);
      const at = bullets?.findIndex((item) => item.id === edit.bullet.id) ?? -1;
      if (!bullets || at < 0 || bullets[at]?.text !== edit.bullet.text) return false;
      bullets.splice(at, 1, ...edit.pieces.map((piece) => ({ ...piece })));
      return true;
    }
    case 'set_line': {
      const section = sectionOf(resume, edit.section_id);
      if (!section || section.content_lines[edit.index] !== edit.before) return false;
      section.content_lines[edit.index] = edit.after;
      return true;
    }
    case 'insert_line': {
      const section = sectionOf(resume, edit.section_id);
      if (!section) return false;
      section.content_lines.splice(Math.min(edit.index, section.content_lines.length), 0, edit.text);
      return true;
    }
    case 'add_section': {
      if (sectionOf(resume, edit.section.id)) return false;
      resume.sections.push(structuredClone(edit.section));
      renumber(resume);
      return true;
    }
    case 'set_title': {
      const section = sectionOf(resume, edit.section_id);
      if (!section || section.title !== edit.before) return false;
      section.title = edit.after;
      return true;
    }
    case 'set_dates': {
      const entry = sectionOf(resume, edit.section_id)?.entries.find((item) => item.id === edit.entry_id);
      if (!entry || entry.dates !== edit.before) return false;
      entry.dates = edit.after;
      return true;
    }
    case 'remove_bullet': {
      const bullets = bulletsOf(resume, edit.section_id, edit.entry_id);
      const at = bullets?.findIndex((item) => item.id === edit.bullet.id) ?? -1;
      if (!bullets || at < 0 || bullets[at]?.text !== edit.bullet.text) return false;
      bullets.splice(at, 1);
      return true;
    }
    case 'move_bullet': {
      const from = bulletsOf(resume, edit.section_id, edit.entry_id);
      const to = bulletsOf(resume, edit.to_section_id, edit.to_entry_id);
      const at = from?.findIndex((item) => item.id === edit.bullet.id) ?? -1;
      if (!from || !to || at < 0 || from[at]?.text !== edit.bullet.text) return false;
      from.splice(at, 1);
      const after = edit.after_id === null ? -1 : to.findIndex((item) => item.id === edit.after_id);
      to.splice(after >= 0 ? after + 1 : to.length, 0, { ...edit.bullet });
      return true;
    }
    case 'remove_line': {
      const section = sectionOf(resume, edit.section_id);
      const at = section ? lineIndex(section.content_lines, edit.text, edit.index) : -1;
      if (!section || at < 0) return false;
      section.content_lines.splice(at, 1);
      return true;
    }
    case 'set_entry': {
      const entry = sectionOf(resume, edit.section_id)?.entries.find((item) => item.id === edit.entry_id);
      if (!entry || entry[edit.field] !== edit.before) return false;
      entry[edit.field] = edit.after;
      return true;
    }
    case 'add_entry': {
      const section = sectionOf(resume, edit.section_id);
      if (!section || section.entries.some((item) => item.id === edit.entry.id)) return false;
      const after =
        edit.after_id === null ? -1 : section.entries.findIndex((item) => item.id === edit.after_id);
      section.entries.splice(after + 1, 0, structuredClone(edit.entry));
      return true;
    }
    case 'remove_entry': {
      const section = sectionOf(resume, edit.section_id);
      const at = section?.entries.findIndex((item) => item.id === edit.entry.id) ?? -1;
      if (!section || at < 0 || JSON.stringify(section.entries[at]) !== JSON.stringify(edit.entry))
        return false;
      section.entries.splice(at, 1);
      return true;
    }
    case 'remove_section': {
      const at = resume.sections.findIndex((item) => item.id === edit.section.id);
      if (at < 0 || JSON.stringify(resume.sections[at]) !== JSON.stringify(edit.section)) return false;
      resume.sections.splice(at, 1);
      renumber(resume);
      return true;
    }
    case 'set_contact': {
      if (resume.contact[edit.field] !== edit.before) return false;
      resume.contact[edit.field] = edit.after;
      return true;
    }
  }
}

/** Where a line stands now: at its old index if it is still there, else its first occurrence. */
function lineIndex(lines: readonly string[], text: string, index: number): number {
  return lines[index] === text ? index : lines.indexOf(text);
}

/** The resume with the edits applied in order (a copy); edits that no longer fit are skipped and listed. */
export function applyEdits(
  resume: StructuredResume,
  edits: readonly Edit[],
): { resume: StructuredResume; skipped: Edit[] } {
  const out = copyResume(resume);
  const skipped: Edit[] = [];
  for (const edit of edits) if (!applyEdit(out, edit)) skipped.push(edit);
  return { resume: out, skipped };
}

/** Undoes one edit in place, if the resume still shows what it wrote. */
function undoEdit(resume: StructuredResume, edit: Edit): boolean {
  switch (edit.op) {
    case 'set_bullet':
      return applyEdit(resume, { ...edit, before: edit.after, after: edit.before });
    case 'insert_bullet': {
      const bullets = bulletsOf(resume, edit.section_id, edit.entry_id);
      const at = bullets?.findIndex((item) => item.id === edit.bullet.id) ?? -1;
      if (!bullets || at < 0 || bullets[at]?.text !== edit.bullet.text) return false;
      bullets.splice(at, 1);
      return true;
    }
    case 'split_bullet': {
      const bullets = bulletsOf(resume, edit.section_id, edit.entry_id);
      if (!bullets) return false;
      const at = bullets.findIndex((item) => item.id === edit.pieces[0]?.id);
      const intact = edit.pieces.every((piece, offset) => bullets[at + offset]?.text === piece.text);
      if (at < 0 || !intact) return false;
      bullets.splice(at, edit.pieces.length, { ...edit.bullet });
      return true;
    }
    case 'set_line':
    case 'set_title':
    case 'set_dates':
      return applyEdit(resume, { ...edit, before: edit.after, after: edit.before } as ProposedEdit);
    case 'insert_line': {
      const section = sectionOf(resume, edit.section_id);
      const at = section?.content_lines.indexOf(edit.text) ?? -1;
      if (!section || at < 0) return false;
      section.content_lines.splice(at, 1);
      return true;
    }
    case 'add_section': {
      const section = sectionOf(resume, edit.section.id);
      if (!section) return false;
      const empty =
        section.content_lines.length === 0 && section.bullets.length === 0 && section.entries.length === 0;
      if (!empty) return false;
      resume.sections.splice(resume.sections.indexOf(section), 1);
      renumber(resume);
      return true;
    }
    case 'remove_bullet': {
      const bullets = bulletsOf(resume, edit.section_id, edit.entry_id);
      if (!bullets || bullets.some((item) => item.id === edit.bullet.id)) return false;
      bullets.splice(Math.min(edit.index, bullets.length), 0, { ...edit.bullet });
      return true;
    }
    case 'move_bullet': {
      const from = bulletsOf(resume, edit.section_id, edit.entry_id);
      const to = bulletsOf(resume, edit.to_section_id, edit.to_entry_id);
      const at = to?.findIndex((item) => item.id === edit.bullet.id) ?? -1;
      if (!from || !to || at < 0 || to[at]?.text !== edit.bullet.text) return false;
      to.splice(at, 1);
      from.splice(Math.min(edit.index, from.length), 0, { ...edit.bullet });
      return true;
    }
    case 'remove_line': {
      const section = sectionOf(resume, edit.section_id);
      if (!section) return false;
      section.content_lines.splice(Math.min(edit.index, section.content_lines.length), 0, edit.text);
      return true;
    }
    case 'set_entry':
    case 'set_contact':
      return applyEdit(resume, { ...edit, before: edit.after, after: edit.before } as ProposedEdit);
    case 'add_entry': {
      const section = sectionOf(resume, edit.section_id);
      const at = section?.entries.findIndex((item) => item.id === edit.entry.id) ?? -1;
      if (!section || at < 0 || JSON.stringify(section.entries[at]) !== JSON.stringify(edit.entry))
        return false;
      section.entries.splice(at, 1);
      return true;
    }
    case 'remove_entry': {
      const section = sectionOf(resume, edit.section_id);
      if (!section || section.entries.some((item) => item.id === edit.entry.id)) return false;
      section.entries.splice(Math.min(edit.index, section.entries.length), 0, structuredClone(edit.entry));
      return true;
    }
    case 'remove_section': {
      if (sectionOf(resume, edit.section.id)) return false;
      resume.sections.splice(Math.min(edit.index, resume.sections.length), 0, structuredClone(edit.section));
      return true;
    }
  }
}

export interface RevertResult {
  resume: StructuredResume;
  /** The ids undone. */
  reverted: string[];
  /** Ids whose lines were changed since (by hand or by a later edit), left as they are. */
  conflicts: string[];
  /** Ids that name no edit of this refinement. */
  unknown: string[];
}

/**
 * Undoes the named edits on the resume as it is now (a copy), latest first. An edit whose line was
 * changed since is not forced back: it is reported as a conflict and the line is left as the user has it.
 * Undoing an edit also undoes the section it needed when that section is left empty.
 */
export function revertEdits(
  resume: StructuredResume,
  edits: readonly Edit[],
  ids: readonly string[],
): RevertResult {
  const out = copyResume(resume);
  // A change of several edits is undone whole, by its group's id or any of its edits'.
  const groups = new Set(
    edits.filter((edit) => edit.group && ids.includes(edit.id)).map((edit) => edit.group),
  );
  const wanted = new Set([
    ...ids,
    ...edits
      .filter((edit) => edit.group && (ids.includes(edit.group) || groups.has(edit.group)))
      .map((edit) => edit.id),
  ]);
  const known = new Set([
    ...edits.map((edit) => edit.id),
    ...edits.flatMap((edit) => (edit.group ? [edit.group] : [])),
  ]);
  const reverted: string[] = [];
  const conflicts: string[] = [];
  for (const edit of [...edits].reverse()) {
    if (!wanted.has(edit.id) || edit.op === 'add_section') continue;
    if (undoEdit(out, edit)) reverted.push(edit.id);
    else conflicts.push(edit.id);
  }
  // Sections added to hold what was undone go when they are empty now (asked for or not).
  for (const edit of edits) {
    if (edit.op !== 'add_section') continue;
    if (wanted.has(edit.id) || reverted.length > 0) {
      if (undoEdit(out, edit)) reverted.push(edit.id);
      else if (wanted.has(edit.id)) conflicts.push(edit.id);
    }
  }
  // A change of several edits undone whole is named by its group too, as the history names it.
  for (const group of new Set(edits.flatMap((edit) => (edit.group ? [edit.group] : [])))) {
    const members = edits.filter((edit) => edit.group === group);
    if (members.every((edit) => reverted.includes(edit.id))) reverted.push(group);
  }
  return {
    resume: out,
    reverted,
    conflicts,
    unknown: ids.filter((id) => !known.has(id)),
  };
}
