/**
 * Bulk analysis's limits and messages without the schemas (the compare page's form reads them).
 * bulk.ts re-exports them.
 */
export const BULK_LIMITS = {
  minPostings: 2,
  maxPostings: 5,
  /** A posting's own name for itself, in characters. */
  jobTitle: 200,
  /** Missing requirements shown per posting. */
  missingShown: 5,
} as const;

/** The refusals of a bulk body, in en-US (the catalogue's errors.bulk.*: the API answers in the reader's language). */
export const BULK_MESSAGES = {
  postingsCount: 'Add between 2 and 5 job postings to compare',
  jobTitleLength: 'A job title can be at most 200 characters',
} as const;

/** The category whose score ranks the postings: how well the resume matches the job. */
export const BULK_RANKED_BY = 'tailoring' as const;
