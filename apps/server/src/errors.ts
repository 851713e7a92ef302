export type FieldError = { field: string; message: string };

/**
 * The one error type services throw. The error handler maps it to `{ detail, code }` with its status;
 * `detail` is always safe to show to the user.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    options?: { cause?: unknown; fieldErrors?: FieldError[] },
  ) {
    super(detail, options);
    this.name = 'AppError';
    this.fieldErrors = options?.fieldErrors;
  }

  readonly fieldErrors: FieldError[] | undefined;

  /** A 422 about one field, shaped like a schema failure so forms can mark the field. */
  static invalidField(field: string, message: string, code = 'validation_error'): AppError {
    return new AppError(422, code, `${field}: ${message}`, { fieldErrors: [{ field, message }] });
  }
}
