import type { TUser } from '@resumeloop/contracts/auth';
import { SETTINGS_DEFAULTS } from '@resumeloop/contracts/settings';
import type { Locale, MessageId } from '@resumeloop/i18n';
import { AppError } from '../errors';
import { mailLanguage, verificationMail } from '../mail/link-mails';
import {
  type AccountLog,
  type AccountPolicy,
  assertPasswordAcceptable,
  issueLink,
  isUniqueViolation,
  type LinkMailing,
  linkTo,
  MESSAGES,
  RESEND_COOLDOWN_MS,
  registrationClosed,
} from './account-rules';
import type { ClientHeaders } from './client-fingerprint';
import { hashPassword } from './passwords';
import type { UserRow } from './repositories/users';
import type { AccountQueries, Transactional } from './repository';
import type { IssuedSession, SessionMode, SessionService } from './session-service';
import { hashToken } from './tokens';
import { toUserView } from './user-view';
import { generateUsername } from './usernames';

export type RegistrationRepository = Pick<
  AccountQueries,
  | 'findUserByEmail'
  | 'usernameTaken'
  | 'updateUser'
  | 'issueEmailToken'
  | 'consumeEmailToken'
  | 'findEmailTokenOwner'
> &
  Transactional<Pick<AccountQueries, 'insertUser' | 'issueEmailToken' | 'insertSession' | 'saveLanguage'>>;

export type RegistrationServiceDependencies = LinkMailing & {
  repository: RegistrationRepository;
  sessions: Pick<SessionService, 'issue'>;
  policy: AccountPolicy;
  log: AccountLog;
  now?: () => Date;
};

