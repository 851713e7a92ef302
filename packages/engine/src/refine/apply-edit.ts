/**
 * Applying edits: one edit in place on the structured resume, or a list of them on a copy. An edit applies
 * only where the resume still holds what it expects (the line it saw, the id it names), so it never
 * overwrites text it did not see; one that no longer fits changes nothing and is listed as skipped.
 */
import type { Bullet, Section, StructuredResume } from '../types';
import { copyResume, type Edit, type ProposedEdit } from './edits';

export function sectionOf(resume: StructuredResume, id: string): Section | undefined {
  return resume.sections.find((section) => section.id === id);
}

export function bulletsOf(
  resume: StructuredResume,
  sectionId: string,
  entryId: string | null,
): Bullet[] | null {
  const section = sectionOf(resume, sectionId);
  if (!section) return null;
  if (entryId === null) return section.bullets;
  return section.entries.find((entry) => entry.id === entryId)?.bullets ?? null;
}

export function renumber(resume: StructuredResume): void {
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
