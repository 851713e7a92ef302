import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../components/ui/toast';
import { AuthProvider, STORED_USER_KEY } from '../lib/auth/auth-context';
import { requestQueue } from '../lib/offline/request-queue';
import { jsonResponse, resetBrowserState, stubApi, TEST_USER } from '../test/render-with-auth';
import { OfflineSync } from './offline-sync';

function renderSync() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <OfflineSync />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** A settings save waiting in the queue, as the data client leaves one that could not be sent. */
const queueSettingsWrite = () =>
  requestQueue.enqueue({
    method: 'PUT',
    url: '/api/settings',
    body: JSON.stringify({ theme: 'dark' }),
    headers: { 'Idempotency-Key': 'k1' },
    userId: TEST_USER.id,
  });

function goOffline(offline: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

beforeEach(() => {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await requestQueue.clear(TEST_USER.id);
  resetBrowserState();
});

describe('OfflineSync', () => {
  it('says when the connection goes and comes back, then sends the queued writes in order', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const success = vi.spyOn(toast, 'success');
    const api = stubApi({
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
      'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      'PUT /api/settings': () => jsonResponse(200, {}),
      'DELETE /api/resumes/sessions/s1': () => new Response(null, { status: 204 }),
    });
    renderSync();
    await vi.waitFor(() => expect(api.calls('GET /api/auth/me')).toHaveLength(1));

    goOffline(true);
    expect(warning).toHaveBeenCalledWith('Connection lost - working offline', expect.anything());
    await queueSettingsWrite();
    await requestQueue.enqueue({
      method: 'DELETE',
      url: '/api/resumes/sessions/s1',
      body: null,
      headers: { 'Idempotency-Key': 'k2' },
      userId: TEST_USER.id,
    });

    goOffline(false);
    expect(success).toHaveBeenCalledWith('Connection restored', expect.anything());
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Synced offline changes'));
    const sent = api.fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)
      .filter((call) => !call.startsWith('GET'));
    expect(sent).toEqual(['PUT /api/settings', 'DELETE /api/resumes/sessions/s1']);
    expect(await requestQueue.count(TEST_USER.id)).toBe(0);
  });

  it('tries again, a second later, when the server cannot be reached yet after the connection returns', async () => {
    const success = vi.spyOn(toast, 'success');
    let attempts = 0;
    stubApi({
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
      'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      'PUT /api/settings': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(200, {});
      },
    });
    renderSync();
    goOffline(true);
    await queueSettingsWrite();
    goOffline(false);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Synced offline changes'), {
      timeout: 4_000,
    });
    expect(attempts).toBe(2);
    expect(await requestQueue.count(TEST_USER.id)).toBe(0);
  });
});
