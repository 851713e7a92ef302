import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type StoredResponse = { status: number; contentType: string | null; body: string };

/** The caller a signed-in user's keys belong to. */
export const userScope = (userId: string) => `user:${userId}`;

/** A kept answer whose body holds `text` (compared without case: addresses are). */
const answerMentions = (text: string) =>
  sql`strpos(lower(coalesce(${idempotencyKeys.responseBody}, '')), lower(${text})) > 0`;

/** The `idempotency_keys` table: one row per caller and key while it is kept. */
export function createIdempotencyRepository(db: AppDatabase) {
  const where = (scope: string, key: string) =>
    and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  return {
    /**
     * Claims the key for a request about to run: true when this request may run. A key is taken over
     * when it is new, expired, left 'in_progress' since `staleBefore` (its request never finished), or
     * marked 'passthrough' for this same fingerprint (such a response is not replayed: it runs again).
     * One statement, so of two requests racing with one key exactly one claims it.
     */
    async claim(input: {
      scope: string;
      key: string;
      fingerprint: string;
      /** The saved item the request names, if any. */
      resourceId: string | null;
      now: Date;
      expiresAt: Date;
      staleBefore: Date;
    }): Promise<boolean> {
      const table = idempotencyKeys;
      const rows = await db
        .insert(table)
        .values({
          scope: input.scope,
          key: input.key,
          fingerprint: input.fingerprint,
          resourceId: input.resourceId,
          state: 'in_progress',
          createdAt: input.now,
          expiresAt: input.expiresAt,
        })
        .onConflictDoUpdate({
          target: [table.scope, table.key],
          set: {
            fingerprint: sql`excluded.fingerprint`,
            resourceId: sql`excluded.resource_id`,
            state: 'in_progress',
            responseStatus: null,
            responseContentType: null,
            responseBody: null,
            createdAt: sql`excluded.created_at`,
            expiresAt: sql`excluded.expires_at`,
          },
          setWhere: sql`${table.expiresAt} <= excluded.created_at
            or (${table.state} = 'in_progress' and ${table.createdAt} <= ${input.staleBefore.toISOString()}::timestamptz)
            or (${table.state} = 'passthrough' and ${table.fingerprint} = excluded.fingerprint)`,
        })
        .returning({ key: table.key });
      return rows.length > 0;
    },

    async find(scope: string, key: string): Promise<IdempotencyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(where(scope, key));
      return row;
    },

    /** Keeps the response of the request that claimed the key, or marks it not replayable. */
    async settle(scope: string, key: string, response: StoredResponse | 'passthrough'): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set(
          response === 'passthrough'
            ? { state: 'passthrough' }
            : {
                state: 'completed',
                responseStatus: response.status,
                responseContentType: response.contentType,
                responseBody: response.body,
              },
        )
        .where(and(where(scope, key), eq(idempotencyKeys.state, 'in_progress')));
    },

    /** Lets the key go (the request failed with a 5xx): a retry runs again. */
    async release(scope: string, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(where(scope, key), eq(idempotencyKeys.state, 'in_progress')));
    },

    async purgeExpired(now: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
    },

    /**
     * Forgets the user's keys about deleted items: those whose request named one of them and those whose
     * answer holds one of their ids (the refinement that made a session answers with its id). Requests
     * still running lose their claim too, so none stores an answer about the item afterwards; a request
     * sent again with one of these keys runs afresh.
     */
    async forgetAbout(userId: string, resourceIds: string[]): Promise<void> {
      if (resourceIds.length === 0) return;
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, userScope(userId)),
            or(inArray(idempotencyKeys.resourceId, resourceIds), ...resourceIds.map(answerMentions)),
          ),
        );
    },

    /**
     * Forgets everything kept for a user who is going: their own keys, and any answer, whoever's key it
     * was, that names their id or address (an anonymous verification of the address answers with the
     * account).
     */
    async forgetUser(user: { id: string; email: string }): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          or(
            eq(idempotencyKeys.scope, userScope(user.id)),
            answerMentions(user.id),
            answerMentions(user.email),
          ),
        );
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
