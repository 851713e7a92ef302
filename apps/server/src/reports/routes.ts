import { ZErrorBody } from '@resumeloop/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResumeRenderer } from '../editor/render';
import { AppError } from '../errors';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import type { RefineSessionRepository } from '../resumes/repository';
import { UUID_PATTERN } from '../resumes/service';
import { atsReportDocument, atsReportFileName } from './ats-report-document';

/**
 * GET /api/resumes/sessions/:id/ats-report: the session's ATS report as a PDF (SPEC §6
 * `advanced_analysis`). Only the owner's session is found; another user's id is simply not found.
 */
export const reportRoutes: FastifyPluginAsyncZod<{
  sessions: Pick<RefineSessionRepository, 'findOwned'>;
  canUseResumeTools: ResumeAccess;
  /** The render threads: the report's PDF is drawn there, never on the event loop. */
  renderer: Pick<ResumeRenderer, 'atsReport'>;
}> = async (app, options) => {
  app.get(
    '/api/resumes/sessions/:id/ats-report',
    {
      config: { gate: 'advanced_analysis' },
      schema: {
        tags: ['resumes'],
        summary: "One session's ATS report: every check with its finding and fix, as a PDF",
        params: z.object({ id: z.string() }),
        response: {
          200: z.any().describe('application/pdf'),
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = requireResumeUser(request, options.canUseResumeTools);
      const { id } = request.params;
      const row = UUID_PATTERN.test(id) ? await options.sessions.findOwned(id, user.id) : undefined;
      if (!row) throw new AppError('session_not_found', 'errors.resumes.sessionNotFound');
      const document = atsReportDocument(row, {
        translate: await request.translator(),
        locale: await request.locale(),
        now: new Date(),
      });
      const pdf = await options.renderer.atsReport(document);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${atsReportFileName(row)}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};
