import { BULK_LIMITS } from '@resumeloop/contracts/bulk-constants';
import { LIMITS } from '@resumeloop/contracts/scoring-constants';
import { FileText, GitCompareArrows, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/use-t';
import {
  FileDropZone,
  flowErrorMessage,
  IndustrySelect,
  TextAreaField,
  uploadErrorMessage,
  useUploadResume,
} from '../../refine';
import { useComparePostings } from '../api/compare-postings';
import { useLatestResume } from '../api/latest-resume';
import {
  type CompareForm,
  loadComparison,
  missingFields,
  newPosting,
  type PostingDraft,
  requestOf,
  type StoredComparison,
  saveComparison,
} from '../compare-form';
import { CompareResults } from './compare-results';

type ResumeSource =
  | { kind: 'latest' | 'none' | 'latestFailed' }
  | { kind: 'upload'; name: string; count: number };

/** The compare form (the resume, 2 to 5 postings) and, once compared, the ranked results. */
export function Comparison({ userId }: { userId: string }) {
  const t = useT();
  const prefix = useId();
  const ids = (field: string) => `${prefix}-${field}`;
  const [stored, setStored] = useState<StoredComparison>(() => loadComparison(userId));
  const { form, results } = stored;
  const compare = useComparePostings();
  const upload = useUploadResume();
  const latest = useLatestResume();
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [source, setSource] = useState<ResumeSource | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<{ name: string; progress: number | null } | null>(null);
  /** A posting just added: its first field takes the focus. */
  const [focusKey, setFocusKey] = useState<string | null>(null);
  /** Results that have just arrived take the focus; results kept from before do not. */
  const [justCompared, setJustCompared] = useState(false);

  useEffect(() => saveComparison(userId, stored), [userId, stored]);
  useEffect(() => {
    if (!focusKey) return;
    document.getElementById(ids(`${focusKey}-title`))?.focus();
    setFocusKey(null);
  });

  const setForm = (change: (current: CompareForm) => CompareForm) =>
    setStored((current) => ({ ...current, form: change(current.form) }));
  const setPosting = (key: string, patch: Partial<PostingDraft>) =>
    setForm((current) => ({
      ...current,
      postings: current.postings.map((posting) => (posting.key === key ? { ...posting, ...patch } : posting)),
    }));

  const missing = missingFields(form, ids);
  const errorOf = (field: string) => {
    const found = showErrors ? missing.find((entry) => entry.id === ids(field)) : undefined;
    return found ? t(found.message) : undefined;
  };

  const addPosting = () => {
    if (form.postings.length >= BULK_LIMITS.maxPostings) return;
    // A new posting starts in the industry of the last one: comparisons are most often within a field.
    const added = newPosting(form.postings.at(-1)?.targetIndustry ?? '');
    setForm((current) => ({ ...current, postings: [...current.postings, added] }));
    setFocusKey(added.key);
  };
  const removePosting = (key: string) => {
    setForm((current) => ({
      ...current,
      postings: current.postings.filter((posting) => posting.key !== key),
    }));
    document.getElementById(ids('add'))?.focus();
  };

  const useLatest = () => {
    setSource(null);
    latest.mutate(undefined, {
      onSuccess: (text) => {
        if (text === null) {
          setSource({ kind: 'none' });
          return;
        }
        setForm((current) => ({ ...current, resumeText: text }));
        setSource({ kind: 'latest' });
      },
      onError: () => setSource({ kind: 'latestFailed' }),
    });
  };

  const onFile = (file: File) => {
    setUploadError(null);
    if (file.size > LIMITS.uploadBytes) {
      setUploadError(t('refine.errors.fileTooLarge'));
      return;
    }
    setUploading({ name: file.name, progress: null });
    upload.mutate(
      { file, onProgress: (progress) => setUploading({ name: file.name, progress }) },
      {
        onSuccess: (response) => {
          setForm((current) => ({ ...current, resumeText: response.text }));
          setSource({ kind: 'upload', name: response.file_name, count: response.char_count });
        },
        onError: (failure) => setUploadError(uploadErrorMessage(t, failure)),
        onSettled: () => setUploading(null),
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (compare.isPending || uploading) return;
    const first = missing[0];
    if (first) {
      setShowErrors(true);
      setError(t('bulk.errors.summary', { count: missing.length }));
      document.getElementById(first.id)?.focus();
      return;
    }
    setShowErrors(false);
    setError(null);
    const request = requestOf(form);
    compare.mutate(request, {
      onSuccess: (response) => {
        setJustCompared(true);
        setStored((current) => ({ ...current, results: { request, response, at: Date.now() } }));
      },
      onError: (failure) => setError(flowErrorMessage(t, failure, 'bulk.errors.default')),
    });
  };

  const count = form.postings.length;
  const busy = compare.isPending || uploading !== null;

  return (
    <div className="space-y-10">
      <form noValidate onSubmit={submit} aria-label={t('bulk.form.label')} className="space-y-8">
        {error && <Notice tone="error">{error}</Notice>}

        <section aria-labelledby={ids('resume-heading')} className="space-y-4">
          <h2 id={ids('resume-heading')} className="text-xl font-semibold text-slate-900">
            {t('bulk.resume.heading')}
          </h2>
          <TextAreaField
            id={ids('resume')}
            label={t('bulk.resume.label')}
            required
            hint={t('bulk.resume.hint')}
            value={form.resumeText}
            onValueChange={(resumeText) => {
              setForm((current) => ({ ...current, resumeText }));
              if (source?.kind === 'upload' || source?.kind === 'latest') setSource(null);
            }}
            error={errorOf('resume')}
            limit={LIMITS.resumeText}
            rows={10}
            disabled={uploading !== null}
            before={
              <div className="space-y-3">
                <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-stretch">
                  <Button
                    variant="secondary"
                    onClick={useLatest}
                    disabled={latest.isPending || busy}
                    className="h-full"
                  >
                    {latest.isPending ? (
                      <Spinner className="size-4" />
                    ) : (
                      <FileText aria-hidden="true" className="size-4" />
                    )}
                    {latest.isPending ? t('bulk.resume.loadingLatest') : t('bulk.resume.useLatest')}
                  </Button>
                  <FileDropZone
                    onFile={onFile}
                    busy={uploading !== null}
                    progress={uploading?.progress ?? null}
                    fileName={uploading?.name ?? null}
                  />
                </div>
                {uploadError && <Notice tone="error">{uploadError}</Notice>}
                {source?.kind === 'latest' && <Notice tone="success">{t('bulk.resume.latestLoaded')}</Notice>}
                {source?.kind === 'none' && <Notice tone="info">{t('bulk.resume.noLatest')}</Notice>}
                {source?.kind === 'latestFailed' && (
                  <Notice tone="error">{t('bulk.resume.latestFailed')}</Notice>
                )}
                {source?.kind === 'upload' && (
                  <Notice tone="success">
                    {t('bulk.resume.uploaded', { fileName: source.name, count: source.count })}
                  </Notice>
                )}
              </div>
            }
          />
        </section>

        <section aria-labelledby={ids('postings-heading')} className="space-y-4">
          <div>
            <h2 id={ids('postings-heading')} className="text-xl font-semibold text-slate-900">
              {t('bulk.postings.heading')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t('bulk.postings.hint')}</p>
          </div>
          {form.postings.map((posting, index) => (
            <fieldset
              key={posting.key}
              data-posting={index + 1}
              className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
            >
              {/* The legend comes first, so it names the group; floated, it sits inside the box. */}
              <legend className="float-left text-lg font-semibold text-slate-900">
                {t('bulk.posting.legend', { number: index + 1 })}
              </legend>
              {count > BULK_LIMITS.minPostings && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="float-right -mt-1"
                  onClick={() => removePosting(posting.key)}
                  disabled={compare.isPending}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('bulk.posting.remove', { number: index + 1 })}
                </Button>
              )}
              <div className="clear-both space-y-4 pt-2">
                <TextField
                  id={ids(`${posting.key}-title`)}
                  label={t('bulk.posting.titleLabel')}
                  optional
                  hint={t('bulk.posting.titleHint')}
                  value={posting.jobTitle}
                  maxLength={BULK_LIMITS.jobTitle}
                  onValueChange={(jobTitle) => setPosting(posting.key, { jobTitle })}
                />
                <IndustrySelect
                  id={ids(`${posting.key}-industry`)}
                  value={posting.targetIndustry}
                  onValueChange={(targetIndustry) => setPosting(posting.key, { targetIndustry })}
                  disabled={compare.isPending}
                  error={errorOf(`${posting.key}-industry`)}
                />
                <TextAreaField
                  id={ids(`${posting.key}-job`)}
                  label={t('bulk.posting.descriptionLabel')}
                  required
                  value={posting.jobDescription}
                  onValueChange={(jobDescription) => setPosting(posting.key, { jobDescription })}
                  error={errorOf(`${posting.key}-job`)}
                  limit={LIMITS.jobDescription}
                  rows={6}
                />
              </div>
            </fieldset>
          ))}
          {count < BULK_LIMITS.maxPostings ? (
            <Button id={ids('add')} variant="secondary" onClick={addPosting} disabled={compare.isPending}>
              <Plus aria-hidden="true" className="size-4" />
              {t('bulk.postings.add', { left: BULK_LIMITS.maxPostings - count })}
            </Button>
          ) : (
            <p id={ids('add')} tabIndex={-1} className="text-sm text-slate-700">
              {t('bulk.postings.max')}
            </p>
          )}
        </section>

        <div className="flex flex-col items-stretch gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
          <p role="status" className="text-sm text-slate-700 sm:mr-auto">
            {compare.isPending ? t('bulk.progress', { count }) : ''}
          </p>
          <Button type="submit" size="lg" disabled={busy}>
            {compare.isPending ? (
              <Spinner className="size-5" />
            ) : (
              <GitCompareArrows aria-hidden="true" className="size-5" />
            )}
            {compare.isPending ? t('bulk.submitting', { count }) : t('bulk.submit', { count })}
          </Button>
        </div>
      </form>

      {results && !compare.isPending && (
        <CompareResults
          key={results.at}
          userId={userId}
          takeFocus={justCompared}
          request={results.request}
          response={results.response}
          onEdit={() => document.getElementById(ids('resume'))?.focus()}
        />
      )}
    </div>
  );
}
