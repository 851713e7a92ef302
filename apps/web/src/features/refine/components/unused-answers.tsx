import type { UnusedAnswer } from '@resumeloop/contracts/scoring';
import { type ReactNode, useId } from 'react';
import { Message, useT } from '../../../lib/i18n/use-t';

const bold = (words: ReactNode) => <span className="font-semibold">{words}</span>;

/** What the user wrote that refinement left out, and why: nothing typed disappears without a word. */
export function UnusedAnswers({ answers }: { answers: UnusedAnswer[] }) {
  const t = useT();
  const headingId = useId();
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10 min-w-0">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('refine.unused.heading')}
      </h2>
      <p className="mt-1 text-slate-600">{t('refine.unused.description')}</p>
      <ul className="mt-4 space-y-3">
        {answers.map((answer, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the session; order is identity
            key={index}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <p className="text-sm text-slate-600">
              {t('refine.unused.question', { number: answer.question_index + 1 })}
            </p>
            <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-slate-900">
              {answer.text}
            </blockquote>
            <p className="mt-2 text-sm text-slate-700">
              <Message id="refine.unused.reason" values={{ reason: answer.reason, b: bold }} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
