import type { BulkAnalyzeRequest, BulkAnalyzeResponse } from '@resumeloop/contracts/bulk';
import { BULK_LIMITS } from '@resumeloop/contracts/bulk-constants';
import type { MessageId } from '@resumeloop/i18n';

export type PostingDraft = {
  /** Stable while the list changes, for React keys and field ids. */
  key: string;
  jobTitle: string;
  jobDescription: string;
  targetIndustry: string;
};

export type CompareForm = { resumeText: string; postings: PostingDraft[] };

let nextKey = 0;
export const newPosting = (targetIndustry = ''): PostingDraft => {
  nextKey += 1;
  return {
    key: `posting-${Date.now().toString(36)}-${nextKey}`,
    jobTitle: '',
    jobDescription: '',
    targetIndustry,
  };
};

export const emptyForm = (): CompareForm => ({
  resumeText: '',
  postings: Array.from({ length: BULK_LIMITS.minPostings }, () => newPosting()),
});

/** What is missing, by field id (`resume`, `<key>-job`, `<key>-industry`), with SPEC §5's message. */
export type MissingField = { id: string; message: MessageId };

export function missingFields(form: CompareForm, ids: (field: string) => string): MissingField[] {
  const missing: MissingField[] = [];
  if (!form.resumeText.trim()) missing.push({ id: ids('resume'), message: 'bulk.errors.resumeRequired' });
  for (const posting of form.postings) {
    if (!posting.targetIndustry.trim())
      missing.push({ id: ids(`${posting.key}-industry`), message: 'bulk.errors.industryRequired' });
    if (!posting.jobDescription.trim())
      missing.push({ id: ids(`${posting.key}-job`), message: 'bulk.errors.jobRequired' });
  }
  return missing;
}

export function requestOf(form: CompareForm): BulkAnalyzeRequest {
  return {
    resume_text: form.resumeText,
    postings: form.postings.map((posting) => ({
      job_description: posting.jobDescription,
      target_industry: posting.targetIndustry,
      ...(posting.jobTitle.trim() ? { job_title: posting.jobTitle.trim() } : {}),
    })),
  };
}

/**
 * The form and the last results, kept per user in this tab (sessionStorage) so that coming back from an
 * opened posting shows the ranking again. A copy of another shape is ignored.
 */
export type StoredComparison = {
  form: CompareForm;
  /** The last answer and the request it answers (what an opened posting continues from). */
  results: { request: BulkAnalyzeRequest; response: BulkAnalyzeResponse; at: number } | null;
};

const storageKey = (userId: string) => `resumeloop.compare.${userId}`;

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isPosting = (value: unknown): value is PostingDraft =>
  typeof value === 'object' &&
  value !== null &&
  ['key', 'jobTitle', 'jobDescription', 'targetIndustry'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  );

export function loadComparison(userId: string): StoredComparison {
  try {
    const parsed: unknown = JSON.parse(store()?.getItem(storageKey(userId)) ?? 'null');
    const candidate = parsed as Partial<StoredComparison> | null;
    const form = candidate?.form;
    if (
      form &&
      typeof form.resumeText === 'string' &&
      Array.isArray(form.postings) &&
      form.postings.length >= BULK_LIMITS.minPostings &&
      form.postings.length <= BULK_LIMITS.maxPostings &&
      form.postings.every(isPosting)
    ) {
      const results = candidate.results;
      const valid =
        results && Array.isArray(results.response?.results) && Array.isArray(results.request?.postings);
      return { form, results: valid ? results : null };
    }
  } catch {
    // An unreadable copy: start afresh.
  }
  return { form: emptyForm(), results: null };
}

export function saveComparison(userId: string, comparison: StoredComparison): void {
  try {
    store()?.setItem(storageKey(userId), JSON.stringify(comparison));
  } catch {
    // Quota exceeded or storage disabled: the page keeps working from memory.
  }
}
