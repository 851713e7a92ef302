import {
  BULK_RANKED_BY,
  bulkAnalyzeRequestSchema,
  bulkAnalyzeResponseSchema,
} from '@resumeloop/contracts/bulk';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import { ZLimitErrorBody } from '@resumeloop/contracts/features';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../errors';
import { translateText } from '../i18n/texts';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import { localizeAnalyzeResponse } from '../scoring/localize-analysis';
import type { BulkService } from './service';

/**
 * A refused body as a single analysis refuses it (SPEC §5: the messages joined with '. '), each field
 * named by its path (`postings.1.job_description`) so the form can mark the posting at fault.
 */
function assertValidBody(request: FastifyRequest): void {
  const failure: unknown = request.validationError;
  if (!failure) return;
  if (!hasZodFastifySchemaValidationErrors(failure)) throw failure;
  const fieldErrors: FieldError[] = failure.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body',
    message: issue.message ?? 'is invalid',
  }));
  const messages = [...new Set(fieldErrors.map((entry) => String(entry.message)))];
  throw new AppError('validation_error', messages.join('. '), { fieldErrors });
}

export const bulkRoutes: FastifyPluginAsyncZod<{
  bulk: BulkService;
  canUseResumeTools: ResumeAccess;
}> = async (app, options) => {
  const { bulk, canUseResumeTools } = options;

  app.post(
    '/api/scoring/bulk',
    {
      config: { work: true, gate: 'bulk_operations' },
      schema: {
        tags: ['scoring'],
        summary: 'Score one resume against 2 to 5 postings at once, ranked by fit',
        description:
          'Premium (bulk_operations): a free account gets 403 premium_required. Each posting is analysed as ' +
          'POST /api/scoring/analyze would, and counted as one analysis of the month. Ranked by the ' +
          'tailoring (job match) category, ties by the overall score. A posting the engine refuses is ' +
          'listed in `failures` with its code and detail, and not counted.',
        body: bulkAnalyzeRequestSchema,
        response: {
          200: bulkAnalyzeResponseSchema,
          401: ZErrorBody,
          403: ZLimitErrorBody,
          422: ZErrorBody,
          429: ZErrorBody,
          500: ZErrorBody,
          503: ZErrorBody,
        },
      },
      attachValidation: true,
    },
    async (request) => {
      const user = requireResumeUser(request, canUseResumeTools);
      assertValidBody(request);
      const { results, failures } = await bulk.compare(user, request.body);
      const translate = await request.translator();
      return {
        ranked_by: { primary: BULK_RANKED_BY, tie_break: 'overall_score' as const },
        results: results.map((result) => ({
          ...result,
          analysis: localizeAnalyzeResponse(result.analysis, translate),
        })),
        failures: failures.map((failure) => ({
          ...failure,
          detail: translateText(translate, failure.detail),
        })),
      };
    },
  );
};
