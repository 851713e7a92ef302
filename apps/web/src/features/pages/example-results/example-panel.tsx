import { ArrowRight, CircleCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format/format-context';
import { type T, useT } from '../../../lib/i18n/use-t';
import type { ExampleImprovement, ExampleResult } from './example-results-data';
import { ResumeText } from './resume-text';
import { ScoreComparison } from './score-comparison';

function describeImprovement(improvement: ExampleImprovement, t: T): string {
  return 'after' in improvement
    ? t('pages.examples.improvement.changed', { reason: improvement.reason, line: improvement.after })
    : t('pages.examples.improvement.removed', { reason: improvement.reason, line: improvement.removed });
}

/** One sample: who it is, the scores, what changed, the two resume texts and a call to action. */
export function ExamplePanel({ example }: { example: ExampleResult }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="space-y-8">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h3 className="text-2xl font-bold text-slate-900">{example.title}</h3>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-slate-600">{t('pages.examples.industry')}</dt>
              <dd className="font-semibold text-slate-900">{example.industry}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-slate-600">{t('pages.examples.experience')}</dt>
              <dd className="font-semibold text-slate-900">
                {example.experienceYears === null
                  ? example.experience
                  : t('pages.examples.experienceYears', { count: example.experienceYears })}
              </dd>
            </div>
          </dl>
        </div>
        <ScoreComparison before={example.beforeScore} after={example.afterScore} change={example.change} />
      </div>

      <div>
        <h4 className="text-lg font-semibold text-slate-900">{t('pages.examples.whatChanged')}</h4>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {example.improvements.map((improvement, index) => (
            // The same change can be made twice (two lines reworded alike): the position keeps keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed at build time and never reordered
            <li key={`${index}-${improvement.reason}`} className="flex gap-2 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              <span>{describeImprovement(improvement, t)}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ResumeText
          heading={t('pages.examples.before')}
          score={format.number(example.beforeScore)}
          text={example.beforeText}
          tone="before"
        />
        <ResumeText
          heading={t('pages.examples.after')}
          score={format.number(example.afterScore)}
          text={example.afterText}
          tone="after"
        />
      </div>

      <div className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          <span className="block font-semibold text-slate-900">{t('pages.examples.cta.title')}</span>
          {t('pages.examples.cta.claim')}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:shrink-0">
          <ButtonLink to="/refine">
            {t('pages.examples.cta.analyze')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('pages.examples.cta.home')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
