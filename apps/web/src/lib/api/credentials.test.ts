import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CSRF_DEFAULT_LIFETIME_SECONDS,
  clearClientCredentials,
  csrfTokenSecondsLeft,
  getBearerTokens,
  getCsrfToken,
  lacksWriteCredential,
  storeCredentials,
} from './credentials';

beforeEach(() => {
  clearClientCredentials();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => vi.useRealTimers());

describe('storeCredentials', () => {
  it("keeps a grant's CSRF token for the default hour, and its bearer pair", () => {
    vi.useFakeTimers();
    const grant = { csrf_token: 'c1', access_token: 'a1', refresh_token: 'r1', expires_in: 900 };
    expect(storeCredentials(grant)).toBe('c1');
    expect(getCsrfToken()).toBe('c1');
    // A bearer answer's expires_in is the access token's lifetime, not the CSRF token's.
    expect(csrfTokenSecondsLeft()).toBe(CSRF_DEFAULT_LIFETIME_SECONDS);
    expect(getBearerTokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect(lacksWriteCredential()).toBe(false);
  });

  it('takes the lifetime GET /api/auth/csrf-token gives, and forgets the token after it', () => {
    vi.useFakeTimers();
    storeCredentials({ csrf_token: 'c2' }, 60);
    expect(JSON.parse(window.sessionStorage.getItem('resumeloop.csrf') ?? '{}')).toMatchObject({
      token: 'c2',
    });
    vi.advanceTimersByTime(61_000);
    expect(getCsrfToken()).toBeNull();
    expect(lacksWriteCredential()).toBe(true);
  });

  it('ignores what is not a credential and changes nothing without a grant', () => {
    storeCredentials({ csrf_token: 'keep' });
    expect(storeCredentials(null)).toBeNull();
    expect(storeCredentials({ csrf_token: 42, access_token: null })).toBeNull();
    expect(getCsrfToken()).toBe('keep');
    expect(getBearerTokens()).toBeNull();
  });

  it('forgets both kinds at once', () => {
    storeCredentials({ csrf_token: 'c', access_token: 'a' });
    clearClientCredentials();
    expect(getCsrfToken()).toBeNull();
    expect(getBearerTokens()).toBeNull();
    expect(window.localStorage.getItem('resumeloop.tokens')).toBeNull();
  });
});

describe('one store', () => {
  const SRC = join(__dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  const filesUsing = (pattern: RegExp) =>
    sources(SRC)
      .filter((file) => pattern.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file))
      .sort();

  it('sets the CSRF and bearer tokens in credentials.ts only; every grant goes through storeCredentials', () => {
    expect(filesUsing(/\bset(CsrfToken|BearerTokens)\(|resumeloop\.(csrf|tokens)/)).toEqual([
      'lib/api/credentials.ts',
    ]);
  });

  it('fetches a CSRF token ahead of need in one place (ensureCsrfToken); the monitor only renews it', () => {
    expect(filesUsing(/\brenewCsrfToken\(/)).toEqual([
      'lib/api/client.ts',
      'lib/auth/use-session-monitor.ts',
    ]);
    expect(filesUsing(/\blacksWriteCredential\(/)).toEqual(['lib/api/client.ts']);
  });
});
