/**
 * A refinement's own words in the reader's language: why each change of the history was made and why
 * an answer was not written, formatted from the message references (`refine.engine.*`) the engine gives
 * them. A history item or an unused answer stored before the references existed, or one whose reason is
 * no message of the engine (a writer's own), keeps its stored English text.
 */
import type { HistoryItem, UnusedAnswer } from '@resumeloop/contracts/scoring';
import { formatText, type TextRef } from '@resumeloop/engine/messages';
import type { Translate } from '@resumeloop/i18n';

/** A stored reason in the reader's language: formatted from its reference, else as stored. */
function reasonOf(ref: unknown, stored: string, translate: Translate): string {
  return typeof ref === 'object' && ref !== null && typeof (ref as TextRef).id === 'string'
    ? formatText(ref as TextRef, translate)
    : stored;
}

/** The history of a refinement, each change's reason (and a source that names a writer) in the reader's language. */
export function localizeHistory(history: readonly HistoryItem[], translate: Translate): HistoryItem[] {
  return history.map((item) => ({
    ...item,
    reason: reasonOf(item.reason_ref, item.reason, translate),
    source: reasonOf(item.source_ref, item.source, translate),
  }));
}

/** The answers a refinement did not write, each reason in the reader's language. */
export function localizeUnusedAnswers(unused: readonly UnusedAnswer[], translate: Translate): UnusedAnswer[] {
  return unused.map((item) => ({ ...item, reason: reasonOf(item.reason_ref, item.reason, translate) }));
}
