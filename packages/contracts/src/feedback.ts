import { z } from 'zod';
import { EXPERIENCE_YEARS, FEEDBACK_TEXT_LIMIT, USAGE_FREQUENCIES } from './feedback-constants';

/**
 * The feedback survey that gates the export (SPEC §2.4 feedback modal, §3 'Feedback submission', §4 'PDF
 * export' and 'Feedback modal', §7.2): POST /api/feedback/submit and GET /api/feedback/{sessionId}/pdf|docx.
 */

export * from './feedback-constants';

const note = z.string().max(FEEDBACK_TEXT_LIMIT).default('');
const rating = (max: number) => z.number().int().min(1).max(max).nullable().default(null);

export const feedbackSubmissionSchema = z
  .object({
    session_id: z.string().min(1),
    target_industry: z.string().max(100).default(''),
    has_fabricated_content: z.boolean().default(false),
    fabricated_details: note,
    has_dropped_content: z.boolean().default(false),
    dropped_content_details: note,
    has_inappropriate_language: z.boolean().default(false),
    inappropriate_language_examples: note,
    /** 1-5, null when not answered. */
    factual_accuracy_rating: rating(5),
    /** 1-5, null when not answered. */
    formatting_rating: rating(5),
    technical_errors: note,
    export_worked_smoothly: z.boolean().default(true),
    export_issues: note,
    /** 1-10, null when not answered. */
    overall_improvement_rating: rating(10),
    /** true yes, false no, null maybe or unset. */
    would_use_refined_resume: z.boolean().nullable().default(null),
    would_use_reason: note,
    most_helpful_change: note,
    least_helpful_change: note,
    usage_frequency: z.enum(USAGE_FREQUENCIES).nullable().default(null),
    target_role: z.string().max(200).default(''),
    experience_years: z.enum(EXPERIENCE_YEARS).nullable().default(null),
    /** Opt-in: keep the resume texts with the feedback for model improvement. */
    store_resume_texts: z.boolean().default(false),
  })
  .meta({ id: 'FeedbackSubmission' });
export type FeedbackSubmission = z.input<typeof feedbackSubmissionSchema>;
export type FeedbackRecord = z.output<typeof feedbackSubmissionSchema>;

export const feedbackSubmitResponseSchema = z
  .object({
    message: z.string(),
    feedback_id: z.string(),
    /** The session's export is now open. */
    can_export: z.boolean(),
  })
  .meta({ id: 'FeedbackSubmitResponse' });
export type FeedbackSubmitResponse = z.infer<typeof feedbackSubmitResponseSchema>;

/** The body of the 403 that asks for feedback before the export (SPEC §4). */
export const needsFeedbackBodySchema = z
  .object({ detail: z.string(), code: z.literal('needs_feedback'), needs_feedback: z.literal(true) })
  .meta({ id: 'NeedsFeedbackBody' });
export type NeedsFeedbackBody = z.infer<typeof needsFeedbackBodySchema>;
