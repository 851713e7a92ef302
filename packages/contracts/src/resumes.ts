import { z } from 'zod';
import { structuredResumeSchema } from './resume';
import { finalScoresSchema, historyItemSchema, scoreReportSchema, unusedAnswerSchema } from './scoring';

/** Uploads (POST /api/resumes/upload) and the user's saved refine sessions (/api/resumes/sessions). */

export const UPLOAD_FILE_TYPES = ['pdf', 'docx', 'doc', 'txt'] as const;

export const uploadResponseSchema = z
  .object({
    text: z.string(),
    file_type: z.enum(UPLOAD_FILE_TYPES),
    file_name: z.string(),
    char_count: z.number(),
    truncated: z.boolean(),
    notices: z.array(z.string()),
  })
  .meta({ id: 'UploadResponse' });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const sessionSummarySchema = z
  .object({
    id: z.string(),
    /** ISO 8601. */
    created_at: z.string(),
    /** ISO 8601: the last change (refinement, an edit in the editor). */
    updated_at: z.string(),
    target_industry: z.string(),
    job_title: z.string(),
    initial_score: z.number(),
    final_score: z.number().nullable(),
  })
  .meta({ id: 'SessionSummary' });
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionListResponseSchema = z
  .object({ sessions: z.array(sessionSummarySchema) })
  .meta({ id: 'SessionListResponse' });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

export const sessionDetailSchema = z
  .object({
    id: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    resume_text: z.string(),
    job_description: z.string(),
    target_industry: z.string(),
    job_title: z.string(),
    questions: z.array(z.string()),
    answers: z.array(z.string()),
    initial_score: scoreReportSchema,
    final_scores: finalScoresSchema.nullable(),
    final_text: z.string(),
    structured_resume: structuredResumeSchema,
    history: z.array(historyItemSchema),
    /** The answers, or sentences of them, refinement did not write, and why. */
    unused_answers: z.array(unusedAnswerSchema),
    notices: z.array(z.string()),
  })
  .meta({ id: 'SessionDetail' });
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

export const deleteSessionsResponseSchema = z
  .object({ deleted: z.number() })
  .meta({ id: 'DeleteSessionsResponse' });
export type DeleteSessionsResponse = z.infer<typeof deleteSessionsResponseSchema>;
