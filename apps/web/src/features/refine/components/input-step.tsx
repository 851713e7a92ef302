import { LIMITS, SCORING_MESSAGES } from '@resumeloop/contracts/scoring-constants';
import type { MessageId } from '@resumeloop/i18n';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/use-t';
import { COMPARE_PATH } from '../../compare';
import { isMonthlyLimitError, MonthlyUsage } from '../../plans';
import { useAnalyzeResume } from '../api/analyze-resume';
import { useUploadResume } from '../api/upload-resume';
import { useRefineSession } from '../hooks/use-refine-session';
import { flowErrorMessage, uploadErrorMessage } from '../refine-errors';
import type { RefineSession } from '../refine-session';
import { FileDropZone } from './file-drop-zone';
import { IndustrySelect } from './industry-select';
import { StepHeading } from './step-heading';
import { TextAreaField } from './text-area-field';

const IDS = {
  industry: 'refine-target-industry',
  resume: 'refine-resume-text',
  job: 'refine-job-description',
  upload: 'refine-upload-status',
  analyzeReason: 'refine-analyze-reason',
  clearAll: 'refine-clear-all',
};

type InputField = 'industry' | 'resume' | 'job';

/** The required inputs in the order the form shows them, each with what to do and SPEC §5's message. */
const REQUIRED_FIELDS: {
  field: InputField;
  id: string;
  /** What to do, as a sentence of its own. */
  todo: MessageId;
  message: string;
  isMissing: (session: RefineSession) => boolean;
}[] = [
  {
    field: 'industry',
    id: IDS.industry,
    todo: 'refine.input.todoIndustry',
    message: SCORING_MESSAGES.industryRequired,
    isMissing: (session) => !session.targetIndustry.trim(),
  },
  {
    field: 'resume',
    id: IDS.resume,
    todo: 'refine.input.todoResume',
    message: SCORING_MESSAGES.resumeRequired,
    isMissing: (session) => !session.resumeText.trim(),
  },
  {
    field: 'job',
    id: IDS.job,
    todo: 'refine.input.todoJob',
    message: SCORING_MESSAGES.jobRequired,
    isMissing: (session) => !session.jobDescription.trim(),
  },
];

/** How long Clear All can be undone. */
export const CLEAR_UNDO_MS = 10_000;

/** SPEC §5, Analyze: each blank field's message, joined with a period and a space. */
export function analyzeValidationMessage(fields: {
  resumeText: string;
  jobDescription: string;
  targetIndustry: string;
}): string | null {
  const messages: string[] = [];
  if (!fields.resumeText.trim()) messages.push(SCORING_MESSAGES.resumeRequired);
  if (!fields.jobDescription.trim()) messages.push(SCORING_MESSAGES.jobRequired);
  if (!fields.targetIndustry.trim()) messages.push(SCORING_MESSAGES.industryRequired);
  return messages.length > 0 ? messages.join('. ') : null;
}

