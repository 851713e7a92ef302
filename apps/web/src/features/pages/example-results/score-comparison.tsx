import { ArrowRight } from 'lucide-react';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';

/** Before and after scores side by side, with the change in points. */
export function ScoreComparison({
  before,
  after,
  change,
}: {
  before: number;
  after: number;
  change: number;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center sm:gap-4">
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase sm:text-sm">
          {t('pages.examples.comparison.before')}
        </dt>
        <dd className="mt-1 text-slate-900">
          <span className="text-3xl font-bold sm:text-4xl">{format.number(before)}</span>
          <span className="text-sm text-slate-600"> / 100</span>
        </dd>
      </div>
      <div className="relative">
        <ArrowRight
          aria-hidden="true"
          className="absolute top-1/2 -left-3 hidden size-5 -translate-y-1/2 text-slate-500 sm:block"
        />
        <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase sm:text-sm">
          {t('pages.examples.comparison.after')}
        </dt>
        <dd className="mt-1 text-brand-800">
          <span className="text-3xl font-bold sm:text-4xl">{format.number(after)}</span>
          <span className="text-sm text-slate-600"> / 100</span>
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase sm:text-sm">
          {t('pages.examples.comparison.change')}
        </dt>
        <dd className="mt-1 text-emerald-800">
          <span className="text-3xl font-bold sm:text-4xl">
            {change >= 0 ? '+' : ''}
            {format.number(change)}
          </span>
          <span className="text-sm"> {t('pages.examples.comparison.points', { count: change })}</span>
        </dd>
      </div>
    </dl>
  );
}
