import multipart from '@fastify/multipart';
import { revertRequestSchema, revertResponseSchema } from '@resumeloop/contracts/editor';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import {
  decideChangesRequestSchema,
  decideChangesResponseSchema,
  type ImportRewriteResponse,
  importRewriteRequestSchema,
  importRewriteResponseSchema,
  pendingChangesResponseSchema,
  sessionStatusResponseSchema,
} from '@resumeloop/contracts/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expectedVersion } from '../editor/routes';
import { etagOf } from '../editor/service';
import { AppError } from '../errors';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import type { ResumeSessionService } from '../resumes/service';
import { localizeChanges, localizeFinalScores } from '../scoring/localize-analysis';
import { localizeHistory } from '../scoring/localize-refinement';
import type { ScoringService } from '../scoring/service';
import { MULTIPART_LIMITS, readFileField } from '../uploads/routes';
import type { ReviewService } from './service';

/**
 * The import's body: JSON `{ text }`, or multipart with a `file` field. Validated in the handler, since a
 * multipart body is read as a stream and leaves `request.body` empty; documented here for OpenAPI.
 */
const importBody = z.any().meta({
  description:
    'JSON `{ "text": "..." }` (the rewrite pasted), or multipart/form-data with the file in `file`.',
  oneOf: [
    { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
    { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  ],
});

/**
 * GET /api/review/sessions/{id}/status: the scores of a saved refine session, before and after.
 * POST /api/review/sessions/{id}/revert: undo refinement changes by their history ids.
 * POST /api/review/sessions/{id}/import: check a rewrite from another tool; GET and POST .../changes: the
 * changes a writer proposed that wait for the user, and the user's word on them.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{
  resumeSessions: ResumeSessionService;
  scoring: ScoringService;
  review: ReviewService;
  canUseResumeTools: ResumeAccess;
}> = async (app, options) => {
  // Multipart only here (and in uploads), where a rewrite may come as a file.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post(
    '/api/review/sessions/:id/revert',
    {
      config: { work: true },
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
          400: ZErrorBody,
          409: ZErrorBody,
          412: ZErrorBody,
          422: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = requireResumeUser(request, options.canUseResumeTools);
      const reverted = await options.review.revert(
        user.id,
        request.params.id,
        request.body.change_ids,
        expectedVersion(request),
      );
      reply.header('etag', etagOf(reverted));
      const translate = await request.translator();
      return {
        ...reverted,
        history: localizeHistory(reverted.history, translate),
        final_scores: localizeFinalScores(reverted.final_scores, translate),
      };
    },
  );

  app.post(
    '/api/review/sessions/:id/import',
    {
      schema: {
        tags: ['review'],
        summary: 'Check a rewrite from another tool: every change judged against the resume and the answers',
        description:
          'Supported changes are applied at once (each can be undone through /revert); changes that claim more than the resume and answers say wait in /changes. A file may be PDF, DOCX, DOC or TXT (read by its bytes, at most 10 MB).',
        consumes: ['application/json', 'multipart/form-data'],
        params: z.object({ id: z.string() }),
        body: importBody,
        response: {
          200: importRewriteResponseSchema,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          413: ZErrorBody,
          415: ZErrorBody,
          422: ZErrorBody,
          429: ZErrorBody,
          503: ZErrorBody,
        },
      },
      config: { work: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      const user = requireResumeUser(request, options.canUseResumeTools);
      let imported: ImportRewriteResponse;
      if (request.isMultipart()) {
        const file = await readFileField(request);
        imported = await options.review.importRewrite(user.id, request.params.id, { file });
      } else {
        const parsed = importRewriteRequestSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Invalid request.';
          throw AppError.invalidField('text', message);
        }
        imported = await options.review.importRewrite(user.id, request.params.id, { text: parsed.data.text });
      }
      const translate = await request.translator();
      return {
        ...imported,
        history: localizeHistory(imported.history, translate),
        changes: localizeChanges(imported.changes, translate),
        final_scores: localizeFinalScores(imported.final_scores, translate),
      };
    },
  );

  app.get(
    '/api/review/sessions/:id/changes',
    {
      schema: {
        tags: ['review'],
        summary: 'The changes a writer proposed that wait for the user to accept or reject',
        params: z.object({ id: z.string() }),
        response: {
          200: pendingChangesResponseSchema,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request) => {
      const user = requireResumeUser(request, options.canUseResumeTools);
      const pending = await options.review.pending(user.id, request.params.id);
      return {
        ...pending,
        pending_changes: localizeChanges(pending.pending_changes, await request.translator()),
      };
    },
  );

  app.post(
    '/api/review/sessions/:id/changes',
    {
      config: { work: true },
      schema: {
        tags: ['review'],
        summary: 'Accept (as written, or in your own words) or reject waiting changes',
        params: z.object({ id: z.string() }),
        body: decideChangesRequestSchema,
        response: {
          200: decideChangesResponseSchema,
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
      const decided = await options.review.decide(user.id, request.params.id, request.body);
      const translate = await request.translator();
      return {
        ...decided,
        history: localizeHistory(decided.history, translate),
        changes: localizeChanges(decided.changes, translate),
        pending_changes: localizeChanges(decided.pending_changes, translate),
        final_scores: localizeFinalScores(decided.final_scores, translate),
      };
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
      return options.resumeSessions.status(request.params.id, user.id, await request.translator());
    },
  );
};
