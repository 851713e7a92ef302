/**
 * The vocabulary of a reviewed rewrite, owned here and read by the contracts: what kind of claim a flag is
 * about, the verdict a change gets, and the kinds of change a rewrite is split into.
 */

/** What a flagged span claims. */
export const CLAIM_KINDS = [
  /** A figure with its unit and direction ('250 ms', 'from 6 days to 2', '$1.2M'). */
  'number',
  /** An employer, client, partner, school or product. */
  'organization',
  /** A tool or skill of the taxonomy. */
  'skill',
  /** A licence, certification or degree. */
  'credential',
  /** A job title, or a seniority word ('Senior', 'Lead'). */
  'title',
  /** An entry's dates, or years of experience. */
  'date',
  /** An award, honour, ranking, publication or patent. */
  'award',
  /** How much the person led or owned ('led', 'managed', 'team of 8', 'budget of $2M'). */
  'scope',
  /** A contact detail (email, phone, link). */
  'contact',
  /** A line of the resume the rewrite leaves out. */
  'removed',
] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/**
 * supported: every claim is held by the resume or the answers. confirm: only the scope or the wording is
 * stronger than the source ('helped' -> 'led'), or a line is left out: the user decides. unsupported: a
 * claim no source holds.
 */
export const CHANGE_VERDICTS = ['supported', 'confirm', 'unsupported'] as const;
export type ChangeVerdict = (typeof CHANGE_VERDICTS)[number];

/** The kinds of change a rewrite is read as, as the user sees them. */
export const CHANGE_KINDS = [
  'bullet',
  'new_bullet',
  'removed_bullet',
  'moved_bullet',
  'split_bullet',
  'summary',
  'skills',
  'line',
  'heading',
  'entry',
  'dates',
  'contact',
  'section',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Which writer proposed a rewrite. */
export const WRITERS = ['built-in', 'llm', 'pasted'] as const;
export type WriterName = (typeof WRITERS)[number];
