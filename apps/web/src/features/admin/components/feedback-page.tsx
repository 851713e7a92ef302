import {
  ADMIN_FEEDBACK_REPORTS,
  ADMIN_PAGE_SIZE,
  type TAdminFeedbackItem,
} from '@resumeloop/contracts/admin';
import type { MessageId } from '@resumeloop/i18n';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { useAdminFeedback } from '../api/admin-api';
import { DETAIL_SCALE, OVERALL_SCALE } from '../labels';
import { useDebouncedInput, useUrlFilters } from '../use-search-filter';
import { BeforeAfterDialog } from './before-after-dialog';
import { FeedbackSummary } from './feedback-summary';
import { Pager } from './pager';

const FILTERS = ['max_rating', 'report', 'industry'] as const;
/** The overall improvement filter's choices: at most 1 to at most 10. */
const RATINGS = Array.from({ length: OVERALL_SCALE }, (_, index) => index + 1);

export const REPORT_LABELS: Record<(typeof ADMIN_FEEDBACK_REPORTS)[number], MessageId> = {
  fabricated: 'admin.feedback.report.fabricated',
  dropped: 'admin.feedback.report.dropped',
  inappropriate: 'admin.feedback.report.inappropriate',
  export: 'admin.feedback.report.export',
};

const parseRating = (value: string) => {
  const rating = Number(value);
  return Number.isInteger(rating) && rating >= 1 && rating <= OVERALL_SCALE ? rating : undefined;
};
const parseReport = (value: string) =>
  (ADMIN_FEEDBACK_REPORTS as readonly string[]).includes(value)
    ? (value as (typeof ADMIN_FEEDBACK_REPORTS)[number])
    : undefined;

