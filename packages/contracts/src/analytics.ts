import { z } from 'zod';
import { SCORE_CATEGORY_IDS } from './scoring-constants';

/**
 * The analytics dashboard (SPEC §6 `analytics_dashboard`): the signed-in person's scores across their saved
 * sessions, overall and per category, before and after refinement, with a few aggregates.
 */

/** One score before refinement and after it; `after` is null for a session not refined yet. */
export const ZScorePair = z
  .object({ before: z.number(), after: z.number().nullable() })
  .meta({ id: 'ScorePair' });
export type TScorePair = z.infer<typeof ZScorePair>;

const categoryPairs = Object.fromEntries(SCORE_CATEGORY_IDS.map((id) => [id, ZScorePair])) as Record<
  (typeof SCORE_CATEGORY_IDS)[number],
  typeof ZScorePair
>;

/** One saved session as the history shows it. */
export const ZScoreHistoryEntry = z
  .object({
    session_id: z.uuid(),
    created_at: z.string().describe('When the session was saved, ISO 8601'),
    job_title: z.string(),
    target_industry: z.string(),
    overall: ZScorePair,
    categories: z.object(categoryPairs),
  })
  .meta({ id: 'ScoreHistoryEntry' });
export type TScoreHistoryEntry = z.infer<typeof ZScoreHistoryEntry>;

/**
 * A series' aggregates: the best score any session reached (after refinement where there was one), the
 * latest session's score, and the average gain of the refined sessions (null when none was refined).
 */
export const ZScoreAggregates = z
  .object({
    best: z.number().nullable(),
    latest: z.number().nullable(),
    average_gain: z.number().nullable(),
    refined_sessions: z.number().int(),
  })
  .meta({ id: 'ScoreAggregates' });
export type TScoreAggregates = z.infer<typeof ZScoreAggregates>;

const categoryAggregates = Object.fromEntries(
  SCORE_CATEGORY_IDS.map((id) => [id, ZScoreAggregates]),
) as Record<(typeof SCORE_CATEGORY_IDS)[number], typeof ZScoreAggregates>;

/** GET /api/analytics/scores: the history, oldest first, and its aggregates overall and per category. */
export const ZScoreHistoryResponse = z
  .object({
    sessions: z.array(ZScoreHistoryEntry),
    aggregates: z.object({ overall: ZScoreAggregates, categories: z.object(categoryAggregates) }),
  })
  .meta({ id: 'ScoreHistoryResponse' });
export type TScoreHistoryResponse = z.infer<typeof ZScoreHistoryResponse>;
