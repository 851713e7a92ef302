/**
 * The one HTTP client of the web app (DESIGN §1): same-origin cookies, JSON bodies, the session's CSRF
 * token in `X-CSRF-Token` on writes, `Authorization: Bearer` when an access token is stored, a 30 s
 * time-out reported as a synthetic 408, retries of GETs that failed for a passing reason, one
 * refresh-and-retry on a 401, and SPEC §8's messages when the server gives no `detail` of its own.
 */
import { toast } from 'sonner';

export const API_TIMEOUT_MS = 30_000;
/** SPEC §9: 3 retries, base delay 1000 ms, doubling. */
export const RETRY_LIMIT = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
/** SPEC §9: a session CSRF token lives 3600 s unless the server says otherwise. */
export const CSRF_DEFAULT_LIFETIME_SECONDS = 3_600;
export const CSRF_HEADER = 'X-CSRF-Token';

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

/** SPEC §8 toast durations: 6 s for 5xx, 8 s for 401, 4 s otherwise. */
export function toastDurationFor(status: number): number {
  if (status >= 500) return 6_000;
  if (status === 401) return 8_000;
  return 4_000;
}

// ---------------------------------------------------------------------------------------------------
// Credentials the page may hold: the session's CSRF token (memory and sessionStorage, with its expiry)
// and, for bearer sessions, the token pair. Session cookies themselves are HttpOnly: the page never sees
// them.

const CSRF_STORAGE_KEY = 'resumeloop.csrf';
const BEARER_STORAGE_KEY = 'resumeloop.tokens';

type StoredCsrf = { token: string; expiresAt: number };
export type BearerTokens = { accessToken: string; refreshToken?: string | undefined };

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy modes); the memory copy still works for this page.
    return null;
  }
}

