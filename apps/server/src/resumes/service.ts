import type { SessionDetail, SessionSummary } from '@resumeloop/contracts/resumes';
import type { SessionStatusResponse } from '@resumeloop/contracts/review';
import { AppError, english } from '../errors';
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

    async detail(id: string, userId: string): Promise<SessionDetail> {
      return toDetail(await findOwned(id, userId));
    },

    async status(id: string, userId: string): Promise<SessionStatusResponse> {
      const row = await findOwned(id, userId);
      return {
        session_id: row.id,
        status: 'completed',
        final_scores: row.finalScores ?? null,
        scores: row.initialScore,
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