/** The feedback people gave before exporting: its aggregates over the filters, then the entries. */
export function FeedbackPage() {
  const t = useT();
  const id = useId();
  useDocumentTitle(t('admin.feedback.title'));
  const { values, page, setFilter, setPage } = useUrlFilters(FILTERS);
  const [industry, setIndustry] = useDebouncedInput(values.industry, (value) => setFilter('industry', value));
  const filter = {
    max_rating: parseRating(values.max_rating),
    report: parseReport(values.report),
    industry: values.industry || undefined,
    page,
  };
  const feedback = useAdminFeedback(filter);
  const [opened, setOpened] = useState<TAdminFeedbackItem | null>(null);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t('admin.feedback.title')}
      </h1>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-rating`} className="block font-medium text-slate-900">
            {t('admin.feedback.maxRating')}
          </label>
          <select
            id={`${id}-rating`}
            className={`${inputClasses} mt-1.5`}
            value={filter.max_rating ?? ''}
            onChange={(event) => setFilter('max_rating', event.target.value)}
          >
            <option value="">{t('admin.feedback.anyRating')}</option>
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {t('admin.feedback.atMost', { rating })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-report`} className="block font-medium text-slate-900">
            {t('admin.feedback.reportFilter')}
          </label>
          <select
            id={`${id}-report`}
            className={`${inputClasses} mt-1.5`}
            value={filter.report ?? ''}
            onChange={(event) => setFilter('report', event.target.value)}
          >
            <option value="">{t('admin.feedback.anyReport')}</option>
            {ADMIN_FEEDBACK_REPORTS.map((report) => (
              <option key={report} value={report}>
                {t(REPORT_LABELS[report])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-industry`} className="block font-medium text-slate-900">
            {t('admin.feedback.industry')}
          </label>
          <input
            id={`${id}-industry`}
            type="search"
            className={`${inputClasses} mt-1.5`}
            value={industry}
            onChange={(event) => setIndustry(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>

      <div className="mt-6" aria-busy={feedback.isFetching}>
        {feedback.isPending ? (
          <p className="flex items-center gap-2 text-slate-700">
            <Spinner />
            {t('admin.loading')}
          </p>
        ) : feedback.isError ? (
          <Notice tone="error" title={t('admin.feedback.loadFailed')}>
            {feedback.error.message}
          </Notice>
        ) : (
          <>
            <FeedbackSummary summary={feedback.data.summary} />
            <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('admin.feedback.entries')}</h2>
            {feedback.data.total === 0 ? (
              <p
                className="mt-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-700"
                role="status"
              >
                {t('admin.feedback.none')}
              </p>
            ) : (
              <>
                <ol className="mt-3 flex flex-col gap-4">
                  {feedback.data.items.map((item) => (
                    <FeedbackEntry key={item.id} item={item} onOpen={() => setOpened(item)} />
                  ))}
                </ol>
                <Pager
                  page={feedback.data.page}
                  pageSize={feedback.data.page_size || ADMIN_PAGE_SIZE}
                  total={feedback.data.total}
                  onPage={setPage}
                  label={t('admin.feedback.pages')}
                />
              </>
            )}
          </>
        )}
      </div>
      {opened && <BeforeAfterDialog item={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}

function Rating({ label, value, max }: { label: string; value: number | null; max: number }) {
  const t = useT();
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">
        {value === null ? t('admin.feedback.notRated') : t('admin.feedback.rating', { rating: value, max })}
      </dd>
    </div>
  );
}

function FeedbackEntry({ item, onOpen }: { item: TAdminFeedbackItem; onOpen: () => void }) {
  const t = useT();
  const format = useFormat();
  const reports: Array<{ label: MessageId; details: string }> = [
    ...(item.has_fabricated_content
      ? [{ label: REPORT_LABELS.fabricated, details: item.fabricated_details }]
      : []),
    ...(item.has_dropped_content
      ? [{ label: REPORT_LABELS.dropped, details: item.dropped_content_details }]
      : []),
    ...(item.has_inappropriate_language ? [{ label: REPORT_LABELS.inappropriate, details: '' }] : []),
    ...(item.export_worked_smoothly ? [] : [{ label: REPORT_LABELS.export, details: item.export_issues }]),
  ];
  const wouldUse: MessageId =
    item.would_use_refined_resume === null
      ? 'admin.feedback.wouldUse.unanswered'
      : item.would_use_refined_resume
        ? 'admin.feedback.wouldUse.yes'
        : 'admin.feedback.wouldUse.no';
  const texts: Array<[MessageId, string]> = [
    ['admin.feedback.mostHelpful', item.most_helpful_change],
    ['admin.feedback.leastHelpful', item.least_helpful_change],
  ];
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5">
      <article
        aria-label={t('admin.feedback.entryLabel', {
          email: item.user_email,
          date: format.date(item.created_at),
        })}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="break-all font-semibold text-slate-900">{item.user_email}</p>
            <p className="text-sm text-slate-700">
              {[item.target_role, item.target_industry].filter(Boolean).join(' · ') || t('admin.value.none')}
            </p>
          </div>
          <time dateTime={item.created_at} className="text-sm text-slate-600">
            {format.dateTime(item.created_at)}
          </time>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Rating
            label={t('admin.feedback.overall')}
            value={item.overall_improvement_rating}
            max={OVERALL_SCALE}
          />
          <Rating
            label={t('admin.feedback.accuracy')}
            value={item.factual_accuracy_rating}
            max={DETAIL_SCALE}
          />
          <Rating label={t('admin.feedback.formatting')} value={item.formatting_rating} max={DETAIL_SCALE} />
          <div>
            <dt className="text-slate-600">{t('admin.feedback.wouldUseLabel')}</dt>
            <dd className="font-semibold text-slate-900">{t(wouldUse)}</dd>
          </div>
        </dl>
        {item.would_use_reason && <p className="mt-3 text-sm text-slate-800">{item.would_use_reason}</p>}
        {reports.length > 0 && (
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            {reports.map((report) => (
              <li key={report.label} className="text-red-800">
                <span className="font-semibold">{t(report.label)}</span>
                {report.details && <span className="text-slate-800">{`: ${report.details}`}</span>}
              </li>
            ))}
          </ul>
        )}
        {texts.some(([, text]) => text) && (
          <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            {texts
              .filter(([, text]) => text)
              .map(([label, text]) => (
                <div key={label}>
                  <dt className="text-slate-600">{t(label)}</dt>
                  <dd className="text-slate-900">{text}</dd>
                </div>
              ))}
          </dl>
        )}
        <div className="mt-4">
          {item.texts_kept ? (
            <Button variant="secondary" size="sm" onClick={onOpen}>
              {t('admin.feedback.openBeforeAfter')}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">{t('admin.feedback.textsNotKept')}</p>
          )}
        </div>
      </article>
    </li>
  );
}
