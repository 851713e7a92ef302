import examples from 'virtual:example-results';

/**
 * The sample on the landing page (SPEC §1, §9): the best-scoring shipped sample (samples/) as the engine
 * refined it at build time, the same numbers its tab on the Example Results page shows.
 */
const best = [...examples].sort(
  (a, b) => b.refined.final_scores.overall_score - a.refined.final_scores.overall_score,
)[0];
if (!best) throw new Error('no shipped samples');

/** Whose result the card shows. */
export const SAMPLE_TITLE = best.title;

/** The change in points from the sample's starting score. */
export const SAMPLE_IMPROVEMENT = best.refined.final_scores.improvement.change;

/** The sample's overall score after refinement, out of 100. */
export const SAMPLE_OVERALL = best.refined.final_scores.overall_score;

export const SAMPLE_BREAKDOWN = best.refined.final_scores.categories.map((category) => ({
  id: category.id,
  label: category.label,
  weight: category.weight,
  score: category.score,
}));
