import type { UsageKind } from '@resumeloop/contracts/plans';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { monthlyUsage } from '../db/schema';

/** A calendar month's key in `monthly_usage`: its first day, `YYYY-MM-01`. */
export function periodKey(periodStart: Date): string {
  return periodStart.toISOString().slice(0, 10);
}

/** The `monthly_usage` table: counted analyses and uploads per account and month. */
export function createUsageRepository(db: AppDatabase) {
  const row = (userId: string, period: string, kind: UsageKind) =>
    and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.periodStart, period), eq(monthlyUsage.kind, kind));
  return {
    /**
     * Counts one more unless the count has reached `limit`: one statement (an upsert whose update only
     * happens under the limit), so requests racing on several instances cannot pass it together. The new
     * count, or null when the limit was reached already.
     */
    async claim(userId: string, period: string, kind: UsageKind, limit: number): Promise<number | null> {
      if (limit <= 0) return null;
      const [claimed] = await db
        .insert(monthlyUsage)
        .values({ userId, periodStart: period, kind, used: 1 })
        .onConflictDoUpdate({
          target: [monthlyUsage.userId, monthlyUsage.periodStart, monthlyUsage.kind],
          set: { used: sql`monthly_usage.used + 1`, updatedAt: new Date() },
          setWhere: sql`monthly_usage.used < ${limit}`,
        })
        .returning({ used: monthlyUsage.used });
      return claimed?.used ?? null;
    },
    /**
     * Counts one more whatever the count: the work of an account without limits, recorded so its month
     * can be reported like anyone's.
     */
    async add(userId: string, period: string, kind: UsageKind): Promise<void> {
      await db
        .insert(monthlyUsage)
        .values({ userId, periodStart: period, kind, used: 1 })
        .onConflictDoUpdate({
          target: [monthlyUsage.userId, monthlyUsage.periodStart, monthlyUsage.kind],
          set: { used: sql`monthly_usage.used + 1`, updatedAt: new Date() },
        });
    },
    /** Gives one back: the counted work failed, so it does not use up the month. */
    async release(userId: string, period: string, kind: UsageKind): Promise<void> {
      await db
        .update(monthlyUsage)
        .set({ used: sql`greatest(${monthlyUsage.used} - 1, 0)`, updatedAt: new Date() })
        .where(row(userId, period, kind));
    },
    /** The month's counts of one account, by kind (a kind never counted is absent). */
    async counts(userId: string, period: string): Promise<Partial<Record<UsageKind, number>>> {
      const rows = await db
        .select({ kind: monthlyUsage.kind, used: monthlyUsage.used })
        .from(monthlyUsage)
        .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.periodStart, period)));
      return Object.fromEntries(rows.map((entry) => [entry.kind, entry.used]));
    },
  };
}
export type UsageRepository = ReturnType<typeof createUsageRepository>;
