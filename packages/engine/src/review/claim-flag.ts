/**
 * A flag: one claim of a changed line that its sources do not hold, with the words that make it and why.
 * Also what a line is (where it stands decides which claims it can make) and the verdict a change's flags
 * add up to: supported, for the user to confirm, or unsupported.
 */

import type { SectionType } from '../types';
import type { ChangeVerdict, ClaimKind } from './review-constants';

export interface ClaimFlag {
  /** The words that carry the claim, verbatim from the text judged. */
  text: string;
  kind: ClaimKind;
  reason: string;
  start: number;
  end: number;
}

/** What a line is: where it stands decides which claims it can make. */
export interface LineContext {
  section: SectionType;
  /** prose: a bullet or a line; the other roles are an entry header's fields, a heading or contact. */
  role: 'prose' | 'title' | 'company' | 'location' | 'dates' | 'heading' | 'contact';
  /** The lines of the resume this one rewrites or stands beside: what its scope is measured against. */
  basis: readonly string[];
}

/** Scope and removals are the user's to confirm; any other claim no source holds is unsupported. */
const CONFIRM_KINDS: ReadonlySet<ClaimKind> = new Set(['scope', 'removed']);

export function verdictOf(flags: readonly ClaimFlag[]): ChangeVerdict {
  if (flags.length === 0) return 'supported';
  return flags.every((flag) => CONFIRM_KINDS.has(flag.kind)) ? 'confirm' : 'unsupported';
}

export function flag(kind: ClaimKind, text: string, start: number, reason: string): ClaimFlag {
  return { kind, text, start, end: start + text.length, reason };
}
