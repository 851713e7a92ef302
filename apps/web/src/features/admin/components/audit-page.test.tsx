import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCsrfToken } from '../../../lib/api';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { ADMIN_USER, auditEntry, stubAdminApi } from '../../../test/admin-fixtures';
import { jsonResponse, renderWithAuth, resetBrowserState } from '../../../test/render-with-auth';
import { AuditPage } from './audit-page';

const ENTRIES = [
  auditEntry(),
  auditEntry({
    id: 'a-2',
    action: 'settings.update',
    target_type: 'settings',
    target_id: null,
    target_label: 'service',
    before: { free_monthly_analyses: null, registration_open: true },
    after: { free_monthly_analyses: 20, registration_open: false },
  }),
  auditEntry({
    id: 'a-3',
    action: 'user.delete',
    target_id: 'u-9',
    target_label: 'gone@example.com',
    before: { email: 'gone@example.com', plan_tier: 'premium', role: 'user' },
    after: null,
  }),
  auditEntry({
    id: 'a-4',
    action: 'user.set_role',
    before: { role: 'user' },
    after: { role: 'admin', by: 'ADMIN_EMAILS' },
  }),
];

function renderAudit(entry = '/admin/audit') {
  return renderWithAuth(
    [
      { path: '/admin/audit', element: <AuditPage /> },
      { path: '/admin/users/:userId', element: <p>Details page</p> },
    ],
    entry,
  );
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text, { selector: 'td' }).closest('tr') as HTMLElement;

beforeEach(() => {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(ADMIN_USER));
  setCsrfToken('csrf-1');
});
afterEach(resetBrowserState);

describe('the audit log page', () => {
  it('shows each entry with who, what, about whom, and its fields before → after', async () => {
    stubAdminApi(() => jsonResponse(200, { entries: ENTRIES, total: 4, page: 1, page_size: 25 }));
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit log, 4 entries, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Action', 'About', 'Before → after', 'By']);

    const plan = rowOf(table, 'Plan changed');
    expect(plan).toHaveTextContent('Plan from Free to Premium');
    expect(within(plan).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      '/admin/users/u-2',
    );
    expect(plan).toHaveTextContent('root@example.com');

    const settings = rowOf(table, 'Settings changed');
    expect(settings).toHaveTextContent('Service settings');
    expect(settings).toHaveTextContent('Free analyses a month from as configured to 20');
    expect(settings).toHaveTextContent('Registration open from Yes to No');

    const deleted = rowOf(table, 'Account deleted');
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
    expect(deleted).toHaveTextContent('Plan from Premium to —');

    expect(rowOf(table, 'Role changed')).toHaveTextContent('Role from User to Admin');
    expect(rowOf(table, 'Role changed')).toHaveTextContent('Granted through from — to ADMIN_EMAILS');
    // Read only: nothing on the page changes an entry.
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument();
  });

  it('filters by action, and by the account a details page linked from', async () => {
    const { requests } = stubAdminApi(({ query }) =>
      jsonResponse(200, {
        entries: query.get('target_id') ? [ENTRIES[0]] : ENTRIES,
        total: query.get('target_id') ? 1 : 4,
        page: 1,
        page_size: 25,
      }),
    );
    const { user, router } = renderAudit('/admin/audit?target_id=u-2');
    expect(await screen.findByText('Showing only the entries about grace@example.com.')).toBeInTheDocument();
    expect(requests[0]?.query.get('target_id')).toBe('u-2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'user.disable');
    await waitFor(() => expect(requests.at(-1)?.query.get('action')).toBe('user.disable'));
    expect(requests.at(-1)?.query.get('target_id')).toBe('u-2');

    await user.click(screen.getByRole('button', { name: 'Show all entries' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=user.disable'));
    expect(requests.at(-1)?.query.get('target_id')).toBeNull();
  });

  it('says when no entry matches', async () => {
    stubAdminApi(() => jsonResponse(200, { entries: [], total: 0, page: 1, page_size: 25 }));
    renderAudit('/admin/audit?action=user.delete');
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('user.delete');
  });
});
