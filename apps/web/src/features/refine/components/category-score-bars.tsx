import type { ScoreReport } from '@resumeloop/contracts/scoring';
import { useId } from 'react';
import { ShareBar } from '../../../components/ui/share-bar';
import { useT } from '../../../lib/i18n/use-t';
import { buildCategoryRows, categoryPoints } from '../results-model';

/**
 * The initial score split into its seven categories: one line each with the points the category adds
 * out of its weight ('Content Impact 13/25') and a bar for the category's score out of 100. The weights
 * sum to 100, so the points add up to the overall score.
 */
export function CategoryScoreBars({ report }: { report: ScoreReport }) {
  const t = useT();
  const captionId = useId();
  const rows = buildCategoryRows(report, null);
  const points = categoryPoints(rows, report.overall_score);
  return (
    <div>
      <p id={captionId} className="text-sm font-medium text-slate-600">
        {t('refine.scores.byCategory')}
      </p>
      <ul aria-labelledby={captionId} className="mt-2 grid gap-x-8 gap-y-1.5 lg:grid-cols-2">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
            <span className="w-36 max-w-full text-slate-800">{row.label}</span>
            {row.before === null ? (
              <span className="text-slate-600">{t('refine.scores.noData')}</span>
            ) : (
              <>
                <ShareBar share={row.before} className="min-w-16 flex-1" />
                <span className="w-12 text-right font-semibold text-slate-900 tabular-nums">
                  <span aria-hidden="true">
                    {points.get(row.id)}/{row.weight}
                  </span>
                  <span className="sr-only">
                    {t('refine.scores.categoryPoints', {
                      points: points.get(row.id) ?? 0,
                      weight: row.weight,
                    })}
                  </span>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
