import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { loginThrottles } from '../../db/schema';

export type LoginThrottleRow = typeof loginThrottles.$inferSelect;

/** The `login_throttles` table: failed sign-ins and locks, per address. */
export function createLoginThrottleRepository(db: AppDatabase) {
  return {
    async findThrottle(emailKey: string): Promise<LoginThrottleRow | undefined> {
      const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.emailKey, emailKey));
      return row;
    },
    /**
     * Counts a sign-in attempt before its password is checked, in one statement, so parallel guesses
     * all count: the returned row says whether this attempt may go on (no lock in force). A lock that
     * has run out starts the count again; an attempt refused by a lock in force is not counted; the
     * attempt that goes past `lockAfter` while the earlier ones are still being checked sets the lock.
     */
    async claimLoginAttempt(emailKey: string, now: Date, lockAfter: number, lockUntil: Date) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const expired = sql`(${loginThrottles.lockedUntil} is not null and ${loginThrottles.lockedUntil} <= ${at})`;
      const inForce = sql`(${loginThrottles.lockedUntil} is not null and ${loginThrottles.lockedUntil} > ${at})`;
      const [row] = await db
        .insert(loginThrottles)
        .values({ emailKey, failures: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: loginThrottles.emailKey,
          set: {
            failures: sql`case when ${expired} then 1 when ${inForce} then ${loginThrottles.failures} else ${loginThrottles.failures} + 1 end`,
            lockedUntil: sql`case when ${expired} then null when ${inForce} then ${loginThrottles.lockedUntil} when ${loginThrottles.failures} + 1 > ${lockAfter} then ${lockUntil.toISOString()}::timestamptz else null end`,
            updatedAt: now,
          },
        })
        .returning({ failures: loginThrottles.failures, lockedUntil: loginThrottles.lockedUntil });
      return { failures: row?.failures ?? 1, lockedUntil: row?.lockedUntil ?? null };
    },
    /** Locks the address (after the attempt that reached the limit failed). */
    async lockThrottle(emailKey: string, lockUntil: Date): Promise<void> {
      await db
        .update(loginThrottles)
        .set({ lockedUntil: lockUntil })
        .where(eq(loginThrottles.emailKey, emailKey));
    },
    async clearThrottle(emailKey: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.emailKey, emailKey));
    },
  };
}
export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
