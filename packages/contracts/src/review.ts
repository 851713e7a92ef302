import { z } from 'zod';
import { structuredResumeSchema } from './resume';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './review-constants';
import { reviewedChangeSchema, writerSchema } from './reviewed-change';
import { categoryScoresSchema, finalScoresSchema, historyItemSchema, scoreReportSchema } from './scoring';

export * from './review-constants';
export * from './reviewed-change';

/** GET /api/review/sessions/{id}/status: a saved refine session's scores. */
export const sessionStatusResponseSchema = z
  .object({
    session_id: z.string(),
    status: z.literal('completed'),
    final_scores: finalScoresSchema.nullable(),
    /** The initial scores (before refinement). */
    scores: scoreReportSchema,
  })
  .meta({ id: 'SessionStatusResponse' });
export type SessionStatusResponse = z.infer<typeof sessionStatusResponseSchema>;

/** POST /api/review/sessions/{id}/import as JSON (a file goes as multipart, field `file`). */
export const importRewriteRequestSchema = z
  .object({
    text: z
      .string({ error: REVIEW_MESSAGES.rewriteRequired })
      .trim()
      .min(1, REVIEW_MESSAGES.rewriteRequired)
      .max(REVIEW_LIMITS.rewriteText, REVIEW_MESSAGES.rewriteTooLong),
  })
  .meta({ id: 'ImportRewriteRequest' });
export type ImportRewriteRequest = z.input<typeof importRewriteRequestSchema>;

const resumeStateShape = {
  final_text: z.string(),
  structured_resume: structuredResumeSchema,
  /** The changes applied to the resume, each of which can be undone. */
  history: z.array(historyItemSchema),
  final_scores: finalScoresSchema,
};

export const importRewriteResponseSchema = z
  .object({
    writer: writerSchema,
    /** Every change the rewrite makes, applied or waiting. */
    changes: z.array(reviewedChangeSchema),
    /** The scores of the resume before the supported changes were applied. */
    scores_before: z.object({ overall_score: z.number(), scores: categoryScoresSchema }),
    ...resumeStateShape,
    notices: z.array(z.string()),
  })
  .meta({ id: 'ImportRewriteResponse' });
export type ImportRewriteResponse = z.infer<typeof importRewriteResponseSchema>;

/** GET /api/review/sessions/{id}/changes: the changes waiting for the user. */
export const pendingChangesResponseSchema = z
  .object({ writer: writerSchema, pending_changes: z.array(reviewedChangeSchema) })
  .meta({ id: 'PendingChangesResponse' });
export type PendingChangesResponse = z.infer<typeof pendingChangesResponseSchema>;

/**
 * POST /api/review/sessions/{id}/changes: accept or reject waiting changes. An accepted change may carry
 * the user's own wording (`text`), which the guard reads again; what the user accepts is theirs to state.
 */
export const decideChangesRequestSchema = z
  .object({
    accept: z
      .array(
        z.object({
          id: z.string().min(1),
          text: z.string().trim().min(1).max(REVIEW_LIMITS.editedText).optional(),
        }),
      )
      .default([]),
    reject: z.array(z.string().min(1)).default([]),
  })
  .refine((body) => body.accept.length + body.reject.length > 0, {
    message: REVIEW_MESSAGES.decisionRequired,
  })
  .meta({ id: 'DecideChangesRequest' });
export type DecideChangesRequest = z.input<typeof decideChangesRequestSchema>;

export const decideChangesResponseSchema = z
  .object({
    /** The changes decided by this call, with their new status (and verdict, when the text was edited). */
    changes: z.array(reviewedChangeSchema),
    pending_changes: z.array(reviewedChangeSchema),
    ...resumeStateShape,
  })
  .meta({ id: 'DecideChangesResponse' });
export type DecideChangesResponse = z.infer<typeof decideChangesResponseSchema>;
