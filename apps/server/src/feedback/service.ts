import {
  exportFileName,
  FEEDBACK_MESSAGES,
  type FeedbackRecord,
  type FeedbackSubmitResponse,
} from '@resumeloop/contracts/feedback';
import { findEditable } from '../editor/access';
import type { ResumeRenderer } from '../editor/render';
import { rendering } from '../editor/rendering';
import { renderOptionsOf } from '../editor/template-options';
import { AppError } from '../errors';
import type { RefineSessionRow } from '../resumes/repository';
import type { FeedbackRepository, FeedbackRow } from './repository';

/** What feedback and the export read of a session. */
export type FeedbackSession = Pick<
  RefineSessionRow,
  | 'id'
  | 'userId'
  | 'targetIndustry'
  | 'resumeText'
  | 'finalText'
  | 'structuredResume'
  | 'template'
  | 'pageSize'
  | 'templateOptions'
>;

export type FeedbackServiceDependencies = {
  feedback: FeedbackRepository;
  /** A session by id, whoever owns it (the service answers 403 for someone else's). */
  findSession: (id: string) => Promise<FeedbackSession | undefined>;
  renderer: Pick<ResumeRenderer, 'pdf' | 'docx'>;
  now?: () => Date;
};

export type ExportFormat = 'pdf' | 'docx';
export type ExportFile = { bytes: Uint8Array; fileName: string; contentType: string };

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

function needsFeedback(): AppError {
  return new AppError('needs_feedback', 'errors.feedback.needsFeedback', {
    extra: { needs_feedback: true },
  });
}

/** A feedback row as the user's data export shows it. */
function toExport(row: FeedbackRow) {
  return {
    id: row.id,
    session_id: row.sessionId,
    created_at: row.createdAt.toISOString(),
    target_industry: row.targetIndustry,
    has_fabricated_content: row.hasFabricatedContent,
    fabricated_details: row.fabricatedDetails,
    has_dropped_content: row.hasDroppedContent,
    dropped_content_details: row.droppedContentDetails,
    has_inappropriate_language: row.hasInappropriateLanguage,
    inappropriate_language_examples: row.inappropriateLanguageExamples,
    factual_accuracy_rating: row.factualAccuracyRating,
    formatting_rating: row.formattingRating,
    technical_errors: row.technicalErrors,
    export_worked_smoothly: row.exportWorkedSmoothly,
    export_issues: row.exportIssues,
    overall_improvement_rating: row.overallImprovementRating,
    would_use_refined_resume: row.wouldUseRefinedResume,
    would_use_reason: row.wouldUseReason,
    most_helpful_change: row.mostHelpfulChange,
    least_helpful_change: row.leastHelpfulChange,
    usage_frequency: row.usageFrequency,
    target_role: row.targetRole,
    experience_years: row.experienceYears,
    store_resume_texts: row.storeResumeTexts,
    resume_text: row.resumeText,
    refined_text: row.refinedText,
  };
}

/**
 * The feedback survey and the export it opens (SPEC §4 'PDF export', §7.2). Ownership as in the editor
 * (decision 0012): 404 for a malformed or unknown session, 403 for someone else's.
 */
export function createFeedbackService(dependencies: FeedbackServiceDependencies) {
  const { feedback, findSession, renderer } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  return {
    async submit(userId: string, body: FeedbackRecord): Promise<FeedbackSubmitResponse> {
      const session = await findEditable(findSession, body.session_id, userId);
      const keepTexts = body.store_resume_texts;
      const row = await feedback.insert({
        userId,
        sessionId: session.id,
        targetIndustry: body.target_industry || session.targetIndustry,
        hasFabricatedContent: body.has_fabricated_content,
        fabricatedDetails: body.fabricated_details,
        hasDroppedContent: body.has_dropped_content,
        droppedContentDetails: body.dropped_content_details,
        hasInappropriateLanguage: body.has_inappropriate_language,
        inappropriateLanguageExamples: body.inappropriate_language_examples,
        factualAccuracyRating: body.factual_accuracy_rating,
        formattingRating: body.formatting_rating,
        technicalErrors: body.technical_errors,
        exportWorkedSmoothly: body.export_worked_smoothly,
        exportIssues: body.export_issues,
        overallImprovementRating: body.overall_improvement_rating,
        wouldUseRefinedResume: body.would_use_refined_resume,
        wouldUseReason: body.would_use_reason,
        mostHelpfulChange: body.most_helpful_change,
        leastHelpfulChange: body.least_helpful_change,
        usageFrequency: body.usage_frequency,
        targetRole: body.target_role,
        experienceYears: body.experience_years,
        storeResumeTexts: keepTexts,
        // Opt-in only: without it, no resume text is kept with the feedback.
        resumeText: keepTexts ? session.resumeText : null,
        refinedText: keepTexts ? session.finalText : null,
      });
      return { message: FEEDBACK_MESSAGES.submitted, feedback_id: row.id, can_export: true };
    },

    /** The session's resume in its template and page size, once the user has given feedback on it. */
    async exportFile(sessionId: string, userId: string, format: ExportFormat): Promise<ExportFile> {
      const session = await findEditable(findSession, sessionId, userId);
      if (!(await feedback.exists(userId, session.id))) throw needsFeedback();
      const resume = session.structuredResume;
      const options = renderOptionsOf(session, session.template, session.pageSize);
      const bytes = await rendering(() =>
        format === 'pdf' ? renderer.pdf(resume, options) : renderer.docx(resume, options),
      );
      return { bytes, fileName: exportFileName(now(), format), contentType: CONTENT_TYPES[format] };
    },

    /** Every feedback row of the user, for the data export. */
    async exportFor(userId: string) {
      return (await feedback.listAll(userId)).map(toExport);
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
