/**
 * The inputs as the API prepares them (SPEC §5 and §9): texts trimmed and cut to their limits with a notice,
 * the industry resolved to its canonical name, the answers checked and cut the same way.
 */
import {
  LIMITS,
  SCORING_MESSAGES,
  tooManyAnswersMessage,
  unknownIndustryMessage,
} from '@resumeloop/contracts/scoring';
import { INDUSTRY_PROFILES } from '@resumeloop/engine';
import { CliError } from './cli-error';

const INDUSTRY_BY_NAME = new Map(
  INDUSTRY_PROFILES.map((profile) => [profile.name.toLowerCase(), profile.name]),
);

const formatCount = (count: number) => count.toLocaleString('en-US');

function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function truncationNotice(what: string, limit: number): string {
  return `${what} longer than ${formatCount(limit)} characters; only the first ${formatCount(limit)} were used.`;
}

/** The canonical industry name ('software engineering' -> 'Software Engineering'). */
export function resolveIndustry(name: string): string {
  const found = INDUSTRY_BY_NAME.get(name.trim().toLowerCase());
  if (!found)
    throw new CliError(
      `${unknownIndustryMessage(name.trim())}. Run 'resumeloop industries' to list the industries.`,
    );
  return found;
}

export interface PreparedInputs {
  resumeText: string;
  jobDescription: string;
  industry: string;
  /** One sentence per input cut to its limit. */
  notices: string[];
}

export function prepareInputs(resume: string, job: string, industryName: string): PreparedInputs {
  const resumeText = resume.trim();
  const jobDescription = job.trim();
  const problems = [
    resumeText.length === 0 ? SCORING_MESSAGES.resumeRequired : '',
    jobDescription.length === 0 ? SCORING_MESSAGES.jobRequired : '',
  ].filter((problem) => problem.length > 0);
  if (problems.length > 0) throw new CliError(`${problems.join('. ')}.`);
  const industry = resolveIndustry(industryName);
  const notices: string[] = [];
  if (resumeText.length > LIMITS.resumeText)
    notices.push(truncationNotice('Your resume was', LIMITS.resumeText));
  if (jobDescription.length > LIMITS.jobDescription)
    notices.push(truncationNotice('The job description was', LIMITS.jobDescription));
  return {
    resumeText: truncateText(resumeText, LIMITS.resumeText),
    jobDescription: truncateText(jobDescription, LIMITS.jobDescription),
    industry,
    notices,
  };
}

/** One answer per question, blank where none was given; too many or too long is bad input. */
export function prepareAnswers(
  answers: readonly string[],
  questionCount: number,
): { answers: string[]; notices: string[] } {
  const total = answers.reduce((sum, answer) => sum + answer.length, 0);
  if (total > LIMITS.answersTotal) throw new CliError(SCORING_MESSAGES.answersTotal);
  if (answers.length > questionCount) throw new CliError(tooManyAnswersMessage(questionCount));
  const notices: string[] = [];
  const cut = answers.map((answer, index) => {
    const trimmed = answer.trim();
    if (trimmed.length <= LIMITS.answer) return trimmed;
    notices.push(truncationNotice(`Answer ${index + 1} was`, LIMITS.answer));
    return truncateText(trimmed, LIMITS.answer);
  });
  return { answers: Array.from({ length: questionCount }, (_, index) => cut[index] ?? ''), notices };
}
