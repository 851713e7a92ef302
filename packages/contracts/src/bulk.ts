import { z } from 'zod';
import { BULK_LIMITS, BULK_MESSAGES } from './bulk-constants';
import {
  analyzeRequestSchema,
  analyzeResponseSchema,
  categoryScoresSchema,
  scoreCategoryIdSchema,
} from './scoring';

/**
 * Bulk analysis (premium `bulk_operations`): one resume against two to five postings at once, ranked by
 * fit. POST /api/scoring/bulk. Each posting is validated with a single analysis's rules and messages
 * (SPEC §5); each is analysed as a single analysis is, and counted in the month's analyses as one.
 */

export * from './bulk-constants';

export const bulkPostingSchema = z
  .strictObject({
    job_description: analyzeRequestSchema.shape.job_description,
    target_industry: analyzeRequestSchema.shape.target_industry,
    /** What the person calls the posting; the title the engine reads from the posting when absent. */
    job_title: z.string().max(BULK_LIMITS.jobTitle, { error: BULK_MESSAGES.jobTitleLength }).optional(),
  })
  .meta({ id: 'BulkPosting' });
export type BulkPosting = z.input<typeof bulkPostingSchema>;

export const bulkAnalyzeRequestSchema = z
  .strictObject({
    resume_text: analyzeRequestSchema.shape.resume_text,
    postings: z
      .array(bulkPostingSchema, { error: BULK_MESSAGES.postingsCount })
      .min(BULK_LIMITS.minPostings, { error: BULK_MESSAGES.postingsCount })
      .max(BULK_LIMITS.maxPostings, { error: BULK_MESSAGES.postingsCount }),
  })
  .meta({ id: 'BulkAnalyzeRequest' });
export type BulkAnalyzeRequest = z.input<typeof bulkAnalyzeRequestSchema>;

export const bulkResultSchema = z
  .object({
    /** 1 is the best fit. */
    rank: z.number().int().min(1),
    /** The posting's place in the request (0-based). */
    posting_index: z.number().int().min(0),
    job_title: z.string(),
    target_industry: z.string(),
    overall_score: z.number(),
    scores: categoryScoresSchema,
    /** The number the ranking reads first: the job-match category's score (`ranked_by.primary`). */
    fit_score: z.number(),
    /** What the posting asks for that the resume does not show, most valuable first (at most five). */
    missing_requirements: z.array(z.string()),
    /** The single analysis of this posting, to open in the refine flow (questions, refine, editor). */
    analysis: analyzeResponseSchema,
  })
  .meta({ id: 'BulkResult' });
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkFailureSchema = z
  .object({
    posting_index: z.number().int().min(0),
    job_title: z.string(),
    /** The code and the detail (in the reader's language) a single analysis of it would answer. */
    code: z.string(),
    detail: z.string(),
  })
  .meta({ id: 'BulkFailure' });
export type BulkFailure = z.infer<typeof bulkFailureSchema>;

export const bulkAnalyzeResponseSchema = z
  .object({
    /** What orders the results: the job-match category's score, ties by overall score, then by input order. */
    ranked_by: z.object({
      primary: scoreCategoryIdSchema,
      tie_break: z.literal('overall_score'),
    }),
    results: z.array(bulkResultSchema),
    /** Postings that could not be analysed, each with why; they are not counted in the month. */
    failures: z.array(bulkFailureSchema),
  })
  .meta({ id: 'BulkAnalyzeResponse' });
export type BulkAnalyzeResponse = z.infer<typeof bulkAnalyzeResponseSchema>;
