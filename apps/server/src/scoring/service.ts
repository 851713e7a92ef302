import type {
  AnalyzeRequest,
  AnalyzeResponse,
  RefineRequest,
  RefineResponse,
} from '@resumeloop/contracts/scoring';
import { listIndustries, type StructuredResume } from '@resumeloop/engine';
import { monthOf, type RefinedSession, UNFAITHFUL_REFINEMENT, UseCaseError } from '@resumeloop/usecases';
import type { LlmFailure, LlmWriter } from '../ai/llm-writer';
import { AppError, english } from '../errors';
import type { RefineSessionRepository, RefineSessionRow } from '../resumes/repository';
import { EngineBusyError, type EngineRunner } from './engine-pool';

/** Why the built-in writer answered though a model is configured: the user reads it on the Polish step. */
export const WRITER_NOTICES: Record<LlmFailure | 'unusable', string> = {
  timeout: english('errors.notice.writer.timeout'),
  rate_limited: english('errors.notice.writer.rate_limited'),
  server_error: english('errors.notice.writer.server_error'),
  unreachable: english('errors.notice.writer.unreachable'),
  malformed: english('errors.notice.writer.malformed'),
  refused: english('errors.notice.writer.refused'),
  unusable: english('errors.notice.writer.unusable'),
};

export type ScoringServiceDependencies = {
  sessions: RefineSessionRepository;
  /** A language model that proposes the refinement; its rewrite goes through the guard. Unset: built-in only. */
  aiWriter?: LlmWriter | undefined;
  /** Where the engine runs: the pool of engine threads, or the caller's thread in tests. */
  engine: EngineRunner;
  log: {
    info(object: object, message: string): void;
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  now?: () => Date;
};

export { monthOf };

export const ENGINE_BUSY = 'The server is busy. Please try again in a moment.';

/**
 * A use case's refusal as the API's error: 422 naming the field, or a 500 whose detail is safe to show; a
 * full engine queue is 503 with Retry-After.
 */
export function asAppError(error: unknown): unknown {
  if (error instanceof EngineBusyError)
    return new AppError('server_busy', ENGINE_BUSY, {
      headers: { 'retry-after': String(error.retryAfterSeconds) },
    });
  if (!(error instanceof UseCaseError)) return error;
  if (error.status >= 500) {
    const detail =
      error.code === 'provenance_check_failed'
        ? UNFAITHFUL_REFINEMENT
        : 'Server error. Our team has been notified.';
    return new AppError(error.code, detail, { cause: error });
  }
  return new AppError(error.code, error.message, {
    fieldErrors: error.field ? [{ field: error.field, message: error.message }] : [],
  });
}

export function createScoringService(dependencies: ScoringServiceDependencies) {
  const { sessions, engine, log } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const industries = listIndustries();
  const asOf = () => monthOf(now());

  async function rewriteWithModel(
    writer: LlmWriter,
    body: RefineRequest,
    builtIn: RefinedSession,
  ): Promise<RefinedSession> {
    const fallback = (why: LlmFailure | 'unusable', detail: string): RefinedSession => {
      log.warn({ failure: why, detail }, 'the AI writer failed; the built-in writer answered');
      return { ...builtIn, writerNotice: WRITER_NOTICES[why] };
    };
    const result = await writer.rewrite({
      resumeText: builtIn.resumeText,
      jobDescription: builtIn.jobDescription,
      industry: builtIn.targetIndustry,
      questions: builtIn.questions,
      answers: builtIn.answers,
    });
    if (!result.ok) return fallback(result.failure, result.detail);
    try {
      const { session } = await engine.refineWithRewrite(body, result.value.resumeText, asOf());
      log.info(
        { model: result.model, prompt: result.prompt_version, pending: session.pendingChanges.length },
        'the AI writer refined; its changes were checked',
      );
      return session;
    } catch (error) {
      if (error instanceof UseCaseError && error.code === 'rewrite_unreadable')
        return fallback('unusable', error.message);
      throw asAppError(error);
    }
  }

  return {
    industries: () => industries,

    async analyze(body: AnalyzeRequest): Promise<AnalyzeResponse> {
      try {
        return await engine.analyze(body, asOf());
      } catch (error) {
        throw asAppError(error);
      }
    },

    /**
     * Analyzes the same (cut) inputs once (the engine is deterministic, so these are the questions the user
     * saw), applies the answers by position, refines with that analysis, puts the result through the
     * provenance guard and saves one session.
     */
    async refine(userId: string, body: RefineRequest): Promise<RefineResponse> {
      let outcome: Awaited<ReturnType<EngineRunner['refine']>>;
      try {
        outcome = await engine.refine(body, asOf());
      } catch (error) {
        if (error instanceof UseCaseError && error.code === 'provenance_check_failed')
          log.error(
            { userId, violations: (error as UseCaseError & { violations?: unknown }).violations },
            'refinement failed the provenance guard; nothing saved',
          );
        throw asAppError(error);
      }
      const { rejected } = outcome;
      let session = outcome.session;
      if (rejected > 0) log.info({ userId, rejected }, 'the provenance guard refused edits');
      // With a model configured, its rewrite is the refinement, through the same guard; when it fails in
      // any way, the built-in writer's (already made) answers, and the response says why.
      if (dependencies.aiWriter) session = await rewriteWithModel(dependencies.aiWriter, body, session);
      const { writerNotice: _notice, ...saving } = session;
      const saved = await sessions.insert({
        userId,
        ...saving,
        initialOverallScore: session.initialScore.overall_score,
        finalOverallScore: session.finalScores.overall_score,
      });
      log.info(
        {
          userId,
          sessionId: saved.id,
          changes: session.history.length,
          change: session.finalScores.improvement.change,
        },
        'refine session saved',
      );
      return {
        final_text: session.finalText,
        history: session.history,
        session_id: saved.id,
        structured_resume: session.structuredResume,
        final_scores: session.finalScores,
        unused_answers: session.unusedAnswers,
        notices: session.notices,
        writer: session.writer,
        writer_notice: session.writerNotice,
        pending_changes: session.pendingChanges.map((item) => item.change),
      };
    },

    /** The final scores of a session's resume as edited: what the editor saves with each update. */
    async rescore(
      session: Pick<
        RefineSessionRow,
        'jobDescription' | 'targetIndustry' | 'initialScore' | 'structuredResume' | 'history'
      >,
    ) {
      // The editor's copy of the resume is the engine's structure (section types as the engine names them).
      const resume = session.structuredResume as StructuredResume;
      try {
        return await engine.rescore(
          {
            jobDescription: session.jobDescription,
            targetIndustry: session.targetIndustry,
            initialScore: session.initialScore,
          },
          resume,
          session.history.length,
          asOf(),
        );
      } catch (error) {
        throw asAppError(error);
      }
    },
  };
}
export type ScoringService = ReturnType<typeof createScoringService>;
