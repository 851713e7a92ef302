import { ApiError, fieldErrorsOf } from '../../lib/api';

/** SPEC §8, login failures. */
export const LOGIN_MESSAGES = {
  userNotFound: 'No account found with this email address. Would you like to create an account?',
  incorrectPassword: 'Incorrect password. Please try again or reset your password.',
  disabled: 'Your account has been disabled. Please contact support for assistance.',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes before trying again.',
  unverified:
    'Please verify your email address before signing in. Check your inbox for the verification link.',
  cannotConnect: 'Unable to connect to server. Please check your connection.',
  server: 'Server error. Please try again in a few moments.',
  missingUser: 'Login failed: the server sent no user data. Please try again.',
  fallback: 'Login failed. Please try again.',
} as const;

/** SPEC §8, registration failures. */
export const REGISTRATION_MESSAGES = {
  emailTaken: 'Email already registered',
  fallback: 'Registration failed. Please try again.',
  fixErrors: 'Please fix the errors above before continuing.',
} as const;

/** The network never answered: SPEC §8's wording for sign-in screens. */
const isUnreachable = (error: unknown) =>
  error instanceof ApiError && error.status === 0 && error.code === 'NETWORK_ERROR';

/**
 * SPEC §8: a failed sign-in as the login form says it. Known situations get the catalogue's wording;
 * otherwise the server's own message (for example 'Invalid email or password.'), else the fallback.
 */
export function loginErrorMessage(error: unknown): string {
  if (isUnreachable(error)) return LOGIN_MESSAGES.cannotConnect;
  if (!(error instanceof Error)) return LOGIN_MESSAGES.fallback;
  const message = error.message.toLowerCase();
  const status = error instanceof ApiError ? error.status : undefined;
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'account_locked' || /too many (login )?attempts|locked/.test(message)) {
    return LOGIN_MESSAGES.tooManyAttempts;
  }
  if (/user not found|no account/.test(message)) return LOGIN_MESSAGES.userNotFound;
  if (/incorrect password|wrong password/.test(message)) return LOGIN_MESSAGES.incorrectPassword;
  if (/disabled|deactivated|suspended/.test(message)) return LOGIN_MESSAGES.disabled;
  if (/verify your email|not verified|unverified/.test(message)) return LOGIN_MESSAGES.unverified;
  if (status !== undefined && status >= 500) return LOGIN_MESSAGES.server;
  return error.message || LOGIN_MESSAGES.fallback;
}

export type RegisterField = 'full_name' | 'email' | 'username' | 'password';

export type RegistrationFailure = {
  message: string;
  fieldErrors: Partial<Record<RegisterField, string>>;
};

const REGISTER_FIELDS: readonly RegisterField[] = ['full_name', 'email', 'username', 'password'];

/**
 * SPEC §8: a failed registration. 409 on the email marks the email field 'Email already registered';
 * a taken username or a refused password marks its field with the server's words.
 */
export function registrationFailure(error: unknown): RegistrationFailure {
  if (isUnreachable(error)) return { message: LOGIN_MESSAGES.cannotConnect, fieldErrors: {} };
  if (!(error instanceof ApiError)) {
    return {
      message: error instanceof Error && error.message ? error.message : REGISTRATION_MESSAGES.fallback,
      fieldErrors: {},
    };
  }
  if (error.status === 409 && (error.code === 'email_taken' || /email/i.test(error.message))) {
    return {
      message: REGISTRATION_MESSAGES.emailTaken,
      fieldErrors: { email: REGISTRATION_MESSAGES.emailTaken },
    };
  }
  if (error.status === 409 && (error.code === 'username_taken' || /username/i.test(error.message))) {
    return { message: error.message, fieldErrors: { username: error.message } };
  }
  return {
    message: error.message || REGISTRATION_MESSAGES.fallback,
    fieldErrors: fieldErrorsOf(error, REGISTER_FIELDS),
  };
}
