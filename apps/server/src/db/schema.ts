import type { PageSize, ResumeTemplate } from '@resumeloop/contracts/editor';
import type { StructuredResume } from '@resumeloop/contracts/resume';
import type {
  FinalScores,
  HistoryItem,
  QuestionDetail,
  ScoreReport,
  UnusedAnswer,
} from '@resumeloop/contracts/scoring';
import {
  type Language,
  SETTINGS_DEFAULTS,
  type Theme,
  type TimeZone,
} from '@resumeloop/contracts/settings-constants';
import type { PendingChange } from '@resumeloop/usecases';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Messages sent through the public contact form (SPEC §2.7, §3). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull().default('general'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    newsletter: boolean('newsletter').notNull().default(false),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/** Accounts. Email and username are unique case-insensitively (expression indexes in the migration). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    /** Null for accounts that only sign in with Google or Microsoft. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    planTier: text('plan_tier').notNull().default('free'),
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set by an admin: the account cannot sign in and its sessions end (decision 0033). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_created_at_idx').on(table.createdAt.desc(), table.id),
  ],
);

/**
 * One row per access/refresh token pair. Rotating a refresh token adds a row to the same family; a refresh
 * token presented again ends the whole family (it was stolen, or replayed), except the last one rotated,
 * within 20 seconds, which concurrent refreshes send (decision 0017). Only hashes are stored.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    mode: text('mode').notNull(),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    csrfToken: text('csrf_token').notNull(),
    csrfExpiresAt: timestamp('csrf_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /**
     * The coarse fingerprint of the client that signed in (browser family and platform, no versions); a
     * request with another one ends the family and sets `securityAlert`. Null on rows older than it: the
     * first request records it.
     */
    clientBrowser: text('client_browser'),
    clientPlatform: text('client_platform'),
    /** Why the family was ended for the client's sake, reported by the session status to that client. */
    securityAlert: text('security_alert'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_family_idx').on(table.familyId)],
);

/** Single-use links sent by email (verification, password reset); only the hash is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_tokens_user_idx').on(table.userId)],
);

/** Google and Microsoft identities, identified by issuer and subject, never by email alone. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('oauth_accounts_identity_idx').on(table.issuer, table.subject),
    uniqueIndex('oauth_accounts_user_provider_idx').on(table.userId, table.provider),
  ],
);

/**
 * Failed sign-ins counted per email address, whether or not an account has it, so the lock-out reveals
 * nothing about which addresses are registered.
 */
export const loginThrottles = pgTable('login_throttles', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The development outbox: mail kept here instead of sent when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);

/**
 * One row per refinement (POST /api/scoring/refine-with-answers): the inputs as used (after truncation),
 * the questions and answers, the scores before and after, and the refined resume with its history.
 */
export const refineSessions = pgTable(
  'refine_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('completed'),
    targetIndustry: text('target_industry').notNull(),
    jobTitle: text('job_title').notNull(),
    resumeText: text('resume_text').notNull(),
    jobDescription: text('job_description').notNull(),
    questions: jsonb('questions').$type<string[]>().notNull(),
    questionDetails: jsonb('question_details').$type<QuestionDetail[]>().notNull(),
    answers: jsonb('answers').$type<string[]>().notNull(),
    initialScore: jsonb('initial_score').$type<ScoreReport>().notNull(),
    finalScores: jsonb('final_scores').$type<FinalScores>(),
    /** Copies of the overall scores, so listing sessions reads no JSON. */
    initialOverallScore: doublePrecision('initial_overall_score').notNull(),
    finalOverallScore: doublePrecision('final_overall_score'),
    finalText: text('final_text').notNull(),
    structuredResume: jsonb('structured_resume').$type<StructuredResume>().notNull(),
    history: jsonb('history').$type<HistoryItem[]>().notNull(),
    notices: jsonb('notices').$type<string[]>().notNull(),
    /** The editor's PDF template and page size (contracts/editor.ts). */
    template: text('template').$type<ResumeTemplate>().notNull().default('classic'),
    pageSize: text('page_size').$type<PageSize>().notNull().default('letter'),
    /** A premium account's template options (accent, fonts, spacing, section order); null: the template's own. */
    templateOptions: jsonb('template_options').$type<Record<string, unknown>>(),
    /** Refinement's edit operations, stored as refinement reports them. */
    edits: jsonb('edits').$type<unknown[]>().notNull().default([]),
    /** The answers, or sentences of them, refinement did not use, and why. */
    unusedAnswers: jsonb('unused_answers').$type<UnusedAnswer[]>().notNull().default([]),
    /** Changes a writer proposed that the guard holds until the user accepts or rejects them. */
    pendingChanges: jsonb('pending_changes').$type<PendingChange[]>().notNull().default([]),
    /** Who wrote the refinement: the built-in writer or the configured language model. */
    writer: text('writer').$type<'built-in' | 'llm'>().notNull().default('built-in'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refine_sessions_user_created_idx').on(table.userId, table.createdAt.desc())],
);

/**
 * The feedback survey that opens a session's export (SPEC §3 'Feedback submission'). The resume texts are
 * kept only when the user opted in with `store_resume_texts`.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => refineSessions.id, { onDelete: 'cascade' }),
    targetIndustry: text('target_industry').notNull().default(''),
    hasFabricatedContent: boolean('has_fabricated_content').notNull().default(false),
    fabricatedDetails: text('fabricated_details').notNull().default(''),
    hasDroppedContent: boolean('has_dropped_content').notNull().default(false),
    droppedContentDetails: text('dropped_content_details').notNull().default(''),
    hasInappropriateLanguage: boolean('has_inappropriate_language').notNull().default(false),
    inappropriateLanguageExamples: text('inappropriate_language_examples').notNull().default(''),
    factualAccuracyRating: integer('factual_accuracy_rating'),
    formattingRating: integer('formatting_rating'),
    technicalErrors: text('technical_errors').notNull().default(''),
    exportWorkedSmoothly: boolean('export_worked_smoothly').notNull().default(true),
    exportIssues: text('export_issues').notNull().default(''),
    overallImprovementRating: integer('overall_improvement_rating'),
    wouldUseRefinedResume: boolean('would_use_refined_resume'),
    wouldUseReason: text('would_use_reason').notNull().default(''),
    mostHelpfulChange: text('most_helpful_change').notNull().default(''),
    leastHelpfulChange: text('least_helpful_change').notNull().default(''),
    usageFrequency: text('usage_frequency'),
    targetRole: text('target_role').notNull().default(''),
    experienceYears: text('experience_years'),
    storeResumeTexts: boolean('store_resume_texts').notNull().default(false),
    /** The session's resume as submitted and as refined; null unless `store_resume_texts`. */
    resumeText: text('resume_text'),
    refinedText: text('refined_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_user_session_idx').on(table.userId, table.sessionId),
    index('feedback_session_idx').on(table.sessionId),
  ],
);

