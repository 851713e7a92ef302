import type { FinalScores } from '@resumeloop/contracts/scoring';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { signedOneDecimal } from '../results-model';

function Figure({
  label,
  value,
  unit,
  tone = 'plain',
}: {
  label: string;
  value: string;
  unit?: string;
  tone?: 'plain' | 'up' | 'down';
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 text-center">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase sm:text-sm">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-3xl font-bold',
          tone === 'plain' && 'text-slate-900',
          tone === 'up' && 'text-emerald-800',
          tone === 'down' && 'text-red-700',
        )}
      >
        {value}
        {unit && <span className="text-base font-medium"> {unit}</span>}
      </dd>
    </div>
  );
}

/** SPEC §2.4, Overall Improvement: initial, final, change and percent change (one decimal). */
export function OverallImprovement({ finalScores }: { finalScores: FinalScores }) {
  const t = useT();
  const headingId = useId();
  const format = useFormat();
  const { initial, final, change, percent_change: percentChange } = finalScores.improvement;
  const tone = change >= 0.05 ? 'up' : change <= -0.05 ? 'down' : 'plain';
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('refine.scores.overallHeading')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure
          label={t('refine.scores.initialScore')}
          value={`${Math.round(initial)}`}
          unit={t('refine.scores.scoreUnit')}
        />
        <Figure
          label={t('refine.scores.finalScore')}
          value={`${Math.round(final)}`}
          unit={t('refine.scores.scoreUnit')}
        />
        <Figure
          label={t('refine.scores.change')}
          value={signedOneDecimal(change, format.oneDecimal)}
          unit={t('refine.scores.changeUnit')}
          tone={tone}
        />
        <Figure
          label={t('refine.scores.percentChange')}
          value={signedOneDecimal(percentChange, (value) => format.percent(value, 1))}
          tone={tone}
        />
      </dl>
      {finalScores.feedback_summary && <p className="mt-4 text-slate-700">{finalScores.feedback_summary}</p>}
    </section>
  );
}
