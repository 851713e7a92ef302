import type { HistoryItem } from '@resumeloop/contracts/scoring';
import { Undo2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/i18n/use-t';

/**
 * Every change refinement made: what it was, what it became, why, and where the words came from; with
 * `onUndo`, each can be taken back.
 */
export function ChangeHistory({
  history,
  onUndo,
  undoingId = null,
  undoError = null,
}: {
  history: HistoryItem[];
  onUndo?: (changeId: string) => void;
  /** The change being undone now: its button shows the wait, the others wait for it. */
  undoingId?: string | null;
  undoError?: string | null;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 min-w-0">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('refine.changeHistory.heading')}
      </h2>
      {undoError && (
        <Notice tone="error" className="mt-3">
          {undoError}
        </Notice>
      )}
      {history.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('refine.changeHistory.none')}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-600">{t('refine.changeHistory.count', { count: history.length })}</p>
          <ol className="mt-4 space-y-4">
            {history.map((item, index) => (
              <li key={item.id || index} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="text-sm font-semibold text-brand-800 first-letter:uppercase">{item.reason}</p>
                  {onUndo && item.id && (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="shrink-0"
                      disabled={undoingId !== null}
                      onClick={() => onUndo(item.id)}
                      aria-label={t('refine.changeHistory.undoLabel', {
                        number: index + 1,
                        reason: item.reason,
                      })}
                    >
                      <Undo2 aria-hidden="true" className="size-4" />
                      {undoingId === item.id
                        ? t('refine.changeHistory.undoing')
                        : t('refine.changeHistory.undo')}
                    </Button>
                  )}
                </div>
                <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                  <dt className="font-semibold text-slate-700">{t('refine.changeHistory.before')}</dt>
                  <dd className="rounded bg-red-50 px-2 py-1 text-red-900">
                    {item.before ? item.before : <em>{t('refine.changeHistory.added')}</em>}
                  </dd>
                  <dt className="font-semibold text-slate-700">{t('refine.changeHistory.after')}</dt>
                  <dd className="rounded bg-emerald-50 px-2 py-1 text-emerald-900">
                    {item.after ? item.after : <em>{t('refine.changeHistory.removed')}</em>}
                  </dd>
                  <dt className="font-semibold text-slate-700">{t('refine.changeHistory.source')}</dt>
                  <dd className="px-2 py-1 text-slate-700">{item.source}</dd>
                </dl>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
