import type { TServiceSettingsResponse } from '@resumeloop/contracts/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCsrfToken } from '../../../lib/api';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { ADMIN_USER, type AdminRequest, settingsResponse, stubAdminApi } from '../../../test/admin-fixtures';
import { jsonResponse, renderWithAuth, resetBrowserState } from '../../../test/render-with-auth';
import { parseLimit, ServiceSettingsPage } from './service-settings-page';

/** The settings as the server holds them: PATCH applies the changes (null: back to configured). */
function serverWith(
  initial: TServiceSettingsResponse,
  refuse?: (request: AdminRequest) => Response | undefined,
) {
  let current = initial;
  return stubAdminApi((request) => {
    if (request.path !== '/api/admin/settings') return undefined;
    const refused = refuse?.(request);
    if (refused) return refused;
    if (request.method === 'PATCH') {
      const change = request.body as Record<string, unknown>;
      const configured: Record<string, unknown> = current.configured;
      const settings: Record<string, unknown> = { ...current.settings };
      for (const [name, value] of Object.entries(change)) {
        settings[name] = value === null ? configured[name] : value;
      }
      current = {
        ...current,
        settings: settings as TServiceSettingsResponse['settings'],
        updated_at: '2026-11-28T11:00:00.000Z',
      };
    }
    return jsonResponse(200, current);
  });
}

async function renderSettings() {
  const rendered = renderWithAuth(
    [{ path: '/admin/settings', element: <ServiceSettingsPage /> }],
    '/admin/settings',
  );
  await screen.findByRole('button', { name: 'Save settings' });
  return rendered;
}

const patches = (requests: AdminRequest[]) =>
  requests.filter((request) => request.method === 'PATCH').map((request) => request.body);
const row = (label: string) => screen.getByLabelText(label).closest('li') as HTMLElement;

beforeEach(() => {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(ADMIN_USER));
  setCsrfToken('csrf-1');
});
afterEach(resetBrowserState);

describe('the service settings page', () => {
  it("shows each setting beside the server's configured value, with a reset where they differ", async () => {
    serverWith(
      settingsResponse({
        settings: {
          registration_open: false,
          email_verification_required: true,
          free_monthly_analyses: 25,
          free_monthly_uploads: 10,
        },
      }),
    );
    await renderSettings();
    expect(screen.getByRole('checkbox', { name: 'Registration open' })).not.toBeChecked();
    expect(row('Registration open')).toHaveTextContent('Configured: Yes');
    expect(
      within(row('Registration open')).getByRole('button', {
        name: 'Reset Registration open to the configured value',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Free analyses a month' })).toHaveValue('25');
    expect(row('Free analyses a month')).toHaveTextContent('Configured: 10');
    expect(row('Free uploads a month')).toHaveTextContent('Same as configured');
    expect(within(row('Free uploads a month')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Not changed in the console yet.')).toBeInTheDocument();
  });

  it('saves only what changed, and shows the saved settings', async () => {
    const { requests } = serverWith(settingsResponse());
    const { user } = await renderSettings();
    await user.click(screen.getByRole('checkbox', { name: 'Registration open' }));
    const analyses = screen.getByRole('textbox', { name: 'Free analyses a month' });
    await user.clear(analyses);
    await user.type(analyses, '3');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings are saved.')).toBeInTheDocument();
    expect(patches(requests)).toEqual([{ registration_open: false, free_monthly_analyses: 3 }]);
    expect(screen.getByRole('checkbox', { name: 'Registration open' })).not.toBeChecked();
    expect(row('Free analyses a month')).toHaveTextContent('Configured: 10');
    expect(screen.getByText(/^Last changed/)).toBeInTheDocument();
  });

  it('refuses a limit that is not a whole number from 0 to 100,000, without asking the server', async () => {
    const { requests } = serverWith(settingsResponse());
    const { user } = await renderSettings();
    const uploads = screen.getByRole('textbox', { name: 'Free uploads a month' });
    for (const wrong of ['-1', '2.5', '100001', 'ten', ' ']) {
      await user.clear(uploads);
      await user.type(uploads, wrong);
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(uploads).toHaveAttribute('aria-invalid', 'true');
      expect(uploads).toHaveAccessibleDescription(/Enter a whole number from 0 to 100,000\.$/);
      expect(uploads).toHaveFocus();
    }
    expect(patches(requests)).toEqual([]);
  });

  it('saves other settings when a configured limit is above what the console may set, and leaves it alone', async () => {
    const configured = {
      registration_open: true,
      email_verification_required: true,
      free_monthly_analyses: 1_000_000,
      free_monthly_uploads: 1_000_000,
    };
    const { requests } = serverWith(settingsResponse({ settings: { ...configured }, configured }));
    const { user } = await renderSettings();
    expect(row('Free uploads a month')).toHaveTextContent('Configured: 1,000,000');
    await user.click(screen.getByRole('checkbox', { name: 'Registration open' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings are saved.')).toBeInTheDocument();
    expect(patches(requests)).toEqual([{ registration_open: false }]);
  });

  it('says when nothing changed', async () => {
    const { requests } = serverWith(settingsResponse());
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing has changed, so there is nothing to save.')).toBeInTheDocument();
    expect(patches(requests)).toEqual([]);
  });

  it('returns one setting to the configured value', async () => {
    const { requests } = serverWith(
      settingsResponse({
        settings: {
          registration_open: true,
          email_verification_required: false,
          free_monthly_analyses: 10,
          free_monthly_uploads: 10,
        },
      }),
    );
    const { user } = await renderSettings();
    expect(screen.getByRole('checkbox', { name: 'Email verification required' })).not.toBeChecked();
    await user.click(
      screen.getByRole('button', { name: 'Reset Email verification required to the configured value' }),
    );
    expect(await screen.findByText('The setting is back to the configured value.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Email verification required' })).toBeChecked();
    expect(row('Email verification required')).toHaveTextContent('Same as configured');
    expect(patches(requests)).toEqual([{ email_verification_required: null }]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    serverWith(settingsResponse(), (request) =>
      request.method === 'PATCH'
        ? jsonResponse(422, {
            detail: 'Validation failed.',
            errors: [{ field: 'free_monthly_uploads', message: 'Must be at most 100000.' }],
          })
        : undefined,
    );
    const { user } = await renderSettings();
    const uploads = screen.getByRole('textbox', { name: 'Free uploads a month' });
    await user.clear(uploads);
    await user.type(uploads, '7');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings were not saved.');
    expect(uploads).toHaveValue('7');
    expect(uploads).toHaveAttribute('aria-invalid', 'true');
    expect(uploads).toHaveAccessibleDescription(/Must be at most 100000\.$/);
  });
});

describe('parseLimit', () => {
  it('takes whole numbers from 0 to 100,000 only', () => {
    expect(parseLimit('0')).toBe(0);
    expect(parseLimit(' 42 ')).toBe(42);
    expect(parseLimit('100000')).toBe(100_000);
    expect(parseLimit('100001')).toBeNull();
    expect(parseLimit('1e3')).toBeNull();
    expect(parseLimit('')).toBeNull();
  });
});
