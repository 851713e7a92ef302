import { SCORING_MESSAGES } from '@resumeloop/contracts/scoring-constants';

/** The refinement flow's words, exactly as SPEC §2.4, §5 and §8 give them. */
export const REFINE_MESSAGES = {
  authRequiredTitle: 'Authentication Required',
  authRequiredBody: 'Please log in to access the resume refinement tool.',
  industriesFailed: 'Failed to load industries',
  industriesFallback: 'Using fallback options',
  resumeRequired: SCORING_MESSAGES.resumeRequired,
  jobRequired: SCORING_MESSAGES.jobRequired,
  industryRequired: SCORING_MESSAGES.industryRequired,
  analyzeFailed: 'Failed to analyze resume',
  refineFailed: 'Failed to refine resume',
  sessionExpired: 'Session expired. Please log in again.',
  questionsMissing: 'Invalid response: questions missing or empty',
  initialScoreMissing: 'Invalid response: initial_score missing',
  finalTextMissing: 'Invalid response: final_text missing',
  answersTooLong: SCORING_MESSAGES.answersTotal,
  fileTooLarge: 'File size must be less than 10MB',
  uploadAuthRequired: 'Authentication required. Please log in.',
  uploadFailedDefault: 'Failed to process PDF file',
  finalScoresFailed: 'Failed to load final scores',
  noScoreData: 'No score data found in API response',
  approachingLimit: 'Approaching limit',
  exceedsLimit: 'Exceeds limit - content will be truncated',
  answersExceedLimit: 'Exceeds limit - some content will be truncated',
  calculating: 'Calculating final scores...',
  resultsErrorTitle: 'Error Loading Results',
  sessionNotAvailable: 'Session Not Available',
  verifyEmail: SCORING_MESSAGES.verifyEmail,
} as const;

/** 'Failed to process file: {reason}' (SPEC §8). */
export const uploadFailedMessage = (reason: string) => `Failed to process file: ${reason}`;
/** 'Failed to load results: {reason}' (SPEC §8). */
export const resultsFailedMessage = (reason: string) => `Failed to load results: ${reason}`;
/** 'No data available for {label}' (SPEC §4, results loading). */
export const noCategoryDataMessage = (label: string) => `No data available for ${label}`;
/** 'Resume score: N/100 (refinement in progress)' (SPEC §4, results loading). */
export const inProgressSummary = (score: number) =>
  `Resume score: ${Math.round(score)}/100 (refinement in progress)`;
