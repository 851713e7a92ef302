import { FEATURE_NAMES, type FeatureName, type TFeaturesResponse } from '@resumeloop/contracts/features';

/**
 * A GET /api/features answer for a test: a free account by default (the signed-in gates open, ten
 * analyses and uploads a month, none used), or premium (every premium gate open, no limits).
 */
export function featuresResponse(
  options: { premium?: boolean; analysesUsed?: number; uploadsUsed?: number; limit?: number } = {},
): TFeaturesResponse {
  const premium = options.premium ?? false;
  const limit = premium ? null : (options.limit ?? 10);
  const count = (used: number) => ({
    used,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - used),
  });
  const open = (name: FeatureName) =>
    name === 'basic_analysis' || name === 'resume_upload' || name === 'job_description_matching'
      ? true
      : premium && !['admin_panel', 'user_management', 'system_settings'].includes(name);
  return {
    plan_tier: premium ? 'premium' : 'free',
    is_premium: premium,
    is_admin: false,
    features: Object.fromEntries(
      FEATURE_NAMES.map((name) => [name, open(name)]),
    ) as TFeaturesResponse['features'],
    usage: {
      period_start: '2026-11-01T00:00:00.000Z',
      resets_at: '2026-12-01T00:00:00.000Z',
      analyses: count(options.analysesUsed ?? 0),
      uploads: count(options.uploadsUsed ?? 0),
    },
  };
}
