import type { FeedbackSubmitResponse } from '@resumeloop/contracts/feedback';
import { EXPERIENCE_YEARS, FEEDBACK_MESSAGES } from '@resumeloop/contracts/feedback-constants';
import type { MessageId } from '@resumeloop/i18n';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, messageForStatus } from '../../../lib/api';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
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

/** The title names the download that waits on the survey: the format the person asked for (SPEC's otherwise). */
const TITLES: Record<ExportFormat | 'none', MessageId> = {
  pdf: 'feedback.modal.titlePdf',
  docx: 'feedback.modal.titleWord',
  none: 'feedback.modal.titlePdf',
};

const SUBMIT_LABELS: Record<ExportFormat | 'none', MessageId> = {
  pdf: 'feedback.modal.submitPdf',
  docx: 'feedback.modal.submitWord',
  none: 'feedback.modal.submit',
};

const WOULD_USE: ReadonlyArray<{ value: WouldUse; label: MessageId }> = [
  { value: 'yes', label: 'feedback.options.yes' },
  { value: 'no', label: 'feedback.options.no' },
  { value: 'maybe', label: 'feedback.options.maybe' },
];
const FREQUENCIES: ReadonlyArray<{ value: UsageFrequency; label: MessageId }> = [
  { value: 'first_time', label: 'feedback.options.firstTime' },
  { value: 'few_times', label: 'feedback.options.fewTimes' },
  { value: 'frequent', label: 'feedback.options.frequent' },
];
const YES_NO = [
  { value: 'yes', label: 'feedback.options.yes' },
  { value: 'no', label: 'feedback.options.no' },
] as const satisfies ReadonlyArray<{ value: string; label: MessageId }>;

