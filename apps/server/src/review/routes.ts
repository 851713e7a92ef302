import { revertRequestSchema, revertResponseSchema } from '@resumeloop/contracts/editor';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import { sessionStatusResponseSchema } from '@resumeloop/contracts/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import type { ResumeSessionService } from '../resumes/service';
import type { ScoringService } from '../scoring/service';

/**
 * GET /api/review/sessions/{id}/status: the scores of a saved refine session, before and after.
 * POST /api/review/sessions/{id}/revert: undo refinement changes by their history ids.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{
  resumeSessions: ResumeSessionService;
  scoring: ScoringService;
  canUseResumeTools: ResumeAccess;
}> = async (app, options) => {
  app.post(
    '/api/review/sessions/:id/revert',
    {
      schema: {
        tags: ['review'],
        summary: "Undo refinement changes by id, on the session's resume as it is now, and rescore it",
        params: z.object({ id: z.string() }),
        body: revertRequestSchema,
        response: {
          200: revertResponseSchema,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
          422: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request) => {
      const user = requireResumeUser(request, options.canUseResumeTools);
      return options.scoring.revert(user.id, request.params.id, request.body.change_ids);
    },
  );

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
