/**
 * What aligning a rewrite produces: changes on the original's ids, each with the edits that stand or fall
 * together, the lines it writes (with what each is, for the guard) and the lines of the original it
 * rewrites. Also the record the aligners of contact, lines, bullets, entries and sections push changes to.
 */
import type { ProposedEdit } from '../refine/edits';
import type { ExperienceEntry, SectionType, StructuredResume } from '../types';
import type { LineContext } from './claim-flag';
import type { ChangeKind } from './review-constants';

/** One line a change brings in, with what it is (so the guard knows which claims it can make). */
export interface AddedLine {
  text: string;
  role: LineContext['role'];
  section: SectionType;
}

export interface AlignedChange {
  kind: ChangeKind;
  /** The heading the user knows the section by. */
  section: string;
  /** The role ('Title, Company'), or ''. */
  where: string;
  edits: ProposedEdit[];
  before: string;
  /** The lines the change writes, in order; the change's `after` is them joined with new lines. */
  added: AddedLine[];
  /** Lines of the original this change rewrites: what its scope is measured against. */
  basis: string[];
  /** A line left out whose words the rewrite keeps elsewhere (two bullets merged, two lists joined). */
  merged: boolean;
  /** A bullet moved to another role: the company it was under. */
  movedFrom: string | null;
}

export const ORIGIN = { kind: 'resume' } as const;
export const REASON = 'from the rewrite';

export function entryLabel(entry: ExperienceEntry): string {
  return [entry.title, entry.company].filter((part) => part.trim()).join(', ');
}

export interface Context {
  original: StructuredResume;
  rewrite: StructuredResume;
  changes: AlignedChange[];
  /** Every word of the rewrite: a line left out whose words are all here is merged, not lost. */
  rewriteTokens: Set<string>;
  nextId: (prefix: string) => string;
}

export function push(
  context: Context,
  change: Omit<AlignedChange, 'merged' | 'movedFrom'> & Partial<Pick<AlignedChange, 'merged' | 'movedFrom'>>,
): void {
  context.changes.push({ merged: false, movedFrom: null, ...change });
}
