import {
  type AnalyzeRequest,
  LIMITS,
  SCORING_MESSAGES,
  unknownIndustryMessage,
} from '@resumeloop/contracts/scoring';
import { INDUSTRY_PROFILES } from '@resumeloop/engine';
import { AppError } from '../errors';

/** The inputs of one analysis, as the engine sees them: within SPEC §9's limits, industry by its name. */
export type PreparedInputs = {
  resumeText: string;
  jobDescription: string;
  industry: string;
  /** One sentence per truncated input. */
  notices: string[];
};

const INDUSTRY_BY_NAME = new Map(
  INDUSTRY_PROFILES.map((profile) => [profile.name.toLowerCase(), profile.name]),
);

const formatCount = (count: number) => count.toLocaleString('en-US');

/** The first `limit` characters, never ending in half of a surrogate pair. */
export function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function truncationNotice(what: string, limit: number): string {
  return `${what} longer than ${formatCount(limit)} characters; only the first ${formatCount(limit)} were used.`;
}

/** The canonical industry name, or a 422 naming what was sent. */
export function resolveIndustry(name: string): string {
  const found = INDUSTRY_BY_NAME.get(name.trim().toLowerCase());
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
  const notices: string[] = [];
  const resume = body.resume_text.trim();
  const job = body.job_description.trim();
  if (resume.length > LIMITS.resumeText) notices.push(truncationNotice('Your resume was', LIMITS.resumeText));
  if (job.length > LIMITS.jobDescription)
    notices.push(truncationNotice('The job description was', LIMITS.jobDescription));
  return {
    resumeText: truncateText(resume, LIMITS.resumeText),
    jobDescription: truncateText(job, LIMITS.jobDescription),
    industry,
    notices,
  };
}

/**
 * SPEC §5: the answers together may not exceed 8,000 characters (counted as sent); each answer is then cut
 * to 2,000 characters with a notice.
 */
export function checkAnswersTotal(answers: readonly string[]): void {
  const total = answers.reduce((sum, answer) => sum + answer.length, 0);
  if (total > LIMITS.answersTotal) {
    throw new AppError(422, 'answers_too_long', SCORING_MESSAGES.answersTotal, {
      fieldErrors: [{ field: 'answers', message: SCORING_MESSAGES.answersTotal }],
    });
  }
}

export function truncateAnswers(answers: readonly string[]): { answers: string[]; notices: string[] } {
  const notices: string[] = [];
  const cut = answers.map((answer, index) => {
    const trimmed = answer.trim();
    if (trimmed.length <= LIMITS.answer) return trimmed;
    notices.push(truncationNotice(`Answer ${index + 1} was`, LIMITS.answer));
    return truncateText(trimmed, LIMITS.answer);
  });
  return { answers: cut, notices };
}
