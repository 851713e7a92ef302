import type { SessionDetail, SessionSummary } from '@resumeloop/contracts/resumes';
import type { SessionStatusResponse } from '@resumeloop/contracts/review';
import type { Translate } from '@resumeloop/i18n';
import { AppError, english } from '../errors';
import {
  localizeOptionalFinalScores,
  localizeQuestions,
  localizeScoreReport,
} from '../scoring/localize-analysis';
import { localizeNotices } from '../scoring/localize-notices';
import { localizeHistory, localizeUnusedAnswers } from '../scoring/localize-refinement';
import type { RefineSessionRepository, RefineSessionRow } from './repository';

/** The en-US text of an unknown resume session (answered in the request's language). */
export const SESSION_NOT_FOUND = english('errors.resumes.sessionNotFound');

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): AppError {
  return new AppError('session_not_found', 'errors.resumes.sessionNotFound');
}

function toDetail(row: RefineSessionRow): SessionDetail {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    resume_text: row.resumeText,
    job_description: row.jobDescription,
    target_industry: row.targetIndustry,
    job_title: row.jobTitle,
    questions: row.questions,
    answers: row.answers,
    initial_score: row.initialScore,
    final_scores: row.finalScores ?? null,
    final_text: row.finalText,
    structured_resume: row.structuredResume,
    // A session saved before changes had ids gets positional ones: shown, though not undoable.
    history: row.history.map((item, index) => ({ ...item, id: item.id ?? `c${index + 1}` })),
    unused_answers: row.unusedAnswers,
    notices: row.notices,
  };
}

/** A user's saved refine sessions. An id that is malformed, unknown or another user's is simply not found. */
export function createResumeSessionService({ repository }: { repository: RefineSessionRepository }) {
  async function findOwned(id: string, userId: string): Promise<RefineSessionRow> {
    const row = UUID_PATTERN.test(id) ? await repository.findOwned(id, userId) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId: string): Promise<SessionSummary[]> {
      const rows = await repository.listSummaries(userId);
      return rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        target_industry: row.targetIndustry,
        job_title: row.jobTitle,
        initial_score: row.initialOverallScore,
        final_score: row.finalOverallScore,
      }));
    },

    /** One session in full, its questions, checks and warnings in the reader's language. */
    async detail(id: string, userId: string, translate: Translate): Promise<SessionDetail> {
      const row = await findOwned(id, userId);
      const detail = toDetail(row);
      const questions = localizeQuestions(row.questionDetails, translate);
      return {
        ...detail,
        // A session saved without its questions' details keeps the questions as stored.
        questions:
          questions.length === detail.questions.length
            ? questions.map((question) => question.text)
            : detail.questions,
        initial_score: localizeScoreReport(detail.initial_score, translate),
        final_scores: localizeOptionalFinalScores(detail.final_scores, translate),
        history: localizeHistory(detail.history, translate),
        unused_answers: localizeUnusedAnswers(detail.unused_answers, translate),
        notices: localizeNotices(detail.notices, translate),
      };
    },

    /** A session's scores before and after, their texts in the reader's language. */
    async status(id: string, userId: string, translate: Translate): Promise<SessionStatusResponse> {
      const row = await findOwned(id, userId);
      return {
        session_id: row.id,
        status: 'completed',
        final_scores: localizeOptionalFinalScores(row.finalScores ?? null, translate),
        scores: localizeScoreReport(row.initialScore, translate),
      };
    },

    async delete(id: string, userId: string): Promise<void> {
      const deleted = UUID_PATTERN.test(id) ? await repository.deleteOwned(id, userId) : false;
      if (!deleted) throw notFound();
    },

    async deleteAll(userId: string): Promise<number> {
      return repository.deleteAll(userId);
    },

    /** Every session in full, for the data export. */
    async exportFor(userId: string): Promise<SessionDetail[]> {
      return (await repository.listAll(userId)).map(toDetail);
    },
  };
}
export type ResumeSessionService = ReturnType<typeof createResumeSessionService>;
