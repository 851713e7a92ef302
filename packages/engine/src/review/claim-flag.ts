/**
 * A flag: one claim of a changed line that its sources do not hold, with the words that make it and why.
 * Also what a line is (where it stands decides which claims it can make) and the verdict a change's flags
 * add up to: supported, for the user to confirm, or unsupported.
 */

import { englishText, type TextRef } from '../messages/text-ref';
import type { SectionType } from '../types';
import type { ChangeVerdict, ClaimKind } from './review-constants';

export interface ClaimFlag {
  /** The words that carry the claim, verbatim from the text judged. */
  text: string;
  kind: ClaimKind;
  /** Why, in English ('150 ms: your resume and answers say 250 ms'). */
  reason: string;
  /** The reason as a message of the catalogue (`checks.claim.*`), for the reader's language. */
  reason_ref: TextRef;
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

/** A flag on `text` at `start`, its reason given as a message of the catalogue and kept beside its English. */
export function flag(kind: ClaimKind, text: string, start: number, reason: TextRef): ClaimFlag {
  return { kind, text, start, end: start + text.length, reason: englishText(reason), reason_ref: reason };
}
