import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { clearClientCredentials } from '../lib/api';
import { AuthProvider } from '../lib/auth/auth-context';
import { LookProvider } from '../lib/look/look-context';
import { draftStore } from '../lib/offline/drafts';

/** A verified user as the server describes them (the fields the screens read). */
export const TEST_USER = {
  id: 'u1',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  username: 'ada',
  email_verified: true,
  can_access_resume_features: true,
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type ApiHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch: a request goes to the handler for 'METHOD /path', else to the one for '/path'; any
 * other request fails. `calls(key)` lists the requests that a key answered, as [url, init] pairs.
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  const keyOf = (url: string, init: RequestInit | undefined) => `${init?.method ?? 'GET'} ${url}`;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[keyOf(url, init)] ?? handlers[url];
    if (!handler) throw new Error(`unexpected ${keyOf(url, init)}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => key === url || key === keyOf(url, init));
  return { fetchMock, calls };
}

/**
 * Renders `routes` in a memory router at `entry`, inside the app's providers: a query client that does not
 * retry, and the auth state (which reads the stored user, as in the browser).
 */
export function renderWithAuth(routes: RouteObject[], entry: InitialEntry) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LookProvider>
          <RouterProvider router={router} />
        </LookProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** After each test: the real fetch again, empty storage, no CSRF or bearer token in memory. */
export function resetBrowserState(): void {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearClientCredentials();
  // Drafts live in memory here (jsdom has no IndexedDB): a new test starts with none.
  draftStore.reset();
}
