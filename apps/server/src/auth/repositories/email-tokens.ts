import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { emailTokens, users } from '../../db/schema';
import type { UserRow } from './users';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** The `email_tokens` table: the emailed verification and password reset links, used once. */
export function createEmailTokenRepository(db: AppDatabase) {
  return {
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
    /** When the account's latest link of this kind was issued (used or not), if ever. */
    async lastEmailTokenAt(userId: string, purpose: EmailTokenPurpose): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`max(${emailTokens.createdAt})` })
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
      return row?.at ? new Date(row.at) : undefined;
    },
  };
}
export type EmailTokenRepository = ReturnType<typeof createEmailTokenRepository>;
