import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { oauthAccounts } from '../../db/schema';

export type OAuthAccountRow = typeof oauthAccounts.$inferSelect;

/** The `oauth_accounts` table: the social sign-in identities linked to each account. */
export function createOAuthAccountRepository(db: AppDatabase) {
  return {
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
  };
}
export type OAuthAccountRepository = ReturnType<typeof createOAuthAccountRepository>;
