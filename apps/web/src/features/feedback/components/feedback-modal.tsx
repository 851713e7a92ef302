import type { FeedbackSubmitResponse } from '@resumeloop/contracts/feedback';
import { EXPERIENCE_YEARS, FEEDBACK_MESSAGES } from '@resumeloop/contracts/feedback-constants';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, STATUS_MESSAGES } from '../../../lib/api';
import { useFormat } from '../../../lib/format/format-context';
import { keepAboutYou, lastAboutYou } from '../about-you';
import type { ExportFormat } from '../api/download-export';
import { useSubmitFeedback } from '../api/submit-feedback';
import {
  EMPTY_FEEDBACK_FORM,
  FEEDBACK_STEPS,
  type FeedbackForm,
  stepComplete,
  toSubmission,
  type UsageFrequency,
  type WouldUse,
} from '../feedback-form';
import { CheckField, ChoiceGroup, NoteField, ratingOptions } from './feedback-fields';

export const FEEDBACK_MODAL_TITLE = 'Quick Feedback to Download PDF';
/** The title names the download that waits on the survey: the format the person asked for (SPEC's otherwise). */
const TITLES: Record<ExportFormat | 'none', string> = {
  pdf: FEEDBACK_MODAL_TITLE,
  docx: 'Quick Feedback to Download Word',
  none: FEEDBACK_MODAL_TITLE,
};

const SUBMIT_LABELS: Record<ExportFormat | 'none', string> = {
  pdf: 'Submit & Download PDF',
  docx: 'Submit & Download Word',
  none: 'Submit Feedback',
};

const WOULD_USE: ReadonlyArray<{ value: WouldUse; label: string }> = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'maybe', label: 'Maybe' },
];
const FREQUENCIES: ReadonlyArray<{ value: UsageFrequency; label: string }> = [
  { value: 'first_time', label: 'This is my first time' },
  { value: 'few_times', label: 'A few times' },
  { value: 'frequent', label: 'Frequently' },
];
const YEARS = EXPERIENCE_YEARS.map((value) => ({ value, label: `${value} years` }));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** SPEC §8: the server's detail, else 'Failed to submit feedback' (not the client's generic words by status). */
const submitErrorOf = (error: unknown) =>
  error instanceof ApiError && error.message && error.message !== STATUS_MESSAGES[error.status]
    ? error.message
    : FEEDBACK_MESSAGES.failed;

/**
 * 'Quick Feedback to Download PDF' (SPEC §2.4, §4): four steps with a progress bar; Next opens once the
 * step's required answers are given; the last step submits. Any edit clears the error of a failed submit.
 */
