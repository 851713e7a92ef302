import { ArrowLeft, ArrowRight, Check, Copy, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useRefineSession } from '../hooks/use-refine-session';
import { ChangeHistory } from './change-history';
import { SessionNotAvailable } from './session-not-available';
import { StepHeading } from './step-heading';

/**
 * Step 3. Until the dynamic editor ships, this shows the refined text (read-only, copyable) and what
 * changed, with the ways on: back to the questions, on to the results, or a fresh start.
 */
export function PolishStep({
  onBack,
  onContinue,
  onStartNew,
}: {
  onBack: () => void;
  onContinue: () => void;
  onStartNew: () => void;
}) {
  const { session } = useRefineSession();
  const textId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const hasQuestions = session.questions.length > 0;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(session.finalText);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div>
      <StepHeading eyebrow="Polish and customize your resume">Polish Your Resume</StepHeading>

      {!session.sessionId ? (
        <SessionNotAvailable
          backLabel={hasQuestions ? 'Back to Questionnaire' : 'Back to Input'}
          onBack={onBack}
        />
      ) : (
        <>
          <Notice tone="info" className="mt-6">
            The editor with a live PDF preview is coming soon. For now, review the refined text and the list
            of changes below, and copy the text into your own document.
          </Notice>
          {session.refineNotices.map((notice) => (
            <Notice key={notice} tone="warning" className="mt-4">
              {notice}
            </Notice>
          ))}

          <section aria-labelledby={`${textId}-heading`} className="mt-8">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id={`${textId}-heading`} className="text-xl font-semibold text-slate-900">
                Refined resume
              </h2>
              <Button variant="secondary" size="sm" onClick={copy}>
                {copied === 'yes' ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
                {copied === 'yes' ? 'Copied' : 'Copy text'}
              </Button>
            </div>
            <p role="status" className="sr-only">
              {copied === 'yes' ? 'The refined resume is copied to the clipboard.' : ''}
            </p>
            {copied === 'failed' && (
              <Notice tone="error" className="mt-3">
                Copying is blocked in this browser. Select the text and copy it instead.
              </Notice>
            )}
            <textarea
              id={textId}
              aria-labelledby={`${textId}-heading`}
              readOnly
              value={session.finalText}
              rows={24}
              className="mt-3 block w-full resize-y rounded-lg border border-slate-500 bg-slate-50 p-4 font-mono text-sm leading-relaxed text-slate-900"
            />
          </section>

          <ChangeHistory history={session.history} />
        </>
      )}

      <div className="mt-10 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:flex-wrap sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row">
          {session.sessionId && (
            <Button variant="secondary" onClick={onBack}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Questionnaire
            </Button>
          )}
          <Button variant="ghost" onClick={onStartNew}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Start New Resume
          </Button>
        </div>
        {session.sessionId && (
          <Button size="lg" onClick={onContinue}>
            Continue to Results
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
    </div>
  );
}
