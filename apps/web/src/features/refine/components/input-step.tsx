import { LIMITS } from '@resumeloop/contracts/scoring';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useAnalyzeResume } from '../api/analyze-resume';
import { useUploadResume } from '../api/upload-resume';
import { useRefineSession } from '../hooks/use-refine-session';
import { flowErrorMessage, uploadErrorMessage } from '../refine-errors';
import { REFINE_MESSAGES } from '../refine-messages';
import { FileDropZone } from './file-drop-zone';
import { IndustrySelect } from './industry-select';
import { StepHeading } from './step-heading';
import { TextAreaField } from './text-area-field';

const IDS = {
  industry: 'refine-target-industry',
  resume: 'refine-resume-text',
  job: 'refine-job-description',
  upload: 'refine-upload-status',
};

/** SPEC §5, Analyze: each blank field's message, joined with a period and a space. */
export function analyzeValidationMessage(fields: {
  resumeText: string;
  jobDescription: string;
  targetIndustry: string;
}): string | null {
  const messages: string[] = [];
  if (!fields.resumeText.trim()) messages.push(REFINE_MESSAGES.resumeRequired);
  if (!fields.jobDescription.trim()) messages.push(REFINE_MESSAGES.jobRequired);
  if (!fields.targetIndustry.trim()) messages.push(REFINE_MESSAGES.industryRequired);
  return messages.length > 0 ? messages.join('. ') : null;
}

/** Step 1: the resume (typed or uploaded), the job description and the target industry. */
export function InputStep({ onAnalyzed }: { onAnalyzed: () => void }) {
  const { session, update, reset } = useRefineSession();
  const analyze = useAnalyzeResume();
  const upload = useUploadResume();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<{ name: string; progress: number | null } | null>(null);

  const busy = analyze.isPending || uploading !== null;
  const canAnalyze =
    !busy && session.resumeText !== '' && session.jobDescription !== '' && session.targetIndustry !== '';

  const onFile = (file: File) => {
    setUploadError(null);
    if (file.size > LIMITS.uploadBytes) {
      setUploadError(REFINE_MESSAGES.fileTooLarge);
      return;
    }
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
          setUploadError(uploadErrorMessage(error));
          update({ uploadedFile: null, uploadNotices: [] });
        },
        onSettled: () => setUploading(null),
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canAnalyze) return;
    const invalid = analyzeValidationMessage(session);
    if (invalid) {
      update({ error: invalid });
      return;
    }
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
              error: null,
            })),
          );
          onAnalyzed();
        },
        onError: (error) => update({ error: flowErrorMessage(error, REFINE_MESSAGES.analyzeFailed) }),
      },
    );
  };

  const clearAll = () => {
    analyze.reset();
    setUploadError(null);
    reset();
  };

  return (
    <div>
      <StepHeading description="Paste or upload your resume, paste the job description and choose the industry you are aiming for. We score the resume and ask a few questions to tailor it.">
        Refine your resume with AI
      </StepHeading>

      <form noValidate onSubmit={submit} className="mt-8 space-y-8" aria-label="Resume and job description">
        {session.error && <Notice tone="error">{session.error}</Notice>}

        <IndustrySelect
          id={IDS.industry}
          value={session.targetIndustry}
          onValueChange={(targetIndustry) => update({ targetIndustry })}
          disabled={analyze.isPending}
        />

        <TextAreaField
          id={IDS.resume}
          label="Your resume"
          required
          hint="Paste the text, or upload a file and check the text it fills in."
          value={session.resumeText}
          onValueChange={(resumeText) => update({ resumeText })}
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
                  Loaded {session.uploadedFile.name}: {session.uploadedFile.charCount.toLocaleString('en-US')}{' '}
                  characters of text. Check it below before you analyze.
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
          label="Job description"
          required
          hint="Paste the full posting: title, responsibilities and requirements."
          value={session.jobDescription}
          onValueChange={(jobDescription) => update({ jobDescription })}
          limit={LIMITS.jobDescription}
          rows={12}
        />

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={clearAll} disabled={analyze.isPending}>
            Clear All
          </Button>
          <Button type="submit" size="lg" disabled={!canAnalyze}>
            {analyze.isPending ? (
              <Spinner className="size-5" />
            ) : (
              <Sparkles aria-hidden="true" className="size-5" />
            )}
            {analyze.isPending ? 'Analyzing...' : 'Analyze'}
          </Button>
        </div>
      </form>
    </div>
  );
}
