import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { AuthProvider, STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { LookProvider } from '../../../lib/look/look-context';
import { ADMIN_USER, adminUser } from '../../../test/admin-fixtures';
import { jsonResponse, resetBrowserState, TEST_USER } from '../../../test/render-with-auth';

/** Lazy pages compile on first import; under load that can pass vi.waitFor's default second. */
const LAZY_PAGE = { timeout: 5_000 };

/** The whole app's routes at `path`, signed in as `user` (or a guest); lists the URLs it asked for. */
function renderAppAt(path: string, user: Record<string, unknown> | null) {
  if (user) window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url === '/api/auth/me') return jsonResponse(200, { user });
      if (url === '/api/auth/csrf-token')
        return jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 });
      if (url.startsWith('/api/admin/users')) {
        return jsonResponse(200, { users: [adminUser()], total: 1, page: 1, page_size: 25 });
      }
      return jsonResponse(200, { status: 'ready', database: 'ok' });
    }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <LookProvider>
          <RouterProvider router={router} />
        </LookProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, asked };
}

afterEach(resetBrowserState);

describe('the /admin route', () => {
  it('sends a guest to /login, remembering where they were going', async () => {
    const { router } = renderAppAt('/admin/users', null);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY_PAGE);
    expect(router.state.location.state).toEqual({ from: '/admin/users' });
  });

  it('tells a signed-in user who is not an admin that the console is not for their account', async () => {
    const { asked } = renderAppAt('/admin/users', { ...TEST_USER, is_premium: true, plan_tier: 'premium' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not available to your account' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'The admin console is only for administrators, and your account is not an administrator account.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Admin' }),
    ).toBeNull();
    expect(asked.filter((url) => url.startsWith('/api/admin'))).toEqual([]);
  });

  it('opens the console for an admin at its users page, with the Admin link in the header', async () => {
    const { router } = renderAppAt('/admin', ADMIN_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, LAZY_PAGE)).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/users');
    const console = within(screen.getByRole('navigation', { name: 'Admin console' }));
    expect(console.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Users',
      'Feedback',
      'Service settings',
      'Audit log',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Admin' }),
    ).toHaveAttribute('href', '/admin');
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeVisible();
  });
});
