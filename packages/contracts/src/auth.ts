import { z } from 'zod';
import {
  DIGIT,
  LOWERCASE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE_MESSAGES,
  PASSWORD_TOO_LONG_MESSAGE,
  UPPERCASE,
} from './password-rule';
import { RETURN_PATH_MAX, returnPathOrNull } from './return-path';

export {
  PASSWORD_HINT,
  PASSWORD_RULE_MESSAGES,
  type PasswordStrengthLabel,
  passwordRuleFailures,
  passwordStrength,
} from './password-rule';

/**
 * Accounts: the validation rules of SPEC §5 (shared by the web forms and the server) and the shapes of
 * SPEC §3 and §7.1.
 */

export const AUTH_LIMITS = {
  loginPasswordMin: 6,
  passwordMin: PASSWORD_MIN,
  passwordMax: PASSWORD_MAX,
  nameMin: 2,
  nameMax: 100,
  usernameMin: 3,
  usernameMax: 20,
  emailMax: 254,
} as const;

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(AUTH_LIMITS.emailMax, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/**
 * SPEC §5, every new password (registration, reset, settings): password-rule.ts's rule, 8-128 characters
 * with a lowercase letter, an uppercase letter and a digit.
 */
export const ZNewPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, { error: PASSWORD_RULE_MESSAGES.length })
  .max(PASSWORD_MAX, { error: PASSWORD_TOO_LONG_MESSAGE })
  .regex(LOWERCASE, { error: PASSWORD_RULE_MESSAGES.lowercase })
  .regex(UPPERCASE, { error: PASSWORD_RULE_MESSAGES.uppercase })
  .regex(DIGIT, { error: PASSWORD_RULE_MESSAGES.digit });

export const ZUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,20}$/, { error: 'Username must be 3-20 characters (letters, numbers, _, -)' });

export const ZFullName = z
  .string({ error: 'Name must be at least 2 characters long' })
  .trim()
  .min(AUTH_LIMITS.nameMin, { error: 'Name must be at least 2 characters long' })
  .max(AUTH_LIMITS.nameMax, { error: `Name must be at most ${AUTH_LIMITS.nameMax} characters` });

export const ZTokenType = z.enum(['cookie', 'bearer']).default('cookie');

/**
 * Where the verification link leads after verifying: a same-app relative path (return-path.ts). Anything
 * else is dropped, never an error, so a bad return path cannot block a registration or a resend.
 */
export const ZReturnPath = z.preprocess(
  (value) => returnPathOrNull(value) ?? undefined,
  z.string().max(RETURN_PATH_MAX).optional(),
);

export const ZLoginRequest = z
  .object({
    email: ZEmail,
    password: z
      .string({ error: 'Password is required' })
      .min(1, { error: 'Password is required' })
      .max(AUTH_LIMITS.passwordMax, { error: 'Password is too long' }),
    remember_me: z.boolean().default(true),
    token_type: ZTokenType,
  })
  .meta({ id: 'LoginRequest' });
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    password: ZNewPassword,
    full_name: ZFullName,
    username: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      ZUsername.optional(),
    ),
    token_type: ZTokenType,
    return_path: ZReturnPath,
  })
  .meta({ id: 'RegisterRequest' });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email_verified: z.boolean(),
    is_premium: z.boolean(),
    plan_tier: z.string(),
    subscription: z.object({ is_active: z.boolean(), plan_tier: z.string() }),
    is_admin: z.boolean(),
    role: z.enum(['user', 'admin']),
    can_access_resume_features: z.boolean(),
    has_password: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

const ZBearerTokens = {
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  token_type: z.literal('bearer').optional(),
  expires_in: z.number().optional(),
};

export const ZLoginResponse = z
  .object({
    user: ZUser,
    csrf_token: z.string(),
    session: z.object({ expires_at: z.string() }),
    message: z.string(),
    ...ZBearerTokens,
  })
  .meta({ id: 'LoginResponse' });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRegisterResponse = z
  .object({
    user: ZUser,
    message: z.string(),
    email_sent: z.boolean(),
    csrf_token: z.string(),
    session: z.object({ expires_at: z.string() }),
    ...ZBearerTokens,
  })
  .meta({ id: 'RegisterResponse' });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZCsrfResponse = z
  .object({ csrf_token: z.string(), expires_in: z.number() })
  .meta({ id: 'CsrfResponse' });
export type TCsrfResponse = z.infer<typeof ZCsrfResponse>;

export const ZRefreshRequest = z.object({ refresh_token: z.string().min(1).optional() }).nullish();
export const ZRefreshResponse = z
  .object({ csrf_token: z.string(), session: z.object({ expires_at: z.string() }), ...ZBearerTokens })
  .meta({ id: 'RefreshResponse' });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

export const ZMeResponse = z.object({ user: ZUser });
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZSessionStatus = z
  .object({
    session_valid: z.boolean(),
    session_expires_at: z.string().nullable(),
    last_activity_at: z.string().nullable(),
    email_verified: z.boolean(),
    can_access_resume_features: z.boolean(),
    failed_login_attempts: z.number(),
    is_locked: z.boolean(),
    security_alert: z.string().nullable(),
  })
  .meta({ id: 'SessionStatus' });
export type TSessionStatus = z.infer<typeof ZSessionStatus>;

export const ZMessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZSendVerificationRequest = z
  .object({ email: ZEmail.optional(), return_path: ZReturnPath })
  .nullish();
export const ZVerifyEmailRequest = z.object({
  token: z
    .string({ error: 'Verification token is required' })
    .trim()
    .min(1, { error: 'Verification token is required' }),
});
export const ZVerifyEmailResponse = z.object({ message: z.string(), user: ZUser });

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export const ZResetPasswordRequest = z.object({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, { error: 'Reset token is required' }),
  new_password: ZNewPassword,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZUpdateProfileRequest = z
  .object({ full_name: ZFullName.optional(), username: ZUsername.optional() })
  .refine((body) => body.full_name !== undefined || body.username !== undefined, {
    error: 'Nothing to update: send full_name or username',
  });
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' }),
    new_password: ZNewPassword,
    confirm_password: z.string({ error: 'Please confirm the new password' }),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    error: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZDeleteAccountRequest = z.object({
  confirmation: z.literal('DELETE', { error: 'Please type "DELETE" to confirm account deletion' }),
});

export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export const ZOAuthProvider = z.enum(OAUTH_PROVIDERS);
export type TOAuthProvider = z.infer<typeof ZOAuthProvider>;

/**
 * Where this server's mail goes: sent through a mail server, or, with none configured, written to the
 * server's log (where a self-hoster finds the verification link). GET /api/mail/delivery.
 */
export const ZMailDeliveryResponse = z.object({ delivery: z.enum(['smtp', 'log']) });
export type TMailDeliveryResponse = z.infer<typeof ZMailDeliveryResponse>;

export const ZOAuthProvidersResponse = z.object({
  data: z.object({
    providers: z.record(z.string(), z.object({ available: z.boolean(), name: z.string() })),
  }),
});
export const ZOAuthStatusResponse = z.object({
  data: z.object({
    linked_accounts: z.record(z.string(), z.object({ linked: z.boolean(), email: z.string().nullable() })),
  }),
});
