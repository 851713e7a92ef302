import { ArrowRight, CircleCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import type { ExampleResult } from './example-results-data';
import { ResumeText } from './resume-text';
import { ScoreComparison } from './score-comparison';

/** One sample: who it is, the scores, what changed, the two resume texts and a call to action. */
export function ExamplePanel({ example }: { example: ExampleResult }) {
  return (
    <div className="space-y-8">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h3 className="text-2xl font-bold text-slate-900">{example.title}</h3>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-slate-600">Industry:</dt>
              <dd className="font-semibold text-slate-900">{example.industry}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-slate-600">Experience:</dt>
              <dd className="font-semibold text-slate-900">{example.experience}</dd>
            </div>
          </dl>
        </div>
        <ScoreComparison before={example.beforeScore} after={example.afterScore} change={example.change} />
      </div>

      <div>
        <h4 className="text-lg font-semibold text-slate-900">What changed</h4>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {example.improvements.map((improvement, index) => (
            // The same change can be made twice (two lines reworded alike): the position keeps keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed at build time and never reordered
            <li key={`${index}-${improvement}`} className="flex gap-2 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              <span>{improvement}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ResumeText
          heading="Before refinement"
          score={example.beforeScore}
          text={example.beforeText}
          tone="before"
        />
        <ResumeText
          heading="After refinement"
          score={example.afterScore}
          text={example.afterText}
          tone="after"
        />
      </div>

      <div className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          <span className="block font-semibold text-slate-900">See what your resume scores.</span>
          Free analysis in about 30 seconds, no credit card.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:shrink-0">
          <ButtonLink to="/refine">
            Analyze my resume
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
