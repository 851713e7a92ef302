import type { TScoreAggregates } from '@resumeloop/contracts/analytics';
import { BarChart3, Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format/format-context';
import type { T } from '../../../lib/i18n/use-t';
import { useT } from '../../../lib/i18n/use-t';
import { useIndustryLabel } from '../../refine';
import { useScoreHistory } from '../api/get-score-history';
import {
  isSeriesId,
  SERIES_IDS,
  SERIES_LABELS,
  type SeriesId,
  type SeriesPoint,
  seriesOf,
  signedWhole,
} from '../score-series';
import { ChartLegend, ScoreHistoryChart } from './score-history-chart';

/** The sentence that stands for the chart: the series, how many sessions over which dates, latest, best, gain. */
function summaryOf(
  t: T,
  format: ReturnType<typeof useFormat>,
  series: string,
  points: readonly SeriesPoint[],
  aggregates: TScoreAggregates,
): string {
  const values = {
    series,
    count: points.length,
    first: format.date(points[0]?.createdAt ?? ''),
    last: format.date(points.at(-1)?.createdAt ?? ''),
    latest: Math.round(aggregates.latest ?? 0),
    best: Math.round(aggregates.best ?? 0),
  };
  return aggregates.average_gain === null
    ? t('dashboard.history.summary', values)
    : t('dashboard.history.summaryGain', { ...values, gain: signedWhole(aggregates.average_gain) });
}

function Aggregates({ aggregates }: { aggregates: TScoreAggregates }) {
  const t = useT();
  const format = useFormat();
  const item = (label: string, value: string) => (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-700">{label}</dt>
      <dd className="text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
  return (
    <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
      {item(t('dashboard.history.latest'), format.number(Math.round(aggregates.latest ?? 0)))}
      {item(t('dashboard.history.best'), format.number(Math.round(aggregates.best ?? 0)))}
      {item(
        t('dashboard.history.averageGain'),
        aggregates.average_gain === null
          ? t('dashboard.history.noGain')
          : signedWhole(aggregates.average_gain),
      )}
    </dl>
  );
}

function HistoryTable({ points, caption }: { points: readonly SeriesPoint[]; caption: string }) {
  const t = useT();
  const format = useFormat();
  const industryLabel = useIndustryLabel();
  const cell = 'px-2 py-2 text-right tabular-nums sm:px-3';
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-sm font-medium text-slate-700">{caption}</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
              {t('dashboard.history.table.session')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('dashboard.history.table.before')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('dashboard.history.table.after')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('dashboard.history.table.change')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {points.map((point) => (
            <tr key={point.sessionId}>
              <th scope="row" className="px-2 py-2 font-normal sm:px-3">
                <time dateTime={point.createdAt} className="font-medium text-slate-900">
                  {format.date(point.createdAt)}
                </time>
                <span className="block break-words">{point.jobTitle || t('dashboard.untitledRole')}</span>
                <span className="block text-xs text-slate-600">{industryLabel(point.industry)}</span>
              </th>
              <td className={cell}>{format.number(Math.round(point.score.before))}</td>
              <td className={cell}>
                {point.score.after === null
                  ? t('dashboard.score.notRefined')
                  : format.number(Math.round(point.score.after))}
              </td>
              <td className={cell}>
                {point.score.after === null ? '' : signedWhole(point.score.after - point.score.before)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The premium score history on the dashboard: a chart of the overall score or a chosen category across the
 * saved sessions, before and after refinement, with a table in its place on request.
 */
export function ScoreHistory() {
  const t = useT();
  const format = useFormat();
  const history = useScoreHistory();
  const headingId = useId();
  const pickerId = useId();
  const [seriesId, setSeriesId] = useState<SeriesId>('overall');
  const [asTable, setAsTable] = useState(false);

  let body: React.ReactNode;
  if (history.isPending) {
    body = (
      <div role="status" className="flex items-center gap-3 py-8 text-slate-700">
        <Spinner className="size-5 text-brand-700" />
        {t('dashboard.history.loading')}
      </div>
    );
  } else if (history.isError) {
    body = (
      <div className="space-y-3">
        <Notice tone="error" title={t('dashboard.history.loadFailed')}>
          {history.error.message}
        </Notice>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('common.action.tryAgain')}
        </Button>
      </div>
    );
  } else if (history.data.sessions.length === 0) {
    body = (
      <div className="rounded-lg border border-dashed border-slate-400 p-6 text-center">
        <p className="font-semibold text-slate-900">{t('dashboard.history.empty.title')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('dashboard.history.empty.body')}</p>
        <ButtonLink to="/refine" variant="secondary" size="sm" className="mt-4">
          {t('dashboard.empty.action')}
        </ButtonLink>
      </div>
    );
  } else {
    const series = t(SERIES_LABELS[seriesId]);
    const { points, aggregates } = seriesOf(history.data, seriesId);
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <label htmlFor={pickerId} className="block text-sm font-medium text-slate-800">
              {t('dashboard.history.show')}
            </label>
            <select
              id={pickerId}
              value={seriesId}
              onChange={(event) => isSeriesId(event.target.value) && setSeriesId(event.target.value)}
              className={`${inputClasses} mt-1 w-auto min-w-56 py-2`}
            >
              {SERIES_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(SERIES_LABELS[id])}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setAsTable((current) => !current)}>
            {asTable ? (
              <BarChart3 aria-hidden="true" className="size-4" />
            ) : (
              <Table2 aria-hidden="true" className="size-4" />
            )}
            {asTable ? t('dashboard.history.showChart') : t('dashboard.history.showTable')}
          </Button>
        </div>
        <Aggregates aggregates={aggregates} />
        {asTable ? (
          <HistoryTable points={points} caption={t('dashboard.history.table.caption', { series })} />
        ) : (
          <div className="space-y-2">
            <ScoreHistoryChart points={points} summary={summaryOf(t, format, series, points, aggregates)} />
            <ChartLegend before={t('dashboard.history.before')} after={t('dashboard.history.after')} />
          </div>
        )}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('dashboard.history.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('dashboard.history.intro')}</p>
      <div className="mt-4">{body}</div>
    </section>
  );
}
