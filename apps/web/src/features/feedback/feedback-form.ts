import type { EXPERIENCE_YEARS, FeedbackSubmission, USAGE_FREQUENCIES } from '@resumeloop/contracts/feedback';
import type { MessageId } from '@resumeloop/i18n';

export type UsageFrequency = (typeof USAGE_FREQUENCIES)[number];
export type ExperienceYears = (typeof EXPERIENCE_YEARS)[number];
export type WouldUse = 'yes' | 'no' | 'maybe';

/** The survey as the modal holds it; `toSubmission` turns it into SPEC §3's feedback fields. */
export type FeedbackForm = {
  factualAccuracyRating: number | null;
  formattingRating: number | null;
  hasFabricatedContent: boolean;
  fabricatedDetails: string;
  hasDroppedContent: boolean;
  droppedContentDetails: string;
  hasInappropriateLanguage: boolean;
  inappropriateLanguageExamples: string;
  overallImprovementRating: number | null;
  /** 'maybe' answers the question; it is sent as null. */
  wouldUse: WouldUse | null;
  wouldUseReason: string;
  mostHelpfulChange: string;
  leastHelpfulChange: string;
  usageFrequency: UsageFrequency | null;
  experienceYears: ExperienceYears | null;
  targetRole: string;
  exportWorkedSmoothly: boolean;
  exportIssues: string;
  technicalErrors: string;
  storeResumeTexts: boolean;
};

export const EMPTY_FEEDBACK_FORM: FeedbackForm = {
  factualAccuracyRating: null,
  formattingRating: null,
  hasFabricatedContent: false,
  fabricatedDetails: '',
  hasDroppedContent: false,
  droppedContentDetails: '',
  hasInappropriateLanguage: false,
  inappropriateLanguageExamples: '',
  overallImprovementRating: null,
  wouldUse: null,
  wouldUseReason: '',
  mostHelpfulChange: '',
  leastHelpfulChange: '',
  usageFrequency: null,
  experienceYears: null,
  targetRole: '',
  exportWorkedSmoothly: true,
  exportIssues: '',
  technicalErrors: '',
  storeResumeTexts: false,
};

/** The survey's four steps, by name. */
export const FEEDBACK_STEPS: readonly MessageId[] = [
  'feedback.steps.content',
  'feedback.steps.assessment',
  'feedback.steps.about',
  'feedback.steps.technical',
];

/** SPEC §4: what each step needs before Next; the last step needs nothing. */
export function stepComplete(step: number, form: FeedbackForm): boolean {
  if (step === 1) return form.factualAccuracyRating !== null && form.formattingRating !== null;
  if (step === 2) return form.overallImprovementRating !== null && form.wouldUse !== null;
  if (step === 3) return form.usageFrequency !== null && form.experienceYears !== null;
  return true;
}

/** Details of an unticked box, or export issues after a smooth export, were typed and then withdrawn. */
const ifTicked = (ticked: boolean, text: string) => (ticked ? text.trim() : '');

export function toSubmission(
  form: FeedbackForm,
  sessionId: string,
  targetIndustry: string,
): FeedbackSubmission {
  return {
    session_id: sessionId,
    target_industry: targetIndustry,
    has_fabricated_content: form.hasFabricatedContent,
    fabricated_details: ifTicked(form.hasFabricatedContent, form.fabricatedDetails),
    has_dropped_content: form.hasDroppedContent,
    dropped_content_details: ifTicked(form.hasDroppedContent, form.droppedContentDetails),
    has_inappropriate_language: form.hasInappropriateLanguage,
    inappropriate_language_examples: ifTicked(
      form.hasInappropriateLanguage,
      form.inappropriateLanguageExamples,
    ),
    factual_accuracy_rating: form.factualAccuracyRating,
    formatting_rating: form.formattingRating,
    technical_errors: form.technicalErrors.trim(),
    export_worked_smoothly: form.exportWorkedSmoothly,
    export_issues: ifTicked(!form.exportWorkedSmoothly, form.exportIssues),
    overall_improvement_rating: form.overallImprovementRating,
    would_use_refined_resume: form.wouldUse === 'yes' ? true : form.wouldUse === 'no' ? false : null,
    would_use_reason: form.wouldUseReason.trim(),
    most_helpful_change: form.mostHelpfulChange.trim(),
    least_helpful_change: form.leastHelpfulChange.trim(),
    usage_frequency: form.usageFrequency,
    target_role: form.targetRole.trim(),
    experience_years: form.experienceYears,
    store_resume_texts: form.storeResumeTexts,
  };
}
