/**
 * The client's one error type and SPEC §8's messages: the server's `detail` (or `message`) wins when
 * present, else the message for the status.
 */

/** SPEC §8, generic messages by status; the server's `detail` (or `message`) wins when present. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Invalid request. Please check your input.',
  401: 'Session expired. Please log in again.',
  403: "You don't have permission to perform this action.",
  404: 'The requested resource was not found.',
  408: 'Request timeout. Please try again.',
  409: 'Conflict detected. Please refresh and try again.',
  422: 'Validation failed. Please check your input.',
  429: 'Too many requests. Please wait and try again.',
  500: 'Server error. Our team has been notified.',
  502: 'Service temporarily unavailable.',
  503: 'Service temporarily unavailable.',
};
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const OFFLINE_MESSAGE = 'This action requires an internet connection.';
/** SPEC §8, session: after a failed refresh. */
export const SESSION_EXPIRED_MESSAGE = 'Authentication expired. Please log in again.';
/** SPEC §8, session: a 403 whose detail mentions CSRF. */
export const CSRF_FAILED_MESSAGE = 'Security validation failed. Please try again.';

export type FieldError = { field: string; message: string };

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server's first message for each of a form's `fields`, from the failing fields a 422 names; empty for
 * any other error.
 */
export function fieldErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const entry of error.fieldErrors) {
    const field = fields.find((name) => name === entry.field);
    if (field !== undefined && errors[field] === undefined) errors[field] = entry.message;
  }
  return errors;
}

export function messageForStatus(status: number, statusText = ''): string {
  return (
    STATUS_MESSAGES[status] ??
    (status >= 500 ? STATUS_MESSAGES[500] : undefined) ??
    (statusText || 'Request failed')
  );
}

export const timeoutError = () =>
  new ApiError(408, STATUS_MESSAGES[408] ?? 'Request timeout', 'REQUEST_TIMEOUT');
export const networkError = () => new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
export const offlineError = () => new ApiError(0, OFFLINE_MESSAGE, 'OFFLINE');
export const sessionExpiredError = () => new ApiError(401, SESSION_EXPIRED_MESSAGE, 'SESSION_EXPIRED');

type ErrorPayload = { detail?: unknown; message?: unknown; code?: unknown; errors?: unknown };

/** Reads a failed response into an ApiError: the server's message, code and field errors. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let payload: ErrorPayload = {};
  try {
    payload = (await response.json()) as ErrorPayload;
  } catch {
    // Not JSON (a proxy's error page, say): fall back to the generic message.
  }
  const serverMessage =
    typeof payload.detail === 'string'
      ? payload.detail
      : typeof payload.message === 'string'
        ? payload.message
        : undefined;
  const code = typeof payload.code === 'string' ? payload.code : `http_${response.status}`;
  if (response.status === 403 && /csrf/i.test(serverMessage ?? '')) {
    return new ApiError(403, CSRF_FAILED_MESSAGE, code);
  }
  const fieldErrors = Array.isArray(payload.errors)
    ? payload.errors.filter(
        (entry): entry is FieldError =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof entry.field === 'string' &&
          typeof entry.message === 'string',
      )
    : [];
  return new ApiError(
    response.status,
    serverMessage ?? messageForStatus(response.status, response.statusText),
    code,
    fieldErrors,
  );
}

/** True for the error a CSRF refusal becomes: the token is stale or missing. */
export const isCsrfFailure = (error: ApiError) =>
  error.status === 403 && error.message === CSRF_FAILED_MESSAGE;
