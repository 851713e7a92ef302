/**
 * One path for every rewrite: align it to the original (align-rewrite.ts), judge each change's claims
 * against the resume and the answers (check-claims.ts), and say what each change does and why it is
 * supported, to confirm, or unsupported. Supported changes can be applied as they are; the others wait
 * for the user. Pure: the caller passes the sources read once.
 */
import { parseResume } from '../parse/parse-resume';
import { type Edit, type ProposedEdit, withId } from '../refine/edits';
import { stableHash } from '../text/normalize-text';
import type { StructuredResume } from '../types';
import { alignRewrite } from './align-rewrite';
import type { AlignedChange } from './aligned-change';
import { checkClaims } from './check-claims';
import { type ClaimFlag, flag, verdictOf } from './claim-flag';
import { CLAIM_REASONS } from './claim-reasons';
import type { ClaimSources } from './claim-sources';
import { FILLER_LINES } from './claim-tables';
import type { ChangeKind, ChangeVerdict } from './review-constants';
import { readRewriteText } from './rewrite-text';

export interface ReviewedChange {
  id: string;
  kind: ChangeKind;
  section: string;
  where: string;
  before: string;
  after: string;
  verdict: ChangeVerdict;
  flags: ClaimFlag[];
  /** The edits that make the change, applied together. */
  edits: Edit[];
}

/** Judges one aligned change: each line it writes, and what it leaves out. */
export function judgeChange(change: AlignedChange, sources: ClaimSources): ReviewedChange {
  const flags: ClaimFlag[] = [];
  let offset = 0;
  for (const line of change.added) {
    for (const item of checkClaims(
      line.text,
      { section: line.section, role: line.role, basis: change.basis },
      sources,
    ))
      flags.push({ ...item, start: item.start + offset, end: item.end + offset });
    offset += line.text.length + 1;
  }
  if (change.movedFrom && change.added.length > 0) {
    const text = change.added[0]?.text ?? '';
    flags.push(flag('organization', text, 0, CLAIM_REASONS.moved(change.movedFrom)));
  }
  // A filler line ('Other duties as assigned') left out is no loss.
  const removes =
    change.added.length === 0 &&
    !change.merged &&
    change.before.trim() !== '' &&
    !FILLER_LINES.test(change.before.trim());
  if (removes) flags.push(flag('removed', change.before, 0, CLAIM_REASONS.removed));
  const ided = change.edits.map((edit) => withId(edit));
  const id =
    ided.length === 1 ? (ided[0]?.id ?? '') : `c${stableHash(ided.map((edit) => edit.id).join('|'))}`;
  // A change of several edits is one in the history and one to undo: its edits carry its id.
  const edits = ided.length === 1 ? ided : ided.map((edit) => ({ ...edit, group: id }));
  return {
    id,
    kind: change.kind,
    section: change.section,
    where: change.where,
    before: change.before,
    after: change.added.map((line) => line.text).join('\n'),
    verdict: verdictOf(flags),
    flags,
    edits,
  };
}

export interface RewriteReview {
  /** The rewrite as the parser read it. */
  rewrite: StructuredResume;
  changes: ReviewedChange[];
}

/** Every change a rewrite (text as pasted, or a structured resume) makes to the original, judged. */
export function reviewRewrite(
  original: StructuredResume,
  rewrite: string | StructuredResume,
  sources: ClaimSources,
): RewriteReview {
  const parsed = typeof rewrite === 'string' ? parseResume(readRewriteText(rewrite)) : rewrite;
  const changes = alignRewrite(original, parsed).map((change) => judgeChange(change, sources));
  return { rewrite: parsed, changes };
}

/** A change with the user's own words in place of the writer's: the same edit, the new text. */
export function withText(edit: ProposedEdit, text: string): ProposedEdit | null {
  switch (edit.op) {
    case 'set_bullet':
    case 'set_line':
    case 'set_title':
    case 'set_dates':
    case 'set_entry':
    case 'set_contact':
      return { ...edit, after: text };
    case 'insert_bullet':
      return { ...edit, bullet: { ...edit.bullet, text } };
    case 'insert_line':
      return { ...edit, text };
    default:
      return null;
  }
}
