import { ZErrorBody } from '@resumeloop/contracts/errors';
import {
  feedbackSubmissionSchema,
  feedbackSubmitResponseSchema,
  needsFeedbackBodySchema,
} from '@resumeloop/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse } from '../editor/routes';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import { CONTENT_TYPES, type ExportFormat, type FeedbackService } from './service';

const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody, 500: ZErrorBody };

/** The feedback survey (POST /api/feedback/submit) and the exports it opens (GET /api/feedback/{id}/pdf|docx). */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  canUseResumeTools: ResumeAccess;
}> = async (app, options) => {
  const { feedback, canUseResumeTools } = options;

  app.post(
    '/api/feedback/submit',
    {
      schema: {
        tags: ['feedback'],
        summary: "Submit the feedback survey for one of the user's sessions; opens its export",
        body: feedbackSubmissionSchema,
        response: { 201: feedbackSubmitResponseSchema, ...errors, 422: ZErrorBody },
      },
      attachValidation: true,
      config: { work: true, rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const user = requireResumeUser(request, canUseResumeTools);
      // After the sign-in checks, a failed body is the usual 422 naming the field.
      if (request.validationError) throw request.validationError;
      const submitted = await feedback.submit(user.id, request.body);
      const translate = await request.translator();
      return reply.status(201).send({ ...submitted, message: translate('errors.notice.feedbackSubmitted') });
    },
  );

  const exportRoute = (format: ExportFormat, what: string) =>
    app.get(
      `/api/feedback/:sessionId/${format}`,
      {
        schema: {
          tags: ['feedback'],
          summary: `Download the resume as ${what} (after feedback on the session)`,
          params: z.object({ sessionId: z.string() }),
          response: {
            200: fileResponse(CONTENT_TYPES[format], `The resume as ${what}, as an attachment`),
            ...errors,
            403: z.union([needsFeedbackBodySchema, ZErrorBody]),
          },
        },
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const user = requireResumeUser(request, canUseResumeTools);
        const file = await feedback.exportFile(request.params.sessionId, user.id, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
      },
    );
  exportRoute('pdf', 'a PDF');
  exportRoute('docx', 'a Word document (DOCX)');
};
