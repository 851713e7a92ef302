import { EDITOR_MESSAGES, type RevertResponse } from '@resumeloop/contracts/editor';
import type { StructuredResume } from '@resumeloop/contracts/resume';
import {
  type DecideChangesRequest,
  type DecideChangesResponse,
  type ImportRewriteResponse,
  type PendingChangesResponse,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
} from '@resumeloop/contracts/review';
import type { Edit, StructuredResume as EngineResume } from '@resumeloop/engine';
import { ExtractionError, extractText } from '@resumeloop/extract';
import { monthOf, type ReviewOutcome, type ReviewSession } from '@resumeloop/usecases';
import type { FastifyBaseLogger } from 'fastify';
import { findEditable } from '../editor/access';
import type { EditorQueries, EditorRepository } from '../editor/repository';
import type { ExpectedVersion } from '../editor/service';
import { AppError } from '../errors';
import type { RefineSessionRow } from '../resumes/repository';
import { SESSION_NOT_FOUND, UUID_PATTERN } from '../resumes/service';
import type { EngineRunner } from '../scoring/engine-pool';
import { asAppError } from '../scoring/service';
import { accountKey, enterUpload, type InFlightLimit } from '../uploads/in-flight';

/** A rewrite as the user sends it: pasted text, or a file read as uploads are. */
export type RewriteInput = { text: string } | { file: { fileName: string; bytes: Uint8Array } };

export type ReviewServiceDependencies = {
  sessions: EditorRepository;
  engine: EngineRunner;
  log: FastifyBaseLogger;
  extract?: typeof extractText;
  /** Files being read per account, shared with uploads unless given. */
  uploadsInFlight?: InFlightLimit;
  now?: () => Date;
};

/** A saved session as the review of rewrites reads it. */
export function toReviewSession(row: RefineSessionRow): ReviewSession {
  return {
    resumeText: row.resumeText,
    jobDescription: row.jobDescription,
    targetIndustry: row.targetIndustry,
    questionDetails: row.questionDetails,
    answers: row.answers,
    initialScore: row.initialScore,
    structuredResume: row.structuredResume as unknown as ReviewSession['structuredResume'],
    edits: row.edits as Edit[],
    pendingChanges: row.pendingChanges,
  };
}

/**
 * Rewrites from other tools (and a language model's held changes), checked against the session's resume
 * and answers: POST /import, GET and POST /changes under /api/review/sessions/{id}. Every write runs in one
 * transaction with the session locked, so an import, a decision and an editor save never interleave.
 */