function readJson<T>(kind: 'local' | 'session', key: string): T | null {
  try {
    const raw = storage(kind)?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

let csrfInMemory: StoredCsrf | null | undefined;

function currentCsrf(): StoredCsrf | null {
  if (csrfInMemory === undefined) {
    const stored = readJson<StoredCsrf>('session', CSRF_STORAGE_KEY);
    csrfInMemory =
      stored && typeof stored.token === 'string' && typeof stored.expiresAt === 'number' ? stored : null;
  }
  return csrfInMemory;
}

/** Remembers the session's CSRF token until it expires. */
export function setCsrfToken(token: string, expiresInSeconds = CSRF_DEFAULT_LIFETIME_SECONDS): void {
  csrfInMemory = { token, expiresAt: Date.now() + expiresInSeconds * 1_000 };
  try {
    storage('session')?.setItem(CSRF_STORAGE_KEY, JSON.stringify(csrfInMemory));
  } catch {
    // Quota or privacy mode: the memory copy is enough for this page.
  }
}

/** The CSRF token, or null when none is known or it has expired. */
export function getCsrfToken(): string | null {
  const csrf = currentCsrf();
  return csrf && csrf.expiresAt > Date.now() ? csrf.token : null;
}

/** Seconds until the known CSRF token expires; 0 when none is known. */
export function csrfTokenSecondsLeft(): number {
  const csrf = currentCsrf();
  return csrf ? Math.max(0, Math.floor((csrf.expiresAt - Date.now()) / 1_000)) : 0;
}

export function clearCsrfToken(): void {
  csrfInMemory = null;
  storage('session')?.removeItem(CSRF_STORAGE_KEY);
}

export function setBearerTokens(tokens: BearerTokens): void {
  try {
    storage('local')?.setItem(BEARER_STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // Without storage a bearer session cannot outlive the page; cookies still work.
  }
}

export function getBearerTokens(): BearerTokens | null {
  const tokens = readJson<BearerTokens>('local', BEARER_STORAGE_KEY);
  return tokens && typeof tokens.accessToken === 'string' ? tokens : null;
}

export function clearBearerTokens(): void {
  storage('local')?.removeItem(BEARER_STORAGE_KEY);
}

/** Forgets every credential the page holds (logout, account deletion, a failed refresh). */
export function clearClientCredentials(): void {
  clearCsrfToken();
  clearBearerTokens();
}

// ---------------------------------------------------------------------------------------------------
// What the client needs from the app: whether a session is believed to exist, and what to do when it
// turns out to have ended. The auth provider supplies both; the defaults suit a page without one.

export type ApiClientHooks = {
  /** True when the app believes someone is signed in (a stored user). */
  hasSession(): boolean;
  /** Called once the session is found dead after a refresh attempt: clear local data, go to /login. */
  onSessionExpired(): void;
};

const DEFAULT_HOOKS: ApiClientHooks = { hasSession: () => false, onSessionExpired: () => {} };
let hooks: ApiClientHooks = DEFAULT_HOOKS;

/** Installs the app's hooks; returns a function that restores the previous ones. */
export function configureApiClient(next: Partial<ApiClientHooks>): () => void {
  const previous = hooks;
  hooks = { ...previous, ...next };
  return () => {
    hooks = previous;
  };
}

// ---------------------------------------------------------------------------------------------------

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra headers; an explicit `X-CSRF-Token` here (the public token at login) wins over the session's. */
  headers?: Record<string, string>;
  /**
   * What a 401 means. 'session' (default): refresh once and retry; if that fails while signed in, the
   * session has expired (local data cleared, toast, /login). 'optional': refresh once and retry, then
   * hand the 401 to the caller quietly (checking who is signed in). 'none': hand the 401 over at once.
   */
  auth?: 'session' | 'optional' | 'none';
  /** How many times a GET that failed with 5xx, 408 or 429 is retried; SPEC §9's 3 by default. */
  retries?: number;
  /**
   * Reports the share of the request body sent so far, from 0 to 1 (a file upload's progress bar). The
   * request then goes through XMLHttpRequest: fetch cannot report upload progress.
   */
  onUploadProgress?: (fraction: number) => void;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REFRESH_PATH = '/api/auth/refresh';
const CSRF_TOKEN_PATH = '/api/auth/csrf-token';
/** A 401 from these is an answer, not an expired session: no refresh is attempted. */
const NO_REFRESH_PATHS = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/public-csrf-token',
  '/api/auth/logout',
  REFRESH_PATH,
]);
/** These carry the public token (or none) rather than the session's. */
const NO_SESSION_CSRF_PATHS = new Set(['/api/auth/login', '/api/auth/register', REFRESH_PATH]);

const pathOf = (url: string) => url.split(/[?#]/, 1)[0] ?? url;

function messageFor(status: number, statusText: string): string {
  return (
    STATUS_MESSAGES[status] ??
    (status >= 500 ? STATUS_MESSAGES[500] : undefined) ??
    (statusText || 'Request failed')
  );
}

type ErrorPayload = { detail?: unknown; message?: unknown; code?: unknown; errors?: unknown };

async function errorFromResponse(response: Response): Promise<ApiError> {
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
    // The token is stale or missing: forget it, so the next write fetches a fresh one.
    clearCsrfToken();
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
    serverMessage ?? messageFor(response.status, response.statusText),
    code,
    fieldErrors,
  );
}

function timeoutError(): ApiError {
  return new ApiError(408, STATUS_MESSAGES[408] ?? 'Request timeout', 'REQUEST_TIMEOUT');
}

type Transport = (
  url: string,
  init: RequestInit & { method: string; headers: Record<string, string>; signal: AbortSignal },
) => Promise<Response>;

function responseHeadersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  const lines = xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/);
  for (const line of lines) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/** The same request through XMLHttpRequest, answering a fetch-like Response, with upload progress. */
function xhrTransport(onUploadProgress: (fraction: number) => void): Transport {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method, url);
      for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0)
          onUploadProgress(Math.min(1, event.loaded / event.total));
      });
      xhr.addEventListener('load', () => {
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeadersOf(xhr),
          }),
        );
      });
      // Shaped like fetch's failures, so the caller tells a network error from an abort the same way.
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('abort', () => reject(new DOMException('The request was aborted.', 'AbortError')));
      init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}

