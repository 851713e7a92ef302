/**
 * The one error the use cases raise for bad input or a refused result, with a closed code table; the
 * server maps it to an HTTP status, the command line to an exit code.
 */
export type UseCaseErrorCode =
  | 'invalid_input'
  | 'unknown_industry'
  | 'answers_too_long'
  | 'too_many_answers'
  | 'no_questions'
  | 'provenance_check_failed'
  | 'unknown_change'
  | 'rewrite_unreadable'
  | 'change_not_editable'
  | 'change_edited_since';

/** The HTTP status of each code: bad input is 422, an engine failure 500. */
export const USE_CASE_STATUS: Record<UseCaseErrorCode, number> = {
  invalid_input: 422,
  unknown_industry: 422,
  answers_too_long: 422,
  too_many_answers: 422,
  no_questions: 500,
  provenance_check_failed: 500,
  unknown_change: 422,
  rewrite_unreadable: 422,
  change_not_editable: 422,
  /** The resume changed under the change since it was proposed. */
  change_edited_since: 409,
};

export class UseCaseError extends Error {
  readonly status: number;
  constructor(
    readonly code: UseCaseErrorCode,
    message: string,
    /** The request field at fault, for a 422. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'UseCaseError';
    this.status = USE_CASE_STATUS[code];
  }
}
