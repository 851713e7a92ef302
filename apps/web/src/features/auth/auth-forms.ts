import { AUTH_LIMITS, ZEmail, ZRegisterRequest, ZResetPasswordRequest } from '@resumeloop/contracts/auth';
import { CONFIRM_MISMATCH } from '../../components/forms/new-password-fields';
import { type FieldErrors, firstIssues } from '../../components/ui/use-form-errors';
import type { T } from '../../lib/i18n/use-t';

/**
 * The checks of SPEC §5 that the auth forms run before sending anything. They reuse the server's own
 * schemas from @resumeloop/contracts, so a message reads the same whichever side finds the problem.
 * Each returns the first message per field, in form order; an empty object means "fine to send". The
 * forms' own messages are in the language of `t`; the schemas' come as the contracts give them.
 */

export { CONFIRM_MISMATCH };

export function emailError(email: string): string | undefined {
  const parsed = ZEmail.safeParse(email);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export type LoginField = 'email' | 'password';
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

/** SPEC §5, login: email required and valid; password required, at least 6 characters. */
export function validateLogin(values: { email: string; password: string }, t: T): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = t('auth.login.passwordRequired');
  else if (values.password.length < AUTH_LIMITS.loginPasswordMin) {
    errors.password = t('auth.login.passwordTooShort', { min: AUTH_LIMITS.loginPasswordMin });
  }
  return errors;
}

export type RegisterFormValues = {
  full_name: string;
  email: string;
  username: string;
  password: string;
  confirm_password: string;
  accept_terms: boolean;
  accept_privacy: boolean;
};
export type RegisterFormField = keyof RegisterFormValues;
export const REGISTER_FORM_FIELDS: readonly RegisterFormField[] = [
  'full_name',
  'email',
  'username',
  'password',
  'confirm_password',
  'accept_terms',
  'accept_privacy',
];

/** SPEC §5, register: the server's request schema, then confirmation and the two consents. */
export function validateRegister(values: RegisterFormValues, t: T): FieldErrors<RegisterFormField> {
  const parsed = ZRegisterRequest.safeParse({
    full_name: values.full_name,
    email: values.email,
    username: values.username,
    password: values.password,
  });
  const errors = parsed.success ? {} : firstIssues(parsed.error.issues, REGISTER_FORM_FIELDS);
  if (values.confirm_password !== values.password) errors.confirm_password = t(CONFIRM_MISMATCH);
  if (!values.accept_terms) errors.accept_terms = t('auth.register.termsRequired');
  if (!values.accept_privacy) errors.accept_privacy = t('auth.register.privacyRequired');
  return errors;
}

export type ResetPasswordField = 'new_password' | 'confirm_password';

/** The reset form: the server's rule for new passwords, and a matching confirmation. */
export function validateResetPassword(
  values: { token: string; new_password: string; confirm_password: string },
  t: T,
): FieldErrors<ResetPasswordField> {
  const parsed = ZResetPasswordRequest.safeParse({ token: values.token, new_password: values.new_password });
  const errors = parsed.success
    ? {}
    : firstIssues(parsed.error.issues, ['new_password', 'confirm_password'] as const);
  if (values.confirm_password !== values.new_password) errors.confirm_password = t(CONFIRM_MISMATCH);
  return errors;
}