/** Registration, the verification link and its resending. */
export function createRegistrationService(dependencies: RegistrationServiceDependencies) {
  const { repository, sessions, mailer, mailQueue, log } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const view = (user: UserRow): TUser => toUserView(user, dependencies.policy.emailVerificationRequired());

  async function sendVerification(
    user: UserRow,
    returnPath?: string | undefined,
    locale?: Locale,
  ): Promise<boolean> {
    const at = now();
    const token = await issueLink(repository, user.id, 'verify_email', at);
    await repository.updateUser(user.id, { verificationSentAt: at });
    return mailVerification(user, token, returnPath, locale);
  }

  /**
   * Mails the verification link, carrying `returnPath` (the page to continue to once verified, even in
   * another browser), in `locale` (else the user's language setting); false (and logged) when the mail
   * could not go.
   */
  async function mailVerification(
    user: UserRow,
    token: string,
    returnPath?: string | undefined,
    locale?: Locale,
  ): Promise<boolean> {
    try {
      const language = await mailLanguage(dependencies.languages, user.id, locale);
      await mailer.send(
        verificationMail(language, {
          to: user.email,
          name: user.fullName,
          url: linkTo(dependencies.publicUrl, '/verify-email', token, returnPath),
        }),
      );
      return true;
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'verification email could not be sent');
      return false;
    }
  }

  /** Milliseconds before another verification mail may go, 0 when it may go now. */
  function cooldownLeft(user: UserRow): number {
    if (!user.verificationSentAt) return 0;
    return Math.max(0, RESEND_COOLDOWN_MS - (now().getTime() - user.verificationSentAt.getTime()));
  }

  return {
    async register(input: {
      email: string;
      password: string;
      full_name: string;
      username?: string | undefined;
      mode: SessionMode;
      /** The client's headers, whose fingerprint the session is bound to. */
      client?: ClientHeaders | undefined;
      /** Where the verification link continues to (dropped unless a same-app path). */
      returnPath?: string | undefined;
      /** The request's language: the new account's language setting, and its mail's. */
      locale?: Locale | undefined;
    }): Promise<{ user: TUser; issued: IssuedSession; emailSent: boolean }> {
      if (!(await dependencies.policy.registrationOpen())) throw registrationClosed();
      assertPasswordAcceptable(input.password, { email: input.email, username: input.username }, 'password');
      if (await repository.findUserByEmail(input.email))
        throw new AppError('email_taken', MESSAGES.emailTaken);
      if (input.username && (await repository.usernameTaken(input.username))) {
        throw new AppError('username_taken', MESSAGES.usernameTaken);
      }
      const username =
        input.username ??
        (await generateUsername(input.email, (candidate) => repository.usernameTaken(candidate)));
      const passwordHash = await hashPassword(input.password);
      const at = now();
      // The account, its verification link and its first session are one transaction: a failure part-way
      // (or a process killed there) leaves nothing behind, so the same registration can simply be tried
      // again. The link is mailed once they are committed.
      let created: { user: UserRow; token: string; issued: IssuedSession };
      try {
        created = await repository.transaction(async (queries) => {
          const user = await queries.insertUser({
            email: input.email.trim(),
            username,
            fullName: input.full_name,
            passwordHash,
            verificationSentAt: at,
          });
          const token = await issueLink(queries, user.id, 'verify_email', at);
          // en-US is every account's default: only another language is written.
          if (input.locale && input.locale !== SETTINGS_DEFAULTS.language) {
            await queries.saveLanguage(user.id, input.locale);
          }
          const issued = await sessions.issue(user.id, input.mode, input.client, queries);
          return { user, token, issued };
        });
      } catch (error) {
        // Two registrations racing for one address or username: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('email_taken', MESSAGES.emailTaken);
        throw error;
      }
      const { user, token, issued } = created;
      const emailSent = await mailVerification(user, token, input.returnPath, input.locale);
      log.info({ userId: user.id }, 'account registered');
      return { user: view(user), issued, emailSent };
    },

    async resendVerification(input: {
      user?: UserRow | undefined;
      email?: string | undefined;
      returnPath?: string | undefined;
      /** The language of a signed-in user's request, which their mail is written in. */
      locale?: Locale | undefined;
    }): Promise<MessageId> {
      if (!input.user) {
        if (!input.email) throw new AppError('not_authenticated', 'errors.auth.loginToResend');
        // Asked by address, not signed in: one answer at once, whether the address is unknown, verified,
        // unverified or in its cooldown; the lookup and the mail happen after it.
        const email = input.email;
        mailQueue.defer(async () => {
          const user = await repository.findUserByEmail(email);
          if (!user || user.emailVerifiedAt || cooldownLeft(user) > 0) return;
          await sendVerification(user, input.returnPath);
        });
        return MESSAGES.verificationSent;
      }
      const user = input.user;
      if (user.emailVerifiedAt) throw new AppError('already_verified', 'errors.auth.alreadyVerified');
      const left = cooldownLeft(user);
      if (left > 0) {
        const seconds = Math.ceil(left / 1000);
        throw new AppError('resend_cooldown', 'errors.auth.resendCooldown', {
          values: { seconds },
          headers: { 'Retry-After': String(seconds) },
        });
      }
      if (!(await sendVerification(user, input.returnPath, input.locale))) {
        throw new AppError('mail_unavailable', 'errors.auth.mailUnavailable');
      }
      return MESSAGES.verificationSent;
    },

    /**
     * Confirms the address. A link that was used already (or replaced by a newer one, or has expired) is
     * still an answer for an account that is verified by now: opening the email twice says so instead
     * of reporting a failure.
     */
    async verifyEmail(token: string): Promise<{ user: TUser; message: MessageId }> {
      const tokenHash = hashToken(token);
      const userId = await repository.consumeEmailToken(tokenHash, 'verify_email', now());
      if (!userId) {
        const owner = await repository.findEmailTokenOwner(tokenHash, 'verify_email');
        if (!owner?.emailVerifiedAt) throw new AppError('invalid_token', MESSAGES.invalidVerification);
        return { user: view(owner), message: MESSAGES.alreadyVerified };
      }
      const user = await repository.updateUser(userId, { emailVerifiedAt: now() });
      return { user: view(user), message: MESSAGES.verified };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
