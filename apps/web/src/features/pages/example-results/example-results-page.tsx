import { Info } from 'lucide-react';
import { useId } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { EXAMPLE_RESULTS } from './example-results-data';
import { ExampleTabs } from './example-tabs';

export function ExampleResultsPage() {
  useDocumentTitle('Example Results');
  const samplesHeadingId = useId();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Example Results</h1>
        <p className="mt-4 text-lg text-slate-700">
          See how three resumes changed after scoring, a few tailored questions and refinement: the scores
          before and after, what changed, and the full text side by side.
        </p>
        <p className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <span>
            <strong className="font-semibold">These are fictional samples.</strong> The people, employers and
            schools are invented for illustration; the scores, the changes and the after text are exactly what
            ResumeLoop makes of them, with the answers shipped beside each sample. Every fact in an after text
            comes from its before text or from an answer, marked "from your answer" in the list of changes.
            Refinement never invents employers, numbers or skills.
          </span>
        </p>
      </header>

      <section aria-labelledby={samplesHeadingId} className="mt-10">
        <h2 id={samplesHeadingId} className="text-2xl font-bold tracking-tight text-slate-900">
          Choose a sample
        </h2>
        <p className="mt-2 mb-4 text-slate-600">Pick a role to see its scores and resume before and after.</p>
        <ExampleTabs examples={EXAMPLE_RESULTS} label="Sample resumes" />
      </section>
    </div>
  );
}
