import type { AccountLog, AccountPolicy, LinkMailing } from './account-rules';
import { createPasswordService, type PasswordRepository } from './password';
import { createProfileService, type ProfileRepository } from './profile';
import { createRegistrationService, type RegistrationRepository } from './registration';
import type { SessionService } from './session-service';
import { createSignInService, type SignInRepository } from './sign-in';

export {
  LOCK_AFTER_FAILURES,
  LOCK_DURATION_MS,
  MESSAGES,
  RESEND_COOLDOWN_MS,
  RESET_TTL_MS,
  VERIFICATION_TTL_MS,
} from './account-rules';

export type AccountServiceDependencies = LinkMailing & {
  repository: RegistrationRepository & SignInRepository & PasswordRepository & ProfileRepository;
  sessions: Pick<SessionService, 'issue' | 'revoke' | 'revokeAll'>;
  policy: AccountPolicy;
  log: AccountLog;
  now?: () => Date;
  /** Other features' data about a user, added to the data export under each key. */
  exportSources?: Record<string, (userId: string) => Promise<unknown>>;
};

/**
 * The account rules the routes call, one object: registration and verification, sign-in and its
 * throttle, passwords, and the profile with its export and deletion, each its own service.
 */
export function createAccountService(dependencies: AccountServiceDependencies) {
  return {
    ...createProfileService(dependencies),
    ...createRegistrationService(dependencies),
    ...createSignInService(dependencies),
    ...createPasswordService(dependencies),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
