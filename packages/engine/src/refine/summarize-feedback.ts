/** Final scores: the refined resume's scores, what improved, what is still missing, and the change. */
import { SCORE_CATEGORIES } from '../score/categories';
import { round1 } from '../text/normalize-text';
import type { FinalScores, ScoreReport } from '../types';

export function finalScores(
  initial: Pick<ScoreReport, 'overall_score' | 'scores'>,
  final: ScoreReport,
  changes: number,
): FinalScores {
  const change = round1(final.overall_score - initial.overall_score);
  const percent = initial.overall_score === 0 ? 0 : round1((change / initial.overall_score) * 100);
  const gains = SCORE_CATEGORIES.map((category) => ({
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
  // Rounded, unless rounding would say '88 to 88' for a real rise: then one decimal.
  const sameRounded = Math.round(initial.overall_score) === Math.round(final.overall_score);
  const shown = (score: number) => (sameRounded ? score.toFixed(1) : String(Math.round(score)));
  const sentences: string[] = [];
  sentences.push(
    change > 0
      ? `Your score rose from ${shown(initial.overall_score)} to ${shown(final.overall_score)} (${change > 0 ? '+' : ''}${change} points) with ${changes} change${changes === 1 ? '' : 's'}.`
      : `Your score is ${Math.round(final.overall_score)}; the ${changes} change${changes === 1 ? '' : 's'} made did not move it.`,
  );
  if (gains.length > 0)
    sentences.push(
      `Most improved: ${gains
        .slice(0, 3)
        .map((item) => `${item.label} (+${item.delta})`)
        .join(', ')}.`,
    );
  if (stillFailing.length > 0)
    sentences.push(
      `Still to do: ${stillFailing.map((item) => item.check.fix.replace(/\.$/, '')).join('; ')}.`,
    );
  return {
    overall_score: final.overall_score,
    scores: final.scores,
    feedback_summary: sentences.join(' '),
    improvement: {
      initial: initial.overall_score,
      final: final.overall_score,
      change,
      percent_change: percent,
    },
  };
}
