import { z } from 'zod';
import { structuredResumeSchema } from './resume';
import { reviewedChangeSchema } from './reviewed-change';
import { SCORE_CATEGORY_IDS, SCORING_MESSAGES } from './scoring-constants';

/**
 * Analysis and refinement (SPEC §3, §5, §7.2, §9): the seven score categories, the limits, and the
 * requests and responses of /api/scoring/*.
 */

export * from './scoring-constants';

export const scoreCategoryIdSchema = z.enum(SCORE_CATEGORY_IDS);
export type ScoreCategoryId = z.infer<typeof scoreCategoryIdSchema>;

const score = z.number().min(0).max(100);

export const categoryScoresSchema = z
  .object({
    formatting: score,
    structure: score,
    content_impact: score,
    tailoring: score,
    ats_compliance: score,
    language_clarity: score,
    professionalism: score,
  })
  .meta({ id: 'CategoryScores' });
export type CategoryScores = z.infer<typeof categoryScoresSchema>;

export const scoreCheckSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    passed: z.boolean(),
    /** False when the check could not run (nothing to measure); it then does not count. */
    ran: z.boolean(),
    reason: z.string(),
    /** One line the user can act on; empty when the check passed. */
    fix: z.string(),
    weight: z.number(),
    /**
     * The label, reason and fix as messages of the catalogue ({ label, reason, fix }, each { id, values }),
     * kept with a saved analysis so it is read in the reader's language; absent from older analyses.
     */
    refs: z.unknown().optional(),
  })
  .meta({ id: 'ScoreCheck' });
export type ScoreCheck = z.infer<typeof scoreCheckSchema>;

export const categoryDetailSchema = z
  .object({
    id: scoreCategoryIdSchema,
    label: z.string(),
    weight: z.number(),
    score,
    checks: z.array(scoreCheckSchema),
  })
  .meta({ id: 'CategoryDetail' });
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const scoreReportSchema = z
  .object({
    overall_score: score,
    scores: categoryScoresSchema,
    categories: z.array(categoryDetailSchema),
    warnings: z.array(z.string()),
    /** The warnings as messages of the catalogue, in the same order; absent from older analyses. */
    warning_refs: z.unknown().optional(),
  })
  .meta({ id: 'ScoreReport' });
export type ScoreReport = z.infer<typeof scoreReportSchema>;

export const industriesResponseSchema = z
  .object({
    /** Each group's industries by their English names: what an analysis takes as `target_industry`. */
    categories: z.record(z.string(), z.array(z.string())),
    /**
     * What to show for them in the reader's language: each industry's name and each group's name, keyed
     * by the English names above (the value sent stays the English name).
     */
    labels: z
      .object({
        industries: z.record(z.string(), z.string()),
        categories: z.record(z.string(), z.string()),
      })
      .optional(),
  })
  .meta({ id: 'IndustriesResponse' });
export type IndustriesResponse = z.infer<typeof industriesResponseSchema>;

const nonBlank = (message: string) =>
  z.string({ error: message }).refine((value) => value.trim().length > 0, { error: message });

export const analyzeRequestSchema = z
  .object({
    resume_text: nonBlank(SCORING_MESSAGES.resumeRequired),
    job_description: nonBlank(SCORING_MESSAGES.jobRequired),
    target_industry: nonBlank(SCORING_MESSAGES.industryRequired),
  })
  .meta({ id: 'AnalyzeRequest' });
export type AnalyzeRequest = z.input<typeof analyzeRequestSchema>;

