import { RETURN_PATH_PARAM, returnPathOrNull } from '@resumeloop/contracts/return-path';
import type { MessageId } from '@resumeloop/i18n';
import { AppError } from '../errors';
import type { MailLanguages } from '../mail/link-mails';
import type { Mailer } from '../mail/mailer';
import type { MailQueue } from '../mail/queue';
import { findPasswordWeakness } from './passwords';
import type { EmailTokenPurpose } from './repositories/email-tokens';
import type { AccountQueries } from './repository';
import { hashToken, randomToken } from './tokens';

/** SPEC §9: verification links last 30 minutes, reset links 24 hours; resend cooldown 60 s. */
export const VERIFICATION_TTL_MS = 30 * 60 * 1000;
export const RESET_TTL_MS = 24 * 60 * 60 * 1000;
const LINK_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: VERIFICATION_TTL_MS,
  reset_password: RESET_TTL_MS,
};
export const RESEND_COOLDOWN_MS = 60 * 1000;
/** Five failed sign-ins lock the address for fifteen minutes. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

/** The account services' texts: catalogue ids, answered in the request's language. */
export const MESSAGES = {
  invalidCredentials: 'errors.auth.invalidCredentials',
  locked: 'errors.auth.locked',
  emailTaken: 'errors.auth.emailTaken',
  usernameTaken: 'errors.auth.usernameTaken',
  verificationSent: 'errors.notice.verificationSent',
  invalidVerification: 'errors.auth.invalidVerification',
  verified: 'errors.notice.verified',
  alreadyVerified: 'errors.notice.alreadyVerified',
  resetRequested: 'errors.notice.resetRequested',
  invalidReset: 'errors.auth.invalidReset',
  wrongPassword: 'errors.auth.wrongPassword',
} as const satisfies Record<string, MessageId>;

/**
 * The service's settings the account rules follow (admin/service-settings.ts), which an admin may change
 * while the server runs: read through these functions, never copied at start.
 */
export type AccountPolicy = {
  /** Whether an unverified address keeps the account from the resume tools (the last read, at once). */
  emailVerificationRequired(): boolean;
  /** Whether new accounts may be made, by registration or by a first social sign-in. */
  registrationOpen(): Promise<boolean>;
};

/** A policy that never changes: the configuration's, for services built without the settings. */
export function fixedAccountPolicy(
  requireEmailVerification: boolean,
  registrationOpen = true,
): AccountPolicy {
  return {
    emailVerificationRequired: () => requireEmailVerification,
    registrationOpen: async () => registrationOpen,
  };
}

/** The refusal of anything that would let a disabled account in (decision 0033). */
export function accountDisabled(): AppError {
  return new AppError('account_disabled', 'errors.admin.accountDisabled');
}

/** The refusal of a new account while an admin has closed registration (decision 0033). */
export function registrationClosed(): AppError {
  return new AppError('registration_closed', 'errors.admin.registrationClosed');
}

/** Where the account services write what happened. */
export type AccountLog = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * What a service that mails links (verification, reset) needs: the mail, its queue, the links' origin,
 * and the languages to write it in (none: en-US).
 */
export type LinkMailing = {
  mailer: Mailer;
  languages?: MailLanguages | undefined;
  /** Where anonymous requests by address do their work, after the answer. */
  mailQueue: MailQueue;
  publicUrl: URL;
};

/** The sign-in throttle's key of an address. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/** A new emailed link of its kind for the account (the ones before it stop working): the token to mail. */
export async function issueLink(
  queries: Pick<AccountQueries, 'issueEmailToken'>,
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

/** The web app's page `path` with the token (and, for the verification link, where to go after it). */
export function linkTo(publicUrl: URL, path: string, token: string, returnPath?: string | undefined): string {
  const url = new URL(path, publicUrl);
  url.searchParams.set('token', token);
  const next = returnPathOrNull(returnPath);
  if (next) url.searchParams.set(RETURN_PATH_PARAM, next);
  return url.toString();
}

export function assertPasswordAcceptable(
  password: string,
  context: { email?: string | undefined; username?: string | undefined },
  field: 'password' | 'new_password',
) {
  const weakness = findPasswordWeakness(password, context);
  if (weakness) throw AppError.invalidField(field, weakness, 'weak_password');
}
