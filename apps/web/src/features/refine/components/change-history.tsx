import type { HistoryItem } from '@resumeloop/contracts/scoring';
import { useId } from 'react';

/** Every change refinement made: what it was, what it became, why, and where the words came from. */
export function ChangeHistory({ history }: { history: HistoryItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        What changed
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-700">No changes were needed: the resume already met every rule.</p>
      ) : (
        <>
          <p className="mt-1 text-slate-600">
            {history.length} {history.length === 1 ? 'change' : 'changes'}, each traced to your resume or to
            one of your answers.
          </p>
          <ol className="mt-4 space-y-4">
            {history.map((item, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only; order is identity
                key={index}
                className="rounded-xl border border-slate-200 bg-white p-4"
              >
                <p className="text-sm font-semibold text-brand-800 first-letter:uppercase">{item.reason}</p>
                <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                  <dt className="font-semibold text-slate-700">Before</dt>
                  <dd className="rounded bg-red-50 px-2 py-1 text-red-900">
                    {item.before ? item.before : <em>(nothing: this line was added)</em>}
                  </dd>
                  <dt className="font-semibold text-slate-700">After</dt>
                  <dd className="rounded bg-emerald-50 px-2 py-1 text-emerald-900">
                    {item.after ? item.after : <em>(removed)</em>}
                  </dd>
                  <dt className="font-semibold text-slate-700">Source</dt>
                  <dd className="px-2 py-1 text-slate-700">{item.source}</dd>
                </dl>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
