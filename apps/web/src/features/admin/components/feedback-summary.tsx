import type { TAdminFeedbackSummary } from '@resumeloop/contracts/admin';
import type { MessageId } from '@resumeloop/i18n';
import { useId } from 'react';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { DETAIL_SCALE, OVERALL_SCALE } from '../labels';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** Each part's share of the whole in points (0 when there is no whole). */
const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

/**
 * The aggregates over every entry the filters match: averages, the 1-5 distribution of the overall rating
 * (bars whose numbers are written beside them, so nothing is told by length alone), would-use and reports.
 */
export function FeedbackSummary({ summary }: { summary: TAdminFeedbackSummary }) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const average = (value: number | null, max: number) =>
    value === null
      ? t('admin.value.none')
      : t('admin.feedback.average', { value: format.oneDecimal(value), max });
  const rated = summary.overall_distribution.reduce((sum, count) => sum + count, 0);
  const largest = Math.max(1, ...summary.overall_distribution);
  const wouldUse: Array<[MessageId, number]> = [
    ['admin.feedback.wouldUse.yes', summary.would_use.yes],
    ['admin.feedback.wouldUse.no', summary.would_use.no],
    ['admin.feedback.wouldUse.unanswered', summary.would_use.unanswered],
  ];
  const reports: Array<[MessageId, number]> = [
    ['admin.feedback.report.fabricated', summary.reports.fabricated],
    ['admin.feedback.report.dropped', summary.reports.dropped],
    ['admin.feedback.report.inappropriate', summary.reports.inappropriate],
    ['admin.feedback.report.export', summary.reports.export],
  ];
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('admin.feedback.summary')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('admin.feedback.count')} value={format.number(summary.count)} />
        <Stat
          label={t('admin.feedback.averageOverall')}
          value={average(summary.average_overall, OVERALL_SCALE)}
        />
        <Stat
          label={t('admin.feedback.averageAccuracy')}
          value={average(summary.average_accuracy, DETAIL_SCALE)}
        />
        <Stat
          label={t('admin.feedback.averageFormatting')}
          value={average(summary.average_formatting, DETAIL_SCALE)}
        />
      </dl>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <h3 id={`${id}-distribution`} className="font-semibold text-slate-900">
            {t('admin.feedback.distribution')}
          </h3>
          <ul aria-labelledby={`${id}-distribution`} className="mt-3 flex flex-col gap-2">
            {/* Highest first: each bucket the server counts, whatever the scale's length. */}
            {summary.overall_distribution
              .map((_, index) => index + 1)
              .reverse()
              .map((rating) => {
                const count = summary.overall_distribution[rating - 1] ?? 0;
                return (
                  <li key={rating} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-3 text-sm">
                    <span className="text-slate-700">{t('admin.feedback.ratedAs', { rating })}</span>
                    <span aria-hidden="true" className="h-3 rounded-full bg-slate-100">
                      <span
                        className="block h-3 rounded-full bg-brand-600"
                        style={{ width: `${(count / largest) * 100}%` }}
                      />
                    </span>
                    <span className="text-right font-semibold text-slate-900 tabular-nums">
                      {t('admin.feedback.countShare', {
                        count: format.number(count),
                        share: format.percent(shareOf(count, rated)),
                      })}
                    </span>
                  </li>
                );
              })}
          </ul>
        </div>
        <CountList title={t('admin.feedback.wouldUseLabel')} rows={wouldUse} />
        <CountList title={t('admin.feedback.reports')} rows={reports} />
      </div>
    </section>
  );
}

function CountList({ title, rows }: { title: string; rows: Array<[MessageId, number]> }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        {rows.map(([label, count]) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-700">{t(label)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{format.number(count)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
