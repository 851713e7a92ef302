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
import { answersLength, findIndustry, limitAnswers, limitTexts } from '@resumeloop/engine/api';
import { CliError } from './cli-error';

/** The canonical industry name ('software engineering' -> 'Software Engineering'). */
export function resolveIndustry(name: string): string {
  const found = findIndustry(name);
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
  return { ...limitTexts(resumeText, jobDescription), industry };
}

/** One answer per question, blank where none was given; too many or too long is bad input. */
export function prepareAnswers(
  answers: readonly string[],
  questionCount: number,
): { answers: string[]; notices: string[] } {
  if (answersLength(answers) > LIMITS.answersTotal) throw new CliError(SCORING_MESSAGES.answersTotal);
  if (answers.length > questionCount) throw new CliError(tooManyAnswersMessage(questionCount));
  const limited = limitAnswers(answers);
  return {
    answers: Array.from({ length: questionCount }, (_, index) => limited.answers[index] ?? ''),
    notices: limited.notices,
  };
}
