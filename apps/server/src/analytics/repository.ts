import type { CategoryScores } from '@resumeloop/contracts/scoring';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { refineSessions } from '../db/schema';

/** What the score history reads of a session: its identity and the two score maps, not the checks. */
export type ScoreHistoryRow = {
  id: string;
  createdAt: Date;
  jobTitle: string;
  targetIndustry: string;
  initialOverall: number;
  finalOverall: number | null;
  initialScores: CategoryScores;
  finalScores: CategoryScores | null;
};

/**
 * The sessions' scores for the history. Only the `scores` maps leave the database (`-> 'scores'`), not
 * the checks and their texts, which are most of each report.
 */
export function createScoreHistoryRepository(db: AppDatabase) {
  return {
    /** The user's sessions, oldest first (ties by id, so the order is stable). */
    async list(userId: string): Promise<ScoreHistoryRow[]> {
      return db
        .select({
          id: refineSessions.id,
          createdAt: refineSessions.createdAt,
          jobTitle: refineSessions.jobTitle,
          targetIndustry: refineSessions.targetIndustry,
          initialOverall: refineSessions.initialOverallScore,
          finalOverall: refineSessions.finalOverallScore,
          initialScores: sql<CategoryScores>`${refineSessions.initialScore} -> 'scores'`,
          finalScores: sql<CategoryScores | null>`${refineSessions.finalScores} -> 'scores'`,
        })
        .from(refineSessions)
        .where(eq(refineSessions.userId, userId))
        .orderBy(asc(refineSessions.createdAt), asc(refineSessions.id));
    },
  };
}
export type ScoreHistoryRepository = ReturnType<typeof createScoreHistoryRepository>;
