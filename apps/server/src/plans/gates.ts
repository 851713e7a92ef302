/**
 * Feature gates enforced per route (SPEC §6, decision 0032). A route names the gate it belongs to in its
 * config, `config: { gate: 'advanced_analysis' }`, as it declares its work and its rate limit; one
 * preHandler, registered right after authentication, refuses a signed-in caller the plans module does not
 * allow: 403 `premium_required` or `admin_required`, whose detail names the feature and what it needs.
 * A guest is answered 401 here for premium and admin gates; for the gates of any signed-in user the route's
 * own sign-in check answers 401 with its own message (SPEC §8's upload text, for one).
 */
import { canUse, FEATURE_AUDIENCE, type FeatureName } from '@resumeloop/contracts/plans';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { planSubjectOf } from './subject';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The feature gate (SPEC §6) the route belongs to: checked for every signed-in caller. */
    gate?: FeatureName;
  }
}

/** The refusal of a gate the caller may not use: what the feature needs, in the reader's language. */
export function gateRefusal(feature: FeatureName): AppError {
  if (FEATURE_AUDIENCE[feature] === 'admin') {
    return new AppError('admin_required', 'errors.plans.adminRequired', { values: { feature } });
  }
  return new AppError('premium_required', 'errors.plans.premiumRequired', { values: { feature } });
}

/** Registers the gate check. Register it right after registerAuthentication, so the caller is known. */
export function registerFeatureGates(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const feature = request.routeOptions.config.gate;
    if (!feature) return;
    if (!request.auth) {
      if (FEATURE_AUDIENCE[feature] === 'signed_in') return;
      throw new AppError('not_authenticated', 'errors.auth.authenticationRequired');
    }
    if (!canUse(planSubjectOf(request.auth.user), feature)) throw gateRefusal(feature);
  });
}
