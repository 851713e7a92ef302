import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { jsonResponse, renderWithAuth, resetBrowserState, stubApi } from '../../../test/render-with-auth';
import { RegisterPage } from './register-page';

const STRONGER_PASSWORD_MESSAGE = 'Please create a stronger password to continue';

/** Answers the public CSRF token and the providers list (Google only); `register` answers the sign-up. */
function stubRegister(register: () => Response) {
  return stubApi({
    '/api/auth/public-csrf-token': () => jsonResponse(200, { csrf_token: 'public-1', expires_in: 600 }),
    '/api/oauth/providers': () =>
      jsonResponse(200, {
        data: {
          providers: {
            google: { available: true, name: 'Google' },
            microsoft: { available: false, name: 'Microsoft' },
          },
        },
      }),
    '/api/auth/register': register,
  });
}

function renderRegister(entry = '/register') {
  return renderWithAuth(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/verify-email', element: <p>Verify page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    entry,
  );
}

const UNVERIFIED_CREATED = {
  user: {
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    username: 'ada',
    email_verified: false,
    can_access_resume_features: false,
  },
  message: 'Account created. We sent a verification link to your email.',
  email_sent: true,
  csrf_token: 'session-csrf',
  session: { expires_at: '2030-01-01T00:00:00.000Z' },
};

const field = {
  fullName: () => screen.getByLabelText(/^Full name/),
  email: () => screen.getByLabelText(/^Email/),
  username: () => screen.getByLabelText(/^Username/),
  password: () => screen.getByLabelText(/^Password/),
  confirm: () => screen.getByLabelText(/^Confirm password/),
  terms: () => screen.getByRole('checkbox', { name: /Terms of Service/ }),
  privacy: () => screen.getByRole('checkbox', { name: /Privacy Policy/ }),
};
const submitButton = () => screen.getByRole('button', { name: 'Create Account' });
const strengthLabel = () => screen.getByText(/^Password strength:/);

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.fullName(), 'Ada Lovelace');
  await user.type(field.email(), 'ada@example.com');
  await user.type(field.password(), 'Analytical1!');
  await user.type(field.confirm(), 'Analytical1!');
  await user.click(field.terms());
  await user.click(field.privacy());
}

afterEach(resetBrowserState);

describe('RegisterPage', () => {
  it('has one h1, the username hint, and consent links that open the policies', async () => {
    stubRegister(() => jsonResponse(500, {}));
    renderRegister();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(field.username()).toHaveAccessibleDescription(/we generate one from your email address/);
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    // Google is configured: a real link to the server; Microsoft is not.
    expect(await screen.findByRole('link', { name: /Sign up with Google/ })).toHaveAttribute(
      'href',
      '/api/oauth/google/login',
    );
    expect(screen.getByRole('button', { name: /Microsoft/ })).toBeDisabled();
  });

  it("rates the password by the server's rule and enables submit only once it meets it (Good)", async () => {
    stubRegister(() => jsonResponse(500, {}));
    const { user } = renderRegister();
    expect(submitButton()).toBeDisabled();

    await user.type(field.password(), 'aB1!');
    expect(strengthLabel()).toHaveTextContent('Password strength: Too short');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(STRONGER_PASSWORD_MESSAGE);

    await user.clear(field.password());
    await user.type(field.password(), 'abcdefgh');
    expect(strengthLabel()).toHaveTextContent('Password strength: Weak');
    expect(submitButton()).toBeDisabled();

    // Three of SPEC's five points, yet no digit: the server would refuse it, so not Good.
    await user.clear(field.password());
    await user.type(field.password(), 'Abcdefgh');
    expect(strengthLabel()).toHaveTextContent('Password strength: Fair');
    expect(submitButton()).toBeDisabled();

    await user.type(field.password(), '1');
    expect(strengthLabel()).toHaveTextContent('Password strength: Good');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(STRONGER_PASSWORD_MESSAGE)).not.toBeInTheDocument();

    await user.type(field.password(), '!');
    expect(strengthLabel()).toHaveTextContent('Password strength: Strong');
    expect(submitButton()).toBeEnabled();
    expect(field.password()).toHaveAccessibleDescription(/Password strength: Strong/);
  });

  it('says live when the confirmation differs, and lists every problem on submit', async () => {
    const { calls } = stubRegister(() => jsonResponse(500, {}));
    const { user } = renderRegister();
    await user.type(field.fullName(), 'A');
    await user.type(field.email(), 'ada@example.com');
    await user.type(field.username(), 'a!');
    // Submit waits for a password that meets the rule; the meter lists what one that does not still lacks.
    await user.type(field.password(), 'Abcdefgh1');
    await user.type(field.confirm(), 'Abcdefgh2');
    expect(field.confirm()).toHaveAccessibleDescription('Passwords do not match');

    await user.click(submitButton());
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Please fix the errors above before continuing.');
    for (const message of [
      'Name must be at least 2 characters long',
      'Username must be 3-20 characters (letters, numbers, _, -)',
      'Passwords do not match',
      'You must accept the Terms of Service',
      'You must accept the Privacy Policy',
    ]) {
      expect(within(summary).getByText(message)).toBeInTheDocument();
    }
    expect(calls('/api/auth/register')).toHaveLength(0);
  });

  it("marks the email field 'Email already registered' on 409", async () => {
    stubRegister(() => jsonResponse(409, { detail: 'Email already registered', code: 'email_taken' }));
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(submitButton());

    await waitFor(() => expect(field.email()).toHaveAttribute('aria-invalid', 'true'));
    expect(field.email()).toHaveAccessibleDescription('Email already registered');
    expect(screen.getByRole('alert')).toHaveTextContent('Your account was not created.');
  });

  it('signs the new user in and, when verification is required, goes to /verify-email after 3 s', async () => {
    const { calls } = stubRegister(() =>
      jsonResponse(201, {
        user: {
          id: 'u1',
          email: 'ada@example.com',
          full_name: 'Ada Lovelace',
          username: 'ada',
          email_verified: false,
          can_access_resume_features: false,
        },
        message: 'Account created. We sent a verification link to your email.',
        email_sent: true,
        csrf_token: 'session-csrf',
        session: { expires_at: '2030-01-01T00:00:00.000Z' },
      }),
    );
    const { router, user } = renderRegister();
    await fillValidForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    const registerCall = calls('/api/auth/register')[0];
    expect(JSON.parse(String(registerCall?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      password: 'Analytical1!',
      full_name: 'Ada Lovelace',
    });
    expect(window.localStorage.getItem(STORED_USER_KEY)).toContain('ada@example.com');
    expect(router.state.location.pathname).toBe('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'), { timeout: 4_000 });
  });

  it('keeps ?next= through registration: sent to the server for the mailed link, then on /verify-email', async () => {
    const { calls } = stubRegister(() => jsonResponse(201, UNVERIFIED_CREATED));
    const { router, user } = renderRegister('/register?next=%2Frefine');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Frefine');
    await fillValidForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(JSON.parse(String(calls('/api/auth/register')[0]?.[1]?.body))).toMatchObject({
      return_path: '/refine',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'), { timeout: 4_000 });
    expect(router.state.location.search).toBe('?next=%2Frefine');
  });

  it('sends no return path for a ?next= that leaves the app', async () => {
    const { calls } = stubRegister(() => jsonResponse(201, UNVERIFIED_CREATED));
    const { user } = renderRegister('/register?next=https%3A%2F%2Fevil.example');
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(JSON.parse(String(calls('/api/auth/register')[0]?.[1]?.body))).not.toHaveProperty('return_path');
  });
});
