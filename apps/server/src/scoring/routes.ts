import { ZErrorBody } from '@resumeloop/contracts/errors';
import { ZLimitErrorBody } from '@resumeloop/contracts/features';
import {
  analyzeRequestSchema,
  analyzeResponseSchema,
  industriesResponseSchema,
  refineRequestSchema,
  refineResponseSchema,
} from '@resumeloop/contracts/scoring';
import type { FastifyRequest } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../errors';
import type { UsageLimits } from '../plans/usage';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import {
  localizeAnalyzeResponse,
  localizeChanges,
  localizeFinalScores,
  localizeIndustries,
} from './localize-analysis';
import { localizeNotice, localizeNotices } from './localize-notices';
import { localizeHistory, localizeUnusedAnswers } from './localize-refinement';
import type { ScoringService } from './service';

const errors = {
  401: ZErrorBody,
  403: ZLimitErrorBody,
  422: ZErrorBody,
  429: ZErrorBody,
  500: ZErrorBody,
  503: ZErrorBody,
};

/**
 * SPEC §5 joins the analysis messages with '. ' ('Resume text is required. Job description is required.
 * Please select your target industry'), so these routes report a failed body themselves, after the
 * sign-in and verification checks.
 */
function assertValidBody(request: FastifyRequest): void {
  const failure: unknown = request.validationError;
  if (!failure) return;
  if (!hasZodFastifySchemaValidationErrors(failure)) throw failure;
  const issues: ZodFastifySchemaValidationError[] = failure.validation;
  const fieldErrors: FieldError[] = issues.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').split('/')[0] || 'body',
    message: issue.message ?? 'is invalid',
  }));
  const messages = [...new Set(fieldErrors.map((entry) => entry.message))];
  throw new AppError('validation_error', messages.join('. '), { fieldErrors });
}

export const scoringRoutes: FastifyPluginAsyncZod<{
  scoring: ScoringService;
  canUseResumeTools: ResumeAccess;
  /** The free plan's monthly count of analyses. */
  usage: Pick<UsageLimits, 'counted'>;
}> = async (app, options) => {
  const { scoring, canUseResumeTools, usage } = options;

  app.get(
    '/api/scoring/industries',
    {
      schema: {
        tags: ['scoring'],
        summary: 'The 37 target industries, grouped by category (no sign-in needed)',
        response: { 200: industriesResponseSchema, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      // The names are in the reader's language: a cache keeps one answer per language the request names.
      reply.header('vary', 'Accept-Language, Cookie');
      return localizeIndustries(scoring.industries(), await request.translator());
    },
  );

  app.post(
    '/api/scoring/analyze',
    {
      config: { work: true, gate: 'basic_analysis' },
      schema: {
        tags: ['scoring'],
        summary: 'Score a resume against a job and ask the questions that would raise the score',
        description:
          "Counted in the month's analyses: a free account over its limit gets 403 monthly_limit_reached.",
        body: analyzeRequestSchema,
        response: { 200: analyzeResponseSchema, ...errors },
      },
      attachValidation: true,
    },
    async (request) => {
      const user = requireResumeUser(request, canUseResumeTools);
      assertValidBody(request);
      const response = await usage.counted(user, 'analyses', () => scoring.analyze(request.body));
      return localizeAnalyzeResponse(response, await request.translator());
    },
  );

  app.post(
    '/api/scoring/refine-with-answers',
    {
      config: { work: true, gate: 'job_description_matching' },
      schema: {
        tags: ['scoring'],
        summary: 'Refine the resume with the answers, score it again and save the session',
        body: refineRequestSchema,
        response: { 200: refineResponseSchema, ...errors },
      },
      attachValidation: true,
    },
    async (request) => {
      const user = requireResumeUser(request, canUseResumeTools);
      assertValidBody(request);
      const response = await scoring.refine(user.id, request.body);
      const translate = await request.translator();
      return {
        ...response,
        final_scores: localizeFinalScores(response.final_scores, translate),
        pending_changes: localizeChanges(response.pending_changes, translate),
        history: localizeHistory(response.history, translate),
        unused_answers: localizeUnusedAnswers(response.unused_answers, translate),
        notices: localizeNotices(response.notices, translate),
        writer_notice:
          response.writer_notice === null ? null : localizeNotice(response.writer_notice, translate),
      };
    },
  );
};
