import type { TAdminUserDetails } from '@resumeloop/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCsrfToken } from '../../../lib/api';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { ADMIN_USER, type AdminRequest, adminUserDetails, stubAdminApi } from '../../../test/admin-fixtures';
import { jsonResponse, renderWithAuth, resetBrowserState } from '../../../test/render-with-auth';
import { UserDetailsPage } from './user-details-page';
import { UsersPage } from './users-page';

/**
 * The account as the server holds it: GET answers it, PATCH changes it (unless `refuse` answers first),
 * DELETE removes it; the list answers with whatever is left.
 */
function serverWith(account: TAdminUserDetails, refuse?: (request: AdminRequest) => Response | undefined) {
  let current: TAdminUserDetails | null = account;
  return stubAdminApi((request) => {
    if (request.path === '/api/admin/users') {
      const users = current ? [current] : [];
      return jsonResponse(200, { users, total: users.length, page: 1, page_size: 25 });
    }
    if (request.path !== `/api/admin/users/${account.id}`) return undefined;
    const refused = refuse?.(request);
    if (refused) return refused;
    if (!current) return jsonResponse(404, { detail: 'There is no account with this id.' });
    if (request.method === 'DELETE') {
      current = null;
      return new Response(null, { status: 204 });
    }
    if (request.method === 'PATCH') {
      const change = request.body as Record<string, unknown>;
      current = {
        ...current,
        ...(change.plan_tier
          ? { plan_tier: String(change.plan_tier), is_premium: change.plan_tier === 'premium' }
          : {}),
        ...(typeof change.disabled === 'boolean'
          ? { disabled: change.disabled, disabled_at: change.disabled ? '2026-11-28T10:00:00.000Z' : null }
          : {}),
        ...(change.role ? { role: change.role as 'user' | 'admin', is_admin: change.role === 'admin' } : {}),
        ...(change.verified ? { email_verified: true } : {}),
      };
    }
    return jsonResponse(200, current);
  });
}

async function renderDetails(id = 'u-2') {
  const rendered = renderWithAuth(
    [
      { path: '/admin/users', element: <UsersPage /> },
      { path: '/admin/users/:userId', element: <UserDetailsPage /> },
      { path: '/admin/audit', element: <p>Audit page</p> },
    ],
    `/admin/users/${id}`,
  );
  await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
  return rendered;
}

const patches = (requests: AdminRequest[]) =>
  requests.filter((request) => request.method === 'PATCH').map((request) => request.body);

beforeEach(() => {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(ADMIN_USER));
  setCsrfToken('csrf-1');
});
afterEach(resetBrowserState);

describe("an account's details", () => {
  it('shows what the console knows of the account, and links to its audit entries', async () => {
    serverWith(adminUserDetails({ sign_in_methods: ['password', 'google'] }));
    await renderDetails();
    const facts = screen.getByText('Signs in with').closest('div');
    expect(facts).toHaveTextContent('Password, Google');
    expect(screen.getByText('4 analyses, 1 upload')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "This account's audit log entries" })).toHaveAttribute(
      'href',
      '/admin/audit?target_id=u-2',
    );
  });

  it('makes the account premium once the server has, and says so', async () => {
    const { requests, sessionChecks } = serverWith(adminUserDetails());
    const { user } = await renderDetails();
    expect(screen.getByText('Plan: Free.')).toBeInTheDocument();
    const checks = sessionChecks.count;
    await user.click(screen.getByRole('button', { name: 'Make premium' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The account is now premium.');
    // Another's account: the signed-in admin is not read again.
    expect(sessionChecks.count).toBe(checks);
    expect(screen.getByText('Plan: Premium.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set plan to free' })).toBeInTheDocument();
    expect(patches(requests)).toEqual([{ plan_tier: 'premium' }]);
    // The account was read again after the change: what shows is the server's.
    expect(requests.filter((request) => request.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('disables only after confirmation, and enables again', async () => {
    const { requests } = serverWith(adminUserDetails());
    const { user } = await renderDetails();
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable this account?' });
    expect(dialog).toHaveTextContent('grace@example.com will be signed out on every device at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Disable this account?' })).getByRole('button', {
        name: 'Disable account',
      }),
    );
    expect(
      await screen.findByText('The account is disabled and its sessions have ended.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Disabled').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByText('The account is enabled.')).toBeInTheDocument();
    expect(patches(requests)).toEqual([{ disabled: true }, { disabled: false }]);
  });

  it("shows the server's words when it refuses, and changes nothing on the page", async () => {
    const detail = 'You cannot disable your own account. Ask another administrator to do it.';
    serverWith(adminUserDetails(), (request) =>
      request.method === 'PATCH' ? jsonResponse(409, { detail, code: 'own_account' }) : undefined,
    );
    const { user } = await renderDetails();
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Disable this account?' })).getByRole('button', {
        name: 'Disable account',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That was not done.');
    expect(alert).toHaveTextContent(detail);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeEnabled();
  });

  it('grants the admin role, and offers to verify an unverified address', async () => {
    const { requests } = serverWith(adminUserDetails({ email_verified: false }));
    const { user } = await renderDetails();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify address' }));
    expect(await screen.findByText('The address is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grant admin' }));
    expect(await screen.findByText('The account is now an admin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke admin' })).toBeInTheDocument();
    expect(patches(requests)).toEqual([{ verified: true }, { role: 'admin' }]);
  });

  it('deletes only once the address is typed, then returns to the list', async () => {
    const { requests } = serverWith(adminUserDetails());
    const { user, router } = await renderDetails();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    const typed = within(dialog).getByRole('textbox', { name: 'To confirm, type grace@example.com' });

    await user.type(typed, 'grace@example.org');
    await user.click(confirm);
    expect(typed).toHaveAccessibleDescription("Type the account's email address exactly to confirm.");
    expect(typed).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.clear(typed);
    await user.type(typed, 'Grace@Example.com');
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByText('The account grace@example.com is deleted.')).toBeInTheDocument();
    expect(await screen.findByText('There are no accounts yet.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the server's refusal of a deletion in the dialog", async () => {
    const detail = 'You cannot delete your own account from the admin console.';
    serverWith(adminUserDetails(), (request) =>
      request.method === 'DELETE' ? jsonResponse(409, { detail, code: 'own_account' }) : undefined,
    );
    const { user, router } = await renderDetails();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this account?' });
    await user.type(within(dialog).getByRole('textbox'), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(router.state.location.pathname).toBe('/admin/users/u-2');
  });

  it("reads the signed-in admin again after a change to their own account, and not after another's", async () => {
    const own = adminUserDetails({
      id: ADMIN_USER.id,
      email: ADMIN_USER.email,
      is_admin: true,
      role: 'admin',
    });
    const { sessionChecks } = serverWith(own);
    const { user } = await renderDetails(ADMIN_USER.id);
    expect(
      screen.getByText(
        'This is your own account: the console cannot disable it, delete it or take away its admin role.',
      ),
    ).toBeInTheDocument();
    const before = sessionChecks.count;
    await user.click(screen.getByRole('button', { name: 'Make premium' }));
    await screen.findByText('The account is now premium.');
    await waitFor(() => expect(sessionChecks.count).toBe(before + 1));
  });

  it('says when the account cannot be found', async () => {
    stubAdminApi(() =>
      jsonResponse(404, { detail: 'There is no account with this id. It may have been deleted.' }),
    );
    renderWithAuth([{ path: '/admin/users/:userId', element: <UserDetailsPage /> }], '/admin/users/gone');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The account could not be loaded.');
    expect(alert).toHaveTextContent('There is no account with this id.');
  });
});
