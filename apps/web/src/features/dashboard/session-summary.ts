import type { SessionSummary } from '@resumeloop/contracts/resumes';
import { type Formatters, guestFormatters } from '../../lib/format/formatters';
import type { T } from '../../lib/i18n/use-t';

/**
 * How a saved refinement reads and where it opens: shared by the dashboard and the landing page's
 * 'Continue where you left off', without either page's components.
 */

/** When a refinement was saved, in the formats given (pages pass useFormat()'s; a guest's by default). */
export function formatSavedAt(iso: string, format: Formatters = guestFormatters()): string {
  return format.dateTime(iso);
}

/**
 * A saved refinement's name: its job title, else 'Untitled role' in the language of `t` (in English
 * where no `t` is given).
 */
export const titleOf = (session: Pick<SessionSummary, 'job_title'>, t?: T) =>
  session.job_title.trim() || (t ? t('dashboard.untitledRole') : 'Untitled role');

/**
 * Where the refinement flow opens a saved session (it loads it, then shows the step): results or the
 * refined text.
 */
export const openSessionHref = (sessionId: string, step: 'results' | 'polish') =>
  `/refine?${new URLSearchParams({ open: sessionId, step }).toString()}`;
