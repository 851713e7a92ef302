import { ZErrorBody } from '@resumeloop/contracts/errors';
import { sessionStatusResponseSchema } from '@resumeloop/contracts/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import type { ResumeSessionService } from '../resumes/service';

/** GET /api/review/sessions/{id}/status: the scores of a saved refine session, before and after. */
export const reviewRoutes: FastifyPluginAsyncZod<{
  resumeSessions: ResumeSessionService;
  canUseResumeTools: ResumeAccess;
}> = async (app, options) => {
  app.get(
    '/api/review/sessions/:id/status',
    {
      schema: {
        tags: ['review'],
        summary: "A refine session's initial and final scores",
        params: z.object({ id: z.string() }),
        response: {
          200: sessionStatusResponseSchema,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request) => {
      const user = requireResumeUser(request, options.canUseResumeTools);
      return options.resumeSessions.status(request.params.id, user.id);
    },
  );
};
