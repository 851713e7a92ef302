import { PASSWORD_HINT } from '@resumeloop/contracts/password-rule';
import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCsrfToken } from '../../../lib/api';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { AuthRedirector } from '../../../lib/auth/auth-redirector';
import {
  type ApiHandler,
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../../../test/render-with-auth';
import { AccountSettingsPage } from './account-settings-page';

/** The signed-in user's session check, and `handlers` for the calls a test expects. */
function stubAccountApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    'GET /api/auth/sessions': () => jsonResponse(200, { sessions: SESSIONS }),
    ...handlers,
  });
}

async function renderPage() {
  const rendered = renderWithAuth(
    [
      {
        element: (
          <>
            <AuthRedirector />
            <Outlet />
          </>
        ),
        children: [
          { path: '/settings/account', element: <AccountSettingsPage /> },
          { path: '/', element: <p>Home page</p> },
        ],
      },
    ],
    '/settings/account',
  );
  // The stored user is checked with the server first (GET /api/auth/me).
  await screen.findByRole('heading', { level: 1, name: 'Account settings' });
  return rendered;
}

const SESSIONS = [
  {
    id: 's-here',
    created_at: '2026-11-20T09:00:00.000Z',
    last_activity_at: '2026-11-26T10:00:00.000Z',
    browser: 'Chrome',
    platform: 'Linux',
    current: true,
  },
  {
    id: 's-phone',
    created_at: '2026-11-01T09:00:00.000Z',
    last_activity_at: '2026-11-25T08:00:00.000Z',
    browser: 'Safari',
    platform: 'iOS',
    current: false,
  },
];

const sessionsSection = () => within(screen.getByRole('region', { name: "Where you're signed in" }));

const profileForm = () => within(screen.getByRole('region', { name: 'Profile' }));
const passwordForm = () => within(screen.getByRole('region', { name: 'Change password' }));

beforeEach(() => {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
  setCsrfToken('csrf-1');
});

afterEach(resetBrowserState);

describe('AccountSettingsPage: profile', () => {
  it('has one h1 and keeps Save and Reset disabled until a field changes', async () => {
    stubAccountApi();
    const { user } = await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const fullName = profileForm().getByLabelText(/^Full name/);
    expect(fullName).toHaveValue('Ada Lovelace');
    const save = profileForm().getByRole('button', { name: 'Save' });
    const reset = profileForm().getByRole('button', { name: 'Reset' });
    expect(save).toBeDisabled();
    expect(reset).toBeDisabled();

    const email = profileForm().getByLabelText(/^Email/);
    expect(email).toBeDisabled();
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAccessibleDescription('Email changes require verification and are not yet enabled');

    await user.type(fullName, ' King');
    expect(save).toBeEnabled();
    expect(reset).toBeEnabled();

    await user.click(reset);
    expect(fullName).toHaveValue('Ada Lovelace');
    expect(save).toBeDisabled();
    expect(reset).toBeDisabled();
  });

  it('sends only the changed field, with the CSRF token, and confirms', async () => {
    const { calls } = stubAccountApi({
      'PUT /api/users/me': () => jsonResponse(200, { user: { ...TEST_USER, username: 'countess' } }),
    });
    const { user } = await renderPage();
    const username = profileForm().getByLabelText(/^Username/);
    await user.clear(username);
    await user.type(username, 'countess');
    await user.click(profileForm().getByRole('button', { name: 'Save' }));

    expect(await profileForm().findByText('Profile updated successfully!')).toBeInTheDocument();
    const [, init] = calls('PUT /api/users/me')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'countess' });
    expect(((init?.headers ?? {}) as Record<string, string>)['X-CSRF-Token']).toBe('csrf-1');
    expect(profileForm().getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY) ?? '{}')).toMatchObject({
      username: 'countess',
    });
  });

  it('marks a taken username with the server message', async () => {
    stubAccountApi({
      'PUT /api/users/me': () =>
        jsonResponse(409, { detail: 'Username is already taken', code: 'username_taken' }),
    });
    const { user } = await renderPage();
    const username = profileForm().getByLabelText(/^Username/);
    await user.clear(username);
    await user.type(username, 'grace');
    await user.click(profileForm().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription(/Username is already taken/));
  });
});

