import type {
  AnalyzeRequest,
  AnalyzeResponse,
  RefineRequest,
  RefineResponse,
} from '@resumeloop/contracts/scoring';
import { tooManyAnswersMessage } from '@resumeloop/contracts/scoring';
import {
  analyze,
  checkProvenance,
  listIndustries,
  type ProvenanceViolation,
  parseResume,
  refineResume,
  type Speller,
  type YearMonth,
} from '@resumeloop/engine';
import {
  limitAnswers,
  toFinalScores,
  toHistoryItem,
  toJobSummary,
  toQuestionDetail,
  toScoreReport,
} from '@resumeloop/engine/api';
import { AppError } from '../errors';
import type { RefineSessionRepository } from '../resumes/repository';
import { checkAnswersTotal, prepareInputs } from './inputs';

export type ScoringServiceDependencies = {
  sessions: RefineSessionRepository;
  /** Spelling checks and fixes; without one, spelling is not scored. */
  speller?: Speller | undefined;
  log: {
    info(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  now?: () => Date;
};

export const UNFAITHFUL_REFINEMENT =
  'We could not refine this resume without changing its facts, so nothing was saved. Please try again with different answers.';

/** The month scores read 'Present' as: the current one, so one request scores the same throughout. */
export function monthOf(date: Date): YearMonth {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

export function createScoringService(dependencies: ScoringServiceDependencies) {
  const { sessions, speller, log } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const industries = listIndustries();

  function analyzePrepared(inputs: ReturnType<typeof prepareInputs>, asOf: YearMonth) {
    const result = analyze(
      { resumeText: inputs.resumeText, jobDescription: inputs.jobDescription, industry: inputs.industry },
      { ...(speller ? { speller } : {}), asOf },
    );
    if (result.questions.length === 0) {
      throw new AppError(500, 'no_questions', 'Server error. Our team has been notified.', {
        cause: new Error('the engine generated no questions'),
      });
    }
    return result;
  }

  return {
    industries: () => industries,

    analyze(body: AnalyzeRequest): AnalyzeResponse {
      const inputs = prepareInputs(body);
      const result = analyzePrepared(inputs, monthOf(now()));
      return {
        questions: result.questions,
        question_details: result.detail.questions.map(toQuestionDetail),
        initial_score: toScoreReport(result.detail.report),
        job: toJobSummary(result.detail.job),
        notices: inputs.notices,
      };
    },

    /**
     * Re-derives the questions from the same inputs (the engine is deterministic), applies the answers by
     * position, refines, puts the result through the provenance guard and saves one session.
     */
    async refine(userId: string, body: RefineRequest): Promise<RefineResponse> {
      checkAnswersTotal(body.answers);
      const inputs = prepareInputs(body);
      const asOf = monthOf(now());
      const analysis = analyzePrepared(inputs, asOf);
      const questions = analysis.detail.questions;
      if (body.answers.length > questions.length) {
        const message = tooManyAnswersMessage(questions.length);
        throw new AppError(422, 'too_many_answers', message, {
          fieldErrors: [{ field: 'answers', message }],
        });
      }
      const truncated = limitAnswers(body.answers);
      // One answer per question, blank where none was given.
      const answers = questions.map((_, index) => truncated.answers[index] ?? '');
      const result = refineResume({
        resumeText: inputs.resumeText,
        jobDescription: inputs.jobDescription,
        industry: inputs.industry,
        questions,
        answers,
        ...(speller ? { speller } : {}),
        asOf,
      });

      // The guard: the engine's verdict on the final output (claims, with its recorded derivations), and
      // an independent check that nothing of the original was dropped.
      const dropped = checkProvenance({
        original: parseResume(inputs.resumeText),
        refined: result.structured_resume,
        answers,
      }).violations.filter((violation) => violation.kind.startsWith('dropped'));
      const violations: ProvenanceViolation[] = [...result.provenance.violations, ...dropped];
      if (violations.length > 0) {
        log.error(
          {
            userId,
            violations: violations.map((violation) => ({ kind: violation.kind, value: violation.value })),
          },
          'refinement failed the provenance guard; nothing saved',
        );
        throw new AppError(500, 'provenance_check_failed', UNFAITHFUL_REFINEMENT);
      }
      if (result.reverted.length > 0) {
        log.info({ userId, reverted: result.reverted.length }, 'the provenance guard reverted changes');
      }

      const initialScore = toScoreReport(analysis.detail.report);
      const finalScores = toFinalScores(result.final_scores, result.final_report);
      const history = result.history.map(toHistoryItem);
      const notices = [...inputs.notices, ...truncated.notices];
      const saved = await sessions.insert({
        userId,
        targetIndustry: inputs.industry,
        jobTitle: analysis.detail.job.title,
        resumeText: inputs.resumeText,
        jobDescription: inputs.jobDescription,
        questions: analysis.questions,
        questionDetails: questions.map(toQuestionDetail),
        answers,
        initialScore,
        finalScores,
        initialOverallScore: initialScore.overall_score,
        finalOverallScore: finalScores.overall_score,
        finalText: result.final_text,
        structuredResume: result.structured_resume,
        history,
        notices,
      });
      log.info(
        { userId, sessionId: saved.id, changes: history.length, change: finalScores.improvement.change },
        'refine session saved',
      );
      return {
        final_text: result.final_text,
        history,
        session_id: saved.id,
        structured_resume: result.structured_resume,
        final_scores: finalScores,
        unused_answers: [],
        notices,
      };
    },
  };
}
export type ScoringService = ReturnType<typeof createScoringService>;