/**
 * The server settings (SPEC §3), one row per user, made by their first save; a user without a row has
 * SPEC §9's defaults, which are also the columns' defaults. One column per setting, so a partial update
 * is one upsert that sets only the columns it names. Values are checked by the API (contracts/settings.ts).
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').$type<Theme>().notNull().default(SETTINGS_DEFAULTS.theme),
  language: text('language').$type<Language>().notNull().default(SETTINGS_DEFAULTS.language),
  timeZone: text('time_zone').$type<TimeZone>().notNull().default(SETTINGS_DEFAULTS.time_zone),
  textScale: integer('text_scale').notNull().default(SETTINGS_DEFAULTS.text_scale),
  emailProductUpdates: boolean('email_product_updates')
    .notNull()
    .default(SETTINGS_DEFAULTS.email_product_updates),
  emailSecurityAlerts: boolean('email_security_alerts')
    .notNull()
    .default(SETTINGS_DEFAULTS.email_security_alerts),
  emailMarketing: boolean('email_marketing').notNull().default(SETTINGS_DEFAULTS.email_marketing),
  dataSharingOptIn: boolean('data_sharing_opt_in').notNull().default(SETTINGS_DEFAULTS.data_sharing_opt_in),
  aiTrainingOptIn: boolean('ai_training_opt_in').notNull().default(SETTINGS_DEFAULTS.ai_training_opt_in),
  reduceMotion: boolean('reduce_motion').notNull().default(SETTINGS_DEFAULTS.reduce_motion),
  highContrast: boolean('high_contrast').notNull().default(SETTINGS_DEFAULTS.high_contrast),
  betaFeatures: boolean('beta_features').notNull().default(SETTINGS_DEFAULTS.beta_features),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers to writes sent with an `Idempotency-Key`, per caller (`scope`: the user, or the client's address
 * for anonymous requests) and key, kept 24 hours. `state` is 'in_progress' while the first request runs,
 * 'completed' once its response is stored, and 'passthrough' for a response that is not replayed (not JSON,
 * too large, or carrying cookies or credentials): the same request then runs again. Deleting a session or
 * an account deletes the answers kept about it at once (idempotency/repository.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, the routed path and the SHA-256 of the raw body. */
    fingerprint: text('fingerprint').notNull(),
    /**
     * The saved item the request names (its path's session id, or its body's `session_id`), so that
     * deleting the item takes the answers kept about it along; null when it names none.
     */
    resourceId: text('resource_id'),
    state: text('state').$type<'in_progress' | 'completed' | 'passthrough'>().notNull(),
    responseStatus: integer('response_status'),
    responseContentType: text('response_content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Counted work per account and calendar month (UTC): analyses and uploads, for the free plan's monthly
 * limits (decision 0032). One row per account, month and kind, raised by one upsert that refuses to pass
 * the limit, so instances sharing the database share the count.
 */
export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first day of the month (UTC), as `YYYY-MM-01`. */
    periodStart: text('period_start').notNull(),
    /** `analyses` or `uploads`. */
    kind: text('kind').notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.periodStart, table.kind] })],
);

/**
 * What admins did (decision 0033): who, what, to whom, when, and the values before and after. Rows are
 * only ever added: a trigger in the migration refuses UPDATE and DELETE, and the actor is kept by id and
 * address rather than a foreign key, so deleting an account leaves its admin's trail.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** What was done, as `area.verb`: `user.verify`, `user.set_plan`, `settings.update`... */
    action: text('action').notNull(),
    /** What it was done to: `user` or `settings`, its id and a label a reader knows it by (an address). */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_at_idx').on(table.createdAt.desc())],
);

/**
 * The service's settings an admin may change (decision 0033), one row (id 1). A null column means "as
 * the server was configured" (its environment), so an operator's configuration stays the default.
 */
export const serviceSettings = pgTable('service_settings', {
  id: integer('id').primaryKey().default(1),
  registrationOpen: boolean('registration_open'),
  emailVerificationRequired: boolean('email_verification_required'),
  freeMonthlyAnalyses: integer('free_monthly_analyses'),
  freeMonthlyUploads: integer('free_monthly_uploads'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
