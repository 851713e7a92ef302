import { ZScoreHistoryResponse } from '@resumeloop/contracts/analytics';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import type { ScoreHistoryRepository } from './repository';
import { scoreHistoryOf } from './score-history';

/** GET /api/analytics/scores: the premium score history (SPEC §6 `analytics_dashboard`). */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  scoreHistory: ScoreHistoryRepository;
  canUseResumeTools: ResumeAccess;
}> = async (app, options) => {
  app.get(
    '/api/analytics/scores',
    {
      config: { gate: 'analytics_dashboard' },
      schema: {
        tags: ['analytics'],
        summary: "The signed-in user's scores across their saved sessions, oldest first, with aggregates",
        response: { 200: ZScoreHistoryResponse, 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = requireResumeUser(request, options.canUseResumeTools);
      reply.header('cache-control', 'no-store');
      return scoreHistoryOf(await options.scoreHistory.list(user.id));
    },
  );
};