export const questionDetailSchema = z
  .object({
    id: z.string(),
    /** bullet_result, bullet_scope, missing_skill, missing_summary, missing_credential, title_mismatch. */
    kind: z.string(),
    text: z.string(),
    category: scoreCategoryIdSchema,
    /** Category weight times the points an answer could add: the order questions are asked in. */
    expected_gain: z.number(),
    /** The skill, credential or title the question is about, when it is about one (a 'No' denies it). */
    subject: z.string().nullable().optional(),
    /** The text as a message of the catalogue ({ id, values }); absent from older analyses. */
    text_ref: z.unknown().optional(),
  })
  .meta({ id: 'QuestionDetail' });
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const jobSummarySchema = z
  .object({
    title: z.string(),
    seniority: z.string(),
    years_required: z.number().nullable(),
    required_skills: z.array(z.string()),
    preferred_skills: z.array(z.string()),
  })
  .meta({ id: 'JobSummary' });
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const analyzeResponseSchema = z
  .object({
    questions: z.array(z.string()).min(1),
    question_details: z.array(questionDetailSchema),
    initial_score: scoreReportSchema,
    job: jobSummarySchema,
    /** What was truncated to SPEC §9's limits, as sentences; empty when nothing was. */
    notices: z.array(z.string()),
  })
  .meta({ id: 'AnalyzeResponse' });
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

export const refineRequestSchema = z
  .object({
    ...analyzeRequestSchema.shape,
    answers: z.array(z.string({ error: SCORING_MESSAGES.answersList }), {
      error: SCORING_MESSAGES.answersList,
    }),
  })
  .meta({ id: 'RefineRequest' });
export type RefineRequest = z.input<typeof refineRequestSchema>;

export const historyItemSchema = z
  .object({
    /** The change's id: what POST /api/review/sessions/{id}/revert takes to undo it. */
    id: z.string(),
    /** What changed: a bullet id, a section id or 'contact'. */
    target: z.string(),
    before: z.string(),
    after: z.string(),
    /** The rule that made the change. */
    reason: z.string(),
    /** The reason as a message of the catalogue (`refine.engine.change.*`); absent from older sessions. */
    reason_ref: z.unknown().optional(),
    /** The original line or the answer the change came from. */
    source: z.string(),
    /** The source as a message where it names a writer rather than quoting the user; absent otherwise. */
    source_ref: z.unknown().optional(),
  })
  .meta({ id: 'HistoryItem' });
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const improvementSchema = z
  .object({ initial: z.number(), final: z.number(), change: z.number(), percent_change: z.number() })
  .meta({ id: 'Improvement' });
export type Improvement = z.infer<typeof improvementSchema>;

export const finalScoresSchema = z
  .object({
    overall_score: score,
    scores: categoryScoresSchema,
    categories: z.array(categoryDetailSchema),
    feedback_summary: z.string(),
    /** The summary's sentences as messages of the catalogue; absent from older sessions. */
    feedback_summary_ref: z.unknown().optional(),
    improvement: improvementSchema,
    warnings: z.array(z.string()),
    /** The warnings as messages of the catalogue, in the same order; absent from older sessions. */
    warning_refs: z.unknown().optional(),
  })
  .meta({ id: 'FinalScores' });
export type FinalScores = z.infer<typeof finalScoresSchema>;

/** An answer, or a sentence of one, that refinement did not write into the resume, and why. */
export const unusedAnswerSchema = z
  .object({
    /** 0-based index of the question the answer belongs to. */
    question_index: z.number().int().min(0),
    /** The sentence (or whole answer) not used, as the user wrote it. */
    text: z.string(),
    reason: z.string(),
    /** The reason as a message of the catalogue (`refine.engine.*`); absent from older sessions. */
    reason_ref: z.unknown().optional(),
  })
  .meta({ id: 'UnusedAnswer' });
export type UnusedAnswer = z.infer<typeof unusedAnswerSchema>;

export const refineResponseSchema = z
  .object({
    final_text: z.string(),
    history: z.array(historyItemSchema),
    session_id: z.uuid(),
    structured_resume: structuredResumeSchema,
    final_scores: finalScoresSchema,
    unused_answers: z.array(unusedAnswerSchema),
    notices: z.array(z.string()),
    /** Who wrote the refinement: the built-in writer, or the configured language model. */
    writer: z.enum(['built-in', 'llm']),
    /** Why the built-in writer answered when a language model is configured (it failed), else null. */
    writer_notice: z.string().nullable(),
    /** Changes the writer proposed that the guard holds for the user (see /api/review/sessions/{id}/changes). */
    pending_changes: z.array(reviewedChangeSchema),
  })
  .meta({ id: 'RefineResponse' });
export type RefineResponse = z.infer<typeof refineResponseSchema>;
