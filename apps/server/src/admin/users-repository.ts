import type { TAdminUsersQuery } from '@resumeloop/contracts/admin';
import { and, count, desc, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/repositories/users';
import type { AppDatabase } from '../db/client';
import { monthlyUsage, oauthAccounts, refineSessions, sessions, users } from '../db/schema';

/** `text` as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The console's filters as one condition (undefined: every account). */
function usersWhere(query: Pick<TAdminUsersQuery, 'q' | 'plan' | 'status'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const search = or(
      sql`lower(${users.email}) like ${pattern}`,
      sql`lower(${users.fullName}) like ${pattern}`,
      sql`lower(${users.username}) like ${pattern}`,
    );
    if (search) conditions.push(search);
  }
  if (query.plan) conditions.push(eq(users.planTier, query.plan));
  // The three statuses divide the accounts: disabled, else verified (active) or not (unverified).
  if (query.status === 'disabled') conditions.push(isNotNull(users.disabledAt));
  if (query.status === 'active') conditions.push(isNull(users.disabledAt), isNotNull(users.emailVerifiedAt));
  if (query.status === 'unverified') conditions.push(isNull(users.disabledAt), isNull(users.emailVerifiedAt));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The accounts as the admin console reads and changes them. */
export function createAdminUserRepository(db: AppDatabase) {
  return {
    /** One page of the accounts the filters match, newest first, and how many they match in all. */
    async page(query: TAdminUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
      const where = usersWhere(query);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** What the details page adds to an account: how it signs in, its saved work and this month's usage. */
    async extras(user: UserRow, period: string, now: Date) {
      const [providers, [saved], [live], usage] = await Promise.all([
        db
          .select({ provider: oauthAccounts.provider })
          .from(oauthAccounts)
          .where(eq(oauthAccounts.userId, user.id))
          .orderBy(oauthAccounts.provider),
        db.select({ n: count() }).from(refineSessions).where(eq(refineSessions.userId, user.id)),
        db
          .select({ n: count() })
          .from(sessions)
          .where(
            and(
              eq(sessions.userId, user.id),
              isNull(sessions.revokedAt),
              isNull(sessions.rotatedAt),
              gt(sessions.refreshExpiresAt, now),
            ),
          ),
        db
          .select({ kind: monthlyUsage.kind, used: monthlyUsage.used })
          .from(monthlyUsage)
          .where(and(eq(monthlyUsage.userId, user.id), eq(monthlyUsage.periodStart, period))),
      ]);
      const used = Object.fromEntries(usage.map((entry) => [entry.kind, entry.used]));
      return {
        signInMethods: [
          ...(user.passwordHash ? ['password'] : []),
          ...new Set(providers.map((entry) => entry.provider)),
        ],
        sessionCount: saved?.n ?? 0,
        activeSignIns: live?.n ?? 0,
        usage: { analyses: used.analyses ?? 0, uploads: used.uploads ?? 0 },
      };
    },
  };
}
export type AdminUserRepository = ReturnType<typeof createAdminUserRepository>;
