/**
 * The client's one error type and SPEC §8's messages: the server's `detail` (or `message`) wins when
 * present (the server writes it in the reader's language), else the message for the status, in the
 * page's language once the language provider has set it (setClientMessages), in en-US before.
 */
import type { MessageId } from '@resumeloop/i18n';

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

/** Each of the client's own messages above, as the catalogue names it. */
const STATUS_MESSAGE_IDS: Record<number, MessageId> = {
  400: 'common.apiError.status400',
  401: 'common.apiError.status401',
  403: 'common.apiError.status403',
  404: 'common.apiError.status404',
  408: 'common.apiError.status408',
  409: 'common.apiError.status409',
  422: 'common.apiError.status422',
  429: 'common.apiError.status429',
  500: 'common.apiError.status500',
  502: 'common.apiError.status503',
  503: 'common.apiError.status503',
};

let clientMessage: (id: MessageId) => string | undefined = () => undefined;

/**
 * Gives the client's own error messages the page's language: the language provider calls it with each
 * catalogue it shows (the API layer lives outside React and cannot ask for it).
 */
export function setClientMessages(messages: Readonly<Record<string, string>>): void {
  clientMessage = (id) => messages[id];
}

/** A client message in the page's language, or its en-US text. */
function text(id: MessageId, english: string): string {
  return clientMessage(id) ?? english;
}

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

/** The client's generic message for a status, in the page's language. */
export function messageForStatus(status: number, statusText = ''): string {
  const known = STATUS_MESSAGES[status] !== undefined ? status : status >= 500 ? 500 : null;
  if (known !== null)
    return text(STATUS_MESSAGE_IDS[known] ?? 'common.apiError.status500', STATUS_MESSAGES[known] ?? '');
  return statusText || text('common.apiError.requestFailed', 'Request failed');
}

export const timeoutError = () => new ApiError(408, messageForStatus(408), 'REQUEST_TIMEOUT');
export const networkError = () =>
  new ApiError(0, text('common.apiError.network', NETWORK_ERROR_MESSAGE), 'NETWORK_ERROR');
export const offlineError = () =>
  new ApiError(0, text('common.apiError.offline', OFFLINE_MESSAGE), 'OFFLINE');
export const sessionExpiredError = () =>
  new ApiError(401, text('common.apiError.sessionExpired', SESSION_EXPIRED_MESSAGE), 'SESSION_EXPIRED');

/** The code of the error a CSRF refusal becomes, whatever the server's own code for it. */
const CSRF_FAILED_CODE = 'csrf_failed';

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
    return new ApiError(403, text('common.apiError.csrfFailed', CSRF_FAILED_MESSAGE), CSRF_FAILED_CODE);
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
export const isCsrfFailure = (error: ApiError) => error.status === 403 && error.code === CSRF_FAILED_CODE;
