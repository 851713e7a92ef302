import { z } from 'zod';
import { finalScoresSchema, scoreReportSchema } from './scoring';

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
