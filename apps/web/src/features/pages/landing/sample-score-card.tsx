import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { ShareBar } from '../../../components/ui/share-bar';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { SCORE_CATEGORY_LABELS } from '../score-category-labels';
import { SAMPLE_BREAKDOWN, SAMPLE_IMPROVEMENT, SAMPLE_OVERALL, SAMPLE_TITLE } from './sample-score';

/** A shipped sample's real result, clearly labelled as a sample, not the visitor's score. */
export function SampleScoreCard() {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const noteId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={noteId}
      className="w-full rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <figcaption id={titleId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {t('pages.landing.sample.caption')}
          </figcaption>
          <p className="mt-1 flex items-baseline gap-1 text-slate-900">
            <span className="text-5xl font-bold tracking-tight">{format.number(SAMPLE_OVERALL)}</span>
            <span className="text-sm text-slate-600">{t('pages.landing.sample.outOf')}</span>
          </p>
        </div>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
          <TrendingUp aria-hidden="true" className="size-4" />
          <span>+{format.number(SAMPLE_IMPROVEMENT)}</span>
          <span className="font-normal">
            {t('pages.landing.sample.pointsAfter', { count: SAMPLE_IMPROVEMENT })}
          </span>
        </p>
      </div>

      <p className="mt-5 text-sm font-semibold text-slate-900">{t('pages.landing.sample.breakdown')}</p>
      <ul className="mt-3 space-y-3">
        {SAMPLE_BREAKDOWN.map((category) => (
          <li key={category.id}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-slate-700">
                {t(SCORE_CATEGORY_LABELS[category.id])}{' '}
                <span className="text-slate-600">({format.percent(category.weight)})</span>
              </span>
              <span className="font-semibold text-slate-900">{format.number(category.score)}</span>
            </div>
            <ShareBar share={category.score} className="mt-1 w-full" />
          </li>
        ))}
      </ul>

      <p id={noteId} className="mt-5 text-xs text-slate-600">
        {t('pages.landing.sample.note', { title: SAMPLE_TITLE })}
      </p>
    </figure>
  );
}
