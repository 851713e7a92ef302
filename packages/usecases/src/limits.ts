/**
 * SPEC §5 and §9 applied to the engine's inputs: texts trimmed and cut to their limits with a notice,
 * industries by their canonical name, the answers' total refused over its limit and each answer cut.
 */
import {
  LIMITS,
  SCORING_MESSAGES,
  tooManyAnswersMessage,
  unknownIndustryMessage,
} from '@resumeloop/contracts/scoring';
import { INDUSTRY_PROFILES } from '@resumeloop/engine';
import { UseCaseError } from './use-case-error';

const INDUSTRY_BY_NAME = new Map(
  INDUSTRY_PROFILES.map((profile) => [profile.name.toLowerCase(), profile.name]),
);

/** The canonical industry name ('software engineering' -> 'Software Engineering'), or undefined. */
export function findIndustry(name: string): string | undefined {
  return INDUSTRY_BY_NAME.get(name.trim().toLowerCase());
}

export function resolveIndustry(name: string): string {
  const found = findIndustry(name);
  if (!found)
    throw new UseCaseError('unknown_industry', unknownIndustryMessage(name.trim()), 'target_industry');
  return found;
}

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

export interface PreparedInputs {
  resumeText: string;
  jobDescription: string;
  industry: string;
  /** One sentence per text cut to its limit. */
  notices: string[];
}

/** Both texts trimmed and cut to SPEC §9's limits, with a notice for each one that was cut. */
export function limitTexts(resume: string, job: string): Omit<PreparedInputs, 'industry'> {
  const resumeText = resume.trim();
  const jobDescription = job.trim();
  const notices: string[] = [];
  if (resumeText.length > LIMITS.resumeText)
    notices.push(truncationNotice('Your resume was', LIMITS.resumeText));
  if (jobDescription.length > LIMITS.jobDescription)
    notices.push(truncationNotice('The job description was', LIMITS.jobDescription));
  return {
    resumeText: truncateText(resumeText, LIMITS.resumeText),
    jobDescription: truncateText(jobDescription, LIMITS.jobDescription),
    notices,
  };
}

/** Blank texts refused with SPEC §5's messages joined by '. ', the industry resolved, the texts cut. */
export function prepareInputs(resume: string, job: string, industryName: string): PreparedInputs {
  const problems = [
    resume.trim().length === 0 ? SCORING_MESSAGES.resumeRequired : '',
    job.trim().length === 0 ? SCORING_MESSAGES.jobRequired : '',
    industryName.trim().length === 0 ? SCORING_MESSAGES.industryRequired : '',
  ].filter((problem) => problem.length > 0);
  if (problems.length > 0) throw new UseCaseError('invalid_input', problems.join('. '));
  return { ...limitTexts(resume, job), industry: resolveIndustry(industryName) };
}

/** The characters of all answers together, counted as sent (the 8,000-character rule of SPEC §5). */
export function answersLength(answers: readonly string[]): number {
  return answers.reduce((sum, answer) => sum + answer.length, 0);
}

/** Each answer trimmed and cut to its limit, with a notice for each one that was cut. */
export function limitAnswers(answers: readonly string[]): { answers: string[]; notices: string[] } {
  const notices: string[] = [];
  const cut = answers.map((answer, index) => {
    const trimmed = answer.trim();
    if (trimmed.length <= LIMITS.answer) return trimmed;
    notices.push(truncationNotice(`Answer ${index + 1} was`, LIMITS.answer));
    return truncateText(trimmed, LIMITS.answer);
  });
  return { answers: cut, notices };
}

/** One answer per question, blank where none was given; over the total or more answers than questions is refused. */
/** SPEC §5: refine is refused when the answers together exceed 8,000 characters, counted as sent. */
export function checkAnswersTotal(answers: readonly string[]): void {
  if (answersLength(answers) > LIMITS.answersTotal)
    throw new UseCaseError('answers_too_long', SCORING_MESSAGES.answersTotal, 'answers');
}

export function prepareAnswers(
  answers: readonly string[],
  questionCount: number,
): { answers: string[]; notices: string[] } {
  checkAnswersTotal(answers);
  if (answers.length > questionCount)
    throw new UseCaseError('too_many_answers', tooManyAnswersMessage(questionCount), 'answers');
  const limited = limitAnswers(answers);
  return {
    answers: Array.from({ length: questionCount }, (_, index) => limited.answers[index] ?? ''),
    notices: limited.notices,
  };
}
