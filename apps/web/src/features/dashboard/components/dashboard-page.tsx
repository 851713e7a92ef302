import type { SessionSummary } from '@resumeloop/contracts/resumes';
import { Columns3, FileText, LineChart, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format/format-context';
import { Message, useT } from '../../../lib/i18n/use-t';
import { COMPARE_PATH } from '../../compare';
import { FeatureGate, LockedFeature, MonthlyUsage } from '../../plans';
import { useIndustryLabel } from '../../refine';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/list-sessions';
import { formatSavedAt, openSessionHref, titleOf } from '../session-summary';
import { ScoreHistory } from './score-history';

function ScorePair({ session }: { session: SessionSummary }) {
  const t = useT();
  const format = useFormat();
  return (
    <dl className="flex gap-6 text-sm">
      <div>
        <dt className="text-slate-600">{t('dashboard.score.before')}</dt>
        <dd className="text-xl font-bold text-slate-900">
          {format.number(Math.round(session.initial_score))}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{t('dashboard.score.after')}</dt>
        <dd className="text-xl font-bold text-brand-800">
          {session.final_score === null ? (
            <span className="text-base font-medium text-slate-600">{t('dashboard.score.notRefined')}</span>
          ) : (
            format.number(Math.round(session.final_score))
          )}
        </dd>
      </div>
    </dl>
  );
}

function SessionCard({ session, onDelete }: { session: SessionSummary; onDelete: () => void }) {
  const t = useT();
  const industryLabel = useIndustryLabel();
  const title = titleOf(session, t);
  const savedAt = formatSavedAt(session.created_at, useFormat());
  // Each action's name says which refinement it acts on: 'Open results for Data Analyst, Jul 12, 2025...'.
  const named = (
    action: 'dashboard.card.openResults' | 'dashboard.card.openRefined' | 'dashboard.card.delete',
  ) => (
    <Message
      id={action}
      values={{ title, savedAt, context: (words) => <span className="sr-only">{words}</span> }}
    />
  );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {industryLabel(session.target_industry)} · <time dateTime={session.created_at}>{savedAt}</time>
          </p>
        </div>
        <ScorePair session={session} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <ButtonLink to={openSessionHref(session.id, 'results')} size="sm">
          <LineChart aria-hidden="true" className="size-4" />
          {named('dashboard.card.openResults')}
        </ButtonLink>
        <ButtonLink to={openSessionHref(session.id, 'polish')} variant="secondary" size="sm">
          <FileText aria-hidden="true" className="size-4" />
          {named('dashboard.card.openRefined')}
        </ButtonLink>
        <Button variant="ghost" size="sm" onClick={onDelete} className="sm:ml-auto">
          <Trash2 aria-hidden="true" className="size-4" />
          {named('dashboard.card.delete')}
        </Button>
      </div>
    </li>
  );
}

/** /dashboard: the user's saved refinements, newest first, to reopen or delete. */
export function DashboardPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.title'));
  const { user } = useAuth();
  const format = useFormat();
  const sessions = useSessions();
  const deletion = useDeleteSession();
  const [pending, setPending] = useState<SessionSummary | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirmDelete = () => {
    if (!pending) return;
    const target = pending;
    const title = titleOf(target, t);
    setPending(null);
    setOutcome(null);
    deletion.mutate(target.id, {
      onSuccess: () => setOutcome({ tone: 'success', message: t('dashboard.deleted', { title }) }),
      onError: (error) =>
        setOutcome({
          tone: 'error',
          message: t('dashboard.deleteFailed', { title, reason: error.message }),
        }),
    });
  };

  const list = sessions.data?.sessions ?? [];

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('dashboard.title')}</h1>
          <p className="mt-1 text-slate-700">
            {user?.full_name ? t('dashboard.introNamed', { name: user.full_name }) : t('dashboard.intro')}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={COMPARE_PATH} variant="secondary">
            <Columns3 aria-hidden="true" className="size-4" />
            {t('dashboard.comparePostings')}
          </ButtonLink>
          <ButtonLink to="/refine">
            <Plus aria-hidden="true" className="size-4" />
            {t('dashboard.refineNew')}
          </ButtonLink>
        </div>
      </div>
      <MonthlyUsage className="mt-3" />

      <div className="mt-6">
        <FeatureGate feature="analytics_dashboard" fallback={<LockedFeature feature="analytics_dashboard" />}>
          <ScoreHistory />
        </FeatureGate>
      </div>

      <div className="mt-6" aria-live="polite">
        {outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      </div>

      <div className="mt-6">
        {sessions.isPending ? (
          <div role="status" className="flex flex-col items-center gap-3 py-16 text-center">
            <Spinner className="size-8 text-brand-700" />
            <p className="text-slate-700">{t('dashboard.loading')}</p>
          </div>
        ) : sessions.isError ? (
          <div className="space-y-4">
            <Notice tone="error" title={t('dashboard.loadFailed')}>
              {sessions.error.message}
            </Notice>
            <Button variant="secondary" onClick={() => void sessions.refetch()}>
              {t('common.action.tryAgain')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-400 p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('dashboard.empty.title')}</p>
            <p className="mt-1 text-slate-700">{t('dashboard.empty.body')}</p>
            <ButtonLink to="/refine" className="mt-5">
              {t('dashboard.empty.action')}
            </ButtonLink>
          </div>
        ) : (
          <ul className="space-y-4">
            {list.map((session) => (
              <SessionCard key={session.id} session={session} onDelete={() => setPending(session)} />
            ))}
          </ul>
        )}
      </div>

      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t('dashboard.confirm.title')}
        initialFocusRef={cancelRef}
        description={
          pending
            ? t('dashboard.confirm.description', {
                title: titleOf(pending, t),
                savedAt: formatSavedAt(pending.created_at, format),
              })
            : undefined
        }
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={() => setPending(null)}
            className={buttonClasses('secondary')}
          >
            {t('common.action.cancel')}
          </button>
          <Button variant="danger" onClick={confirmDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('dashboard.confirm.delete')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
