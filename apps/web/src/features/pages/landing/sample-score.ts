import { type CategoryScores, overallScore, SCORE_CATEGORIES } from '@resumeloop/engine';

/**
 * The static sample on the landing page (SPEC §1, §9): a refined resume scoring 89% after a +17%
 * improvement. The per-category numbers are illustrative; their weighted mean is the overall score shown.
 */
export const SAMPLE_CATEGORY_SCORES: CategoryScores = {
  formatting: 92,
  structure: 90,
  content_impact: 86,
  tailoring: 88,
  ats_compliance: 94,
  language_clarity: 88,
  professionalism: 83,
};

/** The improvement the sample card advertises, in percent. */
export const SAMPLE_IMPROVEMENT = 17;

/** The sample's overall score, rounded for display as the product shows scores. */
export const SAMPLE_OVERALL = Math.round(overallScore(SAMPLE_CATEGORY_SCORES));

export const SAMPLE_BREAKDOWN = SCORE_CATEGORIES.map((category) => ({
  id: category.id,
  label: category.label,
  weight: category.weight,
  score: SAMPLE_CATEGORY_SCORES[category.id],
}));