/** SPEC §8: the server's detail, else 'Failed to submit feedback' (not the client's generic words by status). */
const submitErrorOf = (error: unknown) =>
  error instanceof ApiError && error.message && error.message !== messageForStatus(error.status)
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
  const t = useT();
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
  const stepName = t(FEEDBACK_STEPS[step - 1] ?? 'feedback.steps.content');
  /** The options of a question, in the language shown. */
  const labelled = <Value,>(options: ReadonlyArray<{ value: Value; label: MessageId }>) =>
    options.map((option) => ({ value: option.value, label: t(option.label) }));
  const years = EXPERIENCE_YEARS.map((range) => ({
    value: range,
    label: t('feedback.options.years', { range }),
  }));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title={t(TITLES[downloadFormat ?? 'none'])}
      initialFocusRef={headingRef}
      {...(returnFocusRef ? { returnFocusRef } : {})}
      className="max-w-2xl"
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
          <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 1 || busy}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('feedback.modal.previous')}
          </Button>
          {last ? (
            <Button type="submit" form={`${ids}-form`} disabled={busy}>
              {busy ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
              {busy ? t('feedback.modal.submitting') : t(SUBMIT_LABELS[downloadFormat ?? 'none'])}
            </Button>
          ) : (
            <div className="flex flex-col items-stretch gap-1 sm:items-end">
              <Button
                type="submit"
                form={`${ids}-form`}
                disabled={!complete}
                aria-describedby={complete ? undefined : `${ids}-needed`}
              >
                {t('feedback.modal.next')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
              {!complete && (
                <p id={`${ids}-needed`} className="text-sm text-slate-600">
                  {t('feedback.modal.needed')}
                </p>
              )}
            </div>
          )}
        </div>
      }
      description={t('feedback.modal.description')}
    >
      <div>
        <div className="flex items-center justify-between text-sm text-slate-700">
          <span>{t('feedback.modal.stepOf', { step, total: FEEDBACK_STEPS.length })}</span>
          <span>{format.percent(percent)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('feedback.modal.progressLabel')}
          aria-valuemin={1}
          aria-valuemax={FEEDBACK_STEPS.length}
          aria-valuenow={step}
          aria-valuetext={t('feedback.modal.progressText', {
            step,
            total: FEEDBACK_STEPS.length,
            name: stepName,
          })}
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
          {stepName}
        </h3>

        <div className="mt-4 space-y-5">
          {step === 1 && (
            <>
              <ChoiceGroup
                legend={t('feedback.survey.accuracy')}
                hint={t('feedback.survey.accuracyHint')}
                options={ratingOptions(5)}
                value={form.factualAccuracyRating}
                onChange={(value) => set('factualAccuracyRating', value)}
                required
                compact
              />
              <ChoiceGroup
                legend={t('feedback.survey.formatting')}
                hint={t('feedback.survey.formattingHint')}
                options={ratingOptions(5)}
                value={form.formattingRating}
                onChange={(value) => set('formattingRating', value)}
                required
                compact
              />
              <div className="space-y-3">
                <CheckField
                  label={t('feedback.survey.added')}
                  checked={form.hasFabricatedContent}
                  onChange={(value) => set('hasFabricatedContent', value)}
                />
                {form.hasFabricatedContent && (
                  <NoteField
                    label={t('feedback.survey.addedDetails')}
                    value={form.fabricatedDetails}
                    onChange={(value) => set('fabricatedDetails', value)}
                  />
                )}
                <CheckField
                  label={t('feedback.survey.removed')}
                  checked={form.hasDroppedContent}
                  onChange={(value) => set('hasDroppedContent', value)}
                />
                {form.hasDroppedContent && (
                  <NoteField
                    label={t('feedback.survey.removedDetails')}
                    value={form.droppedContentDetails}
                    onChange={(value) => set('droppedContentDetails', value)}
                  />
                )}
                <CheckField
                  label={t('feedback.survey.language')}
                  checked={form.hasInappropriateLanguage}
                  onChange={(value) => set('hasInappropriateLanguage', value)}
                />
                {form.hasInappropriateLanguage && (
                  <NoteField
                    label={t('feedback.survey.languageExamples')}
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
                legend={t('feedback.survey.improvement')}
                hint={t('feedback.survey.improvementHint')}
                options={ratingOptions(10)}
                value={form.overallImprovementRating}
                onChange={(value) => set('overallImprovementRating', value)}
                required
                compact
              />
              <ChoiceGroup
                legend={t('feedback.survey.wouldUse')}
                options={labelled(WOULD_USE)}
                value={form.wouldUse}
                onChange={(value) => set('wouldUse', value)}
                required
              />
              <NoteField
                label={t('feedback.survey.why')}
                value={form.wouldUseReason}
                onChange={(value) => set('wouldUseReason', value)}
                rows={2}
              />
              <NoteField
                label={t('feedback.survey.mostHelpful')}
                value={form.mostHelpfulChange}
                onChange={(value) => set('mostHelpfulChange', value)}
                rows={2}
              />
              <NoteField
                label={t('feedback.survey.leastHelpful')}
                value={form.leastHelpfulChange}
                onChange={(value) => set('leastHelpfulChange', value)}
                rows={2}
              />
            </>
          )}

          {step === 3 && (
            <>
              <ChoiceGroup
                legend={t('feedback.survey.frequency')}
                options={labelled(FREQUENCIES)}
                value={form.usageFrequency}
                onChange={(value) => set('usageFrequency', value)}
                required
              />
              <ChoiceGroup
                legend={t('feedback.survey.years')}
                options={years}
                value={form.experienceYears}
                onChange={(value) => set('experienceYears', value)}
                required
              />
              <div>
                <label htmlFor={`${ids}-role`} className="block font-medium text-slate-900">
                  {t('feedback.survey.role')}
                  <span className="ml-1.5 text-sm font-normal text-slate-600">
                    {t('feedback.field.optional')}
                  </span>
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
                legend={t('feedback.survey.exportSmooth')}
                options={labelled(YES_NO)}
                value={form.exportWorkedSmoothly ? 'yes' : 'no'}
                onChange={(value) => set('exportWorkedSmoothly', value === 'yes')}
              />
              {!form.exportWorkedSmoothly && (
                <NoteField
                  label={t('feedback.survey.exportIssues')}
                  value={form.exportIssues}
                  onChange={(value) => set('exportIssues', value)}
                />
              )}
              <NoteField
                label={t('feedback.survey.technicalErrors')}
                value={form.technicalErrors}
                onChange={(value) => set('technicalErrors', value)}
                rows={2}
              />
              <CheckField
                label={t('feedback.survey.storeTexts')}
                hint={t('feedback.survey.storeTextsHint')}
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
