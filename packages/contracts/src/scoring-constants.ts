import { SCORE_CATEGORIES, SCORE_CATEGORY_ID_LIST } from '@resumeloop/engine/categories';

/**
 * The scoring constants without the schemas: a page that needs only these (the web app's input form)
 * loads no validation library. scoring.ts re-exports them.
 */

/** SPEC §3: the seven categories and their weights (sum 100), owned by the engine's table. */
export const SCORE_CATEGORY_IDS = SCORE_CATEGORY_ID_LIST;
type ScoreCategoryId = (typeof SCORE_CATEGORY_IDS)[number];

export const SCORE_CATEGORY_WEIGHTS = Object.fromEntries(
  SCORE_CATEGORIES.map((category) => [category.id, category.weight]),
) as Record<ScoreCategoryId, number>;

export const SCORE_CATEGORY_LABELS = Object.fromEntries(
  SCORE_CATEGORIES.map((category) => [category.id, category.label]),
) as Record<ScoreCategoryId, string>;

/** SPEC §9, in characters (bytes for the upload). */
export const LIMITS = {
  resumeText: 8000,
  jobDescription: 10000,
  answer: 2000,
  answersTotal: 8000,
  uploadBytes: 10485760,
  warnRatio: 0.8,
} as const;

/** SPEC §5's messages; several at once are joined with '. '. */
export const SCORING_MESSAGES = {
  resumeRequired: 'Resume text is required',
  jobRequired: 'Job description is required',
  industryRequired: 'Please select your target industry',
  answersTotal: 'Total answers exceed character limit. Please shorten your responses.',
  answersList: 'Answers must be a list of strings, one per question',
  verifyEmail: 'Please verify your email address to use the resume tools.',
} as const;
export const unknownIndustryMessage = (name: string) => `Unknown target industry: ${name}`;
export const tooManyAnswersMessage = (questions: number) =>
  `Expected at most ${questions} answers, one per question.`;
