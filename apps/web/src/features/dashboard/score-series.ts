import type { TScoreAggregates, TScoreHistoryResponse, TScorePair } from '@resumeloop/contracts/analytics';
import type { ScoreCategoryId } from '@resumeloop/contracts/scoring';
import { SCORE_CATEGORY_IDS } from '@resumeloop/contracts/scoring-constants';
import type { MessageId } from '@resumeloop/i18n';

/** What the history shows: the overall score or one of the seven categories. */
export type SeriesId = 'overall' | ScoreCategoryId;
export const SERIES_IDS: readonly SeriesId[] = ['overall', ...SCORE_CATEGORY_IDS];

/** Each series' name; the categories' are the public pages' names of them. */
export const SERIES_LABELS: Readonly<Record<SeriesId, MessageId>> = {
  overall: 'dashboard.history.overall',
  formatting: 'pages.scoreCategory.formatting',
  structure: 'pages.scoreCategory.structure',
  content_impact: 'pages.scoreCategory.content_impact',
  tailoring: 'pages.scoreCategory.tailoring',
  ats_compliance: 'pages.scoreCategory.ats_compliance',
  language_clarity: 'pages.scoreCategory.language_clarity',
  professionalism: 'pages.scoreCategory.professionalism',
};

export function isSeriesId(value: string): value is SeriesId {
  return SERIES_IDS.some((id) => id === value);
}

/** One session's point of a series. */
export type SeriesPoint = {
  sessionId: string;
  createdAt: string;
  jobTitle: string;
  industry: string;
  score: TScorePair;
};

/** A series' points (oldest first) and aggregates. */
export function seriesOf(
  history: TScoreHistoryResponse,
  id: SeriesId,
): { points: SeriesPoint[]; aggregates: TScoreAggregates } {
  return {
    points: history.sessions.map((session) => ({
      sessionId: session.session_id,
      createdAt: session.created_at,
      jobTitle: session.job_title,
      industry: session.target_industry,
      score: id === 'overall' ? session.overall : session.categories[id],
    })),
    aggregates: id === 'overall' ? history.aggregates.overall : history.aggregates.categories[id],
  };
}

/** Runs of consecutive points that have an after score: a session not refined breaks the after line. */
export function afterRuns(points: readonly SeriesPoint[]): number[][] {
  const runs: number[][] = [];
  let current: number[] = [];
  points.forEach((point, index) => {
    if (point.score.after === null) {
      if (current.length > 0) runs.push(current);
      current = [];
    } else current.push(index);
  });
  if (current.length > 0) runs.push(current);
  return runs;
}

/** A whole-number change with its sign ('+12', '−3', '0'); the minus is the typographic one. */
export function signedWhole(value: number): string {
  const rounded = Math.round(value);
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${-rounded}` : '0';
}
