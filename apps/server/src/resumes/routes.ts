import { ZErrorBody } from '@resumeloop/contracts/errors';
import {
  deleteSessionsResponseSchema,
  sessionDetailSchema,
  sessionListResponseSchema,
} from '@resumeloop/contracts/resumes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ResumeAccess, requireResumeUser } from './access';
import type { ResumeSessionService } from './service';

const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody };
const sessionParams = z.object({ id: z.string() });

/** The signed-in user's saved refine sessions (/api/resumes/sessions). */
export const resumeSessionRoutes: FastifyPluginAsyncZod<{
  resumeSessions: ResumeSessionService;
  canUseResumeTools: ResumeAccess;
}> = async (app, options) => {
  const { resumeSessions, canUseResumeTools } = options;

  app.get(
    '/api/resumes/sessions',
    {
      schema: {
        tags: ['resumes'],
        summary: "The user's refine sessions, newest first",
        response: { 200: sessionListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireResumeUser(request, canUseResumeTools);
      return { sessions: await resumeSessions.list(user.id) };
    },
  );

  app.get(
    '/api/resumes/sessions/:id',
    {
      schema: {
        tags: ['resumes'],
        summary: 'One refine session in full',
        params: sessionParams,
        response: { 200: sessionDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireResumeUser(request, canUseResumeTools);
      return resumeSessions.detail(request.params.id, user.id, await request.translator());
    },
  );

  app.delete(
    '/api/resumes/sessions/:id',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Delete one refine session',
        params: sessionParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireResumeUser(request, canUseResumeTools);
      await resumeSessions.delete(request.params.id, user.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/resumes/sessions',
    {
      schema: {
        tags: ['resumes'],
        summary: "Delete all of the user's refine sessions",
        response: { 200: deleteSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireResumeUser(request, canUseResumeTools);
      return { deleted: await resumeSessions.deleteAll(user.id) };
    },
  );
};
