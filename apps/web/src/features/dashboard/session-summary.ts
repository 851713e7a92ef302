import type { SessionSummary } from '@resumeloop/contracts/resumes';

/**
 * How a saved refinement reads and where it opens: shared by the dashboard and the landing page's
 * 'Continue where you left off', without either page's components.
 */

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export const titleOf = (session: Pick<SessionSummary, 'job_title'>) =>
  session.job_title.trim() || 'Untitled role';

/**
 * Where the refinement flow opens a saved session (it loads it, then shows the step): results or the
 * refined text.
 */
export const openSessionHref = (sessionId: string, step: 'results' | 'polish') =>
  `/refine?${new URLSearchParams({ open: sessionId, step }).toString()}`;
