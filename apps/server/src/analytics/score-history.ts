import type {
  TScoreAggregates,
  TScoreHistoryEntry,
  TScoreHistoryResponse,
  TScorePair,
} from '@resumeloop/contracts/analytics';
import { SCORE_CATEGORY_IDS, type ScoreCategoryId } from '@resumeloop/contracts/scoring';
import type { ScoreHistoryRow } from './repository';

/** Scores are shown whole; one decimal keeps the averages honest without false precision. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const pair = (before: number, after: number | null | undefined): TScorePair => ({
  before: oneDecimal(before),
  after: typeof after === 'number' ? oneDecimal(after) : null,
});

/** A stored score map may lack a category (never in practice; an old row, say): it then reads 0. */
const scoreOf = (scores: Partial<Record<ScoreCategoryId, number>> | null, id: ScoreCategoryId) =>
  scores ? (typeof scores[id] === 'number' ? scores[id] : 0) : null;

export function historyEntryOf(row: ScoreHistoryRow): TScoreHistoryEntry {
  return {
    session_id: row.id,
    created_at: row.createdAt.toISOString(),
    job_title: row.jobTitle,
    target_industry: row.targetIndustry,
    overall: pair(row.initialOverall, row.finalOverall),
    categories: Object.fromEntries(
      SCORE_CATEGORY_IDS.map((id) => [
        id,
        pair(scoreOf(row.initialScores, id) ?? 0, scoreOf(row.finalScores, id)),
      ]),
    ) as TScoreHistoryEntry['categories'],
  };
}

/** Where a session ended: after refinement when it was refined, else where it started. */
const reached = (score: TScorePair) => score.after ?? score.before;

/** Best, latest and average gain of one series (oldest first). */
export function aggregatesOf(series: readonly TScorePair[]): TScoreAggregates {
  const refined = series.filter((score) => score.after !== null);
  const last = series.at(-1);
  return {
    best: series.length > 0 ? Math.max(...series.map(reached)) : null,
    latest: last ? reached(last) : null,
    average_gain:
      refined.length > 0
        ? oneDecimal(
            refined.reduce((sum, score) => sum + ((score.after ?? 0) - score.before), 0) / refined.length,
          )
        : null,
    refined_sessions: refined.length,
  };
}

/** The history as GET /api/analytics/scores answers it. */
export function scoreHistoryOf(rows: readonly ScoreHistoryRow[]): TScoreHistoryResponse {
  const sessions = rows.map(historyEntryOf);
  return {
    sessions,
    aggregates: {
      overall: aggregatesOf(sessions.map((session) => session.overall)),
      categories: Object.fromEntries(
        SCORE_CATEGORY_IDS.map((id) => [id, aggregatesOf(sessions.map((session) => session.categories[id]))]),
      ) as TScoreHistoryResponse['aggregates']['categories'],
    },
  };
}
