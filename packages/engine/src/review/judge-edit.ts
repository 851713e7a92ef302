/**
 * The guard for a single writer's edits: the lines an edit writes, with what they are and the lines they
 * rewrite, judged by the one claim checker. The built-in writer's proposals and a rewrite's aligned
 * changes go through the same `checkClaims`.
 */
import type { ProposedEdit } from '../refine/edits';
import { plainTokens, squash } from '../text/normalize-text';
import type { SectionType, StructuredResume } from '../types';
import type { AddedLine } from './aligned-change';
import { checkClaims } from './check-claims';
import type { ClaimFlag } from './claim-flag';
import { type ClaimSources, stemOf } from './claim-sources';

function sectionType(resume: StructuredResume, id: string, fallback: SectionType = 'general'): SectionType {
  return resume.sections.find((section) => section.id === id)?.type ?? fallback;
}

/** The lines an edit brings into the resume, and the lines of the resume it rewrites. */
export function editLines(
  edit: ProposedEdit,
  resume: StructuredResume,
): { added: AddedLine[]; basis: string[] } {
  switch (edit.op) {
    case 'set_bullet':
    case 'set_line':
      return {
        added: [{ text: edit.after, role: 'prose', section: sectionType(resume, edit.section_id) }],
        basis: [edit.before],
      };
    case 'insert_bullet':
      return {
        added: [{ text: edit.bullet.text, role: 'prose', section: sectionType(resume, edit.section_id) }],
        basis: [],
      };
    case 'split_bullet':
      return {
        added: edit.pieces.map((piece) => ({
          text: piece.text,
          role: 'prose' as const,
          section: sectionType(resume, edit.section_id),
        })),
        basis: [edit.bullet.text],
      };
    case 'insert_line':
      return {
        added: [{ text: edit.text, role: 'prose', section: sectionType(resume, edit.section_id, 'summary') }],
        basis: [],
      };
    case 'set_title':
      return {
        added: [{ text: edit.after, role: 'heading', section: sectionType(resume, edit.section_id) }],
        basis: [edit.before],
      };
    case 'add_section':
      return {
        added: [{ text: edit.section.title, role: 'heading', section: edit.section.type }],
        basis: [],
      };
    case 'set_dates':
      return {
        added: [{ text: edit.after, role: 'dates', section: sectionType(resume, edit.section_id) }],
        basis: [edit.before],
      };
    case 'set_entry':
      return {
        added: [{ text: edit.after, role: edit.field, section: sectionType(resume, edit.section_id) }],
        basis: [edit.before],
      };
    case 'set_contact':
      return {
        added: [
          {
            text: edit.after,
            role:
              edit.field === 'location'
                ? 'location'
                : edit.field === 'raw_contact_line'
                  ? 'prose'
                  : 'contact',
            section: 'general',
          },
        ],
        basis: [edit.before],
      };
    case 'move_bullet':
      return {
        added: [{ text: edit.bullet.text, role: 'prose', section: sectionType(resume, edit.to_section_id) }],
        basis: [edit.bullet.text],
      };
    case 'add_entry': {
      const section = sectionType(resume, edit.section_id, 'experience');
      const { entry } = edit;
      return {
        added: [
          ...(entry.title ? [{ text: entry.title, role: 'title' as const, section }] : []),
          ...(entry.company ? [{ text: entry.company, role: 'company' as const, section }] : []),
          ...(entry.location ? [{ text: entry.location, role: 'location' as const, section }] : []),
          ...(entry.dates ? [{ text: entry.dates, role: 'dates' as const, section }] : []),
          ...entry.bullets.map((bullet) => ({ text: bullet.text, role: 'prose' as const, section })),
        ],
        basis: [],
      };
    }
    case 'remove_bullet':
    case 'remove_line':
    case 'remove_entry':
    case 'remove_section':
      return { added: [], basis: [] };
  }
}

/** Every claim of the edit's lines that the sources do not hold (offsets into each line). */
/** The words of a line as stems, in order: 'Managed the budget' and 'manage the budget' read alike. */
function stemSequence(text: string): string {
  return plainTokens(text).map(stemOf).join(' ');
}

export function judgeEdit(edit: ProposedEdit, resume: StructuredResume, sources: ClaimSources): ClaimFlag[] {
  const { added, basis } = editLines(edit, resume);
  return added.flatMap((line) =>
    // A line that says the words of the line it rewrites, only in another case or tense, claims nothing
    // new ('manage the budget' -> 'Managed the budget'); nor does a sentence of it, word for word (a
    // paragraph split into its sentences).
    (basis.length === 1 && stemSequence(line.text) === stemSequence(basis[0] ?? '')) ||
    (line.text.trim().length > 0 && basis.some((text) => squash(text).includes(squash(line.text))))
      ? []
      : checkClaims(line.text, { section: line.section, role: line.role, basis }, sources),
  );
}
