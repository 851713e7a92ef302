import type { SessionSummary } from '@resumeloop/contracts/resumes';
import { FileText, LineChart, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format/format-context';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/list-sessions';
import { formatSavedAt, openSessionHref, titleOf } from '../session-summary';

function ScorePair({ session }: { session: SessionSummary }) {
  return (
    <dl className="flex gap-6 text-sm">
      <div>
        <dt className="text-slate-600">Before</dt>
        <dd className="text-xl font-bold text-slate-900">{Math.round(session.initial_score)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">After</dt>
        <dd className="text-xl font-bold text-brand-800">
          {session.final_score === null ? (
            <span className="text-base font-medium text-slate-600">Not refined</span>
          ) : (
            Math.round(session.final_score)
          )}
        </dd>
      </div>
    </dl>
  );
}

function SessionCard({ session, onDelete }: { session: SessionSummary; onDelete: () => void }) {
  const title = titleOf(session);
  const savedAt = formatSavedAt(session.created_at, useFormat());
  const context = ` for ${title}, ${savedAt}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {session.target_industry} · <time dateTime={session.created_at}>{savedAt}</time>
          </p>
        </div>
        <ScorePair session={session} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <ButtonLink to={openSessionHref(session.id, 'results')} size="sm">
          <LineChart aria-hidden="true" className="size-4" />
          Open results<span className="sr-only">{context}</span>
        </ButtonLink>
        <ButtonLink to={openSessionHref(session.id, 'polish')} variant="secondary" size="sm">
          <FileText aria-hidden="true" className="size-4" />
          Open refined text<span className="sr-only">{context}</span>
        </ButtonLink>
        <Button variant="ghost" size="sm" onClick={onDelete} className="sm:ml-auto">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only">{context}</span>
        </Button>
      </div>
    </li>
  );
}

/** /dashboard: the user's saved refinements, newest first, to reopen or delete. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
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
    setPending(null);
    setOutcome(null);
    deletion.mutate(target.id, {
      onSuccess: () =>
        setOutcome({ tone: 'success', message: `Deleted the refinement for ${titleOf(target)}.` }),
      onError: (error) =>
        setOutcome({
          tone: 'error',
          message: `Could not delete the refinement for ${titleOf(target)}: ${error.message}`,
        }),
    });
  };

  const list = sessions.data?.sessions ?? [];

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
          <p className="mt-1 text-slate-700">
            {user?.full_name ? `${user.full_name}, here` : 'Here'} are your saved refinements, newest first.
          </p>
        </div>
        <ButtonLink to="/refine">
          <Plus aria-hidden="true" className="size-4" />
          Refine a resume
        </ButtonLink>
      </div>

      <div className="mt-6" aria-live="polite">
        {outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      </div>

      <div className="mt-6">
        {sessions.isPending ? (
          <div role="status" className="flex flex-col items-center gap-3 py-16 text-center">
            <Spinner className="size-8 text-brand-700" />
            <p className="text-slate-700">Loading your saved refinements...</p>
          </div>
        ) : sessions.isError ? (
          <div className="space-y-4">
            <Notice tone="error" title="Your saved refinements could not be loaded">
              {sessions.error.message}
            </Notice>
            <Button variant="secondary" onClick={() => void sessions.refetch()}>
              Try Again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-400 p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">No saved refinements yet</p>
            <p className="mt-1 text-slate-700">
              Each resume you refine is saved here with its scores, so you can come back to it.
            </p>
            <ButtonLink to="/refine" className="mt-5">
              Refine your first resume
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
        title="Delete this refinement?"
        initialFocusRef={cancelRef}
        description={
          pending
            ? `${titleOf(pending)}, saved ${formatSavedAt(pending.created_at, format)}. Its resume text, answers and scores are deleted for good.`
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
            Cancel
          </button>
          <Button variant="danger" onClick={confirmDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
