/**
 * The feedback survey's constants without the schemas: pages that need only these load no validation
 * library. feedback.ts re-exports them.
 */

export const USAGE_FREQUENCIES = ['first_time', 'few_times', 'frequent'] as const;
export const EXPERIENCE_YEARS = ['0-2', '3-5', '6-10', '10+'] as const;

/** Free-text answers are short notes; this bounds what one request can store. */
export const FEEDBACK_TEXT_LIMIT = 2000;

export const FEEDBACK_MESSAGES = {
  needsFeedback: 'Please share quick feedback to download your resume.',
  submitted: 'Thank you for your feedback!',
  failed: 'Failed to submit feedback',
} as const;

/** SPEC §7.2: enhanced_resume_ + compact timestamp (20251123T213045Z) + extension. */
export function exportFileName(date: Date, extension: 'pdf' | 'docx'): string {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `enhanced_resume_${stamp}.${extension}`;
}
