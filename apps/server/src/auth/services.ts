import type { TOAuthProvider } from '@resumeloop/contracts/auth';
import type { OAuthProviderConfig } from '../config';
import type { AppDatabase } from '../db/client';
import type { ReadCache } from '../db/read-cache';
import type { MailLanguages } from '../mail/link-mails';
import type { Mailer } from '../mail/mailer';
import type { MailQueue } from '../mail/queue';
import { createOAuthService } from '../oauth/service';
import type { AdminList } from '../plans/admins';
import type { AccountLog, AccountPolicy } from './account-rules';
import { createAccountRepository } from './repository';
import { createAccountService } from './service';
import { createSessionService } from './session-service';

/**
 * The accounts' services wired together: one set of repositories (and their transaction helper) on the
 * database, the session service on it, the account services and social sign-in on both.
 */
export function createAccountServices(dependencies: {
  db: AppDatabase;
  /** Reads that may be remembered until the next write (Database.reads). */
  reads: ReadCache;
  mailer: Mailer;
  /** The languages mail is written in: the recipient's setting, or a new account's request's. */
  languages?: MailLanguages;
  mailQueue: MailQueue;
  publicUrl: URL;
  /** The service's settings the account rules follow (registration, verification). */
  policy: AccountPolicy;
  oauthProviders: Partial<Record<TOAuthProvider, OAuthProviderConfig>>;
  log: AccountLog;
  /** Other features' data about a user, added to the data export under each key. */
  exportSources: Record<string, (userId: string) => Promise<unknown>>;
  /** The operator's admin addresses (ADMIN_EMAILS): their verified accounts are made admins. */
  admins?: AdminList;
}) {
  const { publicUrl } = dependencies;
  const repository = createAccountRepository(dependencies.db, dependencies.reads, dependencies.admins);
  const sessions = createSessionService({ repository });
  const accounts = createAccountService({
    repository,
    sessions,
    mailer: dependencies.mailer,
    languages: dependencies.languages,
    mailQueue: dependencies.mailQueue,
    publicUrl,
    policy: dependencies.policy,
    log: dependencies.log,
    exportSources: dependencies.exportSources,
  });
  const oauth = createOAuthService({
    providers: dependencies.oauthProviders,
    repository,
    registrationOpen: () => dependencies.policy.registrationOpen(),
    callbackUrl: (provider) => new URL(`/api/oauth/${provider}/callback`, publicUrl).href,
  });
  return { sessions, accounts, oauth };
}
