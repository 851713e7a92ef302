import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FocusHeadingOnArrival } from '../../../components/ui/focus-heading';
import { getCsrfToken } from '../../../lib/api';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import {
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../../../test/render-with-auth';
import { LoginPage } from './login-page';

/** Answers the public CSRF token and the providers list; `login` answers POST /api/auth/login. */
function stubLogin(login: () => Response) {
  return stubApi({
    '/api/auth/public-csrf-token': () => jsonResponse(200, { csrf_token: 'public-1', expires_in: 600 }),
    '/api/oauth/providers': () => jsonResponse(404, { detail: 'Not found', code: 'not_found' }),
    '/api/auth/login': login,
  });
}

function renderLogin(state?: unknown, search = '') {
  return renderWithAuth(
    [
      {
        // As in the app's root layout: a navigation that asks for it focuses the new page's h1.
        element: (
          <>
            <FocusHeadingOnArrival />
            <Outlet />
          </>
        ),
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/', element: <p>Home page</p> },
          { path: '/settings/account', element: <p>Account page</p> },
          { path: '/refine', element: <h1>Refine your resume with AI</h1> },
        ],
      },
    ],
    { pathname: '/login', search, state },
  );
}

const emailInput = () => screen.getByLabelText(/^Email/);
const passwordInput = () => screen.getByLabelText(/^Password/);
const submitButton = () => screen.getByRole('button', { name: 'Log in' });

afterEach(resetBrowserState);

describe('LoginPage', () => {
  it('has one h1, the links SPEC names, remember me and the secure-login notice', async () => {
    stubLogin(() => jsonResponse(500, {}));
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('checkbox', { name: /Remember me/ })).not.toBeChecked();
    expect(screen.getByText('Secure login.')).toBeInTheDocument();
    // No provider is configured (the list answers 404): both social buttons say so and do nothing.
    const google = await screen.findByRole('button', { name: /Google/ });
    expect(google).toBeDisabled();
    expect(google).toHaveTextContent('Coming Soon');
    expect(screen.getByRole('button', { name: /Microsoft/ })).toBeDisabled();
  });

  it('shows and hides the password with a pressed toggle', async () => {
    stubLogin(() => jsonResponse(500, {}));
    const { user } = renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(passwordInput()).toHaveAttribute('type', 'text');
  });

  it('checks the fields before sending anything (SPEC §5 messages), and focuses the summary', async () => {
    const { calls } = stubLogin(() => jsonResponse(200, {}));
    const { user } = renderLogin();
    await user.click(submitButton());

    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByText('Email is required')).toBeInTheDocument();
    expect(within(summary).getByText('Password is required')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Email is required');

    await user.type(emailInput(), 'ada@');
    await user.type(passwordInput(), '12345');
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(passwordInput()).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(calls('/api/auth/login')).toHaveLength(0);
  });

  it("shows the server's 401 message, having sent the public CSRF token", async () => {
    const { calls } = stubLogin(() =>
      jsonResponse(401, { detail: 'Invalid email or password.', code: 'invalid_credentials' }),
    );
    const { user } = renderLogin();
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Invalid email or password.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Sign-in failed');
    const loginCall = calls('/api/auth/login')[0];
    const headers = loginCall?.[1]?.headers as Record<string, string>;
    expect(headers['X-CSRF-Token']).toBe('public-1');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      password: 'wrong-password',
      remember_me: false,
    });
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('maps a locked account and an unreachable server to SPEC §8 wording', async () => {
    stubLogin(() =>
      jsonResponse(429, {
        detail: 'Too many login attempts. Please wait a few minutes before trying again.',
        code: 'account_locked',
      }),
    );
    const { user } = renderLogin();
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'Password1!');
    await user.click(submitButton());
    expect(
      await screen.findByText('Too many login attempts. Please wait a few minutes before trying again.'),
    ).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await user.click(submitButton());
    expect(
      await screen.findByText('Unable to connect to server. Please check your connection.'),
    ).toBeInTheDocument();
  });

  it('signs in, welcomes the user and returns to where they came from after 1.5 s', async () => {
    stubLogin(() =>
      jsonResponse(200, {
        user: TEST_USER,
        csrf_token: 'session-csrf',
        session: { expires_at: '2030-01-01T00:00:00.000Z' },
        message: 'Welcome back, Ada Lovelace!',
      }),
    );
    const { router, user } = renderLogin({ from: '/settings/account' });
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'Password1!');
    await user.click(screen.getByRole('checkbox', { name: /Remember me/ }));
    await user.click(submitButton());

    expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY) ?? '{}')).toMatchObject({ id: 'u1' });
    expect(getCsrfToken()).toBe('session-csrf');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account'), { timeout: 3_000 });
  });

  it('honours ?next= and puts the focus on the destination h1; a foreign ?next= goes home', async () => {
    const welcome = () =>
      jsonResponse(200, {
        user: TEST_USER,
        csrf_token: 'session-csrf',
        session: { expires_at: '2030-01-01T00:00:00.000Z' },
        message: 'Welcome back, Ada Lovelace!',
      });
    stubLogin(welcome);
    const { router, user } = renderLogin(undefined, '?next=%2Frefine');
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      '/register?next=%2Frefine',
    );
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'Password1!');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/refine'), { timeout: 3_000 });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Refine your resume with AI' })).toHaveFocus(),
    );
  });

  it('ignores a ?next= that leaves the app', async () => {
    stubLogin(() =>
      jsonResponse(200, {
        user: TEST_USER,
        csrf_token: 'session-csrf',
        session: { expires_at: '2030-01-01T00:00:00.000Z' },
        message: 'Welcome back, Ada Lovelace!',
      }),
    );
    const { router, user } = renderLogin(undefined, '?next=%2F%2Fevil.example');
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'Password1!');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3_000 });
  });

  it('shows the error a failed social sign-in carried here', () => {
    stubLogin(() => jsonResponse(500, {}));
    renderLogin({ error: 'Sign-in was cancelled. You can try again or use your email and password.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Social sign-in failed');
    expect(alert).toHaveTextContent('Sign-in was cancelled.');
  });
});
