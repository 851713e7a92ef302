import type { AppDatabase } from '../db/client';
import { NO_READ_CACHE, type ReadCache } from '../db/read-cache';
import { type AdminList, NO_ADMINS } from '../plans/admins';
import { createEmailTokenRepository } from './repositories/email-tokens';
import { createKeptAnswerRepository } from './repositories/kept-answers';
import { createLoginThrottleRepository } from './repositories/login-throttles';
import { createMailOutboxRepository } from './repositories/mail-outbox';
import { createOAuthAccountRepository } from './repositories/oauth-accounts';
import { createSessionRepository } from './repositories/sessions';
import { createUserLanguageRepository } from './repositories/user-language';
import { createUserRepository } from './repositories/users';

export type { EmailTokenPurpose } from './repositories/email-tokens';
export type { OAuthAccountRow } from './repositories/oauth-accounts';
export type { NewSession, SessionRow } from './repositories/sessions';
export type { UserRow } from './repositories/users';

/**
 * Every accounts table's repository on one connection (or one transaction, which remembers nothing):
 * their methods side by side.
 */
function createAccountQueries(
  db: AppDatabase,
  reads: ReadCache = NO_READ_CACHE,
  admins: AdminList = NO_ADMINS,
) {
  return {
    ...createUserRepository(db, admins),
    ...createSessionRepository(db, reads),
    ...createEmailTokenRepository(db),
    ...createLoginThrottleRepository(db),
    ...createOAuthAccountRepository(db),
    ...createMailOutboxRepository(db),
    ...createKeptAnswerRepository(db),
    ...createUserLanguageRepository(db),
  };
}
export type AccountQueries = ReturnType<typeof createAccountQueries>;

/** Runs `work` in one transaction: all of it happens, or none. `Q` is what the work may query. */
export type Transactional<Q> = {
  transaction<T>(work: (queries: Q) => Promise<T>): Promise<T>;
};

export type AccountRepository = AccountQueries & Transactional<AccountQueries>;

/**
 * The accounts' repositories and their transaction helper: services take the `Pick` of the methods they
 * call (and of those their transactions call), so each sees only the queries it needs.
 */
export function createAccountRepository(
  db: AppDatabase,
  reads: ReadCache = NO_READ_CACHE,
  admins: AdminList = NO_ADMINS,
): AccountRepository {
  return {
    ...createAccountQueries(db, reads, admins),
    transaction: (work) =>
      db.transaction((tx) => work(createAccountQueries(tx as unknown as AppDatabase, NO_READ_CACHE, admins))),
  };
}
