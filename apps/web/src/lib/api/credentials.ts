/**
 * The one store of the credentials the page may hold: the session's CSRF token (memory and
 * sessionStorage, with its expiry) and, for bearer sessions, the token pair (localStorage). Session
 * cookies themselves are HttpOnly: the page never sees them. Every answer that grants credentials (sign-in,
 * registration, a refresh, a new CSRF token) goes through `storeCredentials`.
 */

/** SPEC §9: a session CSRF token lives 3600 s unless the server says otherwise. */
export const CSRF_DEFAULT_LIFETIME_SECONDS = 3_600;
export const CSRF_HEADER = 'X-CSRF-Token';

const CSRF_STORAGE_KEY = 'resumeloop.csrf';
const BEARER_STORAGE_KEY = 'resumeloop.tokens';

type StoredCsrf = { token: string; expiresAt: number };
export type BearerTokens = { accessToken: string; refreshToken?: string | undefined };

/** What the server's answers may carry: a CSRF token and bearer tokens. */
export type CredentialGrant = {
  csrf_token?: unknown;
  access_token?: unknown;
  refresh_token?: unknown;
};

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

/**
 * Stores whatever credentials a server answer grants; returns the CSRF token it carried, if any. The CSRF
 * token lives `csrfLifetimeSeconds` (GET /api/auth/csrf-token says how long; the others do not).
 */
export function storeCredentials(
  grant: CredentialGrant | null | undefined,
  csrfLifetimeSeconds = CSRF_DEFAULT_LIFETIME_SECONDS,
): string | null {
  if (!grant) return null;
  const csrf = typeof grant.csrf_token === 'string' ? grant.csrf_token : null;
  if (csrf) setCsrfToken(csrf, csrfLifetimeSeconds);
  if (typeof grant.access_token === 'string') {
    setBearerTokens({
      accessToken: grant.access_token,
      refreshToken: typeof grant.refresh_token === 'string' ? grant.refresh_token : undefined,
    });
  }
  return csrf;
}

/**
 * True when a write would go without a credential the server accepts: no CSRF token for a cookie session
 * and no bearer token (a new tab: the CSRF token lives in sessionStorage).
 */
export const lacksWriteCredential = () => getCsrfToken() === null && getBearerTokens() === null;

/** Forgets every credential the page holds (logout, account deletion, a failed refresh). */
export function clearClientCredentials(): void {
  clearCsrfToken();
  clearBearerTokens();
}
