import {
  type FinalScores,
  type HistoryItem,
  type JobSummary,
  type QuestionDetail,
  SCORE_CATEGORY_LABELS,
  type ScoreReport,
} from '@resumeloop/contracts/scoring';
import type {
  FinalScores as EngineFinalScores,
  HistoryItem as EngineHistoryItem,
  ScoreReport as EngineScoreReport,
  JobAnalysis,
  Question,
} from '@resumeloop/engine';

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

export function toHistoryItem(item: EngineHistoryItem): HistoryItem {
  return {
    target: item.target,
    before: item.before,
    after: item.after,
    reason: item.reason,
    source: item.source,
  };
}
