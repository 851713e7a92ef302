export type FieldError = { field: string; message: string };

/** Extra fields of an error body beside `detail` and `code`, such as `needs_feedback: true`. */
export type ErrorBodyExtra = Record<string, string | number | boolean>;

/**
 * The one error type services throw. The error handler maps it to `{ detail, code }` (plus `extra`, when
 * given) with its status; `detail` is always safe to show to the user.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
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
  static invalidField(field: string, message: string, code = 'validation_error'): AppError {
    return new AppError(422, code, `${field}: ${message}`, { fieldErrors: [{ field, message }] });
  }
}
