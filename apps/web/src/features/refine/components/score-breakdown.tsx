import { ChevronDown, CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/format/format-context';
import { Message, useT } from '../../../lib/i18n/use-t';
import { type CategoryRow, oneDecimal, signedOneDecimal } from '../results-model';

const bold = (words: ReactNode) => <span className="font-semibold">{words}</span>;

function CheckList({ row, listId }: { row: CategoryRow; listId: string }) {
  const t = useT();
  return (
    <ul id={listId} className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      {row.checks.map((check) => {
        const state = !check.ran ? 'skipped' : check.passed ? 'passed' : 'failed';
        const Icon = state === 'passed' ? CircleCheck : state === 'failed' ? CircleX : CircleMinus;
        return (
          <li key={check.id} className="flex gap-3">
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-5 shrink-0',
                state === 'passed' && 'text-emerald-700',
                state === 'failed' && 'text-red-700',
                state === 'skipped' && 'text-slate-500',
              )}
            />
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                <span
                  className={cn(
                    'mr-2 rounded px-1.5 py-0.5 text-xs font-semibold uppercase',
                    state === 'passed' && 'bg-emerald-50 text-emerald-800',
                    state === 'failed' && 'bg-red-50 text-red-800',
                    state === 'skipped' && 'bg-slate-100 text-slate-700',
                  )}
                >
                  {state === 'passed'
                    ? t('refine.scores.checkPassed')
                    : state === 'failed'
                      ? t('refine.scores.checkFailed')
                      : t('refine.scores.checkSkipped')}
                </span>
                {check.label}
              </p>
              {check.reason && <p className="mt-1 text-slate-700">{check.reason}</p>}
              {state === 'failed' && check.fix && (
                <p className="mt-1 text-slate-900">
                  <Message id="refine.scores.checkFix" values={{ fix: check.fix, b: bold }} />
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A check that ran and did not pass: a category with one opens by default. */
const hasFailedCheck = (row: CategoryRow) => row.checks.some((check) => check.ran && !check.passed);

function CategoryCard({ row }: { row: CategoryRow }) {
  const t = useT();
  const format = useFormat();
  const [open, setOpen] = useState(() => hasFailedCheck(row));
  const listId = useId();
  if (row.before === null && row.after === null) {
    return (
      <li className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <h3 className="font-semibold text-slate-900">{row.label}</h3>
        <p className="mt-1 text-slate-700">{t('refine.scores.noCategoryData', { label: row.label })}</p>
      </li>
    );
  }
  const passed = row.checks.filter((check) => check.ran && check.passed).length;
  const ran = row.checks.filter((check) => check.ran).length;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{row.label}</h3>
        <p className="text-sm text-slate-600">
          {t('refine.scores.weight', { weight: format.percent(row.weight) })}
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('refine.scores.before')}
          </dt>
          <dd className="mt-0.5 text-lg font-bold text-slate-900">
            {row.before === null ? '—' : oneDecimal(row.before, format.oneDecimal)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('refine.scores.after')}
          </dt>
          <dd className="mt-0.5 text-lg font-bold text-brand-800">
            {row.after === null ? '—' : oneDecimal(row.after, format.oneDecimal)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('refine.scores.change')}
          </dt>
          <dd
            className={cn(
              'mt-0.5 text-lg font-bold',
              row.delta === null || Math.abs(row.delta) < 0.05
                ? 'text-slate-700'
                : row.delta > 0
                  ? 'text-emerald-800'
                  : 'text-red-700',
            )}
          >
            {row.delta === null ? '—' : signedOneDecimal(row.delta, format.oneDecimal)}
          </dd>
        </div>
      </dl>
      {row.checks.length > 0 && (
        <div className="mt-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((shown) => !shown)}
            className="flex w-full items-center justify-between gap-2 rounded-md px-1 py-1 text-left text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            <span>
              <Message
                id="refine.scores.checksFor"
                values={{
                  label: row.label,
                  passed,
                  ran,
                  muted: (words) => <span className="font-normal text-slate-600">{words}</span>,
                }}
              />
            </span>
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </button>
          {open && <CheckList row={row} listId={listId} />}
        </div>
      )}
    </li>
  );
}

/** SPEC §2.4, Score Breakdown: per category before, after, change (one decimal) and weight, with checks. */
export function ScoreBreakdown({ rows }: { rows: CategoryRow[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('refine.scores.breakdownHeading')}
      </h2>
      <p className="mt-1 text-slate-600">{t('refine.scores.breakdownDescription')}</p>
      <ul className="mt-4 grid items-start gap-4 md:grid-cols-2">
        {rows.map((row) => (
          <CategoryCard key={row.id} row={row} />
        ))}
      </ul>
    </section>
  );
}
