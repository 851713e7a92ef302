import type { MessageId } from '@resumeloop/i18n';
import { ApiError, fieldErrorsOf } from '../../lib/api';
import type { T } from '../../lib/i18n/use-t';

/** SPEC §8, login failures ('Too many login attempts. Please wait a few minutes...'), as catalogue ids. */
export const LOGIN_MESSAGES = {
  userNotFound: 'auth.login.error.userNotFound',
  incorrectPassword: 'auth.login.error.incorrectPassword',
  disabled: 'auth.login.error.disabled',
  tooManyAttempts: 'auth.login.error.tooManyAttempts',
  unverified: 'auth.login.error.unverified',
  cannotConnect: 'auth.login.error.cannotConnect',
  server: 'auth.login.error.server',
  missingUser: 'auth.login.error.missingUser',
  fallback: 'auth.login.error.fallback',
} as const satisfies Record<string, MessageId>;

/** SPEC §8, registration failures ('Email already registered'...), as catalogue ids. */
export const REGISTRATION_MESSAGES = {
  emailTaken: 'auth.register.error.emailTaken',
  fallback: 'auth.register.error.fallback',
  fixErrors: 'auth.register.error.fixErrors',
} as const satisfies Record<string, MessageId>;

/** The network never answered: SPEC §8's wording for sign-in screens. */
const isUnreachable = (error: unknown) =>
  error instanceof ApiError && error.status === 0 && error.code === 'NETWORK_ERROR';

/**
 * SPEC §8: a failed sign-in as the login form says it, in the language of `t`. Known situations get the
 * catalogue's wording; otherwise the server's own message (for example 'Invalid email or password.'),
 * else the fallback.
 */
export function loginErrorMessage(error: unknown, t: T): string {
  if (isUnreachable(error)) return t(LOGIN_MESSAGES.cannotConnect);
  if (!(error instanceof Error)) return t(LOGIN_MESSAGES.fallback);
  const message = error.message.toLowerCase();
  const status = error instanceof ApiError ? error.status : undefined;
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'account_locked' || /too many (login )?attempts|locked/.test(message)) {
    return t(LOGIN_MESSAGES.tooManyAttempts);
  }
  if (/user not found|no account/.test(message)) return t(LOGIN_MESSAGES.userNotFound);
  if (/incorrect password|wrong password/.test(message)) return t(LOGIN_MESSAGES.incorrectPassword);
  if (/disabled|deactivated|suspended/.test(message)) return t(LOGIN_MESSAGES.disabled);
  if (/verify your email|not verified|unverified/.test(message)) return t(LOGIN_MESSAGES.unverified);
  if (status !== undefined && status >= 500) return t(LOGIN_MESSAGES.server);
  return error.message || t(LOGIN_MESSAGES.fallback);
}

export type RegisterField = 'full_name' | 'email' | 'username' | 'password';

export type RegistrationFailure = {
  message: string;
  fieldErrors: Partial<Record<RegisterField, string>>;
};

const REGISTER_FIELDS: readonly RegisterField[] = ['full_name', 'email', 'username', 'password'];

/**
 * SPEC §8: a failed registration, in the language of `t`. 409 on the email marks the email field 'Email
 * already registered'; a taken username or a refused password marks its field with the server's words.
 */
export function registrationFailure(error: unknown, t: T): RegistrationFailure {
  if (isUnreachable(error)) return { message: t(LOGIN_MESSAGES.cannotConnect), fieldErrors: {} };
  if (!(error instanceof ApiError)) {
    return {
      message: error instanceof Error && error.message ? error.message : t(REGISTRATION_MESSAGES.fallback),
      fieldErrors: {},
    };
  }
  if (error.status === 409 && (error.code === 'email_taken' || /email/i.test(error.message))) {
    const taken = t(REGISTRATION_MESSAGES.emailTaken);
    return { message: taken, fieldErrors: { email: taken } };
  }
  if (error.status === 409 && (error.code === 'username_taken' || /username/i.test(error.message))) {
    return { message: error.message, fieldErrors: { username: error.message } };
  }
  return {
    message: error.message || t(REGISTRATION_MESSAGES.fallback),
    fieldErrors: fieldErrorsOf(error, REGISTER_FIELDS),
  };
}
