import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCsrfToken } from '../../../lib/api';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { ADMIN_USER, adminUser, stubAdminApi } from '../../../test/admin-fixtures';
import { jsonResponse, renderWithAuth, resetBrowserState } from '../../../test/render-with-auth';
import { UsersPage } from './users-page';

const GRACE = adminUser();
const ALAN = adminUser({
  id: 'u-3',
  email: 'alan@example.com',
  full_name: 'Alan Turing',
  username: 'alan',
  plan_tier: 'premium',
  is_premium: true,
  disabled: true,
  disabled_at: '2026-11-01T00:00:00.000Z',
  last_login_at: null,
});

function renderUsers(entry = '/admin/users') {
  return renderWithAuth(
    [
      { path: '/admin/users', element: <UsersPage /> },
      { path: '/admin/users/:userId', element: <p>Details page</p> },
    ],
    entry,
  );
}

beforeEach(() => {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(ADMIN_USER));
  setCsrfToken('csrf-1');
});
afterEach(resetBrowserState);

describe('the users page', () => {
  it('lists the accounts in a table with a caption, column headers and the total', async () => {
    const { requests } = stubAdminApi(() =>
      jsonResponse(200, { users: [GRACE, ALAN], total: 2, page: 1, page_size: 25 }),
    );
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Accounts, 2 matches, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Account', 'Plan', 'Role', 'Status', 'Created', 'Last sign-in']);
    const alan = within(table)
      .getByRole('rowheader', { name: /Alan Turing/ })
      .closest('tr');
    expect(alan).not.toBeNull();
    expect(within(alan as HTMLElement).getByText('Premium')).toBeInTheDocument();
    expect(within(alan as HTMLElement).getByText('Disabled')).toBeInTheDocument();
    expect(within(alan as HTMLElement).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin/users/u-2',
    );
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    expect(requests[0]?.path).toBe('/api/admin/users');
    expect(requests[0]?.query.get('page')).toBe('1');
  });

  it('searches by what is typed once typing pauses, and shows the matches', async () => {
    const { requests } = stubAdminApi(({ query }) =>
      query.get('q') === 'turing'
        ? jsonResponse(200, { users: [ALAN], total: 1, page: 1, page_size: 25 })
        : jsonResponse(200, { users: [GRACE, ALAN], total: 2, page: 1, page_size: 25 }),
    );
    const { user, router } = renderUsers();
    await screen.findByRole('table', { name: /2 matches/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'turing');
    await screen.findByRole('table', { name: /1 match,/ });
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=turing');
    // Every search sent was a part of what was typed, never more.
    for (const request of requests.slice(1)) expect('turing').toContain(request.query.get('q'));
    expect(requests.at(-1)?.query.get('q')).toBe('turing');
  });

  it('filters by plan and status from page 1, and pages through the results', async () => {
    const { requests } = stubAdminApi(({ query }) =>
      jsonResponse(200, {
        users: [GRACE],
        total: 60,
        page: Number(query.get('page')),
        page_size: 25,
      }),
    );
    const { user } = renderUsers('/admin/users?page=2');
    await screen.findByText('Showing 26–50 of 60');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Showing 51–60 of 60');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'premium');
    await screen.findByText('Showing 1–25 of 60');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'unverified');
    await waitFor(() => expect(requests.at(-1)?.query.get('status')).toBe('unverified'));
    const last = requests.at(-1);
    expect(last?.query.get('plan')).toBe('premium');
    expect(last?.query.get('page')).toBe('1');
  });

  it('says when nothing matches, and shows why a list could not be loaded', async () => {
    let fail = false;
    stubAdminApi(() =>
      fail
        ? jsonResponse(403, { detail: 'The admin panel is only for administrators.', code: 'admin_required' })
        : jsonResponse(200, { users: [], total: 0, page: 1, page_size: 25 }),
    );
    const { user } = renderUsers('/admin/users?q=nobody');
    expect(await screen.findByText('No account matches the search and filters.')).toBeInTheDocument();
    fail = true;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'free');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The accounts could not be loaded.');
    expect(alert).toHaveTextContent('The admin panel is only for administrators.');
  });
});
