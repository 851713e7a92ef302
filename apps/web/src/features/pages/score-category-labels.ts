import type { ScoreCategory } from '@resumeloop/engine';
import type { MessageId } from '@resumeloop/i18n';

/** The name of each score category in the catalogue, for the public pages that list the categories. */
export const SCORE_CATEGORY_LABELS: Readonly<Record<ScoreCategory['id'], MessageId>> = {
  formatting: 'pages.scoreCategory.formatting',
  structure: 'pages.scoreCategory.structure',
  content_impact: 'pages.scoreCategory.content_impact',
  tailoring: 'pages.scoreCategory.tailoring',
  ats_compliance: 'pages.scoreCategory.ats_compliance',
  language_clarity: 'pages.scoreCategory.language_clarity',
  professionalism: 'pages.scoreCategory.professionalism',
};
