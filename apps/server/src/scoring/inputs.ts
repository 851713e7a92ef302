import {
  type AnalyzeRequest,
  LIMITS,
  SCORING_MESSAGES,
  unknownIndustryMessage,
} from '@resumeloop/contracts/scoring';
import { answersLength, findIndustry, limitTexts } from '@resumeloop/engine/api';
import { AppError } from '../errors';

/** The inputs of one analysis, as the engine sees them: within SPEC §9's limits, industry by its name. */
export type PreparedInputs = {
  resumeText: string;
  jobDescription: string;
  industry: string;
  /** One sentence per truncated input. */
  notices: string[];
};

/** The canonical industry name, or a 422 naming what was sent. */
export function resolveIndustry(name: string): string {
  const found = findIndustry(name);
  if (!found) {
    throw new AppError(422, 'unknown_industry', unknownIndustryMessage(name.trim()), {
      fieldErrors: [{ field: 'target_industry', message: unknownIndustryMessage(name.trim()) }],
    });
  }
  return found;
}

/** Trims the texts, resolves the industry and cuts each text to its limit, noting what was cut. */
export function prepareInputs(body: AnalyzeRequest): PreparedInputs {
  const industry = resolveIndustry(body.target_industry);
  return { ...limitTexts(body.resume_text, body.job_description), industry };
}

/**
 * SPEC §5: the answers together may not exceed 8,000 characters (counted as sent); each answer is then cut
 * to 2,000 characters with a notice (limitAnswers).
 */
export function checkAnswersTotal(answers: readonly string[]): void {
  if (answersLength(answers) > LIMITS.answersTotal) {
    throw new AppError(422, 'answers_too_long', SCORING_MESSAGES.answersTotal, {
      fieldErrors: [{ field: 'answers', message: SCORING_MESSAGES.answersTotal }],
    });
  }
}
