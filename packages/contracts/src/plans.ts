/**
 * Plans, feature gates and monthly limits (SPEC §6): the one statement of who may use what, read by the
 * server, which enforces it, and by the web app, which shows it. Nothing here touches the network or the
 * database; every function takes a user as SPEC §3 describes it, in either spelling the SPEC names.
 */

/** The plan tiers. SPEC §6 calls every tier other than `free` premium. */
export const PLAN_TIERS = ['free', 'premium'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** The tier of an account that pays for nothing. */
export const FREE_TIER: PlanTier = 'free';

/** Who may use a feature: any signed-in user, premium users (admins included), or admins only. */
export type FeatureAudience = 'signed_in' | 'premium' | 'admin';

/** SPEC §6's twelve feature gates, by their names, with who may use each. */
export const FEATURE_AUDIENCE = {
  basic_analysis: 'signed_in',
  resume_upload: 'signed_in',
  job_description_matching: 'signed_in',
  advanced_analysis: 'premium',
  unlimited_uploads: 'premium',
  priority_support: 'premium',
  custom_templates: 'premium',
  bulk_operations: 'premium',
  analytics_dashboard: 'premium',
  admin_panel: 'admin',
  user_management: 'admin',
  system_settings: 'admin',
} as const satisfies Record<string, FeatureAudience>;

export type FeatureName = keyof typeof FEATURE_AUDIENCE;

/** The twelve gates, in SPEC §6's order. */
export const FEATURE_NAMES = Object.keys(FEATURE_AUDIENCE) as FeatureName[];

/** Whether a string names one of the twelve gates. */
export function isFeatureName(name: string): name is FeatureName {
  return Object.hasOwn(FEATURE_AUDIENCE, name);
}

/**
 * A user as the policy reads it: any of SPEC §3's spellings of the plan and the role, all optional, so
 * the server's view, a stored user of the web app and an older client's user all fit.
 */
export type PlanSubject = {
  is_premium?: boolean | null | undefined;
  isPremium?: boolean | null | undefined;
  plan_tier?: string | null | undefined;
  planTier?: string | null | undefined;
  subscription?: { is_active?: boolean | null; plan_tier?: string | null } | null | undefined;
  is_admin?: boolean | null | undefined;
  isAdmin?: boolean | null | undefined;
  role?: string | null | undefined;
};

const isPaidTier = (tier: string | null | undefined): boolean =>
  typeof tier === 'string' && tier !== '' && tier !== FREE_TIER;

/**
 * SPEC §6's premium rule, the only statement of it: premium when is_premium or isPremium is true, or
 * plan_tier / planTier is anything other than free, or the subscription is active or of a non-free tier.
 */
export function isPremium(user: PlanSubject | null | undefined): boolean {
  if (!user) return false;
  if (user.is_premium === true || user.isPremium === true) return true;
  if (isPaidTier(user.plan_tier) || isPaidTier(user.planTier)) return true;
  const subscription = user.subscription;
  return Boolean(subscription && (subscription.is_active === true || isPaidTier(subscription.plan_tier)));
}

/** SPEC §6: an admin has is_admin (or isAdmin) true, or the role admin. */
export function isAdmin(user: PlanSubject | null | undefined): boolean {
  if (!user) return false;
  return user.is_admin === true || user.isAdmin === true || user.role === 'admin';
}

/**
 * Whether a signed-in user may use a feature. Premium features are open to admins too (they run the
 * service). SPEC §6: a name that is none of the twelve is allowed only for users who are not premium, so
 * the web app's unknown gates keep the reading the SPEC gives them; the server declares only known gates.
 */
export function canUse(user: PlanSubject | null | undefined, feature: string): boolean {
  if (!user) return false;
  if (!isFeatureName(feature)) return !isPremium(user);
  const audience: FeatureAudience = FEATURE_AUDIENCE[feature];
  if (audience === 'signed_in') return true;
  if (audience === 'admin') return isAdmin(user);
  return isPremium(user) || isAdmin(user);
}

/** Each of the twelve gates as a boolean for one signed-in user: the answer of GET /api/features. */
export function featuresOf(user: PlanSubject): Record<FeatureName, boolean> {
  return Object.fromEntries(FEATURE_NAMES.map((name) => [name, canUse(user, name)])) as Record<
    FeatureName,
    boolean
  >;
}

/** The counted kinds of work: analyses (POST /api/scoring/analyze) and uploads (POST /api/resumes/upload). */
export const USAGE_KINDS = ['analyses', 'uploads'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/**
 * What a free account may do in a calendar month (UTC), per kind. Premium accounts (the
 * `unlimited_uploads` gate) have no limit. The server may be configured with other numbers (its
 * FREE_MONTHLY_ANALYSES and FREE_MONTHLY_UPLOADS); these are the defaults.
 */
export const FREE_MONTHLY_LIMITS: Readonly<Record<UsageKind, number>> = { analyses: 10, uploads: 10 };

/** The feature whose holders have no monthly limits. */
export const UNLIMITED_FEATURE: FeatureName = 'unlimited_uploads';

/** The first instant (UTC) of the calendar month `at` falls in: where a month's count starts. */
export function usagePeriodStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** The first instant (UTC) of the next calendar month: when the count starts again. */
export function usagePeriodEnd(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}
