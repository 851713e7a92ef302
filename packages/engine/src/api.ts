/**
 * The engine's inputs and results as the API defines them (SPEC §5 and §9, @resumeloop/contracts/scoring):
 * texts cut to their limits with a notice, industries by their canonical name, and the engine's reports in
 * the response shapes. The server and the CLI both use these, so `resumeloop analyze --json` prints what
 * POST /api/scoring/analyze answers.
 */
import {
  type FinalScores,
  type HistoryItem,
  type JobSummary,
  LIMITS,
  type QuestionDetail,
  SCORE_CATEGORY_LABELS,
  type ScoreReport,
} from '@resumeloop/contracts/scoring';
import { INDUSTRY_PROFILES } from './taxonomy/industries';
import type {
  FinalScores as EngineFinalScores,
  HistoryItem as EngineHistoryItem,
  ScoreReport as EngineScoreReport,
  JobAnalysis,
  Question,
} from './types';

const INDUSTRY_BY_NAME = new Map(
  INDUSTRY_PROFILES.map((profile) => [profile.name.toLowerCase(), profile.name]),
);

/** The canonical industry name ('software engineering' -> 'Software Engineering'), or undefined. */
export function findIndustry(name: string): string | undefined {
  return INDUSTRY_BY_NAME.get(name.trim().toLowerCase());
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

export interface LimitedTexts {
  resumeText: string;
  jobDescription: string;
  /** One sentence per text cut to its limit. */
  notices: string[];
}

/** Both texts trimmed and cut to SPEC §9's limits, with a notice for each one that was cut. */
export function limitTexts(resume: string, job: string): LimitedTexts {
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

/** The engine's score report as the API shows it: the contract's labels, each check without its internals. */
export function toScoreReport(report: EngineScoreReport): ScoreReport {
  return {
    overall_score: report.overall_score,
    scores: { ...report.scores },
    categories: report.categories.map((category) => ({
      id: category.id,
      label: SCORE_CATEGORY_LABELS[category.id],
      weight: category.weight,
      score: category.score,
      checks: category.checks.map((check) => ({
        id: check.id,
        label: check.label,
        passed: check.passed,
        ran: check.ran,
        reason: check.reason,
        fix: check.fix,
        weight: check.weight,
      })),
    })),
    warnings: [...report.warnings],
  };
}

export function toFinalScores(summary: EngineFinalScores, finalReport: EngineScoreReport): FinalScores {
  const report = toScoreReport(finalReport);
  return {
    overall_score: summary.overall_score,
    scores: { ...summary.scores },
    categories: report.categories,
    feedback_summary: summary.feedback_summary,
    improvement: { ...summary.improvement },
    warnings: report.warnings,
  };
}

export function toQuestionDetail(question: Question): QuestionDetail {
  return {
    id: question.id,
    kind: question.kind,
    text: question.text,
    category: question.category,
    expected_gain: question.expected_gain,
  };
}

export function toJobSummary(job: JobAnalysis): JobSummary {
  return {
    title: job.title,
    seniority: job.seniority,
    years_required: job.years_required,
    required_skills: job.required_skills.map((skill) => skill.name),
    preferred_skills: job.preferred_skills.map((skill) => skill.name),
  };
}

export function toHistoryItem(item: EngineHistoryItem, index: number): HistoryItem {
  return {
    id: `c${index + 1}`,
    target: item.target,
    before: item.before,
    after: item.after,
    reason: item.reason,
    source: item.source,
  };
}
