import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientCredentials, getCsrfToken } from '../api';
import {
  CSRF_REFRESH_INTERVAL_MS,
  SECURITY_CHECK_INTERVAL_MS,
  SESSION_CHECK_INTERVAL_MS,
  useSessionMonitor,
} from './use-session-monitor';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const STATUS = {
  session_valid: true,
  session_expires_at: '2030-01-01T00:00:00.000Z',
  last_activity_at: '2030-01-01T00:00:00.000Z',
  email_verified: true,
  can_access_resume_features: true,
  failed_login_attempts: 0,
  is_locked: false,
  security_alert: null,
};

function stubApi(handlers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string) => {
    const handler = handlers[url];
    if (!handler) throw new Error(`unexpected ${url}`);
    return handler();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.useFakeTimers();
  clearClientCredentials();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSessionMonitor', () => {
  it('asks every 60 s (security) and every 5 minutes (session), and leaves a valid session alone', async () => {
    const fetchMock = stubApi({ '/api/auth/session-status': () => jsonResponse(200, STATUS) });
    const onEnd = vi.fn();
    renderHook(() => useSessionMonitor(true, onEnd));
    await vi.advanceTimersByTimeAsync(SECURITY_CHECK_INTERVAL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Five security checks and the session check by the fifth minute.
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - SECURITY_CHECK_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("ends a session used from another browser within 60 s, with the server's alert", async () => {
    const alert = 'This session was used from another device or browser. Sign in again to continue.';
    stubApi({
      '/api/auth/session-status': () =>
        jsonResponse(200, { ...STATUS, session_valid: false, security_alert: alert }),
    });
    const onEnd = vi.fn();
    renderHook(() => useSessionMonitor(true, onEnd));
    await vi.advanceTimersByTimeAsync(SECURITY_CHECK_INTERVAL_MS);
    expect(onEnd).toHaveBeenCalledWith('locked', alert);
  });

  it('leaves an invalid session without an alert to the 5-minute check and its refresh', async () => {
    stubApi({
      '/api/auth/session-status': () => jsonResponse(200, { ...STATUS, session_valid: false }),
    });
    const onEnd = vi.fn();
    renderHook(() => useSessionMonitor(true, onEnd));
    await vi.advanceTimersByTimeAsync(SECURITY_CHECK_INTERVAL_MS * 4);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("ends a locked account's session with the server's alert", async () => {
    stubApi({
      '/api/auth/session-status': () =>
        jsonResponse(200, {
          ...STATUS,
          is_locked: true,
          security_alert: 'Sign-in is locked for 15 minutes.',
        }),
    });
    const onEnd = vi.fn();
    renderHook(() => useSessionMonitor(true, onEnd));
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(onEnd).toHaveBeenCalledWith('locked', 'Sign-in is locked for 15 minutes.');
  });

  it('tries one refresh for an invalid session and ends it only when that fails', async () => {
    let refreshWorks = true;
    stubApi({
      '/api/auth/session-status': () => jsonResponse(200, { ...STATUS, session_valid: false }),
      '/api/auth/refresh': () =>
        refreshWorks
          ? jsonResponse(200, { csrf_token: 'renewed' })
          : jsonResponse(401, { detail: 'x', code: 'x' }),
    });
    const onEnd = vi.fn();
    renderHook(() => useSessionMonitor(true, onEnd));
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(onEnd).not.toHaveBeenCalled();
    expect(getCsrfToken()).toBe('renewed');

    refreshWorks = false;
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(onEnd).toHaveBeenCalledWith('invalid', null);
  });

  it("ends with the server's alert when the refresh says another browser used the session", async () => {
    const alert = 'This session was used from another device or browser. Sign in again to continue.';
    stubApi({
      '/api/auth/session-status': () => jsonResponse(200, { ...STATUS, session_valid: false }),
      '/api/auth/refresh': () => jsonResponse(401, { detail: alert, code: 'session_ended_elsewhere' }),
    });
    const onEnd = vi.fn();
    renderHook(() => useSessionMonitor(true, onEnd));
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(onEnd).toHaveBeenCalledWith('locked', alert);
  });

  it('refreshes the CSRF token every 50 minutes, and does nothing while signed out', async () => {
    const fetchMock = stubApi({
      '/api/auth/session-status': () => jsonResponse(200, STATUS),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'rotated', expires_in: 3600 }),
    });
    const { rerender } = renderHook(({ active }) => useSessionMonitor(active, vi.fn()), {
      initialProps: { active: true },
    });
    await vi.advanceTimersByTimeAsync(CSRF_REFRESH_INTERVAL_MS);
    expect(getCsrfToken()).toBe('rotated');

    rerender({ active: false });
    fetchMock.mockClear();
    await vi.advanceTimersByTimeAsync(CSRF_REFRESH_INTERVAL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
