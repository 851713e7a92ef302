import { ZErrorBody } from '@resumeloop/contracts/errors';
import { featuresOf, isAdmin, isPremium, ZFeaturesResponse } from '@resumeloop/contracts/features';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/http';
import { planSubjectOf } from './subject';
import type { UsageLimits } from './usage';

/** GET /api/features: what the signed-in user's plan and role let them use, and what is left this month. */
export const featureRoutes: FastifyPluginAsyncZod<{ usage: Pick<UsageLimits, 'report'> }> = async (
  app,
  options,
) => {
  app.get(
    '/api/features',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's plan, SPEC §6's twelve feature gates and this month's usage",
        response: { 200: ZFeaturesResponse, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const subject = planSubjectOf(user);
      reply.header('cache-control', 'no-store');
      return {
        plan_tier: user.planTier,
        is_premium: isPremium(subject),
        is_admin: isAdmin(subject),
        features: featuresOf(subject),
        usage: await options.usage.report(user),
      };
    },
  );
};
