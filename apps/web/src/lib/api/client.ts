/**
 * The rules every request of the web app goes by (DESIGN §1): the session's CSRF token in
 * `X-CSRF-Token` on writes (fetched first when a signed-in tab has none), `Authorization: Bearer` when an
 * access token is stored, retries of requests that failed for a passing reason, and one
 * refresh-and-retry on a 401. What an ended session means to the app (clearing the user, a notice, going
 * to /login) is the app's: it installs hooks with `configureApiClient`.
 */
import {
  type CredentialGrant,
  CSRF_HEADER,
  clearClientCredentials,
  clearCsrfToken,
  getBearerTokens,
  getCsrfToken,
  lacksWriteCredential,
  storeCredentials,
} from './credentials';
import { type ApiError, errorFromResponse, isCsrfFailure, sessionExpiredError } from './errors';
import { assertCanSend, withRetries } from './retry';
import { type HttpMethod, send, WRITE_METHODS } from './transport';

export type ApiClientHooks = {
  /** True when the app believes someone is signed in (a stored user). */
  hasSession(): boolean;
  /**
   * Called once the session is found dead after a refresh attempt: clear local data, go to /login.
   * `alert` is the server's reason when the session was ended for its owner's safety (another browser
   * used it, decision 0023); null when it simply lapsed.
   */
  onSessionExpired(alert: string | null): void;
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

export type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra headers; an explicit `X-CSRF-Token` here (the public token at login) wins over the session's. */
  headers?: Record<string, string>;
  /**
   * What a 401 means. 'session' (default): refresh once and retry; if that fails while signed in, the
   * session has expired (local data cleared, the app told, /login). 'optional': refresh once and retry,
   * then hand the 401 to the caller quietly (checking who is signed in), unless the refresh says the
   * session was ended because another browser used it: that is reported as with 'session'. 'none': hand the 401 over at once.
   */
  auth?: 'session' | 'optional' | 'none';
  /** How often a GET, PUT or DELETE that failed with 5xx, 408 or 429 is retried; SPEC §9's 3 by default. */
  retries?: number;
  /**
   * Reports the share of the request body sent so far, from 0 to 1 (a file upload's progress bar). The
   * request then goes through XMLHttpRequest: fetch cannot report upload progress.
   */
  onUploadProgress?: (fraction: number) => void;
  /**
   * The write's `Idempotency-Key`: the same on every retry of one call, so the server does it once. A new
   * one per call unless given (a queued write replayed later passes the key it was first sent with).
   */
  idempotencyKey?: string;
};

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh idempotency key: a random UUID (randomUUID needs a secure context; the fallback does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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

/** The credential headers of one attempt, read afresh each time (a refresh may have replaced them). */
function credentialHeaders(path: string, method: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const bearer = getBearerTokens();
  if (bearer && pathOf(path) !== REFRESH_PATH) headers.authorization = `Bearer ${bearer.accessToken}`;
  const csrf = getCsrfToken();
  if (WRITE_METHODS.has(method) && csrf) headers[CSRF_HEADER] = csrf;
  return headers;
}

function sendWithCredentials(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const idempotency: Record<string, string> = options.idempotencyKey
    ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey }
    : {};
  return send(path, {
    method,
    body: options.body,
    headers: { ...credentialHeaders(path, method), ...idempotency, ...options.headers },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    onUploadProgress: options.onUploadProgress,
  });
}

/**
 * What a refresh came to: new credentials, or a dead session, with the server's alert when it was ended
 * because another browser used it (then the user is told so, not that the session lapsed).
 */
export type RefreshOutcome = { ok: true } | { ok: false; alert: string | null };

const SESSION_ENDED_ELSEWHERE = 'session_ended_elsewhere';

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * POST /api/auth/refresh (SPEC §4): new session cookies (or a new bearer pair) and a new CSRF token.
 * Concurrent callers share one request.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= (async () => {
    try {
      const refreshToken = getBearerTokens()?.refreshToken;
      const response = await sendWithCredentials(REFRESH_PATH, {
        method: 'POST',
        idempotencyKey: newIdempotencyKey(),
        ...(refreshToken ? { body: { refresh_token: refreshToken } } : {}),
      });
      if (!response.ok) {
        const error = await errorFromResponse(response);
        return { ok: false, alert: error.code === SESSION_ENDED_ELSEWHERE ? error.message : null };
      }
      storeCredentials((await response.json()) as CredentialGrant);
      return { ok: true };
    } catch {
      return { ok: false, alert: null };
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

let csrfInFlight: Promise<string | null> | null = null;

/**
 * GET /api/auth/csrf-token: fetches and stores the session's CSRF token (SPEC §4: renewed every 50
 * minutes). Concurrent callers share one request. Resolves null when there is no session.
 */
export function renewCsrfToken(): Promise<string | null> {
  csrfInFlight ??= (async () => {
    try {
      const body = await apiRequest<CredentialGrant & { expires_in?: unknown }>(CSRF_TOKEN_PATH, {
        auth: 'optional',
        retries: 0,
      });
      return storeCredentials(body, typeof body?.expires_in === 'number' ? body.expires_in : undefined);
    } catch {
      return null;
    } finally {
      csrfInFlight = null;
    }
  })();
  return csrfInFlight;
}

/**
 * The one place a CSRF token is fetched ahead of need: when the page holds no write credential (a new
 * tab, or after a CSRF failure). Resolves at once otherwise.
 */
export async function ensureCsrfToken(): Promise<void> {
  if (lacksWriteCredential()) await renewCsrfToken();
}

/** SPEC §4: a failed refresh clears local data and tells the app, which reports it and goes to /login. */
function expireSession(alert: string | null): ApiError {
  clearClientCredentials();
  hooks.onSessionExpired(alert);
  return sessionExpiredError();
}

async function failure(response: Response): Promise<ApiError> {
  const error = await errorFromResponse(response);
  // The token is stale or missing: forget it, so the next write fetches a fresh one.
  if (isCsrfFailure(error)) clearCsrfToken();
  return error;
}

/** Sends the request with every rule of the client applied; resolves with a successful response. */
async function execute(path: string, given: RequestOptions): Promise<Response> {
  const method = given.method ?? 'GET';
  assertCanSend(method);
  // One key for every attempt of this call: retries and the retry after a refresh.
  const options: RequestOptions = WRITE_METHODS.has(method)
    ? { ...given, idempotencyKey: given.idempotencyKey ?? newIdempotencyKey() }
    : given;
  const route = pathOf(path);
  // A signed-in tab without a token fetches one before writing.
  if (WRITE_METHODS.has(method) && !NO_SESSION_CSRF_PATHS.has(route) && hooks.hasSession()) {
    await ensureCsrfToken();
  }

  const attempt = () =>
    withRetries(() => sendWithCredentials(path, options), {
      method,
      retries: options.retries,
      signal: options.signal,
    });
  let response = await attempt();
  const auth = NO_REFRESH_PATHS.has(route) ? 'none' : (options.auth ?? 'session');
  if (response.status === 401 && auth !== 'none') {
    const refreshed = await refreshSession();
    if (refreshed.ok) response = await attempt();
    // A session ended because another browser used it is reported even where a 401 is otherwise an
    // answer ('optional', such as the check of who is signed in when a page opens).
    const alert = refreshed.ok ? null : refreshed.alert;
    if (response.status === 401 && (auth === 'session' || alert !== null) && hooks.hasSession()) {
      throw expireSession(alert);
    }
  }
  if (!response.ok) throw await failure(response);
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
