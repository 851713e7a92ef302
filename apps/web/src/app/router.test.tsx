import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientCredentials } from '../lib/api';
import { AuthProvider, STORED_USER_KEY } from '../lib/auth/auth-context';
import { LookProvider } from '../lib/look/look-context';
import { draftStore } from '../lib/offline/drafts';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LookProvider>
          <RouterProvider router={router} />
        </LookProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stores a signed-in user whom /api/auth/me confirms; `answer` may take over other URLs. */
function signInAs(
  user: Record<string, unknown>,
  answer: (url: string) => Response | undefined = () => undefined,
) {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  const fetchMock = vi.fn(
    async (url: string) =>
      answer(url) ??
      (url === '/api/auth/me'
        ? jsonResponse(200, { user })
        : url === '/api/auth/csrf-token'
          ? jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 })
          : jsonResponse(200, { status: 'ready', database: 'ok' })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Lazy pages compile on first import; under load that can pass vi.waitFor's default second. */
const LAZY_PAGE = { timeout: 5_000 };

describe('the router', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { status: 'ready', database: 'ok' })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
    clearClientCredentials();
  });

  it('shows the 404 page for an unknown path, with a way home', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/terms', '/terms-of-service'],
    ['/privacy', '/privacy-policy'],
  ])('sends the alias %s to %s', async (alias, target) => {
    const router = renderAt(alias);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(target), LAZY_PAGE);
  });

  it.each(['/settings', '/settings/privacy', '/dynamic-pdf-editor/abc', '/verify-email', '/dashboard'])(
    'sends a guest on the protected route %s to /login, remembering where they were going',
    async (path) => {
      const router = renderAt(path);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY_PAGE);
      expect(router.state.location.state).toEqual({ from: path });
    },
  );

  it('shows a guest on /refine why the tool is closed and the way to sign in, without sending them away', async () => {
    const router = renderAt('/refine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
    expect(screen.getByText('Please log in to access the resume refinement tool.')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(router.state.location.pathname).toBe('/refine');
  });

  it('asks an unverified user on /refine to verify, with a link to /verify-email', async () => {
    signInAs({ id: '1', email: 'ada@example.com', username: 'ada', email_verified: false });
    const router = renderAt('/refine');
    expect(await screen.findByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/verify-email?next=%2Frefine',
    );
    expect(router.state.location.pathname).toBe('/refine');
  });

  it('opens the refinement flow and the dashboard for a verified user, with a Dashboard link', async () => {
    signInAs({ id: '1', email: 'ada@example.com', full_name: 'Ada Lovelace', email_verified: true }, (url) =>
      url === '/api/scoring/industries'
        ? jsonResponse(200, { categories: { General: ['General Professional'] } })
        : url === '/api/resumes/sessions'
          ? jsonResponse(200, { sessions: [] })
          : undefined,
    );
    const router = renderAt('/refine');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' }),
    ).toBeVisible();
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(main.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await screen.findByText('No saved refinements yet')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the signed-in navigation and verifies email before resume features', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify({ id: '1', email: 'ada@example.com' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/me'
          ? jsonResponse(200, {
              user: { id: '1', email: 'ada@example.com', username: 'ada', email_verified: false },
            })
          : jsonResponse(200, { status: 'ready', database: 'ok' }),
      ),
    );
    const router = renderAt('/dynamic-pdf-editor/abc');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'), LAZY_PAGE);
    expect(await screen.findAllByText('ada')).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Refine Resume' })[0]).toHaveAttribute('href', '/refine');
  });

  it('sends a signed-in user away from guest-only pages', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify({ id: '1', email: 'ada@example.com' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/me'
          ? jsonResponse(200, { user: { id: '1', email: 'ada@example.com', email_verified: true } })
          : jsonResponse(200, { status: 'ready', database: 'ok' }),
      ),
    );
    const router = renderAt('/login');
    // The landing page drawn, not only the address changed: the redirect waits for the session check.
    expect(
      await screen.findByRole('heading', { level: 1, name: /Get past the ATS/ }, LAZY_PAGE),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('forgets a stored user whose session the server no longer knows', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify({ id: '1', email: 'ada@example.com' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/me'
          ? jsonResponse(401, { detail: 'Not signed in', code: 'unauthorized' })
          : jsonResponse(200, { status: 'ready', database: 'ok' }),
      ),
    );
    const router = renderAt('/settings');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY_PAGE);
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('serves the sign-in pages to a guest', async () => {
    const pages: Array<[path: string, heading: string]> = [
      ['/login', 'Log in'],
      ['/register', 'Create your account'],
      ['/forgot-password', 'Reset your password'],
      ['/reset-password?token=abc', 'Choose a new password'],
    ];
    for (const [path, heading] of pages) {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path.split('?')[0]);
      cleanup();
    }
  });

  it('lets anyone open a verification link: /verify-email?token= verifies without sign-in', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/verify-email'
        ? jsonResponse(200, {
            message: 'Your email address is verified. Welcome to ResumeLoop!',
            user: { id: '1', email: 'ada@example.com', email_verified: true },
          })
        : jsonResponse(200, { status: 'ready', database: 'ok' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/verify-email?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email')).toHaveLength(1);
  });

  it('sends a verified user from /verify-email on to the dashboard', async () => {
    signInAs({ id: '1', email: 'ada@example.com', email_verified: true }, (url) =>
      url === '/api/resumes/sessions' ? jsonResponse(200, { sessions: [] }) : undefined,
    );
    const router = renderAt('/verify-email');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), LAZY_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it('sends a verified user from /verify-email?next= on to that page, with the focus on its h1', async () => {
    signInAs({ id: '1', email: 'ada@example.com', full_name: 'Ada Lovelace', email_verified: true });
    const router = renderAt('/verify-email?next=%2Frefine');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/refine'), LAZY_PAGE);
    const heading = await screen.findByRole('heading', { level: 1 }, LAZY_PAGE);
    await vi.waitFor(() => expect(heading).toHaveFocus());
  });

  it('opens the settings landing and the account page for a verified user', async () => {
    signInAs({ id: '1', email: 'ada@example.com', full_name: 'Ada Lovelace', email_verified: true });
    renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('navigation', { name: 'Settings' }));
    for (const label of [
      'Account',
      'Preferences',
      'Notifications',
      'Privacy',
      'Accessibility',
      'Beta Features',
    ]) {
      expect(sidebar.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(sidebar.getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('signs out from the header: the server is told, local data cleared, and the user lands on /', async () => {
    const fetchMock = signInAs({ id: '1', email: 'ada@example.com', username: 'ada', email_verified: true });
    await draftStore.write('1', 'refine', { resumeText: 'Ada Lovelace' });
    await draftStore.write('2', 'refine', { resumeText: 'Someone else' });
    const router = renderAt('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[0] as HTMLElement);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), LAZY_PAGE);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
    // No resume text of theirs stays on the device; another account's draft is not theirs to remove.
    expect(await draftStore.read('1', 'refine')).toBeUndefined();
    expect(await draftStore.read('2', 'refine')).toBeDefined();
    expect((await screen.findAllByRole('link', { name: 'Log in' }))[0]).toBeInTheDocument();
  });

  it('sends the user to /login, back to where they were, when the session cannot be refreshed', async () => {
    signInAs({ id: '1', email: 'ada@example.com', full_name: 'Ada Lovelace', email_verified: true }, (url) =>
      url === '/api/users/me' || url === '/api/auth/refresh'
        ? jsonResponse(401, { detail: 'Authentication expired. Please log in again.', code: 'x' })
        : undefined,
    );
    const router = renderAt('/settings/account');
    const fullName = await screen.findByLabelText(/^Full name/);
    await userEvent.type(fullName, ' King');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY_PAGE);
    expect(router.state.location.state).toEqual({ from: '/settings/account' });
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('opens and closes the mobile menu', async () => {
    renderAt('/no/such/page');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  });

  it('shows the public navigation and the live status badge to a guest', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('All Systems Operational')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(main.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(main.queryByRole('link', { name: 'Refine Resume' })).toBeNull();
  });
});
