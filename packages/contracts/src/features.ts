import { z } from 'zod';
import { ZErrorBody } from './errors';
import { FEATURE_NAMES, type FeatureName, PLAN_TIERS, USAGE_KINDS, type UsageKind } from './plans';

export * from './plans';

const gates = Object.fromEntries(FEATURE_NAMES.map((name) => [name, z.boolean()])) as Record<
  FeatureName,
  z.ZodBoolean
>;

/** SPEC §6's twelve gates, each true when the signed-in user may use the feature. */
export const ZFeatureGates = z.object(gates).meta({ id: 'FeatureGates' });

/** One kind of counted work this month: used so far, the limit (null: none) and what is left (null: no end). */
export const ZUsageCount = z
  .object({
    used: z.number().int(),
    limit: z.number().int().nullable(),
    remaining: z.number().int().nullable(),
  })
  .meta({ id: 'UsageCount' });

const counts = Object.fromEntries(USAGE_KINDS.map((kind) => [kind, ZUsageCount])) as Record<
  UsageKind,
  typeof ZUsageCount
>;

/** This calendar month's (UTC) analyses and uploads, and when the count starts again. */
export const ZMonthlyUsage = z
  .object({
    period_start: z.string().describe('The first instant of this month (UTC), ISO 8601'),
    resets_at: z.string().describe('When the count starts again: the first instant of next month (UTC)'),
    ...counts,
  })
  .meta({ id: 'MonthlyUsage' });
export type TMonthlyUsage = z.infer<typeof ZMonthlyUsage>;

/** GET /api/features: the signed-in user's plan, gates and what is left of this month's limits. */
export const ZFeaturesResponse = z
  .object({
    plan_tier: z.enum(PLAN_TIERS).or(z.string()),
    is_premium: z.boolean(),
    is_admin: z.boolean(),
    features: ZFeatureGates,
    usage: ZMonthlyUsage,
  })
  .meta({ id: 'FeaturesResponse' });
export type TFeaturesResponse = z.infer<typeof ZFeaturesResponse>;

/**
 * A 403 of a route with a monthly count: an error body, and for `monthly_limit_reached` the kind, the
 * limit and when the count starts again (the first instant of next month, UTC).
 */
export const ZLimitErrorBody = ZErrorBody.extend({
  kind: z.enum(USAGE_KINDS).optional(),
  limit: z.number().int().optional(),
  resets_at: z.string().optional(),
}).meta({ id: 'LimitErrorBody' });
