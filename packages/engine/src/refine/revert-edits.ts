/**
 * Undoing edits on the resume as it is now: each edit's inverse, latest first, only where the resume still
 * shows what the edit wrote. A line changed since is left as the user has it and reported as a conflict;
 * a change of several edits is undone whole, and a section added for what was undone goes when left empty.
 */
import type { StructuredResume } from '../types';
import { applyEdit, bulletsOf, renumber, sectionOf } from './apply-edit';
import { copyResume, type Edit, type ProposedEdit } from './edits';

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