/** Step 1: the resume (typed or uploaded), the job description and the target industry. */
export function InputStep({ onAnalyzed }: { onAnalyzed: () => void }) {
  const { session, update, reset } = useRefineSession();
  const analyze = useAnalyzeResume();
  const upload = useUploadResume();
  const t = useT();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<{ name: string; progress: number | null } | null>(null);
  /** A file chosen over typed text, waiting for the user to say whether it may replace that text. */
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  /** Set once Analyze is pressed with something missing: from then on each missing field says so. */
  const [showFieldErrors, setShowFieldErrors] = useState(false);
  /** The server's words when this month's analyses are used up, shown beside the Analyze button. */
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  /** What Clear All removed, while it can still be put back. */
  const [cleared, setCleared] = useState<RefineSession | null>(null);

  useEffect(() => {
    if (!cleared) return;
    const timer = window.setTimeout(() => setCleared(null), CLEAR_UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [cleared]);

  const busy = analyze.isPending || uploading !== null;
  const missing = REQUIRED_FIELDS.filter((required) => required.isMissing(session));
  const fieldError = (field: InputField) =>
    showFieldErrors ? missing.find((required) => required.field === field)?.message : undefined;

  const onFile = (file: File) => {
    setUploadError(null);
    if (file.size > LIMITS.uploadBytes) {
      setUploadError(t('refine.errors.fileTooLarge'));
      return;
    }
    // Text the user typed or pasted (or edited after an upload) is not replaced without asking.
    if (session.resumeText.trim() && !session.uploadedFile) {
      setPendingFile(file);
      return;
    }
    startUpload(file);
  };

  const startUpload = (file: File) => {
    setUploading({ name: file.name, progress: null });
    upload.mutate(
      { file, onProgress: (progress) => setUploading({ name: file.name, progress }) },
      {
        onSuccess: (response) =>
          update({
            resumeText: response.text,
            uploadedFile: {
              name: response.file_name,
              size: file.size,
              fileType: response.file_type,
              charCount: response.char_count,
            },
            uploadNotices: response.notices,
            error: null,
          }),
        onError: (error) => {
          setUploadError(uploadErrorMessage(t, error));
          update({ uploadedFile: null, uploadNotices: [] });
        },
        onSettled: () => setUploading(null),
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const firstMissing = missing[0];
    if (firstMissing) {
      setShowFieldErrors(true);
      update({ error: analyzeValidationMessage(session) });
      const element = document.getElementById(firstMissing.id);
      element?.scrollIntoView?.({ block: 'center' });
      element?.focus({ preventScroll: true });
      return;
    }
    setShowFieldErrors(false);
    setLimitMessage(null);
    update({ error: null });
    analyze.mutate(
      {
        resume_text: session.resumeText,
        job_description: session.jobDescription,
        target_industry: session.targetIndustry,
      },
      {
        onSuccess: (response) => {
          // The questions are in place before the URL moves on to them.
          flushSync(() =>
            update((current) => ({
              questions: response.questions,
              questionDetails: response.question_details,
              // Answers to a question asked again are kept (going back and analysing anew, say).
              answers: response.questions.map((question) => {
                const previous = current.questions.indexOf(question);
                return previous >= 0 ? (current.answers[previous] ?? '') : '';
              }),
              initialScore: response.initial_score,
              jobTitle: response.job.title,
              analyzeNotices: response.notices,
              sessionId: null,
              finalText: '',
              finalScores: null,
              structuredResume: null,
              history: [],
              refineNotices: [],
              writerNotice: null,
              error: null,
            })),
          );
          onAnalyzed();
        },
        // Nothing typed is lost either way: only the message changes.
        onError: (error) =>
          isMonthlyLimitError(error)
            ? setLimitMessage(error.message)
            : update({ error: flowErrorMessage(t, error, 'refine.errors.analyzeFailed') }),
      },
    );
  };

  const clearAll = () => {
    const hadInput = Boolean(
      session.resumeText || session.jobDescription || session.targetIndustry || session.uploadedFile,
    );
    analyze.reset();
    setUploadError(null);
    setLimitMessage(null);
    setShowFieldErrors(false);
    setCleared(hadInput ? session : null);
    reset();
  };

  const undoClear = () => {
    if (!cleared) return;
    update(cleared);
    setCleared(null);
    document.getElementById(IDS.clearAll)?.focus();
  };

  /** Typing over an upload's text makes it the user's own: the 'Loaded' notice no longer describes it. */
  const editResume = (resumeText: string) =>
    update(session.uploadedFile ? { resumeText, uploadedFile: null, uploadNotices: [] } : { resumeText });

  return (
    <div>
      <StepHeading description={t('refine.input.description')}>{t('refine.input.heading')}</StepHeading>
      <p className="mt-3 text-sm">
        <Link
          to={COMPARE_PATH}
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t('refine.input.compareLink')}
        </Link>
      </p>

      <form noValidate onSubmit={submit} className="mt-8 space-y-8" aria-label={t('refine.input.formLabel')}>
        {session.error && <Notice tone="error">{session.error}</Notice>}

        <IndustrySelect
          id={IDS.industry}
          value={session.targetIndustry}
          onValueChange={(targetIndustry) => update({ targetIndustry })}
          disabled={analyze.isPending}
          error={fieldError('industry')}
        />

        <TextAreaField
          id={IDS.resume}
          label={t('refine.input.resumeLabel')}
          required
          hint={t('refine.input.resumeHint')}
          value={session.resumeText}
          onValueChange={editResume}
          error={fieldError('resume')}
          limit={LIMITS.resumeText}
          rows={14}
          disabled={uploading !== null}
          before={
            <div id={IDS.upload} className="space-y-3">
              <FileDropZone
                onFile={onFile}
                busy={uploading !== null}
                progress={uploading?.progress ?? null}
                fileName={uploading?.name ?? null}
              />
              {uploadError && <Notice tone="error">{uploadError}</Notice>}
              {session.uploadedFile && !uploadError && (
                <Notice tone="success">
                  {t('refine.input.loaded', {
                    fileName: session.uploadedFile.name,
                    count: session.uploadedFile.charCount,
                  })}
                </Notice>
              )}
              {session.uploadNotices.map((notice) => (
                <Notice key={notice} tone="warning">
                  {notice}
                </Notice>
              ))}
            </div>
          }
        />

        <TextAreaField
          id={IDS.job}
          label={t('refine.input.jobLabel')}
          required
          hint={t('refine.input.jobHint')}
          value={session.jobDescription}
          onValueChange={(jobDescription) => update({ jobDescription })}
          error={fieldError('job')}
          limit={LIMITS.jobDescription}
          rows={12}
        />

        <div className="space-y-3 border-t border-slate-200 pt-6">
          {limitMessage && (
            <Notice tone="error" className="scroll-mt-24">
              {limitMessage}
            </Notice>
          )}
          <MonthlyUsage />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button id={IDS.clearAll} variant="secondary" onClick={clearAll} disabled={analyze.isPending}>
            {t('refine.input.clearAll')}
          </Button>
          <div className="flex flex-col items-stretch gap-2 sm:items-end">
            <Button
              type="submit"
              size="lg"
              disabled={busy}
              aria-disabled={missing.length > 0 ? true : undefined}
              aria-describedby={missing.length > 0 ? IDS.analyzeReason : undefined}
              className="aria-disabled:bg-slate-600 aria-disabled:hover:bg-slate-600"
            >
              {analyze.isPending ? (
                <Spinner className="size-5" />
              ) : (
                <Sparkles aria-hidden="true" className="size-5" />
              )}
              {analyze.isPending ? t('refine.input.analyzing') : t('refine.input.analyze')}
            </Button>
            {missing.length > 0 && (
              <p id={IDS.analyzeReason} className="text-sm text-slate-700">
                {missing.map((required) => t(required.todo)).join(' ')}
              </p>
            )}
          </div>
        </div>
        {cleared && (
          <div
            role="status"
            className="flex items-center justify-between gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4"
          >
            <span>{t('refine.input.cleared')}</span>
            <Button variant="secondary" size="sm" onClick={undoClear}>
              {t('refine.input.undo')}
            </Button>
          </div>
        )}
      </form>

      <Dialog
        open={pendingFile !== null}
        onClose={() => setPendingFile(null)}
        title={
          pendingFile
            ? t('refine.input.replaceTitle', { fileName: pendingFile.name })
            : t('refine.input.replaceTitleUnnamed')
        }
        description={t('refine.input.replaceDescription')}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setPendingFile(null)}>
            {t('refine.input.keepText')}
          </Button>
          <Button
            onClick={() => {
              const file = pendingFile;
              setPendingFile(null);
              if (file) startUpload(file);
            }}
          >
            {t('refine.input.replace')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
