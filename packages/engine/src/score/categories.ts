/**
 * The seven score categories and their weights (SPEC §3). Weights sum to 100, so the overall score is
 * the weighted mean of the category scores, each 0-100.
 */
export const SCORE_CATEGORIES = [
  { id: 'formatting', label: 'Formatting', weight: 15 },
  { id: 'structure', label: 'Structure', weight: 10 },
  { id: 'content_impact', label: 'Content Impact', weight: 25 },
  { id: 'tailoring', label: 'Tailoring', weight: 20 },
  { id: 'ats_compliance', label: 'ATS Compliance', weight: 15 },
  { id: 'language_clarity', label: 'Language & Clarity', weight: 10 },
  { id: 'professionalism', label: 'Professionalism', weight: 5 },
] as const;

export const SCORE_CATEGORY_ID_LIST = [
  'formatting',
  'structure',
  'content_impact',
  'tailoring',
  'ats_compliance',
  'language_clarity',
  'professionalism',
] as const satisfies ReadonlyArray<(typeof SCORE_CATEGORIES)[number]['id']>;

export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];
export type ScoreCategoryId = (typeof SCORE_CATEGORIES)[number]['id'];
export type CategoryScores = Record<ScoreCategoryId, number>;

/** Overall score: the weighted sum of the category scores, rounded to one decimal. */
export function overallScore(scores: CategoryScores): number {
  const total = SCORE_CATEGORIES.reduce((sum, category) => sum + scores[category.id] * category.weight, 0);
  return Math.round(total / 10) / 10;
}
