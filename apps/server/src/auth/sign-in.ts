import type { TUser } from '@resumeloop/contracts/auth';
import { AppError, type Text } from '../errors';
import {
  type AccountLog,
  type AccountPolicy,
  accountDisabled,
  emailKey,
  LOCK_AFTER_FAILURES,
  LOCK_DURATION_MS,
  MESSAGES,
} from './account-rules';
import type { ClientHeaders } from './client-fingerprint';
import { spendVerificationTime, verifyPassword } from './passwords';
import type { SessionRow } from './repositories/sessions';
import type { UserRow } from './repositories/users';
import type { AccountQueries } from './repository';
import type { IssuedSession, SessionMode, SessionService } from './session-service';
import { toUserView } from './user-view';

export type SignInRepository = Pick<
  AccountQueries,
  'claimLoginAttempt' | 'findUserByEmail' | 'lockThrottle' | 'clearThrottle' | 'updateUser' | 'findThrottle'
>;

export type SignInServiceDependencies = {
  repository: SignInRepository;
  sessions: Pick<SessionService, 'issue' | 'revoke'>;
  policy: AccountPolicy;
  log: Pick<AccountLog, 'info'>;
  now?: () => Date;
};

/** Sign-in by password, with the per-address throttle, and the session's status. */
export function createSignInService(dependencies: SignInServiceDependencies) {
  const { repository, sessions, log } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const view = (user: UserRow): TUser => toUserView(user, dependencies.policy.emailVerificationRequired());

  return {
    async login(input: {
      email: string;
      password: string;
      mode: SessionMode;
      /** The client's headers, whose fingerprint the session is bound to. */
      client?: ClientHeaders | undefined;
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
      // Only after the password proved who is asking: the refusal tells nobody else the account exists.
      if (user.disabledAt) throw accountDisabled();
      // The session is replaced at sign-in: whatever session the browser had ends here.
      if (input.replacing) await sessions.revoke(input.replacing);
      const updated = await repository.updateUser(user.id, { lastLoginAt: at });
      const issued = await sessions.issue(user.id, input.mode, input.client);
      return { user: view(updated), issued };
    },

    /**
     * The status of the caller's session; `endedAlert` is the alert of the ended session the caller still
     * presents (one used from another device or browser), reported with `session_valid: false`.
     */
    async sessionStatus(auth: { user: UserRow; session: SessionRow } | null, endedAlert?: string | null) {
      if (!auth) {
        return {
          session_valid: false,
          session_expires_at: null,
          last_activity_at: null,
          email_verified: false,
          can_access_resume_features: false,
          failed_login_attempts: 0,
          is_locked: false,
          security_alert: (endedAlert ?? null) as Text | null,
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
          ? ({ id: 'errors.notice.signInLocked' } as Text)
          : failures > 0
            ? ({ id: 'errors.notice.failedSignIns', values: { count: failures } } as Text)
            : null,
      };
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
