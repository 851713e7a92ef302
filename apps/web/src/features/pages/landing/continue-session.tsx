import type { SessionSummary } from '@resumeloop/contracts/resumes';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { needsEmailVerification } from '../../../lib/auth/auth-user';
import { useFormat } from '../../../lib/format/format-context';
import { formatSavedAt, openSessionHref, titleOf, useLatestSession } from '../../dashboard';

function ScoreText({ session }: { session: SessionSummary }) {
  const before = Math.round(session.initial_score);
  if (session.final_score === null) return <>Score {before}/100, not refined yet</>;
  return (
    <>
      Score {before}
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> to </span>
      {Math.round(session.final_score)}/100
    </>
  );
}

/**
 * Above the landing hero, for a signed-in user who may use the resume tools: the saved refinement they
 * changed last and a link that opens it as the dashboard does. Nothing for guests (nothing is asked
 * either), while loading, on failure or when nothing is saved yet.
 */
export function ContinueSession() {
  const { user } = useAuth();
  const latest = useLatestSession(user !== null && !needsEmailVerification(user));
  const labelId = useId();
  const format = useFormat();
  if (!latest) return null;
  const title = titleOf(latest);
  return (
    <section aria-labelledby={labelId} className="bg-brand-50 px-4 pt-6 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-xl border border-brand-200 bg-white px-4 py-3 shadow-sm sm:px-5">
        <div className="min-w-0">
          <p id={labelId} className="text-sm font-semibold text-brand-800">
            Continue where you left off
          </p>
          <p className="mt-0.5 font-semibold break-words text-slate-900">{title}</p>
          <p className="text-sm text-slate-700">
            {latest.target_industry} · <ScoreText session={latest} /> · Last updated{' '}
            <time dateTime={latest.updated_at}>{formatSavedAt(latest.updated_at, format)}</time>
          </p>
        </div>
        <ButtonLink
          to={openSessionHref(latest.id, 'results')}
          size="sm"
          aria-label={`Open results for ${title}`}
        >
          Open results
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