export function FeedbackModal({
  open,
  onClose,
  sessionId,
  targetIndustry = '',
  downloadFormat,
  onSubmitted,
  returnFocusRef,
  userId = null,
}: {
  open: boolean;
  onClose: () => void;
  sessionId: string;
  targetIndustry?: string;
  /** The download waiting on this feedback, if any: it names the submit button. */
  downloadFormat: ExportFormat | null;
  onSubmitted: (response: FeedbackSubmitResponse) => void;
  /** What opened the survey (the export button): the focus goes back there when it closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The signed-in person, whose last 'About You' answers start the survey. */
  userId?: string | null;
}) {
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<FeedbackForm>(EMPTY_FEEDBACK_FORM);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitFeedback();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(1);
  const ids = useId();

  // Each opening starts a fresh survey, with 'About You' as the person last answered it.
  useEffect(() => {
    if (!open) return;
    setStep(1);
    setForm({ ...EMPTY_FEEDBACK_FORM, ...lastAboutYou(userId) });
    setError(null);
    shownStep.current = 1;
  }, [open, userId]);

  // A new step: its heading takes the focus, so a screen reader starts reading there.
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const set = <K extends keyof FeedbackForm>(key: K, value: FeedbackForm[K]) => {
    setError(null);
    setForm((current) => ({ ...current, [key]: value }));
  };

  const complete = stepComplete(step, form);
  const last = step === FEEDBACK_STEPS.length;
  const busy = submit.isPending;

  const send = () => {
    if (busy) return;
    setError(null);
    submit.mutate(toSubmission(form, sessionId, targetIndustry), {
      onSuccess: (response) => {
        keepAboutYou(userId, form);
        onSubmitted(response);
      },
      onError: (failure) => setError(submitErrorOf(failure)),
    });
  };

  const percent = (step / FEEDBACK_STEPS.length) * 100;
  const format = useFormat();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title={TITLES[downloadFormat ?? 'none']}
      initialFocusRef={headingRef}
      {...(returnFocusRef ? { returnFocusRef } : {})}
      className="max-w-2xl"
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
          <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 1 || busy}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          {last ? (
            <Button type="submit" form={`${ids}-form`} disabled={busy}>
              {busy ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
              {busy ? 'Submitting...' : SUBMIT_LABELS[downloadFormat ?? 'none']}
            </Button>
          ) : (
            <div className="flex flex-col items-stretch gap-1 sm:items-end">
              <Button
                type="submit"
                form={`${ids}-form`}
                disabled={!complete}
                aria-describedby={complete ? undefined : `${ids}-needed`}
              >
                Next
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
              {!complete && (
                <p id={`${ids}-needed`} className="text-sm text-slate-600">
                  Answer the questions marked * to continue.
                </p>
              )}
            </div>
          )}
        </div>
      }
      description="Four short steps. Your answers show us where the refinement helps and where it misses."
    >
      <div>
        <div className="flex items-center justify-between text-sm text-slate-700">
          <span>
            Step {step} of {FEEDBACK_STEPS.length}
          </span>
          <span>{format.percent(percent)}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Feedback progress"
          aria-valuemin={1}
          aria-valuemax={FEEDBACK_STEPS.length}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${FEEDBACK_STEPS.length}: ${FEEDBACK_STEPS[step - 1]}`}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      <form
        id={`${ids}-form`}
        className="mt-5"
        aria-labelledby={`${ids}-step`}
        onSubmit={(event) => {
          event.preventDefault();
          if (last) send();
          else if (complete) setStep(step + 1);
        }}
      >
        <h3
          id={`${ids}-step`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {FEEDBACK_STEPS[step - 1]}
        </h3>

        <div className="mt-4 space-y-5">
          {step === 1 && (
            <>
              <ChoiceGroup
                legend="How accurate are the facts in the refined resume?"
                hint="1 = many errors, 5 = fully accurate"
                options={ratingOptions(5)}
                value={form.factualAccuracyRating}
                onChange={(value) => set('factualAccuracyRating', value)}
                required
                compact
              />
              <ChoiceGroup
                legend="How good is the formatting?"
                hint="1 = poor, 5 = excellent"
                options={ratingOptions(5)}
                value={form.formattingRating}
                onChange={(value) => set('formattingRating', value)}
                required
                compact
              />
              <div className="space-y-3">
                <CheckField
                  label="It added things I have not done or do not have"
                  checked={form.hasFabricatedContent}
                  onChange={(value) => set('hasFabricatedContent', value)}
                />
                {form.hasFabricatedContent && (
                  <NoteField
                    label="What was added?"
                    value={form.fabricatedDetails}
                    onChange={(value) => set('fabricatedDetails', value)}
                  />
                )}
                <CheckField
                  label="It removed content that mattered"
                  checked={form.hasDroppedContent}
                  onChange={(value) => set('hasDroppedContent', value)}
                />
                {form.hasDroppedContent && (
                  <NoteField
                    label="What was removed?"
                    value={form.droppedContentDetails}
                    onChange={(value) => set('droppedContentDetails', value)}
                  />
                )}
                <CheckField
                  label="It used inappropriate or unprofessional language"
                  checked={form.hasInappropriateLanguage}
                  onChange={(value) => set('hasInappropriateLanguage', value)}
                />
                {form.hasInappropriateLanguage && (
                  <NoteField
                    label="Examples of the language"
                    value={form.inappropriateLanguageExamples}
                    onChange={(value) => set('inappropriateLanguageExamples', value)}
                  />
                )}
              </div>
            </>
          )}

          {step === 2 && (
            <>
              <ChoiceGroup
                legend="How much did the refinement improve your resume?"
                hint="1 = not at all, 10 = a great deal"
                options={ratingOptions(10)}
                value={form.overallImprovementRating}
                onChange={(value) => set('overallImprovementRating', value)}
                required
                compact
              />
              <ChoiceGroup
                legend="Would you send the refined resume to an employer?"
                options={WOULD_USE}
                value={form.wouldUse}
                onChange={(value) => set('wouldUse', value)}
                required
              />
              <NoteField
                label="Why?"
                value={form.wouldUseReason}
                onChange={(value) => set('wouldUseReason', value)}
                rows={2}
              />
              <NoteField
                label="The most helpful change"
                value={form.mostHelpfulChange}
                onChange={(value) => set('mostHelpfulChange', value)}
                rows={2}
              />
              <NoteField
                label="The least helpful change"
                value={form.leastHelpfulChange}
                onChange={(value) => set('leastHelpfulChange', value)}
                rows={2}
              />
            </>
          )}

          {step === 3 && (
            <>
              <ChoiceGroup
                legend="How often have you used ResumeLoop?"
                options={FREQUENCIES}
                value={form.usageFrequency}
                onChange={(value) => set('usageFrequency', value)}
                required
              />
              <ChoiceGroup
                legend="Years of work experience"
                options={YEARS}
                value={form.experienceYears}
                onChange={(value) => set('experienceYears', value)}
                required
              />
              <div>
                <label htmlFor={`${ids}-role`} className="block font-medium text-slate-900">
                  The role you are applying for
                  <span className="ml-1.5 text-sm font-normal text-slate-600">(optional)</span>
                </label>
                <input
                  id={`${ids}-role`}
                  value={form.targetRole}
                  maxLength={200}
                  onChange={(event) => set('targetRole', event.target.value)}
                  className="mt-1.5 block w-full rounded-lg border border-slate-500 px-3 py-2 text-sm text-slate-900"
                />
              </div>
            </>
          )}

          {step === 4 && (
            <>
              <ChoiceGroup
                legend="Did the export work smoothly?"
                options={YES_NO}
                value={form.exportWorkedSmoothly ? 'yes' : 'no'}
                onChange={(value) => set('exportWorkedSmoothly', value === 'yes')}
              />
              {!form.exportWorkedSmoothly && (
                <NoteField
                  label="What went wrong with the export?"
                  value={form.exportIssues}
                  onChange={(value) => set('exportIssues', value)}
                />
              )}
              <NoteField
                label="Any other technical errors?"
                value={form.technicalErrors}
                onChange={(value) => set('technicalErrors', value)}
                rows={2}
              />
              <CheckField
                label="Keep my original and refined resume texts with this feedback"
                hint="Off unless you tick it. When ticked, both texts are stored with your answers so we can study what the refinement did; they are deleted with your account. Your feedback is stored either way, without the texts."
                checked={form.storeResumeTexts}
                onChange={(value) => set('storeResumeTexts', value)}
              />
            </>
          )}
        </div>

        {error && (
          <Notice tone="error" className="mt-5">
            {error}
          </Notice>
        )}
      </form>
    </Dialog>
  );
}
