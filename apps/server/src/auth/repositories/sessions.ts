import { and, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client';
import { NO_READ_CACHE, type ReadCache } from '../../db/read-cache';
import { sessions, users } from '../../db/schema';
import type { UserRow } from './users';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** A family's current pair, not ended: neither revoked nor rotated. */
const currentPair = () => and(isNull(sessions.revokedAt), isNull(sessions.rotatedAt));

/** The `sessions` table: one row per access and refresh token pair, grouped in families. */
export function createSessionRepository(db: AppDatabase, reads: ReadCache = NO_READ_CACHE) {
  return {
    async insertSession(session: NewSession): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /**
     * The live session of an access token and its user, in one query (it runs on every request). Where the
     * database allows (`reads`), the row is remembered until the next write; expiry is checked here, not
     * in the query, so a remembered row serves until the moment it expires.
     */
    async findLiveSessionByAccessHash(
      accessTokenHash: string,
      now: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const row = await reads.remember(`live-session:${accessTokenHash}`, async () => {
        const [found] = await db
          .select({ session: sessions, user: users })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.accessTokenHash, accessTokenHash), currentPair()));
        return found;
      });
      if (!row || row.session.expiresAt.getTime() <= now.getTime()) return undefined;
      // Copies: callers update what they are given, the remembered row stays as the database has it.
      return { session: { ...row.session }, user: { ...row.user } };
    },
    /** The session of an access token, live or not. */
    async findSessionByAccessHash(accessTokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.accessTokenHash, accessTokenHash));
      return row;
    },
    /**
     * The user's live sessions (a family's current pair, not ended, its refresh token unexpired) with when
     * their family began, most recent activity first.
     */
    async listLiveUserSessions(
      userId: string,
      now: Date,
    ): Promise<Array<{ session: SessionRow; familyCreatedAt: Date }>> {
      const family = alias(sessions, 'family');
      const began = db
        .select({ familyId: family.familyId, createdAt: min(family.createdAt).as('family_created_at') })
        .from(family)
        .where(eq(family.userId, userId))
        .groupBy(family.familyId)
        .as('began');
      const rows = await db
        .select({ session: sessions, familyCreatedAt: began.createdAt })
        .from(sessions)
        .innerJoin(began, eq(began.familyId, sessions.familyId))
        .where(and(eq(sessions.userId, userId), currentPair(), gt(sessions.refreshExpiresAt, now)))
        .orderBy(desc(sessions.lastActivityAt), desc(sessions.createdAt));
      return rows.map((row) => ({
        session: row.session,
        familyCreatedAt: row.familyCreatedAt ? new Date(row.familyCreatedAt) : row.session.createdAt,
      }));
    },
    async findSessionByRefreshHash(refreshTokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.refreshTokenHash, refreshTokenHash));
      return row;
    },
    /** Whether a refresh token of the family was rotated after `since`. */
    async familyRotatedAfter(familyId: string, since: Date): Promise<boolean> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.familyId, familyId), gt(sessions.rotatedAt, since)))
        .limit(1);
      return rows.length > 0;
    },
    async updateSession(id: string, changes: Partial<NewSession>): Promise<SessionRow | undefined> {
      const [row] = await db.update(sessions).set(changes).where(eq(sessions.id, id)).returning();
      return row;
    },
    async revokeSession(id: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
    },
    /** Ends the family and records why, for the session status to report to its client. */
    async flagFamily(familyId: string, alert: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({
          revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.toISOString()}::timestamptz)`,
          securityAlert: alert,
        })
        .where(eq(sessions.familyId, familyId));
    },
    async revokeUserSessions(userId: string, now: Date, exceptFamilyId?: string): Promise<void> {
      const condition = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(exceptFamilyId ? and(condition, sql`${sessions.familyId} <> ${exceptFamilyId}`) : condition);
    },
    async listUserSessions(userId: string): Promise<SessionRow[]> {
      return db.select().from(sessions).where(eq(sessions.userId, userId));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
