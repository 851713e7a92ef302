import type { ExtractionErrorCode, ExtractionErrorStatus } from '@resumeloop/extract';
import { DEFAULT_LOCALE, type MessageId } from '@resumeloop/i18n';
import enUSMessages from '@resumeloop/i18n/catalogues/en-US/index';
import { createTranslate, type MessageRef, type MessageValues } from '@resumeloop/i18n/translate';
import { USE_CASE_STATUS } from '@resumeloop/usecases';

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
  // Plans and feature gates (SPEC §6).
  premium_required: 403,
  admin_required: 403,
  monthly_limit_reached: 403,
  // The admin console (decision 0033).
  account_disabled: 403,
  registration_closed: 403,
  user_not_found: 404,
  feedback_not_found: 404,
  texts_not_kept: 404,
  own_account: 409,
  listed_admin: 409,
  unverified_admin: 409,
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
 * A text the API answers with: a message of the catalogue (with its arguments), formatted in the reader's
 * language when the answer is made, or a literal text (from a shared package, or with nothing to
 * translate) that is translated if it is one of the catalogue's en-US texts (i18n/texts.ts).
 */
export type Text = MessageRef | string;

const enUS = createTranslate(DEFAULT_LOCALE, enUSMessages);

/** Whether a string is an id of the catalogue rather than a text. */
export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(enUSMessages, value);
}

/** A message of the catalogue in en-US: the text the API answered with before it had languages. */
export function english(id: MessageId, values?: MessageValues): string {
  return enUS(id, values);
}

/** A text in en-US: what logs say, and what `detail` reads. */
export function englishText(text: Text): string {
  return typeof text === 'string' ? text : enUS(text.id, text.values);
}

/** A field's failure, its message a text to show in the reader's language. */
export type FieldError = { field: string; message: Text };

/**
 * The one error type services throw. The error handler maps it to `{ detail, code }` (plus `extra`, when
 * given) with the code's status, `detail` in the request's language; `detail` is always safe to show to
 * the user. The text is a catalogue id (with `values` for its arguments), or a literal text.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** What `detail` says, in whichever language the answer is made in. */
  readonly text: Text;

  constructor(
    readonly code: AppErrorCode,
    text: MessageId | Text,
    options?: {
      /** The arguments of the message `text` names. */
      values?: MessageValues;
      cause?: unknown;
      fieldErrors?: FieldError[];
      extra?: ErrorBodyExtra;
      headers?: Record<string, string>;
      /** The detail lists the fields and their messages (`field: message`), as a schema failure's does. */
      detailFromFields?: boolean;
    },
  ) {
    const resolved: Text =
      typeof text === 'string' && isMessageId(text)
        ? { id: text, ...(options?.values ? { values: options.values } : {}) }
        : text;
    super(englishText(resolved), options);
    this.name = 'AppError';
    this.text = resolved;
    this.statusCode = statusOf(code);
    this.fieldErrors = options?.fieldErrors;
    this.extra = options?.extra;
    this.headers = options?.headers;
    this.detailFromFields = options?.detailFromFields === true && Boolean(options.fieldErrors?.length);
  }

  /** Whether the detail is the list of the fields and their messages, in the reader's language. */
  readonly detailFromFields: boolean;

  /** The detail in en-US. */
  get detail(): string {
    return this.message;
  }

  /** Response headers that go with the error, such as Retry-After on a 503. */
  readonly headers: Record<string, string> | undefined;

  readonly fieldErrors: FieldError[] | undefined;
  /** Added to the body; `detail`, `code` and `errors` always win over a key of the same name. */
  readonly extra: ErrorBodyExtra | undefined;

  /**
   * A 422 about one field, shaped like a schema failure so forms can mark the field: its detail is the
   * field and the message, as a schema failure's is.
   */
  static invalidField(
    field: string,
    message: MessageId | Text,
    code: 'validation_error' | 'weak_password' | 'same_password' | 'invalid_text' = 'validation_error',
  ): AppError {
    const text: Text = typeof message === 'string' && isMessageId(message) ? { id: message } : message;
    return new AppError(code, `${field}: ${englishText(text)}`, {
      fieldErrors: [{ field, message: text }],
      detailFromFields: true,
    });
  }
}
