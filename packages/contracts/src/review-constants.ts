/** The review of rewrites' limits and messages, without zod: for code that needs no schema. */

/** The limits of a rewrite checked against a session (a two-page resume is about 9,000 characters). */
export const REVIEW_LIMITS = { rewriteText: 20000, editedText: 2000 } as const;

export const REVIEW_MESSAGES = {
  rewriteRequired: 'Paste the rewritten resume, or upload it as a file.',
  rewriteTooLong: `The rewrite is longer than ${REVIEW_LIMITS.rewriteText.toLocaleString('en-US')} characters; paste the resume alone.`,
  decisionRequired: 'Name at least one change to accept or reject.',
  unknownChange: 'No pending change with that id in this session; it may have been decided already.',
  sessionNotFound: 'Resume session not found.',
} as const;
