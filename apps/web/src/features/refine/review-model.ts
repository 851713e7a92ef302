import type {
  ChangeVerdict,
  ClaimFlag,
  ClaimKind,
  DecideChangesResponse,
  ReviewedChange,
  Writer,
} from '@resumeloop/contracts/review';
import type { MessageId } from '@resumeloop/i18n';
import type { T } from '../../lib/i18n/use-t';

/** A change's verdict in words: colour is never the only signal. */
export const VERDICT_LABELS: Record<ChangeVerdict, MessageId> = {
  supported: 'refine.review.verdict.supported',
  confirm: 'refine.review.verdict.confirm',
  unsupported: 'refine.review.verdict.unsupported',
};

/** What a flagged span claims, as the reasons under a change name it. */
export const CLAIM_KIND_LABELS: Record<ClaimKind, MessageId> = {
  number: 'refine.review.claim.number',
  organization: 'refine.review.claim.organization',
  skill: 'refine.review.claim.skill',
  credential: 'refine.review.claim.credential',
  title: 'refine.review.claim.title',
  date: 'refine.review.claim.date',
  award: 'refine.review.claim.award',
  scope: 'refine.review.claim.scope',
  contact: 'refine.review.claim.contact',
  removed: 'refine.review.claim.removed',
};

export const CHANGE_KIND_LABELS: Record<ReviewedChange['kind'], MessageId> = {
  bullet: 'refine.review.kind.bullet',
  new_bullet: 'refine.review.kind.newBullet',
  removed_bullet: 'refine.review.kind.removedBullet',
  moved_bullet: 'refine.review.kind.movedBullet',
  split_bullet: 'refine.review.kind.splitBullet',
  summary: 'refine.review.kind.summary',
  skills: 'refine.review.kind.skills',
  line: 'refine.review.kind.line',
  heading: 'refine.review.kind.heading',
  entry: 'refine.review.kind.entry',
  dates: 'refine.review.kind.dates',
  contact: 'refine.review.kind.contact',
  section: 'refine.review.kind.section',
};

/** The heading over the changes a writer left waiting for the user, named for who proposed them. */
export const WAITING_HEADINGS: Record<Writer, MessageId> = {
  llm: 'refine.review.waitingHeading.llm',
  'built-in': 'refine.review.waitingHeading.builtIn',
  pasted: 'refine.review.waitingHeading.pasted',
};

/**
 * Where a change is: 'Experience: Backend Engineer, Lakeshore Freight' (the section and the place the
 * server names), the section alone, or the resume as a whole.
 */
export const locationOf = (change: Pick<ReviewedChange, 'section' | 'where'>, t: T) =>
  [change.section, change.where].filter((part) => part.trim()).join(': ') ||
  t('refine.review.locationFallback');

const STATUS_ORDER: Record<ReviewedChange['status'], number> = { pending: 0, applied: 1, rejected: 2 };

/** The changes waiting for the user first, the others after them, each group in the writer's order. */
export const waitingFirst = (changes: readonly ReviewedChange[]): ReviewedChange[] =>
  [...changes].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);

/** What a summary is written with: the messages, and the language its list of counts is joined in. */
export type SummaryWords = { t: T; locale: string };

/**
 * '12 changes: 9 applied, 2 need your confirmation, 1 not supported'. `undone` names the applied changes
 * taken back since (with Undo under "What changed").
 */
export function reviewSummary(
  changes: readonly ReviewedChange[],
  { t, locale }: SummaryWords,
  undone: ReadonlySet<string> = new Set(),
): string {
  if (changes.length === 0) return t('refine.review.summary.none');
  const count = (test: (change: ReviewedChange) => boolean) => changes.filter(test).length;
  const counts: [MessageId, number][] = [
    [
      'refine.review.summary.applied',
      count((change) => change.status === 'applied' && !undone.has(change.id)),
    ],
    [
      'refine.review.summary.toConfirm',
      count((change) => change.status === 'pending' && change.verdict !== 'unsupported'),
    ],
    [
      'refine.review.summary.unsupported',
      count((change) => change.status === 'pending' && change.verdict === 'unsupported'),
    ],
    ['refine.review.summary.rejected', count((change) => change.status === 'rejected')],
    ['refine.review.summary.undone', count((change) => change.status === 'applied' && undone.has(change.id))],
  ];
  const parts = counts.filter(([, value]) => value > 0).map(([id, value]) => t(id, { count: value }));
  return t('refine.review.summary', {
    count: changes.length,
    parts: new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(parts),
  });
}

/**
 * The list after a decision: each decided change as the server now has it, in its place (so nothing
 * moves under the reader's eyes); a waiting change the server no longer holds (decided in another tab)
 * leaves; a waiting change it holds that the list lacks joins at the end.
 */
export function mergeDecision(
  changes: readonly ReviewedChange[],
  response: Pick<DecideChangesResponse, 'changes' | 'pending_changes'>,
): ReviewedChange[] {
  const decided = new Map(response.changes.map((change) => [change.id, change]));
  const stillPending = new Set(response.pending_changes.map((change) => change.id));
  const merged = changes
    .map((change) => decided.get(change.id) ?? change)
    .filter((change) => change.status !== 'pending' || stillPending.has(change.id));
  const shown = new Set(merged.map((change) => change.id));
  return [...merged, ...response.pending_changes.filter((change) => !shown.has(change.id))];
}

/**
 * The applied changes no longer in the resume's history: undone since. An applied change's id is the id
 * of its history item (what an undo names).
 */
export function undoneIdsOf(
  changes: readonly ReviewedChange[],
  history: readonly { id: string }[],
): Set<string> {
  const inHistory = new Set(history.map((item) => item.id));
  return new Set(
    changes
      .filter((change) => change.status === 'applied' && !inHistory.has(change.id))
      .map((change) => change.id),
  );
}

/** A removal's flags span its `before` (the line left out); every other change's, its `after`. */
export const flagsSpanBefore = (change: Pick<ReviewedChange, 'kind' | 'after'>) =>
  change.kind === 'removed_bullet' || change.after.trim() === '';

/** A run of a change's text: plain, or the words of the flag at `flag` (an index into the change's flags). */
export type TextSegment = { text: string; flag: number | null };

function locate(text: string, flag: ClaimFlag): { start: number; end: number } | null {
  if (flag.end > flag.start && flag.end <= text.length && text.slice(flag.start, flag.end) === flag.text) {
    return { start: flag.start, end: flag.end };
  }
  // Offsets that do not fit the text: the flagged words themselves, where they first stand.
  const at = flag.text ? text.indexOf(flag.text) : -1;
  return at >= 0 ? { start: at, end: at + flag.text.length } : null;
}

/**
 * The text cut into plain runs and flagged ones. A flag that cannot be found in the text, or that overlaps
 * one before it, marks nothing (its reason is still listed under the change).
 */
export function segmentsOf(text: string, flags: readonly ClaimFlag[]): TextSegment[] {
  const spans = flags
    .flatMap((flag, index) => {
      const span = locate(text, flag);
      return span ? [{ ...span, index }] : [];
    })
    .sort((a, b) => a.start - b.start || a.index - b.index);
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start < cursor) continue;
    if (span.start > cursor) segments.push({ text: text.slice(cursor, span.start), flag: null });
    segments.push({ text: text.slice(span.start, span.end), flag: span.index });
    cursor = span.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), flag: null });
  return segments;
}
