import { and, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { refineSessions } from '../db/schema';
import { createIdempotencyRepository } from '../idempotency/repository';

export type RefineSessionRow = typeof refineSessions.$inferSelect;
export type NewRefineSession = typeof refineSessions.$inferInsert;
export type RefineSessionSummaryRow = Pick<
  RefineSessionRow,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'targetIndustry'
  | 'jobTitle'
  | 'initialOverallScore'
  | 'finalOverallScore'
>;

/**
 * Refine sessions. Every read and delete is scoped to the owner, so another user's id finds nothing. A
 * deleted session takes the answers kept about it for replay (Idempotency-Key) along, in the same
 * transaction: nothing of its text outlives it.
 */
export function createRefineSessionRepository(db: AppDatabase) {
  const owned = (id: string, userId: string) =>
    and(eq(refineSessions.id, id), eq(refineSessions.userId, userId));

  /** Deletes the user's sessions that `which` selects, and what was kept about them; their ids. */
  const deleteAndForget = (userId: string, which: ReturnType<typeof owned>) =>
    db.transaction(async (tx) => {
      const deleted = await tx.delete(refineSessions).where(which).returning({ id: refineSessions.id });
      const ids = deleted.map((row) => row.id);
      await createIdempotencyRepository(tx as unknown as AppDatabase).forgetAbout(userId, ids);
      return ids;
    });

  return {
    async insert(session: NewRefineSession): Promise<RefineSessionRow> {
      const [row] = await db.insert(refineSessions).values(session).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findOwned(id: string, userId: string): Promise<RefineSessionRow | undefined> {
      const [row] = await db.select().from(refineSessions).where(owned(id, userId)).limit(1);
      return row;
    },

    /** Newest first. */
    async listSummaries(userId: string): Promise<RefineSessionSummaryRow[]> {
      return db
        .select({
          id: refineSessions.id,
          createdAt: refineSessions.createdAt,
          updatedAt: refineSessions.updatedAt,
          targetIndustry: refineSessions.targetIndustry,
          jobTitle: refineSessions.jobTitle,
          initialOverallScore: refineSessions.initialOverallScore,
          finalOverallScore: refineSessions.finalOverallScore,
        })
        .from(refineSessions)
        .where(eq(refineSessions.userId, userId))
        .orderBy(desc(refineSessions.createdAt), desc(refineSessions.id));
    },

    /** Every session in full, oldest first (the data export). */
    async listAll(userId: string): Promise<RefineSessionRow[]> {
      return db
        .select()
        .from(refineSessions)
        .where(eq(refineSessions.userId, userId))
        .orderBy(refineSessions.createdAt, refineSessions.id);
    },

    /** Changes the owner's session (and its updated_at); false when there is none. */
    async update(
      id: string,
      userId: string,
      changes: Partial<Omit<NewRefineSession, 'id' | 'userId' | 'createdAt'>>,
    ): Promise<boolean> {
      const updated = await db
        .update(refineSessions)
        .set({ ...changes, updatedAt: new Date() })
        .where(owned(id, userId))
        .returning({ id: refineSessions.id });
      return updated.length > 0;
    },

    async deleteOwned(id: string, userId: string): Promise<boolean> {
      return (await deleteAndForget(userId, owned(id, userId))).length > 0;
    },

    async deleteAll(userId: string): Promise<number> {
      return (await deleteAndForget(userId, eq(refineSessions.userId, userId))).length;
    },
  };
}
export type RefineSessionRepository = ReturnType<typeof createRefineSessionRepository>;
