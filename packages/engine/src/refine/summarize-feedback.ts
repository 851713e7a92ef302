/** Final scores: the refined resume's scores, what improved, what is still missing, and the change. */

import { categoryLabelId } from '../messages/names';
import { englishText, type TextRef, textRef } from '../messages/text-ref';
import { SCORE_CATEGORIES } from '../score/categories';
import { checkText, joinedText } from '../score/message';
import { round1 } from '../text/normalize-text';
import type { FinalScores, ScoreReport } from '../types';

/** The first sentence: how the overall score moved, and with how many changes. */
function scoreSentence(initial: number, final: number, change: number, changes: number): TextRef {
  if (change <= 0) return checkText('feedback.unchanged', { score: Math.round(final), changes });
  // Rounded, unless rounding would say '88 to 88' for a real rise: then one decimal.
  const sameRounded = Math.round(initial) === Math.round(final);
  return sameRounded
    ? checkText('feedback.rose_precise', { initial, final, change, changes })
    : checkText('feedback.rose', { initial: Math.round(initial), final: Math.round(final), change, changes });
}

export function finalScores(
  initial: Pick<ScoreReport, 'overall_score' | 'scores'>,
  final: ScoreReport,
  changes: number,
): FinalScores {
  const change = round1(final.overall_score - initial.overall_score);
  const percent = initial.overall_score === 0 ? 0 : round1((change / initial.overall_score) * 100);
  const gains = SCORE_CATEGORIES.map((category) => ({
    id: category.id,
    label: category.label,
    delta: round1(final.scores[category.id] - initial.scores[category.id]),
  }))
    .filter((item) => item.delta > 0)
    .sort((a, b) => b.delta - a.delta || a.label.localeCompare(b.label));
  const stillFailing = final.categories
    .flatMap((category) =>
      category.checks
        .filter((check) => check.ran && !check.passed)
        .map((check) => ({ check, weight: (check.weight * category.weight) / 100 })),
    )
    .sort(
      (a, b) =>
        b.weight * (1 - b.check.credit) - a.weight * (1 - a.check.credit) ||
        a.check.id.localeCompare(b.check.id),
    )
    .slice(0, 3);
  const sentences: TextRef[] = [scoreSentence(initial.overall_score, final.overall_score, change, changes)];
  const improved = joinedText(
    gains
      .slice(0, 3)
      .map((item) =>
        checkText('feedback.gain', { category: textRef(categoryLabelId(item.id)), delta: item.delta }),
      ),
    'feedback.list',
  );
  if (improved) sentences.push(checkText('feedback.most_improved', { gains: improved }));
  // Each fix is a sentence of its own, in the language it is read in.
  const fixes = joinedText(
    stillFailing.map((item) => item.check.refs?.fix ?? checkText('feedback.text', { text: item.check.fix })),
    'feedback.fix_list',
  );
  if (fixes) sentences.push(checkText('feedback.still_to_do', { fixes }));
  return {
    overall_score: final.overall_score,
    scores: final.scores,
    feedback_summary: sentences.map(englishText).join(' '),
    feedback_summary_ref: sentences,
    improvement: {
      initial: initial.overall_score,
      final: final.overall_score,
      change,
      percent_change: percent,
    },
  };
}
