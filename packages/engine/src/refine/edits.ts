/**
 * The edit model refinement writes in: each change to the structured resume is one `Edit` on stable ids
 * (a bullet id, a section id, an entry id, a content line's position), proposed by a pure step, judged once
 * by the provenance guard, and applied by `applyEdits`. The history shown to the user is the applied edits;
 * undoing one applies its inverse to the resume as it is now, so a change made by refinement and an edit
 * made by hand in the editor live on one model. A second writer (a language model) proposes the same edits.
 */
import { stableHash } from '../text/normalize-text';
import type { Bullet, HistoryItem, Section, StructuredResume } from '../types';

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
        bullet: Bullet;
      }
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
      return edit.entry_id;
    case 'add_section':
      return edit.section.id;
    default:
      return edit.section_id;
  }
}

function beforeText(edit: ProposedEdit): string {
  switch (edit.op) {
    case 'set_bullet':
    case 'set_line':
    case 'set_title':
    case 'set_dates':
      return edit.before;
    case 'split_bullet':
      return edit.bullet.text;
    default:
      return '';
  }
}

export function withId(edit: ProposedEdit): Edit {
  const key = `${edit.op}|${editTarget(edit)}|${beforeText(edit)}|${addedText(edit).join('\n')}`;
  return { ...edit, id: `e${stableHash(key)}` } as Edit;
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
      const at = edit.after_id === null ? 0 : bullets.findIndex((item) => item.id === edit.after_id) + 1;
      if (at < 0 || (edit.after_id !== null && at === 0)) return false;
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
  }
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
  const wanted = new Set(ids);
  const known = new Set(edits.map((edit) => edit.id));
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
  return {
    resume: out,
    reverted,
    conflicts,
    unknown: ids.filter((id) => !known.has(id)),
  };
}
