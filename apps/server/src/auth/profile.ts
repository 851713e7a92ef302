import type { TUser } from '@resumeloop/contracts/auth';
import { AppError } from '../errors';
import { type AccountLog, type AccountPolicy, isUniqueViolation, MESSAGES } from './account-rules';
import { type ErasureQueries, eraseAccount } from './erase-account';
import type { UserRow } from './repositories/users';
import type { AccountQueries, Transactional } from './repository';
import { toUserView } from './user-view';

export type ProfileRepository = Pick<
  AccountQueries,
  'usernameTaken' | 'updateUser' | 'listUserSessions' | 'listOAuthAccounts'
> &
  Transactional<ErasureQueries>;

export type ProfileServiceDependencies = {
  repository: ProfileRepository;
  policy: AccountPolicy;
  log: Pick<AccountLog, 'info'>;
  now?: () => Date;
  /** Other features' data about a user, added to the data export under each key. */
  exportSources?: Record<string, (userId: string) => Promise<unknown>>;
};

/** The user's own view and profile, the data export and the account's deletion. */
export function createProfileService(dependencies: ProfileServiceDependencies) {
  const { repository, log } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const view = (user: UserRow): TUser => toUserView(user, dependencies.policy.emailVerificationRequired());

  return {
    view,

    async updateProfile(
      user: UserRow,
      changes: { full_name?: string | undefined; username?: string | undefined },
    ): Promise<TUser> {
      if (changes.username && (await repository.usernameTaken(changes.username, user.id))) {
        throw new AppError('username_taken', MESSAGES.usernameTaken);
      }
      try {
        const updated = await repository.updateUser(user.id, {
          ...(changes.full_name !== undefined ? { fullName: changes.full_name } : {}),
          ...(changes.username !== undefined ? { username: changes.username } : {}),
        });
        return view(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('username_taken', MESSAGES.usernameTaken);
        throw error;
      }
    },

    /** Deletes the user and everything stored about them, in one transaction. */
    async deleteAccount(user: UserRow): Promise<void> {
      await repository.transaction((tx) => eraseAccount(tx, user));
      log.info({ userId: user.id }, 'account deleted');
    },

    async exportData(user: UserRow) {
      const sources = Object.entries(dependencies.exportSources ?? {});
      const [userSessions, linked, extra] = await Promise.all([
        repository.listUserSessions(user.id),
        repository.listOAuthAccounts(user.id),
        Promise.all(sources.map(async ([key, read]) => [key, await read(user.id)] as const)),
      ]);
      return {
        exported_at: now().toISOString(),
        user: {
          ...view(user),
          last_login_at: user.lastLoginAt?.toISOString() ?? null,
          updated_at: user.updatedAt.toISOString(),
        },
        sessions: userSessions.map((session) => ({
          mode: session.mode,
          created_at: session.createdAt.toISOString(),
          last_activity_at: session.lastActivityAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
          ended_at: (session.revokedAt ?? session.rotatedAt)?.toISOString() ?? null,
          user_agent: session.userAgent,
        })),
        linked_accounts: linked.map((account) => ({
          provider: account.provider,
          email: account.email,
          linked_at: account.createdAt.toISOString(),
        })),
        ...Object.fromEntries(extra),
      };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
