import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { emailTokens, loginThrottles, mailOutbox, oauthAccounts, sessions, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type EmailTokenPurpose = 'verify_email' | 'reset_password';
export type OAuthAccountRow = typeof oauthAccounts.$inferSelect;

const lowerEquals = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = lower(${value})`;

function createAccountQueries(db: AppDatabase) {
  return {
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(lowerEquals(users.email, email));
      return row;
    },
    async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(lowerEquals(users.username, username));
      return rows.some((row) => row.id !== exceptUserId);
    },
    async insertUser(user: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async updateUser(id: string, changes: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error('user vanished during update');
      return row;
    },
    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async insertSession(session: NewSession): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** The live session of an access token and its user, in one query (it runs on every request). */
    async findLiveSessionByAccessHash(
      accessTokenHash: string,
      now: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.accessTokenHash, accessTokenHash),
            isNull(sessions.revokedAt),
            isNull(sessions.rotatedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      return row;
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

    /** A new emailed link of its kind for the account; the ones it replaces stop working. */
    async issueEmailToken(token: {
      userId: string;
      purpose: EmailTokenPurpose;
      tokenHash: string;
      issuedAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      const { userId, purpose, issuedAt } = token;
      await db
        .update(emailTokens)
        .set({ usedAt: issuedAt })
        .where(
          and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
        );
      await db.insert(emailTokens).values({
        userId,
        purpose,
        tokenHash: token.tokenHash,
        createdAt: issuedAt,
        expiresAt: token.expiresAt,
      });
    },
    /** Uses a token once: returns its user id, or undefined when unknown, used, expired or of another kind. */
    async consumeEmailToken(
      tokenHash: string,
      purpose: EmailTokenPurpose,
      now: Date,
    ): Promise<string | undefined> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId;
    },
    /** The owner of a token of this purpose, used, expired or not. */
    async findEmailTokenOwner(tokenHash: string, purpose: EmailTokenPurpose): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(emailTokens)
        .innerJoin(users, eq(users.id, emailTokens.userId))
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
        .limit(1);
      return row?.user;
    },
    /**
     * Holds the account's row until the transaction ends: work on one account then runs one at a time, and
     * each statement after the lock sees what the work before it committed. The row, if the account exists.
     */
    async lockUser(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    /** When the account's latest link of this kind was issued (used or not), if ever. */
    async lastEmailTokenAt(userId: string, purpose: EmailTokenPurpose): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`max(${emailTokens.createdAt})` })
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
      return row?.at ? new Date(row.at) : undefined;
    },

    async findThrottle(emailKey: string) {
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

    async findOAuthAccount(issuer: string, subject: string): Promise<OAuthAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(oauthAccounts)
        .where(and(eq(oauthAccounts.issuer, issuer), eq(oauthAccounts.subject, subject)));
      return row;
    },
    async listOAuthAccounts(userId: string): Promise<OAuthAccountRow[]> {
      return db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
    },
    async insertOAuthAccount(account: typeof oauthAccounts.$inferInsert): Promise<void> {
      await db.insert(oauthAccounts).values(account);
    },
    async deleteOAuthAccount(userId: string, provider: string): Promise<number> {
      const rows = await db
        .delete(oauthAccounts)
        .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)))
        .returning({ id: oauthAccounts.id });
      return rows.length;
    },

    async deleteOutboxFor(email: string): Promise<void> {
      await db.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`);
    },
  };
}
export type AccountQueries = ReturnType<typeof createAccountQueries>;
export type AccountRepository = AccountQueries & {
  /** Runs `work` in one transaction: all of it happens, or none. */
  transaction<T>(work: (repository: AccountQueries) => Promise<T>): Promise<T>;
};

export function createAccountRepository(db: AppDatabase): AccountRepository {
  return {
    ...createAccountQueries(db),
    transaction: (work) => db.transaction((tx) => work(createAccountQueries(tx as unknown as AppDatabase))),
  };
}
