import type { FinalScores, ScoreCheck, ScoreReport } from '@resumeloop/contracts/scoring';
import {
  SCORE_CATEGORY_IDS,
  SCORE_CATEGORY_LABELS,
  SCORE_CATEGORY_WEIGHTS,
} from '@resumeloop/contracts/scoring-constants';

/** One row of the Score Breakdown: a category's before and after, its weight and its checks. */
export type CategoryRow = {
  id: string;
  label: string;
  weight: number;
  before: number | null;
  after: number | null;
  delta: number | null;
  checks: ScoreCheck[];
};

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The seven categories in SPEC §3's order, whatever the reports hold: a category missing from both reads
 * 'No data available for {label}' on screen. The checks come from the final scoring when there is one.
 */
export function buildCategoryRows(initial: ScoreReport | null, final: FinalScores | null): CategoryRow[] {
  return SCORE_CATEGORY_IDS.map((id) => {
    const before = numberOrNull((initial?.scores as Record<string, unknown> | undefined)?.[id]);
    const after = numberOrNull((final?.scores as Record<string, unknown> | undefined)?.[id]);
    const detail =
      final?.categories.find((category) => category.id === id) ??
      initial?.categories.find((category) => category.id === id);
    return {
      id,
      label: detail?.label ?? SCORE_CATEGORY_LABELS[id],
      weight: detail?.weight ?? SCORE_CATEGORY_WEIGHTS[id],
      before,
      after,
      delta: before !== null && after !== null ? after - before : null,
      checks: detail?.checks ?? [],
    };
  });
}

/** How a one-decimal figure is written: useFormat()'s oneDecimal gives the reader's decimal separator. */
export type OneDecimalFormat = (value: number) => string;
const toFixedOne: OneDecimalFormat = (value) => value.toFixed(1);

/** SPEC §9: the breakdown and the percent change show one decimal ('0.0' rather than '-0.0'). */
export const oneDecimal = (value: number, format: OneDecimalFormat = toFixedOne) =>
  format(Math.abs(value) < 0.05 ? 0 : value);
/** '+4.2', '-1.0', '0.0'. */
export const signedOneDecimal = (value: number, format: OneDecimalFormat = toFixedOne) => {
  const text = oneDecimal(value, format);
  return value >= 0.05 ? `+${text}` : text;
};

/**
 * The whole points each category adds to the overall score (score times weight over 100), rounded so
 * that they add up to the rounded overall score: each is rounded down, then the points still missing
 * go to the largest remainders (the heavier category first on a tie). Categories without a score get
 * none. Keyed by category id.
 */
export function categoryPoints(rows: CategoryRow[], overall: number): Map<string, number> {
  const scored = rows.flatMap((row) =>
    row.before === null ? [] : [{ row, exact: (Math.min(100, Math.max(0, row.before)) * row.weight) / 100 }],
  );
  const points = new Map(scored.map(({ row, exact }) => [row.id, Math.floor(exact)]));
  const target =
    scored.length === rows.length
      ? Math.round(overall)
      : Math.round(scored.reduce((sum, { exact }) => sum + exact, 0));
  let missing = target - [...points.values()].reduce((sum, value) => sum + value, 0);
  const byRemainder = [...scored].sort(
    (a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || b.row.weight - a.row.weight,
  );
  for (const { row, exact } of byRemainder) {
    if (missing <= 0) break;
    const current = points.get(row.id) ?? 0;
    if (current < row.weight && exact > current) {
      points.set(row.id, current + 1);
      missing -= 1;
    }
  }
  return points;
}
