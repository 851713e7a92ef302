import type { ExtractionErrorCode, ExtractionErrorStatus } from '@resumeloop/extract';
import { USE_CASE_STATUS } from '@resumeloop/usecases';

export type FieldError = { field: string; message: string };

/**
 * Extra fields of an error body beside `detail` and `code`, such as `needs_feedback: true` or the
 * `current` document of an edit conflict.
 */
export type ErrorBodyExtra = Record<string, string | number | boolean | object>;

/** The statuses of the extraction package's codes, which an upload answers as they are. */
const EXTRACTION_STATUS = {
  unsupported_type: 415,
  empty_file: 400,
  too_large: 413,
  encrypted_pdf: 422,
  encrypted_document: 422,
  no_text: 422,
  corrupt_file: 422,
  archive_too_large: 422,
  pdf_too_large: 422,
  external_reference: 422,
  timeout: 422,
} as const satisfies Record<ExtractionErrorCode, ExtractionErrorStatus>;

/**
 * Every `code` an AppError answers with, and its HTTP status: the one table. The use cases' and the
 * extraction package's codes are answered as they are, with their own statuses.
 */
const APP_ERROR_STATUS = {
  // Requests the schema or a rule refuses.
  validation_error: 422,
  invalid_text: 422,
  invalid_update: 422,
  weak_password: 422,
  same_password: 422,
  // Accounts and sessions.
  not_authenticated: 401,
  invalid_credentials: 401,
  invalid_refresh_token: 401,
  refresh_token_reused: 401,
  refresh_token_expired: 401,
  session_ended_elsewhere: 401,
  csrf_failed: 403,
  email_not_verified: 403,
  account_locked: 429,
  email_taken: 409,
  username_taken: 409,
  already_verified: 409,
  resend_cooldown: 429,
  invalid_token: 400,
  no_password: 400,
  wrong_password: 400,
  mail_unavailable: 503,
  not_linked: 404,
  last_sign_in_method: 409,
  unknown_session: 404,
  // Idempotency-Key.
  invalid_idempotency_key: 400,
  idempotency_key_reused: 422,
  idempotency_key_in_progress: 409,
  // Resume sessions, the editor and feedback.
  session_not_found: 404,
  section_not_found: 404,
  forbidden: 403,
  needs_feedback: 403,
  edit_conflict: 412,
  invalid_if_match: 400,
  pdf_generation_failed: 500,
  // Uploads.
  not_multipart: 415,
  too_many_parts: 413,
  upload_incomplete: 400,
  file_missing: 400,
  malformed_multipart: 400,
  too_many_uploads: 429,
  too_much_work: 429,
  // The server.
  server_busy: 503,
  database_unavailable: 503,
  shutting_down: 503,
  ...USE_CASE_STATUS,
  ...EXTRACTION_STATUS,
} as const;

/** The closed set of error codes the API answers with through an AppError. */
export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** The HTTP status of an error code. */
export function statusOf(code: AppErrorCode): number {
  return APP_ERROR_STATUS[code];
}

/**
 * The one error type services throw. The error handler maps it to `{ detail, code }` (plus `extra`, when
 * given) with the code's status; `detail` is always safe to show to the user.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    readonly detail: string,
    options?: {
      cause?: unknown;
      fieldErrors?: FieldError[];
      extra?: ErrorBodyExtra;
      headers?: Record<string, string>;
    },
  ) {
    super(detail, options);
    this.name = 'AppError';
    this.statusCode = statusOf(code);
    this.fieldErrors = options?.fieldErrors;
    this.extra = options?.extra;
    this.headers = options?.headers;
  }

  /** Response headers that go with the error, such as Retry-After on a 503. */
  readonly headers: Record<string, string> | undefined;

  readonly fieldErrors: FieldError[] | undefined;
  /** Added to the body; `detail`, `code` and `errors` always win over a key of the same name. */
  readonly extra: ErrorBodyExtra | undefined;

  /** A 422 about one field, shaped like a schema failure so forms can mark the field. */
  static invalidField(
    field: string,
    message: string,
    code: 'validation_error' | 'weak_password' | 'same_password' = 'validation_error',
  ): AppError {
    return new AppError(code, `${field}: ${message}`, { fieldErrors: [{ field, message }] });
  }
}
