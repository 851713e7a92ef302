import type { SessionSummary } from '@resumeloop/contracts/resumes';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { needsEmailVerification } from '../../../lib/auth/auth-user';
import { useFormat } from '../../../lib/format/format-context';
import { Message, useT } from '../../../lib/i18n/use-t';
import { formatSavedAt, openSessionHref, titleOf, useLatestSession } from '../../dashboard';

function ScoreText({ session }: { session: SessionSummary }) {
  const t = useT();
  const before = Math.round(session.initial_score);
  if (session.final_score === null) return <>{t('pages.landing.continue.scoreNotRefined', { before })}</>;
  return (
    <Message
      id="pages.landing.continue.scoreRefined"
      values={{
        before,
        after: Math.round(session.final_score),
        arrow: (words) => <span aria-hidden="true">{words}</span>,
        spoken: (words) => <span className="sr-only">{words}</span>,
      }}
    />
  );
}

/**
 * Above the landing hero, for a signed-in user who may use the resume tools: the saved refinement they
 * changed last and a link that opens it as the dashboard does. Nothing for guests (nothing is asked
 * either), while loading, on failure or when nothing is saved yet.
 */
export function ContinueSession() {
  const t = useT();
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
            {t('pages.landing.continue.label')}
          </p>
          <p className="mt-0.5 font-semibold break-words text-slate-900">{title}</p>
          <p className="text-sm text-slate-700">
            <Message
              id="pages.landing.continue.summary"
              values={{
                industry: latest.target_industry,
                score: <ScoreText session={latest} />,
                date: <time dateTime={latest.updated_at}>{formatSavedAt(latest.updated_at, format)}</time>,
              }}
            />
          </p>
        </div>
        <ButtonLink
          to={openSessionHref(latest.id, 'results')}
          size="sm"
          aria-label={t('pages.landing.continue.openLabel', { title })}
        >
          {t('pages.landing.continue.open')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