describe('AccountSettingsPage: password', () => {
  it("enables Change Password only when all three are filled and match; says 'Passwords do not match' live", async () => {
    const { calls } = stubAccountApi({
      'POST /api/users/change-password': () =>
        jsonResponse(200, { message: 'Password changed successfully! Please log in again.' }),
    });
    const { user } = await renderPage();
    const form = passwordForm();
    const submit = form.getByRole('button', { name: 'Change Password' });
    expect(submit).toBeDisabled();
    // The server's rule, which asks for no symbol, and the same meter as registration.
    expect(form.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      `${PASSWORD_HINT} Password strength: None yet`,
    );

    await user.type(form.getByLabelText(/^Current password/), 'OldPassword1!');
    await user.type(form.getByLabelText(/^New password/), 'NewPassword1!');
    await user.type(form.getByLabelText(/^Confirm new password/), 'NewPassword1?');
    expect(form.getByText('Passwords do not match')).toBeInTheDocument();
    expect(form.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(submit).toBeDisabled();

    await user.clear(form.getByLabelText(/^Confirm new password/));
    await user.type(form.getByLabelText(/^Confirm new password/), 'NewPassword1!');
    expect(form.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await form.findByText('Password changed successfully! Please log in again.')).toBeInTheDocument();
    const [, init] = calls('POST /api/users/change-password')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'OldPassword1!',
      new_password: 'NewPassword1!',
      confirm_password: 'NewPassword1!',
    });
    expect(form.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('marks a wrong current password', async () => {
    stubAccountApi({
      'POST /api/users/change-password': () =>
        jsonResponse(400, { detail: 'Current password is incorrect', code: 'wrong_password' }),
    });
    const { user } = await renderPage();
    const form = passwordForm();
    await user.type(form.getByLabelText(/^Current password/), 'Nope1234!');
    await user.type(form.getByLabelText(/^New password/), 'NewPassword1!');
    await user.type(form.getByLabelText(/^Confirm new password/), 'NewPassword1!');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'Current password is incorrect',
      ),
    );
  });
});

describe('AccountSettingsPage: delete account', () => {
  it('requires the exact word DELETE, in a modal dialog that Escape closes', async () => {
    const { calls } = stubAccountApi();
    const { user } = await renderPage();
    const opener = screen.getByRole('button', { name: 'Delete Account' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const input = within(dialog).getByLabelText(/^Type DELETE to confirm/);
    expect(input).toHaveFocus();

    await user.type(input, 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(input).toHaveAccessibleDescription('Please type "DELETE" to confirm account deletion');
    expect(input).toHaveFocus();
    expect(calls('POST /api/users/me/delete-account')).toHaveLength(0);

    // The focus stays inside: Tab from the last control wraps to the first.
    within(dialog).getByRole('button', { name: 'Delete My Account' }).focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('deletes, confirms, then signs out and goes home 2 s later', async () => {
    const { calls } = stubAccountApi({
      'POST /api/users/me/delete-account': () =>
        jsonResponse(200, {
          message: 'Your account has been successfully deleted. You will be logged out shortly.',
        }),
    });
    const { router, user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Type DELETE to confirm/), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));

    expect(
      await screen.findByText('Your account has been successfully deleted. You will be logged out shortly.'),
    ).toBeInTheDocument();
    const [, init] = calls('POST /api/users/me/delete-account')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ confirmation: 'DELETE' });
    expect(router.state.location.pathname).toBe('/settings/account');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3_000 });
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });
});

describe('AccountSettingsPage: where you are signed in', () => {
  it('lists the sessions, marks this device, and ends another one', async () => {
    let remaining = SESSIONS;
    const api = stubAccountApi({
      'GET /api/auth/sessions': () => jsonResponse(200, { sessions: remaining }),
      'DELETE /api/auth/sessions/s-phone': () => {
        remaining = SESSIONS.filter((session) => session.id !== 's-phone');
        return new Response(null, { status: 204 });
      },
    });
    const { user } = await renderPage();
    expect(await sessionsSection().findByText('Safari on iOS')).toBeInTheDocument();
    expect(sessionsSection().getByText('This device')).toBeInTheDocument();
    await user.click(sessionsSection().getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(sessionsSection().queryByText('Safari on iOS')).toBeNull());
    expect(api.calls('DELETE /api/auth/sessions/s-phone')).toHaveLength(1);
    expect(sessionsSection().getByText(/Chrome on Linux/)).toBeInTheDocument();
  });

  it('says so when ending a session fails, and keeps the list', async () => {
    stubAccountApi({
      'DELETE /api/auth/sessions/s-phone': () =>
        jsonResponse(404, { detail: 'That session is not one of yours.', code: 'unknown_session' }),
    });
    const { user } = await renderPage();
    await user.click(await sessionsSection().findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(
      await sessionsSection().findByText(/Failed to end the session: That session is not one of yours./),
    ).toBeInTheDocument();
    expect(sessionsSection().getByText('Safari on iOS')).toBeInTheDocument();
  });
});