export function createReviewService(dependencies: ReviewServiceDependencies) {
  const { sessions, engine, log } = dependencies;
  const extract = dependencies.extract ?? extractText;
  const now = dependencies.now ?? (() => new Date());

  async function readRewrite(userId: string, input: RewriteInput): Promise<string> {
    if ('text' in input) return input.text;
    let text: string;
    // Counted with the account's uploads (429 past them), and queued for the parsers by the account.
    const leave = enterUpload({ userId }, dependencies.uploadsInFlight);
    try {
      const extracted = await extract(input.file.bytes, {
        maxChars: REVIEW_LIMITS.rewriteText + 1,
        queueKey: accountKey(userId),
      });
      text = extracted.text;
    } catch (error) {
      if (!(error instanceof ExtractionError)) throw error;
      log.info({ code: error.code, bytes: input.file.bytes.length }, 'rewrite file refused');
      throw new AppError(error.code, error.message, { cause: error });
    } finally {
      leave();
    }
    if (text.trim().length === 0) throw AppError.invalidField('file', REVIEW_MESSAGES.rewriteRequired);
    if (text.length > REVIEW_LIMITS.rewriteText)
      throw AppError.invalidField('file', REVIEW_MESSAGES.rewriteTooLong);
    return text;
  }

  /** Saves what an import or a decision made of the session. */
  const saveOutcome = (tx: EditorQueries, id: string, result: ReviewOutcome) =>
    tx.saveReview(id, {
      structuredResume: result.resume as unknown as StructuredResume,
      finalText: result.text,
      history: result.history,
      edits: result.edits,
      pendingChanges: result.pending,
      finalScores: result.finalScores,
      updatedAt: now(),
    });

  return {
    async importRewrite(
      userId: string,
      sessionId: string,
      input: RewriteInput,
    ): Promise<ImportRewriteResponse> {
      const rewrite = await readRewrite(userId, input);
      return sessions.transaction(async (tx) => {
        const row = await findEditable((key) => tx.lockById(key), sessionId, userId);
        let result: Awaited<ReturnType<EngineRunner['importRewrite']>>;
        try {
          result = await engine.importRewrite(toReviewSession(row), rewrite, 'pasted', monthOf(now()));
        } catch (error) {
          throw asAppError(error);
        }
        await saveOutcome(tx, row.id, result);
        log.info(
          { sessionId: row.id, changes: result.changes.length, pending: result.pending.length },
          'rewrite checked',
        );
        return {
          writer: 'pasted',
          changes: result.changes,
          scores_before: result.scoresBefore,
          final_text: result.text,
          structured_resume: result.resume as unknown as StructuredResume,
          history: result.history,
          final_scores: result.finalScores,
          notices: [],
        };
      });
    },

    /**
     * Undoes refinement changes by id on the resume as it is now, rescores and saves, with the session
     * locked as an editor save locks it: a save made meanwhile is either already in the row the undo starts
     * from, or waits and then meets a new version (412), so nothing saved is lost. With If-Match, an undo
     * made against an older version is refused (412). Another user's session is 404, as it always was here.
     */
    async revert(
      userId: string,
      sessionId: string,
      changeIds: readonly string[],
      expected?: ExpectedVersion,
    ): Promise<RevertResponse> {
      return sessions.transaction(async (tx) => {
        const row = UUID_PATTERN.test(sessionId) ? await tx.lockById(sessionId) : undefined;
        if (!row || row.userId !== userId) throw new AppError('session_not_found', SESSION_NOT_FOUND);
        const version = row.updatedAt.toISOString();
        if (expected !== undefined && expected !== version)
          throw new AppError('edit_conflict', EDITOR_MESSAGES.editConflict, {
            headers: { etag: `"${version}"` },
          });
        let result: Awaited<ReturnType<EngineRunner['revert']>>;
        try {
          result = await engine.revert(
            {
              jobDescription: row.jobDescription,
              targetIndustry: row.targetIndustry,
              initialScore: row.initialScore,
              structuredResume: row.structuredResume as unknown as EngineResume,
              edits: row.edits as Edit[],
            },
            changeIds,
            monthOf(now()),
          );
        } catch (error) {
          throw asAppError(error);
        }
        if (result.reverted.length === 0 && result.conflicts.length > 0) {
          throw new AppError(
            'change_edited_since',
            'That change was edited since it was made; undo it in the editor instead.',
          );
        }
        const resume = result.resume as unknown as StructuredResume;
        const saved = await tx.saveReview(row.id, {
          structuredResume: resume,
          finalText: result.text,
          history: result.history,
          edits: result.edits,
          pendingChanges: row.pendingChanges,
          finalScores: result.finalScores,
          updatedAt: now(),
        });
        return {
          final_text: result.text,
          structured_resume: resume,
          history: result.history,
          final_scores: result.finalScores,
          reverted: result.reverted,
          updated_at: saved.updatedAt.toISOString(),
        };
      });
    },

    async pending(userId: string, sessionId: string): Promise<PendingChangesResponse> {
      const row = await findEditable((key) => sessions.findById(key), sessionId, userId);
      const writer = row.pendingChanges[0]?.writer ?? row.writer;
      return { writer, pending_changes: row.pendingChanges.map((item) => item.change) };
    },

    async decide(
      userId: string,
      sessionId: string,
      body: DecideChangesRequest,
    ): Promise<DecideChangesResponse> {
      return sessions.transaction(async (tx) => {
        const row = await findEditable((key) => tx.lockById(key), sessionId, userId);
        let result: Awaited<ReturnType<EngineRunner['decideChanges']>>;
        try {
          result = await engine.decideChanges(
            toReviewSession(row),
            { accept: body.accept ?? [], reject: body.reject ?? [] },
            monthOf(now()),
          );
        } catch (error) {
          throw asAppError(error);
        }
        await saveOutcome(tx, row.id, result);
        return {
          changes: result.changes,
          pending_changes: result.pending.map((item) => item.change),
          final_text: result.text,
          structured_resume: result.resume as unknown as StructuredResume,
          history: result.history,
          final_scores: result.finalScores,
        };
      });
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
