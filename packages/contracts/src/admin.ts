/**
 * The admin console's API (`/api/admin/`, decision 0033): accounts, the feedback people gave, the service's
 * settings and the audit log. Every route is behind an admin gate (`admin_panel`, `user_management`,
 * `system_settings`); request bodies are strict, so nothing but the named fields is read.
 */
import { z } from 'zod';
import { PLAN_TIERS } from './plans';

/** Users per page of the console's list, and the most one request may ask for. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

export const ADMIN_USER_STATUSES = ['active', 'disabled', 'unverified'] as const;
export const ADMIN_ROLES = ['user', 'admin'] as const;

/** GET /api/admin/users?q=&page=&page_size=&plan=&status=: a page of accounts, newest first. */
export const ZAdminUsersQuery = z
  .object({
    q: z.string().trim().max(200).optional().describe('Part of an email address or a name, any case'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
    plan: z.enum(PLAN_TIERS).optional(),
    status: z.enum(ADMIN_USER_STATUSES).optional(),
  })
  .strict();
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/** One account as the console lists it. */
export const ZAdminUser = z
  .object({
    id: z.string(),
    email: z.string(),
    full_name: z.string(),
    username: z.string(),
    email_verified: z.boolean(),
    plan_tier: z.enum(PLAN_TIERS).or(z.string()),
    is_premium: z.boolean(),
    is_admin: z.boolean(),
    role: z.enum(ADMIN_ROLES),
    disabled: z.boolean(),
    disabled_at: z.string().nullable(),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserPage = z
  .object({
    users: z.array(ZAdminUser),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdminUserPage' });
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

/** GET /api/admin/users/{id}: the account with its sign-in methods, saved sessions and this month's usage. */
export const ZAdminUserDetails = ZAdminUser.extend({
  sign_in_methods: z.array(z.string()).describe('password, google, microsoft'),
  session_count: z.number().int().describe('Saved refinement sessions'),
  active_sign_ins: z.number().int().describe('Signed-in devices whose sessions have not ended'),
  usage: z.object({ analyses: z.number().int(), uploads: z.number().int() }).describe('This month (UTC)'),
}).meta({ id: 'AdminUserDetails' });
export type TAdminUserDetails = z.infer<typeof ZAdminUserDetails>;

/**
 * PATCH /api/admin/users/{id}: one or more changes to an account. `verified: true` marks the address
 * verified; `plan_tier` sets the plan; `role` grants or takes the admin role (an admin cannot take their
 * own); `disabled: true` ends the account's sessions at once and refuses its sign-ins, `false` lets it in
 * again. Every change is one audit entry.
 */
export const ZAdminUserUpdate = z
  .object({
    verified: z.literal(true).optional(),
    plan_tier: z.enum(PLAN_TIERS).optional(),
    role: z.enum(ADMIN_ROLES).optional(),
    disabled: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Name at least one change' });
export type TAdminUserUpdate = z.infer<typeof ZAdminUserUpdate>;

/** GET /api/admin/feedback?page=&rating=&reports=&industry=: feedback, newest first, with filters. */
export const ADMIN_FEEDBACK_REPORTS = ['fabricated', 'dropped', 'inappropriate', 'export'] as const;
export const ZAdminFeedbackQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
    /** Only entries whose overall improvement rating (1 to 10, SPEC §3) is at most this. */
    max_rating: z.coerce.number().int().min(1).max(10).optional(),
    /** Only entries that report this kind of problem. */
    report: z.enum(ADMIN_FEEDBACK_REPORTS).optional(),
    industry: z.string().trim().max(100).optional(),
  })
  .strict();
export type TAdminFeedbackQuery = z.infer<typeof ZAdminFeedbackQuery>;

export const ZAdminFeedbackItem = z
  .object({
    id: z.string(),
    session_id: z.string(),
    user_email: z.string(),
    target_industry: z.string(),
    target_role: z.string(),
    overall_improvement_rating: z.number().int().nullable(),
    factual_accuracy_rating: z.number().int().nullable(),
    formatting_rating: z.number().int().nullable(),
    would_use_refined_resume: z.boolean().nullable(),
    would_use_reason: z.string(),
    has_fabricated_content: z.boolean(),
    fabricated_details: z.string(),
    has_dropped_content: z.boolean(),
    dropped_content_details: z.string(),
    has_inappropriate_language: z.boolean(),
    export_worked_smoothly: z.boolean(),
    export_issues: z.string(),
    most_helpful_change: z.string(),
    least_helpful_change: z.string(),
    /** Whether the person let the texts be kept: only then does the before/after open. */
    texts_kept: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminFeedbackItem' });
export type TAdminFeedbackItem = z.infer<typeof ZAdminFeedbackItem>;

/** Aggregates over every feedback entry that matches the filters. */
export const ZAdminFeedbackSummary = z
  .object({
    count: z.number().int(),
    average_overall: z.number().nullable(),
    average_accuracy: z.number().nullable(),
    average_formatting: z.number().nullable(),
    /** Entries per overall improvement rating 1 to 10 (SPEC §3: that rating is out of 10). */
    overall_distribution: z.array(z.number().int()).length(10),
    would_use: z.object({ yes: z.number().int(), no: z.number().int(), unanswered: z.number().int() }),
    reports: z.object({
      fabricated: z.number().int(),
      dropped: z.number().int(),
      inappropriate: z.number().int(),
      export: z.number().int(),
    }),
  })
  .meta({ id: 'AdminFeedbackSummary' });
export type TAdminFeedbackSummary = z.infer<typeof ZAdminFeedbackSummary>;

export const ZAdminFeedbackPage = z
  .object({
    items: z.array(ZAdminFeedbackItem),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    summary: ZAdminFeedbackSummary,
  })
  .meta({ id: 'AdminFeedbackPage' });
export type TAdminFeedbackPage = z.infer<typeof ZAdminFeedbackPage>;

/** GET /api/admin/feedback/{id}/texts: the session's resume before and after, only when the person kept them. */
export const ZAdminFeedbackTexts = z
  .object({ resume_text: z.string(), refined_text: z.string() })
  .meta({ id: 'AdminFeedbackTexts' });

/** The most a monthly limit set in the console may be. */
export const ADMIN_MAX_MONTHLY_LIMIT = 100_000;

/**
 * The service's settings an admin may change. The limits read here may be larger than the console may
 * set: the server's environment (FREE_MONTHLY_ANALYSES, FREE_MONTHLY_UPLOADS) has no such bound.
 */
export const ZServiceSettings = z
  .object({
    registration_open: z.boolean(),
    email_verification_required: z.boolean(),
    free_monthly_analyses: z.number().int().min(0),
    free_monthly_uploads: z.number().int().min(0),
  })
  .meta({ id: 'ServiceSettings' });
export type TServiceSettings = z.infer<typeof ZServiceSettings>;

export const ZServiceSettingsResponse = z
  .object({
    settings: ZServiceSettings,
    /** What the server's configuration (its environment) says: what each setting returns to when reset. */
    configured: ZServiceSettings,
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'ServiceSettingsResponse' });
export type TServiceSettingsResponse = z.infer<typeof ZServiceSettingsResponse>;

/** PATCH /api/admin/settings: the settings to change; null returns one to the server's configuration. */
export const ZServiceSettingsUpdate = z
  .object({
    registration_open: z.boolean().nullable().optional(),
    email_verification_required: z.boolean().nullable().optional(),
    free_monthly_analyses: z.number().int().min(0).max(ADMIN_MAX_MONTHLY_LIMIT).nullable().optional(),
    free_monthly_uploads: z.number().int().min(0).max(ADMIN_MAX_MONTHLY_LIMIT).nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Name at least one setting' });
export type TServiceSettingsUpdate = z.infer<typeof ZServiceSettingsUpdate>;

/** The audit log's actions. */
export const AUDIT_ACTIONS = [
  'user.verify',
  'user.set_plan',
  'user.set_role',
  'user.disable',
  'user.enable',
  'user.delete',
  'settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit?page=&action=&target=: what admins did, newest first. Read only. */
export const ZAuditQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
    action: z.enum(AUDIT_ACTIONS).optional(),
    /** Only entries about this account id. */
    target_id: z.string().max(100).optional(),
  })
  .strict();
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z
  .object({
    id: z.string(),
    actor_id: z.string().nullable(),
    actor_email: z.string(),
    action: z.enum(AUDIT_ACTIONS).or(z.string()),
    target_type: z.string(),
    target_id: z.string().nullable(),
    target_label: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z
  .object({
    entries: z.array(ZAuditEntry),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AuditPage' });
export type TAuditPage = z.infer<typeof ZAuditPage>;
