import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn() } }));

import { stubXhr } from '../../test/fake-xhr';
import {
  API_TIMEOUT_MS,
  ApiError,
  apiRequest,
  CSRF_FAILED_MESSAGE,
  clearClientCredentials,
  configureApiClient,
  getCsrfToken,
  IDEMPOTENCY_HEADER,
  SESSION_EXPIRED_MESSAGE,
  setBearerTokens,
  setCsrfToken,
} from '.';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fetch stub answering by "METHOD path"; each answer is a list consumed in order (the last repeats). */
function stubFetch(answers: Record<string, Array<() => Response | Promise<Response>>>) {
  const calls: Call[] = [];
  const served: Record<string, number> = {};
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      url,
      method,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    const key = `${method} ${url}`;
    const list = answers[key];
    if (!list) throw new Error(`unexpected request ${key}`);
    const index = Math.min(served[key] ?? 0, list.length - 1);
    served[key] = (served[key] ?? 0) + 1;
    const answer = list[index];
    if (!answer) throw new Error(`no answer for ${key}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key) };
}

let restoreHooks: () => void = () => {};

beforeEach(() => {
  clearClientCredentials();
  window.sessionStorage.clear();
  window.localStorage.clear();
  toastError.mockClear();
});

afterEach(() => {
  restoreHooks();
  restoreHooks = () => {};
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest: credentials', () => {
  it('sends the known CSRF token on writes only, with same-origin cookies', async () => {
    setCsrfToken('csrf-123');
    const { calls } = stubFetch({
      'PUT /api/users/me': [() => jsonResponse(200, { user: {} })],
      'GET /api/users/me': [() => jsonResponse(200, { user: {} })],
    });
    await apiRequest('/api/users/me', { method: 'PUT', body: { full_name: 'Ada' } });
    await apiRequest('/api/users/me');

    expect(calls[0]?.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ full_name: 'Ada' });
    expect(calls[1]?.headers['X-CSRF-Token']).toBeUndefined();
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
  });

  it('keeps the token in sessionStorage with its expiry, and forgets an expired one', () => {
    vi.useFakeTimers();
    setCsrfToken('csrf-abc', 60);
    expect(JSON.parse(window.sessionStorage.getItem('resumeloop.csrf') ?? '{}')).toMatchObject({
      token: 'csrf-abc',
    });
    expect(getCsrfToken()).toBe('csrf-abc');
    vi.advanceTimersByTime(61_000);
    expect(getCsrfToken()).toBeNull();
  });

  it('lets an explicit header (the public token at login) win over the session token', async () => {
    setCsrfToken('session-token');
    const { calls } = stubFetch({ 'POST /api/auth/login': [() => jsonResponse(200, {})] });
    await apiRequest('/api/auth/login', {
      method: 'POST',
      body: {},
      headers: { 'X-CSRF-Token': 'public-token' },
    });
    expect(calls[0]?.headers['X-CSRF-Token']).toBe('public-token');
  });

  it('sends Authorization: Bearer when an access token is stored', async () => {
    setBearerTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const { calls } = stubFetch({ 'GET /api/auth/me': [() => jsonResponse(200, { user: {} })] });
    await apiRequest('/api/auth/me');
    expect(calls[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('fetches a CSRF token before the first write of a signed-in tab that has none', async () => {
    restoreHooks = configureApiClient({ hasSession: () => true });
    const { calls } = stubFetch({
      'GET /api/auth/csrf-token': [() => jsonResponse(200, { csrf_token: 'fresh', expires_in: 3600 })],
      'POST /api/auth/send-verification': [() => jsonResponse(200, { message: 'sent' })],
    });
    await apiRequest('/api/auth/send-verification', { method: 'POST', body: {} });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/auth/csrf-token',
      'POST /api/auth/send-verification',
    ]);
    expect(calls[1]?.headers['X-CSRF-Token']).toBe('fresh');
  });
});

describe('apiRequest: 401, refresh and retry', () => {
  it('refreshes once, stores the new CSRF token and retries the original request', async () => {
    setCsrfToken('old');
    const { calls, callsTo } = stubFetch({
      'POST /api/users/change-password': [
        () => jsonResponse(401, { detail: 'Authentication required. Please log in again.', code: 'x' }),
        () => jsonResponse(200, { message: 'changed' }),
      ],
      'POST /api/auth/refresh': [
        () => jsonResponse(200, { csrf_token: 'new', session: { expires_at: '2030-01-01T00:00:00Z' } }),
      ],
    });
    await expect(
      apiRequest('/api/users/change-password', { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({ message: 'changed' });
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(calls.at(-1)?.headers['X-CSRF-Token']).toBe('new');
  });

  it('gives up after one refresh: clears credentials, tells the app, raises no notice itself', async () => {
    const onSessionExpired = vi.fn();
    restoreHooks = configureApiClient({ hasSession: () => true, onSessionExpired });
    setCsrfToken('old');
    const { callsTo } = stubFetch({
      'GET /api/users/me': [() => jsonResponse(401, { detail: 'Not signed in', code: 'not_authenticated' })],
      'POST /api/auth/refresh': [() => jsonResponse(401, { detail: 'expired', code: 'not_authenticated' })],
    });

    const failure = await apiRequest('/api/users/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    expect(callsTo('GET /api/users/me')).toHaveLength(1);
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith(null);
    expect(toastError).not.toHaveBeenCalled();
    expect(getCsrfToken()).toBeNull();
  });

  it("passes on the server's alert when the session was ended because another browser used it", async () => {
    const onSessionExpired = vi.fn();
    restoreHooks = configureApiClient({ hasSession: () => true, onSessionExpired });
    const alert = 'This session was used from another device or browser. Sign in again to continue.';
    stubFetch({
      'GET /api/users/me': [() => jsonResponse(401, { detail: 'Not signed in', code: 'not_authenticated' })],
      'POST /api/auth/refresh': [() => jsonResponse(401, { detail: alert, code: 'session_ended_elsewhere' })],
    });
    await expect(apiRequest('/api/users/me')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledWith(alert);

    // Even where a 401 is otherwise handed back quietly (who is signed in, as a page opens).
    onSessionExpired.mockClear();
    await expect(apiRequest('/api/users/me', { auth: 'optional' })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledWith(alert);
  });

  it('hands an optional 401 back quietly when the session simply lapsed', async () => {
    const onSessionExpired = vi.fn();
    restoreHooks = configureApiClient({ hasSession: () => true, onSessionExpired });
    stubFetch({
      'GET /api/users/me': [() => jsonResponse(401, { detail: 'Not signed in', code: 'not_authenticated' })],
      'POST /api/auth/refresh': [
        () => jsonResponse(401, { detail: 'expired', code: 'invalid_refresh_token' }),
      ],
    });
    await expect(apiRequest('/api/users/me', { auth: 'optional' })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries only once even when the retried request is refused again', async () => {
    const onSessionExpired = vi.fn();
    restoreHooks = configureApiClient({ hasSession: () => true, onSessionExpired });
    const { callsTo } = stubFetch({
      'GET /api/users/me': [() => jsonResponse(401, { detail: 'no', code: 'not_authenticated' })],
      'POST /api/auth/refresh': [() => jsonResponse(200, { csrf_token: 'new' })],
    });
    await expect(apiRequest('/api/users/me')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('GET /api/users/me')).toHaveLength(2);
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the login call: its 401 is the answer', async () => {
    const { callsTo } = stubFetch({
      'POST /api/auth/login': [
        () => jsonResponse(401, { detail: 'Invalid email or password.', code: 'invalid_credentials' }),
      ],
    });
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(0);
  });

  it("hands a guest's 401 back quietly, with the server's message", async () => {
    const onSessionExpired = vi.fn();
    restoreHooks = configureApiClient({ hasSession: () => false, onSessionExpired });
    stubFetch({
      'POST /api/auth/send-verification': [
        () => jsonResponse(401, { detail: 'Please log in to resend verification email', code: 'x' }),
      ],
      'POST /api/auth/refresh': [() => jsonResponse(401, { detail: 'expired', code: 'x' })],
    });
    await expect(
      apiRequest('/api/auth/send-verification', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ message: 'Please log in to resend verification email' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('apiRequest: errors', () => {
  it('turns a CSRF 403 into the security message and forgets the token', async () => {
    setCsrfToken('stale');
    stubFetch({
      'PUT /api/users/me': [
        () =>
          jsonResponse(403, {
            detail: 'CSRF token missing or invalid. Please refresh the page and try again.',
            code: 'csrf_failed',
          }),
      ],
    });
    await expect(apiRequest('/api/users/me', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 403,
      message: CSRF_FAILED_MESSAGE,
    });
    expect(getCsrfToken()).toBeNull();
  });

  it("keeps the server's detail and field errors, else SPEC §8's message", async () => {
    stubFetch({
      'POST /api/auth/register': [
        () =>
          jsonResponse(422, {
            detail: 'password: Password must contain a number',
            code: 'weak_password',
            errors: [{ field: 'password', message: 'Password must contain a number' }],
          }),
      ],
      'GET /api/missing': [() => new Response('<html>', { status: 404 })],
    });
    await expect(apiRequest('/api/auth/register', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 422,
      code: 'weak_password',
      fieldErrors: [{ field: 'password', message: 'Password must contain a number' }],
    });
    await expect(apiRequest('/api/missing')).rejects.toMatchObject({
      status: 404,
      message: 'The requested resource was not found.',
    });
  });

  it('times out after 30 s with a synthetic 408', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = apiRequest('/api/contact', { method: 'POST', body: {} }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await pending;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 408, message: 'Request timeout. Please try again.' });
  });

  it('retries a GET that failed with 5xx after 1 s, 2 s and 4 s, then gives up', async () => {
    vi.useFakeTimers();
    const { callsTo } = stubFetch({
      'GET /api/ready': [() => jsonResponse(503, { detail: 'down', code: 'x' })],
    });
    const pending = apiRequest('/api/ready').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo('GET /api/ready')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(callsTo('GET /api/ready')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(callsTo('GET /api/ready')).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(callsTo('GET /api/ready')).toHaveLength(4);
    expect(await pending).toMatchObject({ status: 503, message: 'down' });
  });

  it('does not retry a POST, nor a GET refused with a 4xx', async () => {
    const { callsTo } = stubFetch({
      'POST /api/contact': [() => jsonResponse(500, { detail: 'boom', code: 'x' })],
      'GET /api/thing': [() => jsonResponse(400, { detail: 'bad', code: 'x' })],
    });
    await expect(apiRequest('/api/contact', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 500,
    });
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({ status: 400 });
    expect(callsTo('POST /api/contact')).toHaveLength(1);
    expect(callsTo('GET /api/thing')).toHaveLength(1);
  });

  it('reports a network failure and blocks writes while offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/contact', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error. Please check your connection.',
    });
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(apiRequest('/api/contact', { method: 'POST', body: {} })).rejects.toMatchObject({
        code: 'OFFLINE',
        message: 'This action requires an internet connection.',
      });
    } finally {
      online.mockRestore();
    }
  });
});

describe('apiRequest: forms and upload progress', () => {
  it('sends a FormData body as it is, leaving the multipart content type to the browser', async () => {
    setCsrfToken('csrf-123');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(200, { text: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new File(['hello'], 'resume.txt', { type: 'text/plain' }));

    await expect(apiRequest('/api/resumes/upload', { method: 'POST', body: form })).resolves.toEqual({
      text: 'ok',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    const headers = init?.headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers['X-CSRF-Token']).toBe('csrf-123');
  });

  it('reports upload progress through XMLHttpRequest, refreshing and retrying once on a 401', async () => {
    setCsrfToken('csrf-old');
    restoreHooks = configureApiClient({ hasSession: () => true });
    const { callsTo } = stubFetch({
      'POST /api/auth/refresh': [() => jsonResponse(200, { csrf_token: 'csrf-new' })],
    });
    let attempt = 0;
    const xhr = stubXhr(() => {
      attempt += 1;
      return attempt === 1
        ? { status: 401, body: { detail: 'Not signed in', code: 'unauthorized' } }
        : { status: 200, body: { text: 'Jordan Lee' } };
    });
    const progress: number[] = [];
    const form = new FormData();
    form.append('file', new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' }));

    const body = await apiRequest('/api/resumes/upload', {
      method: 'POST',
      body: form,
      onUploadProgress: (fraction) => progress.push(fraction),
    });

    expect(body).toEqual({ text: 'Jordan Lee' });
    expect(progress).toEqual([0.5, 1, 0.5, 1]);
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(xhr.requests.map((request) => request.headers['X-CSRF-Token'])).toEqual(['csrf-old', 'csrf-new']);
    expect(xhr.requests[1]?.body).toBe(form);
    expect(xhr.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it("turns an XMLHttpRequest error answer into an ApiError with the server's detail", async () => {
    stubXhr(() => ({ status: 413, body: { detail: 'File size must be less than 10MB', code: 'too_large' } }));
    const form = new FormData();
    await expect(
      apiRequest('/api/resumes/upload', { method: 'POST', body: form, onUploadProgress: () => {} }),
    ).rejects.toMatchObject({ status: 413, code: 'too_large', message: 'File size must be less than 10MB' });
  });
});

describe('apiRequest: idempotency keys', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('gives every write a key of its own, and a GET none', async () => {
    const { calls } = stubFetch({
      'POST /api/contact': [() => jsonResponse(200, {})],
      'PATCH /api/thing': [() => jsonResponse(200, {})],
      'DELETE /api/thing': [() => new Response(null, { status: 204 })],
      'GET /api/thing': [() => jsonResponse(200, {})],
    });
    await apiRequest('/api/contact', { method: 'POST', body: {} });
    await apiRequest('/api/contact', { method: 'POST', body: {} });
    await apiRequest('/api/thing', { method: 'PATCH', body: {} });
    await apiRequest('/api/thing', { method: 'DELETE' });
    await apiRequest('/api/thing');
    const keys = calls.map((call) => call.headers[IDEMPOTENCY_HEADER]);
    for (const key of keys.slice(0, 4)) expect(key).toMatch(UUID);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
    expect(keys[4]).toBeUndefined();
  });

  it('sends the same key on every retry of one PUT, which is retried after 1 s and 2 s', async () => {
    vi.useFakeTimers();
    const { callsTo } = stubFetch({
      'PUT /api/resumes/1': [
        () => jsonResponse(503, { detail: 'down', code: 'x' }),
        () => jsonResponse(502, { detail: 'down', code: 'x' }),
        () => jsonResponse(200, { saved: true }),
      ],
    });
    const pending = apiRequest('/api/resumes/1', { method: 'PUT', body: { a: 1 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo('PUT /api/resumes/1')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(callsTo('PUT /api/resumes/1')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(pending).resolves.toEqual({ saved: true });
    const keys = callsTo('PUT /api/resumes/1').map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the key across the refresh and retry that follow a 401', async () => {
    const { callsTo } = stubFetch({
      'POST /api/users/change-password': [
        () => jsonResponse(401, { detail: 'expired', code: 'x' }),
        () => jsonResponse(200, { message: 'changed' }),
      ],
      'POST /api/auth/refresh': [() => jsonResponse(200, { csrf_token: 'new' })],
    });
    await apiRequest('/api/users/change-password', { method: 'POST', body: {} });
    const keys = callsTo('POST /api/users/change-password').map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(callsTo('POST /api/auth/refresh')[0]?.headers[IDEMPOTENCY_HEADER]).not.toBe(keys[0]);
  });

  it("sends the caller's own key (a queued write replayed later), on each retry", async () => {
    vi.useFakeTimers();
    const { callsTo } = stubFetch({
      'DELETE /api/resumes/sessions/7': [
        () => jsonResponse(429, { detail: 'slow down', code: 'x' }),
        () => new Response(null, { status: 204 }),
      ],
    });
    const pending = apiRequest('/api/resumes/sessions/7', {
      method: 'DELETE',
      idempotencyKey: 'queued-key-1',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await pending;
    expect(callsTo('DELETE /api/resumes/sessions/7').map((call) => call.headers[IDEMPOTENCY_HEADER])).toEqual(
      ['queued-key-1', 'queued-key-1'],
    );
  });

  it('sends the key with an upload through XMLHttpRequest', async () => {
    const xhr = stubXhr(() => ({ status: 200, body: { text: 'ok' } }));
    await apiRequest('/api/resumes/upload', {
      method: 'POST',
      body: new FormData(),
      idempotencyKey: 'upload-1',
      onUploadProgress: () => {},
    });
    expect(xhr.requests[0]?.headers[IDEMPOTENCY_HEADER]).toBe('upload-1');
  });
});
