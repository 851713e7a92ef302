import type { TUser } from '@resumeloop/contracts/auth';
import { RETURN_PATH_PARAM, returnPathOrNull } from '@resumeloop/contracts/return-path';
import { AppError } from '../errors';
import { composeLinkMail, type Mailer } from '../mail/mailer';
import type { MailQueue } from '../mail/queue';
import { findPasswordWeakness, hashPassword, spendVerificationTime, verifyPassword } from './passwords';
import type { AccountRepository, EmailTokenPurpose, SessionRow, UserRow } from './repository';
import type { IssuedSession, SessionMode, SessionService } from './session-service';
import { hashToken, randomToken } from './tokens';
import { toUserView } from './user-view';
import { generateUsername } from './usernames';

/** SPEC §9: verification links last 30 minutes, reset links 24 hours; resend cooldown 60 s. */
export const VERIFICATION_TTL_MS = 30 * 60 * 1000;
export const RESET_TTL_MS = 24 * 60 * 60 * 1000;
const LINK_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: VERIFICATION_TTL_MS,
  reset_password: RESET_TTL_MS,
};

/** A new emailed link of its kind for the account (the ones before it stop working): the token to mail. */
async function issueLink(
  queries: Pick<AccountRepository, 'issueEmailToken'>,
  userId: string,
  purpose: EmailTokenPurpose,
  at: Date,
): Promise<string> {
  const token = randomToken();
  await queries.issueEmailToken({
    userId,
    purpose,
    tokenHash: hashToken(token),
    issuedAt: at,
    expiresAt: new Date(at.getTime() + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}
export const RESEND_COOLDOWN_MS = 60 * 1000;
/** Five failed sign-ins lock the address for fifteen minutes. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  locked: 'Too many login attempts. Please wait a few minutes before trying again.',
  emailTaken: 'Email already registered',
  usernameTaken: 'Username is already taken',
  verificationSent: 'Verification email sent! Please check your inbox.',
  invalidVerification: 'This verification link is invalid or has expired. Please request a new one.',
  verified: 'Your email address is verified. Welcome to ResumeLoop!',
  alreadyVerified: 'Your email address is already verified. You can use every feature.',
  resetRequested:
    'If an account exists for that email, a password reset link is on its way. It expires in 24 hours.',
  invalidReset: 'This password reset link is invalid, expired or already used. Please request a new one.',
  wrongPassword: 'Current password is incorrect',
} as const;

export type AccountServiceDependencies = {
  repository: AccountRepository;
  sessions: SessionService;
  mailer: Mailer;
  /** Where anonymous requests by address do their work, after the answer. */
  mailQueue: MailQueue;
  publicUrl: URL;
  requireEmailVerification: boolean;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
  now?: () => Date;
  /** Other features' data about a user, added to the data export under each key. */
  exportSources?: Record<string, (userId: string) => Promise<unknown>>;
};

const emailKey = (email: string) => email.trim().toLowerCase();

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

export function createAccountService(dependencies: AccountServiceDependencies) {
  const { repository, sessions, mailer, mailQueue, log } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const view = (user: UserRow): TUser => toUserView(user, dependencies.requireEmailVerification);

  /** The web app's page `path` with the token (and, for the verification link, where to go after it). */
  const link = (path: string, token: string, returnPath?: string | undefined) => {
    const url = new URL(path, dependencies.publicUrl);
    url.searchParams.set('token', token);
    const next = returnPathOrNull(returnPath);
    if (next) url.searchParams.set(RETURN_PATH_PARAM, next);
    return url.toString();
  };

  async function sendVerification(user: UserRow, returnPath?: string | undefined): Promise<boolean> {
    const at = now();
    const token = await issueLink(repository, user.id, 'verify_email', at);
    await repository.updateUser(user.id, { verificationSentAt: at });
    return mailVerification(user, token, returnPath);
  }

  /**
   * Mails the verification link, carrying `returnPath` (the page to continue to once verified, even in
   * another browser); false (and logged) when the mail could not go.
   */
  async function mailVerification(
    user: UserRow,
    token: string,
    returnPath?: string | undefined,
  ): Promise<boolean> {
    try {
      await mailer.send(
        composeLinkMail({
          to: user.email,
          subject: 'Verify your ResumeLoop email address',
          greeting: `Hi ${user.fullName},`,
          lines: ['Please confirm that this is your email address to start refining your resume.'],
          action: 'Verify email address',
          url: link('/verify-email', token, returnPath),
          footer:
            'This link expires in 30 minutes. If you did not create a ResumeLoop account, ignore this email.',
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

  function assertPasswordAcceptable(
    password: string,
    context: { email?: string | undefined; username?: string | undefined },
    field: 'password' | 'new_password',
  ) {
    const weakness = findPasswordWeakness(password, context);
    if (weakness) throw AppError.invalidField(field, weakness, 'weak_password');
  }

  return {
    view,

    async register(input: {
      email: string;
      password: string;
      full_name: string;
      username?: string | undefined;
      mode: SessionMode;
      userAgent?: string | undefined;
      /** Where the verification link continues to (dropped unless a same-app path). */
      returnPath?: string | undefined;
    }): Promise<{ user: TUser; issued: IssuedSession; emailSent: boolean }> {
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
          const issued = await sessions.issue(user.id, input.mode, input.userAgent, queries);
          return { user, token, issued };
        });
      } catch (error) {
        // Two registrations racing for one address or username: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('email_taken', MESSAGES.emailTaken);
        throw error;
      }
      const { user, token, issued } = created;
      const emailSent = await mailVerification(user, token, input.returnPath);
      log.info({ userId: user.id }, 'account registered');
      return { user: view(user), issued, emailSent };
    },

    async login(input: {
      email: string;
      password: string;
      mode: SessionMode;
      userAgent?: string | undefined;
      replacing?: SessionRow | undefined;
    }): Promise<{ user: TUser; issued: IssuedSession }> {
      const at = now();
      const key = emailKey(input.email);
      const lockUntil = new Date(at.getTime() + LOCK_DURATION_MS);
      // The attempt is counted before the password is checked, so a burst of parallel guesses cannot all
      // pass a lock check made while none of them has failed yet.
      const attempt = await repository.claimLoginAttempt(key, at, LOCK_AFTER_FAILURES, lockUntil);
      if (attempt.lockedUntil && attempt.lockedUntil > at)
        throw new AppError('account_locked', MESSAGES.locked);

      const user = await repository.findUserByEmail(input.email);
      let valid = false;
      if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, input.password);
      else await spendVerificationTime(input.password);
      if (!user || !valid) {
        const locked = attempt.failures >= LOCK_AFTER_FAILURES;
        if (locked) await repository.lockThrottle(key, lockUntil);
        log.info({ failures: attempt.failures, locked }, 'failed sign-in');
        if (locked) throw new AppError('account_locked', MESSAGES.locked);
        throw new AppError('invalid_credentials', MESSAGES.invalidCredentials);
      }
      await repository.clearThrottle(key);
      // The session is replaced at sign-in: whatever session the browser had ends here.
      if (input.replacing) await sessions.revoke(input.replacing);
      const updated = await repository.updateUser(user.id, { lastLoginAt: at });
      const issued = await sessions.issue(user.id, input.mode, input.userAgent);
      return { user: view(updated), issued };
    },

    async sessionStatus(auth: { user: UserRow; session: SessionRow } | null) {
      if (!auth) {
        return {
          session_valid: false,
          session_expires_at: null,
          last_activity_at: null,
          email_verified: false,
          can_access_resume_features: false,
          failed_login_attempts: 0,
          is_locked: false,
          security_alert: null,
        };
      }
      const throttle = await repository.findThrottle(emailKey(auth.user.email));
      const locked = Boolean(throttle?.lockedUntil && throttle.lockedUntil > now());
      const failures = throttle?.failures ?? 0;
      const userView = view(auth.user);
      return {
        session_valid: true,
        session_expires_at: auth.session.expiresAt.toISOString(),
        last_activity_at: auth.session.lastActivityAt.toISOString(),
        email_verified: userView.email_verified,
        can_access_resume_features: userView.can_access_resume_features,
        failed_login_attempts: failures,
        is_locked: locked,
        security_alert: locked
          ? 'Sign-in to this account is locked for 15 minutes after repeated failed attempts.'
          : failures > 0
            ? `${failures} failed sign-in attempt${failures === 1 ? '' : 's'} since your last successful sign-in.`
            : null,
      };
    },

    async resendVerification(input: {
      user?: UserRow | undefined;
      email?: string | undefined;
      returnPath?: string | undefined;
    }): Promise<string> {
      if (!input.user) {
        if (!input.email)
          throw new AppError('not_authenticated', 'Please log in to resend verification email');
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
      if (user.emailVerifiedAt)
        throw new AppError('already_verified', 'Your email address is already verified.');
      const left = cooldownLeft(user);
      if (left > 0) {
        const seconds = Math.ceil(left / 1000);
        throw new AppError(
          'resend_cooldown',
          `Please wait ${seconds} seconds before requesting another verification email.`,
          { headers: { 'Retry-After': String(seconds) } },
        );
      }
      if (!(await sendVerification(user, input.returnPath))) {
        throw new AppError('mail_unavailable', 'Failed to resend verification email. Please try again.');
      }
      return MESSAGES.verificationSent;
    },

    /**
     * Confirms the address. A link that was used already (or replaced by a newer one, or has expired) is
     * still an answer for an account that is verified by now: opening the email twice says so instead
     * of reporting a failure.
     */
    async verifyEmail(token: string): Promise<{ user: TUser; message: string }> {
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

    /** The same answer at once for every address; the lookup, the token and the mail happen after it. */
    async forgotPassword(email: string): Promise<string> {
      mailQueue.defer(async () => {
        const user = await repository.findUserByEmail(email);
        if (!user) return;
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
          await mailer.send(
            composeLinkMail({
              to: user.email,
              subject: 'Reset your ResumeLoop password',
              greeting: `Hi ${user.fullName},`,
              lines: ['Someone, hopefully you, asked to reset the password of your ResumeLoop account.'],
              action: 'Choose a new password',
              url: link('/reset-password', token),
              footer:
                'This link expires in 24 hours and works once. If you did not ask for it, ignore this email: your password stays as it is.',
            }),
          );
        } catch (error) {
          log.error({ err: error, userId: user.id }, 'password reset email could not be sent');
        }
      });
      return MESSAGES.resetRequested;
    },

    async resetPassword(token: string, newPassword: string): Promise<string> {
      const at = now();
      const userId = await repository.consumeEmailToken(hashToken(token), 'reset_password', at);
      if (!userId) throw new AppError('invalid_token', MESSAGES.invalidReset);
      const user = await repository.findUserById(userId);
      if (!user) throw new AppError('invalid_token', MESSAGES.invalidReset);
      assertPasswordAcceptable(newPassword, { email: user.email, username: user.username }, 'new_password');
      await repository.updateUser(user.id, {
        passwordHash: await hashPassword(newPassword),
        // The link reached the mailbox, which proves the address.
        emailVerifiedAt: user.emailVerifiedAt ?? at,
      });
      await sessions.revokeAll(user.id);
      await repository.clearThrottle(emailKey(user.email));
      return 'Your password has been reset. Please log in with your new password.';
    },

    async changePassword(
      auth: { user: UserRow; session: SessionRow },
      current: string,
      next: string,
    ): Promise<string> {
      if (!auth.user.passwordHash) {
        throw new AppError(
          'no_password',
          'Your account has no password yet. Use "Forgot password" to set one.',
        );
      }
      if (!(await verifyPassword(auth.user.passwordHash, current))) {
        throw new AppError('wrong_password', MESSAGES.wrongPassword);
      }
      if (current === next) {
        throw AppError.invalidField(
          'new_password',
          'New password must be different from the current password',
          'same_password',
        );
      }
      assertPasswordAcceptable(
        next,
        { email: auth.user.email, username: auth.user.username },
        'new_password',
      );
      await repository.updateUser(auth.user.id, { passwordHash: await hashPassword(next) });
      await sessions.revokeAll(auth.user.id, auth.session.familyId);
      return 'Password changed successfully! Please log in again.';
    },

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
      await repository.transaction(async (tx) => {
        await tx.deleteUser(user.id);
        await tx.clearThrottle(emailKey(user.email));
        await tx.deleteOutboxFor(user.email);
      });
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
export type AccountService = ReturnType<typeof createAccountService>;
