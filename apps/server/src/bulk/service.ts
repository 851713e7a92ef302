import {
  BULK_LIMITS,
  BULK_RANKED_BY,
  type BulkAnalyzeRequest,
  type BulkFailure,
  type BulkResult,
} from '@resumeloop/contracts/bulk';
import type { AnalyzeResponse } from '@resumeloop/contracts/scoring';
import { monthOf, UseCaseError } from '@resumeloop/usecases';
import type { UserRow } from '../auth/repositories/users';
import type { AppError, Text } from '../errors';
import type { UsageLimits } from '../plans/usage';
import { EngineBusyError, type EngineRunner } from '../scoring/engine-pool';
import { asAppError } from '../scoring/service';

export type BulkServiceDependencies = {
  engine: EngineRunner;
  usage: Pick<UsageLimits, 'countedEach'>;
  log: { info(object: object, message: string): void };
  now?: () => Date;
};

/** One posting's analysis, before ranking (and before its texts are put in the reader's language). */
export type PostingOutcome = Omit<BulkResult, 'rank'>;
/** A posting that could not be analysed: its refusal as a single analysis would answer it. */
export type PostingFailure = Omit<BulkFailure, 'detail'> & { detail: Text };

/**
 * Orders the postings by fit: the job-match category (tailoring) first, the overall score on a tie, the
 * order they were given in last; rank 1 is the best fit.
 */
export function rankByFit(outcomes: readonly PostingOutcome[]): BulkResult[] {
  return [...outcomes]
    .sort(
      (a, b) =>
        b.fit_score - a.fit_score || b.overall_score - a.overall_score || a.posting_index - b.posting_index,
    )
    .map((outcome, index) => ({ ...outcome, rank: index + 1 }));
}

/** A refusal a single analysis answers with a 4xx (or a full engine): that posting's failure, not a 500. */
function postingRefusal(error: unknown): AppError | null {
  if (error instanceof EngineBusyError) return asAppError(error) as AppError;
  if (error instanceof UseCaseError && error.status < 500) return asAppError(error) as AppError;
  return null;
}

function outcomeOf(
  index: number,
  posting: BulkAnalyzeRequest['postings'][number],
  response: AnalyzeResponse,
  missing: readonly string[],
): PostingOutcome {
  const report = response.initial_score;
  return {
    posting_index: index,
    job_title: posting.job_title?.trim() || response.job.title,
    target_industry: posting.target_industry,
    overall_score: report.overall_score,
    scores: report.scores,
    fit_score: report.scores[BULK_RANKED_BY],
    missing_requirements: [...new Set(missing)].slice(0, BULK_LIMITS.missingShown),
    analysis: response,
  };
}

/**
 * One resume against several postings (premium `bulk_operations`): each posting is analysed as a single
 * analysis is, on the engine's threads, all at once (the pool runs as many as it has threads and queues
 * the rest, so the event loop is never held). Every posting counts as one analysis of the month, all
 * counted before any work; a posting the engine refuses (an unknown industry, a full engine) comes back
 * as that posting's failure and is not counted.
 */
export function createBulkService(dependencies: BulkServiceDependencies) {
  const { engine, usage, log } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  return {
    async compare(
      user: UserRow,
      body: BulkAnalyzeRequest,
    ): Promise<{ results: BulkResult[]; failures: PostingFailure[] }> {
      const asOf = monthOf(now());
      const outcomes = await usage.countedEach(
        user,
        'analyses',
        body.postings.map((posting, index) => async () => {
          const request = {
            resume_text: body.resume_text,
            job_description: posting.job_description,
            target_industry: posting.target_industry,
          };
          const { response, missing } = await engine.compare(request, asOf);
          return outcomeOf(index, posting, response, missing);
        }),
      );
      const analysed: PostingOutcome[] = [];
      const failures: PostingFailure[] = [];
      outcomes.forEach((outcome, index) => {
        if (outcome.status === 'fulfilled') {
          analysed.push(outcome.value);
          return;
        }
        const refusal = postingRefusal(outcome.reason);
        // Anything else is a fault of ours, answered as the 500 it is.
        if (!refusal) throw outcome.reason;
        failures.push({
          posting_index: index,
          job_title: body.postings[index]?.job_title?.trim() ?? '',
          code: refusal.code,
          detail: refusal.text,
        });
      });
      log.info(
        { userId: user.id, postings: body.postings.length, failed: failures.length },
        'bulk analysis done',
      );
      return { results: rankByFit(analysed), failures };
    },
  };
}
export type BulkService = ReturnType<typeof createBulkService>;
