import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { feedback } from '../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;

/** Feedback rows; each belongs to one user and one of their refine sessions. */
export function createFeedbackRepository(db: AppDatabase) {
  return {
    async insert(row: NewFeedback): Promise<FeedbackRow> {
      const [saved] = await db.insert(feedback).values(row).returning();
      if (!saved) throw new Error('insert returned no row');
      return saved;
    },

    /** Whether the user has given feedback on the session (what opens its export). */
    async exists(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .select({ id: feedback.id })
        .from(feedback)
        .where(and(eq(feedback.userId, userId), eq(feedback.sessionId, sessionId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Every row of the user, oldest first (the data export). */
    async listAll(userId: string): Promise<FeedbackRow[]> {
      return db
        .select()
        .from(feedback)
        .where(eq(feedback.userId, userId))
        .orderBy(feedback.createdAt, feedback.id);
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
