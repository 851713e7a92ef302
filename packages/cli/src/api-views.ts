/**
 * The engine's results in the shapes the API returns them (the contracts of @resumeloop/contracts/scoring),
 * so `resumeloop analyze --json` prints what POST /api/scoring/analyze answers.
 */
import {
  type FinalScores,
  type HistoryItem,
  SCORE_CATEGORY_LABELS,
  type ScoreReport,
} from '@resumeloop/contracts/scoring';
import type {
  FinalScores as EngineFinalScores,
  HistoryItem as EngineHistoryItem,
  ScoreReport as EngineScoreReport,
} from '@resumeloop/engine';

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

export function toHistoryItem(item: EngineHistoryItem): HistoryItem {
  return {
    target: item.target,
    before: item.before,
    after: item.after,
    reason: item.reason,
    source: item.source,
  };
}
