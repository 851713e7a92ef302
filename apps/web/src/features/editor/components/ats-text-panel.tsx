import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAtsText } from '../api/get-ats-text';
import { editorErrorMessage } from '../editor-messages';

const CHECKS = [
  ['contact', 'Contact details read back'],
  ['sections', 'Sections read back'],
  ['entries', 'Job entries read back'],
] as const;

/** 'What an ATS reads': the text taken back out of the PDF, and whether it parses to the same resume. */
export function AtsTextPanel({ sessionId }: { sessionId: string }) {
  const ats = useAtsText(sessionId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        What an ATS reads
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The text an applicant tracking system extracts from your PDF, in the order it reads it.
      </p>
      {ats.isPending ? (
        <div role="status" className="mt-4 flex items-center gap-2 text-slate-700">
          <Spinner className="size-5 text-brand-700" />
          Reading the PDF...
        </div>
      ) : ats.isError ? (
        <div className="mt-4">
          <p role="alert" className="text-red-800">
            {editorErrorMessage(ats.error)}
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void ats.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul className="mt-4 space-y-1 text-sm">
            {CHECKS.map(([key, label]) => {
              const passed = ats.data.round_trip[key];
              return (
                <li key={key} className="flex items-center gap-2">
                  {passed ? (
                    <Check aria-hidden="true" className="size-4 text-emerald-700" />
                  ) : (
                    <X aria-hidden="true" className="size-4 text-red-700" />
                  )}
                  <span className={passed ? 'text-slate-800' : 'text-red-800'}>
                    {label}: {passed ? 'yes' : 'no'}
                  </span>
                </li>
              );
            })}
          </ul>
          <section
            aria-label="Text read from the PDF"
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
