import type { MessageId } from '@resumeloop/i18n';
import { AppError } from '../errors';
import { mailLanguage, passwordResetMail } from '../mail/link-mails';
import {
  type AccountLog,
  accountDisabled,
  assertPasswordAcceptable,
  emailKey,
  issueLink,
  type LinkMailing,
  linkTo,
  MESSAGES,
  RESEND_COOLDOWN_MS,
} from './account-rules';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionRow } from './repositories/sessions';
import type { UserRow } from './repositories/users';
import type { AccountQueries, Transactional } from './repository';
import type { SessionService } from './session-service';
import { hashToken } from './tokens';

export type PasswordRepository = Pick<
  AccountQueries,
  'findUserByEmail' | 'consumeEmailToken' | 'findUserById' | 'updateUser' | 'clearThrottle'
> &
  Transactional<Pick<AccountQueries, 'lockUser' | 'lastEmailTokenAt' | 'issueEmailToken'>>;

export type PasswordServiceDependencies = LinkMailing & {
  repository: PasswordRepository;
  sessions: Pick<SessionService, 'revokeAll'>;
  log: Pick<AccountLog, 'error'>;
  now?: () => Date;
};

/** The forgotten password's link, the reset it opens, and a signed-in user's change of password. */
export function createPasswordService(dependencies: PasswordServiceDependencies) {
  const { repository, sessions, mailer, mailQueue, log } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  return {
    /** The same answer at once for every address; the lookup, the token and the mail happen after it. */
    async forgotPassword(email: string): Promise<MessageId> {
      mailQueue.defer(async () => {
        const user = await repository.findUserByEmail(email);
        // A disabled account gets no link: it could not use it (the answer is the same either way).
        if (!user || user.disabledAt) return;
        const at = now();
        // One reset mail a minute per account, however many addresses ask: the last link still works, and
        // nobody can fill a mailbox by asking again and again (the answer is the same either way). The
        // account's row is locked while its last link is read and the new one written, so requests that
        // arrive together are decided one after the other.
        const token = await repository.transaction(async (queries) => {
          await queries.lockUser(user.id);
          const last = await queries.lastEmailTokenAt(user.id, 'reset_password');
          if (last && at.getTime() - last.getTime() < RESEND_COOLDOWN_MS) return null;
          return issueLink(queries, user.id, 'reset_password', at);
        });
        if (token === null) return;
        try {
          const language = await mailLanguage(dependencies.languages, user.id);
          await mailer.send(
            passwordResetMail(language, {
              to: user.email,
              name: user.fullName,
              url: linkTo(dependencies.publicUrl, '/reset-password', token),
            }),
          );
        } catch (error) {
          log.error({ err: error, userId: user.id }, 'password reset email could not be sent');
        }
      });
      return MESSAGES.resetRequested;
    },

    async resetPassword(token: string, newPassword: string): Promise<MessageId> {
      const at = now();
      const userId = await repository.consumeEmailToken(hashToken(token), 'reset_password', at);
      if (!userId) throw new AppError('invalid_token', MESSAGES.invalidReset);
      const user = await repository.findUserById(userId);
      if (!user) throw new AppError('invalid_token', MESSAGES.invalidReset);
      // A link mailed before the account was disabled opens nothing: the password stays as it was.
      if (user.disabledAt) throw accountDisabled();
      assertPasswordAcceptable(newPassword, { email: user.email, username: user.username }, 'new_password');
      await repository.updateUser(user.id, {
        passwordHash: await hashPassword(newPassword),
        // The link reached the mailbox, which proves the address.
        emailVerifiedAt: user.emailVerifiedAt ?? at,
      });
      await sessions.revokeAll(user.id);
      await repository.clearThrottle(emailKey(user.email));
      return 'errors.notice.passwordReset';
    },

    async changePassword(
      auth: { user: UserRow; session: SessionRow },
      current: string,
      next: string,
    ): Promise<MessageId> {
      if (!auth.user.passwordHash) {
        throw new AppError('no_password', 'errors.auth.noPassword');
      }
      if (!(await verifyPassword(auth.user.passwordHash, current))) {
        throw new AppError('wrong_password', MESSAGES.wrongPassword);
      }
      if (current === next) {
        throw AppError.invalidField('new_password', 'validation.password.sameAsCurrent', 'same_password');
      }
      assertPasswordAcceptable(
        next,
        { email: auth.user.email, username: auth.user.username },
        'new_password',
      );
      await repository.updateUser(auth.user.id, { passwordHash: await hashPassword(next) });
      await sessions.revokeAll(auth.user.id, auth.session.familyId);
      return 'errors.notice.passwordChanged';
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
