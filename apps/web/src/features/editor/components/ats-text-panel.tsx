import type { MessageId } from '@resumeloop/i18n';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/use-t';
import { useAtsText } from '../api/get-ats-text';
import { editorErrorMessage } from '../editor-messages';

/** The round trip's checks, each with its line: 'Contact details read back: yes'. */
const CHECKS = [
  ['contact', 'editor.ats.contact'],
  ['sections', 'editor.ats.sections'],
  ['entries', 'editor.ats.entries'],
] as const satisfies ReadonlyArray<readonly [string, MessageId]>;

/** 'What an ATS reads': the text taken back out of the PDF, and whether it parses to the same resume. */
export function AtsTextPanel({ sessionId }: { sessionId: string }) {
  const t = useT();
  const ats = useAtsText(sessionId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('editor.ats.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('editor.ats.intro')}</p>
      {ats.isPending ? (
        <div role="status" className="mt-4 flex items-center gap-2 text-slate-700">
          <Spinner className="size-5 text-brand-700" />
          {t('editor.ats.reading')}
        </div>
      ) : ats.isError ? (
        <div className="mt-4">
          <p role="alert" className="text-red-800">
            {editorErrorMessage(ats.error, t)}
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void ats.refetch()}>
            {t('editor.ats.retry')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="mt-4 space-y-1 text-sm">
            {CHECKS.map(([key, line]) => {
              const passed = ats.data.round_trip[key];
              return (
                <li key={key} className="flex items-center gap-2">
                  {passed ? (
                    <Check aria-hidden="true" className="size-4 text-emerald-700" />
                  ) : (
                    <X aria-hidden="true" className="size-4 text-red-700" />
                  )}
                  <span className={passed ? 'text-slate-800' : 'text-red-800'}>
                    {t(line, { result: passed ? 'yes' : 'no' })}
                  </span>
                </li>
              );
            })}
          </ul>
          <section
            aria-label={t('editor.ats.text')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs the focus to scroll by keyboard
            tabIndex={0}
            className="mt-4 max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
          >
            <pre className="font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-900">
              {ats.data.text}
            </pre>
          </section>
        </>
      )}
    </section>
  );
}