/** One fetch with its own time-out (a timer, so tests can drive it with fake timers). */
async function sendOnce(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  // A form (a file upload) sets its own multipart content type, boundary included.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const bearer = getBearerTokens();
  if (bearer && pathOf(path) !== REFRESH_PATH) headers.authorization = `Bearer ${bearer.accessToken}`;
  const csrf = getCsrfToken();
  if (WRITE_METHODS.has(method) && csrf) headers[CSRF_HEADER] = csrf;
  Object.assign(headers, options.headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  if (options.signal?.aborted) abortFromCaller();

  try {
    const transport: Transport = options.onUploadProgress ? xhrTransport(options.onUploadProgress) : fetch;
    return await transport(path, {
      method,
      headers,
      credentials: 'same-origin',
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

const isPassingFailure = (status: number) => status >= 500 || status === 408 || status === 429;

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** SPEC §7.5, §9: a GET that failed for a passing reason is tried again after 1 s, 2 s and 4 s. */
async function sendWithRetries(path: string, options: RequestOptions): Promise<Response> {
  const retries = (options.method ?? 'GET') === 'GET' ? (options.retries ?? RETRY_LIMIT) : 0;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await sendOnce(path, options);
    } catch (error) {
      failure = error;
    }
    const status = response?.status ?? (failure instanceof ApiError ? failure.status : -1);
    if (attempt >= retries || !isPassingFailure(status)) {
      if (response) return response;
      throw failure;
    }
    await wait(RETRY_BASE_DELAY_MS * 2 ** attempt, options.signal);
  }
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * POST /api/auth/refresh (SPEC §4): new session cookies (or a new bearer pair) and a new CSRF token.
 * Concurrent callers share one request. Resolves false when the refresh token is dead.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      const refreshToken = getBearerTokens()?.refreshToken;
      const response = await sendOnce(REFRESH_PATH, {
        method: 'POST',
        ...(refreshToken ? { body: { refresh_token: refreshToken } } : {}),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as {
        csrf_token?: unknown;
        access_token?: unknown;
        refresh_token?: unknown;
      };
      if (typeof body.csrf_token === 'string') setCsrfToken(body.csrf_token);
      if (typeof body.access_token === 'string') {
        setBearerTokens({
          accessToken: body.access_token,
          refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
        });
      }
      return true;
    } catch {
      return false;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

let csrfInFlight: Promise<string | null> | null = null;

/**
 * GET /api/auth/csrf-token: fetches and stores the session's CSRF token (at sign-in in a new tab, after
 * a social sign-in, and every 50 minutes, SPEC §4). Resolves null when there is no session.
 */
export function refreshCsrfToken(): Promise<string | null> {
  csrfInFlight ??= (async () => {
    try {
      const body = await apiRequest<{ csrf_token?: unknown; expires_in?: unknown }>(CSRF_TOKEN_PATH, {
        auth: 'optional',
        retries: 0,
      });
      if (typeof body?.csrf_token !== 'string') return null;
      setCsrfToken(
        body.csrf_token,
        typeof body.expires_in === 'number' ? body.expires_in : CSRF_DEFAULT_LIFETIME_SECONDS,
      );
      return body.csrf_token;
    } catch {
      return null;
    } finally {
      csrfInFlight = null;
    }
  })();
  return csrfInFlight;
}

/** SPEC §4: a failed refresh clears local data, reports the error and goes to /login. */
function expireSession(): ApiError {
  clearClientCredentials();
  toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired', duration: toastDurationFor(401) });
  hooks.onSessionExpired();
  return new ApiError(401, SESSION_EXPIRED_MESSAGE, 'SESSION_EXPIRED');
}

/** Sends the request with every rule of the client applied; resolves with a successful response. */
async function execute(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const write = WRITE_METHODS.has(method);
  if (write && typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(0, OFFLINE_MESSAGE, 'OFFLINE');
  }
  const route = pathOf(path);
  // A signed-in tab without a token (a new tab, or after a CSRF failure) fetches one before writing.
  if (
    write &&
    !NO_SESSION_CSRF_PATHS.has(route) &&
    getCsrfToken() === null &&
    getBearerTokens() === null &&
    hooks.hasSession()
  ) {
    await refreshCsrfToken();
  }

  let response = await sendWithRetries(path, options);
  const auth = NO_REFRESH_PATHS.has(route) ? 'none' : (options.auth ?? 'session');
  if (response.status === 401 && auth !== 'none') {
    if (await refreshSession()) response = await sendWithRetries(path, options);
    if (response.status === 401 && auth === 'session' && hooks.hasSession()) throw expireSession();
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await execute(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file the server sends as an attachment, with the name it suggests. */
export type Download = { blob: Blob; filename: string | null };

function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Fall through to the plain parameter.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Download> {
  const response = await execute(path, options);
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('content-disposition')),
  };
}

/** Shows an error as a toast with SPEC §8's duration for its status. */
export function toastApiError(error: unknown, fallback = 'Something went wrong. Please try again.'): void {
  if (error instanceof ApiError) {
    toast.error(error.message, { duration: toastDurationFor(error.status) });
    return;
  }
  toast.error(error instanceof Error && error.message ? error.message : fallback, {
    duration: toastDurationFor(0),
  });
}
