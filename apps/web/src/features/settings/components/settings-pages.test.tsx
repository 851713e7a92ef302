import { SETTINGS_DEFAULTS, type SettingsValues } from '@resumeloop/contracts/settings-constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCsrfToken } from '../../../lib/api';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { LookProvider } from '../../../lib/look/look-context';
import {
  type ApiHandler,
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../../../test/render-with-auth';
import { AccessibilitySettingsPage } from './accessibility-settings-page';
import { BetaSettingsPage } from './beta-settings-page';
import { NotificationSettingsPage } from './notification-settings-page';
import { PreferencesSettingsPage } from './preferences-settings-page';
import { PrivacySettingsPage } from './privacy-settings-page';

const PAGES: Record<string, ComponentType> = {
  preferences: PreferencesSettingsPage,
  notifications: NotificationSettingsPage,
  privacy: PrivacySettingsPage,
  accessibility: AccessibilitySettingsPage,
  beta: BetaSettingsPage,
};

/** The session check, GET /api/settings answering `settings`, and `handlers` for the calls a test expects. */
function stubSettingsApi(settings: Partial<SettingsValues> = {}, handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    'GET /api/settings': () => jsonResponse(200, { ...SETTINGS_DEFAULTS, ...settings }),
    ...handlers,
  });
}

/** PUT /api/settings as the server does it: the saved settings, the changes applied. */
const savesOver =
  (settings: Partial<SettingsValues> = {}): ApiHandler =>
  (init) =>
    jsonResponse(200, { ...SETTINGS_DEFAULTS, ...settings, ...JSON.parse(String(init?.body)) });

/** Renders /settings/{slug}, with a link elsewhere to leave the page; resolves once the form is shown. */
async function renderPage(slug: string, heading: string) {
  const routes = Object.entries(PAGES).map(([path, Page]) => ({
    path: `/settings/${path}`,
    element: <Page />,
  }));
  const rendered = renderWithAuth(
    [
      {
        element: (
          <LookProvider>
            <Outlet />
          </LookProvider>
        ),
        children: [...routes, { path: '/settings', element: <p>All settings</p> }],
      },
    ],
    `/settings/${slug}`,
  );
  await screen.findByRole('heading', { level: 1, name: heading });
  return rendered;
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const resetButton = () => screen.getByRole('button', { name: 'Reset' });
const putBodies = (calls: (key: string) => unknown[][]) =>
  calls('PUT /api/settings').map(([, init]) => JSON.parse(String((init as RequestInit).body)));
const htmlClasses = () => document.documentElement.classList;

beforeEach(() => {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
  setCsrfToken('csrf-1');
});

afterEach(() => {
  resetBrowserState();
  document.documentElement.className = '';
});

describe('settings pages: load, edit, reset', () => {
  it('keeps Save and Reset disabled until a value changes, and Reset restores the loaded values', async () => {
    stubSettingsApi({ theme: 'dark', language: 'fr-FR' });
    const { user } = await renderPage('preferences', 'Preferences');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const dark = await screen.findByRole('radio', { name: 'Dark' });
    expect(dark).toBeChecked();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: /^Language/ });
    expect(language).toHaveValue('fr-FR');
    expect(screen.getByRole('option', { name: 'Deutsch (Deutschland)' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(resetButton()).toBeDisabled();

    await user.selectOptions(language, 'es-ES');
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(saveButton()).toBeEnabled();
    expect(resetButton()).toBeEnabled();

    await user.click(resetButton());
    expect(language).toHaveValue('fr-FR');
    expect(dark).toBeChecked();
    expect(saveButton()).toBeDisabled();
    expect(resetButton()).toBeDisabled();
  });

  it('is not dirty once an edit is put back to the loaded value', async () => {
    stubSettingsApi();
    const { user } = await renderPage('notifications', 'Notifications');
    const marketing = await screen.findByRole('switch', { name: 'Tips and offers' });
    await user.click(marketing);
    expect(saveButton()).toBeEnabled();
    await user.click(marketing);
    expect(saveButton()).toBeDisabled();
  });

  it('says the settings could not be loaded, and Retry loads them', async () => {
    let attempts = 0;
    stubSettingsApi(
      {},
      {
        'GET /api/settings': () => {
          attempts += 1;
          return attempts === 1
            ? jsonResponse(400, { detail: 'Settings are unavailable' })
            : jsonResponse(200, SETTINGS_DEFAULTS);
        },
      },
    );
    const { user } = await renderPage('beta', 'Beta Features');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load settings: Settings are unavailable',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Join the beta' })).not.toBeChecked();
  });
});

describe('settings pages: save', () => {
  it.each([
    ['preferences', 'Preferences', 'Preferences saved successfully!'],
    ['notifications', 'Notifications', 'Notification preferences saved successfully!'],
    ['privacy', 'Privacy', 'Privacy preferences saved successfully!'],
    ['accessibility', 'Accessibility', 'Accessibility preferences saved successfully!'],
    ['beta', 'Beta Features', 'Beta feature preferences saved successfully!'],
  ])('%s: sends only the changed keys and confirms', async (slug, heading, message) => {
    const { calls } = stubSettingsApi({}, { 'PUT /api/settings': savesOver() });
    const { user } = await renderPage(slug, heading);
    await screen.findByRole('button', { name: 'Save' });

    const expected: Record<string, Partial<SettingsValues>> = {
      preferences: { time_zone: 'Asia/Tokyo' },
      notifications: { email_marketing: true },
      privacy: { ai_training_opt_in: true },
      accessibility: { reduce_motion: true },
      beta: { beta_features: true },
    };
    if (slug === 'preferences') {
      await user.selectOptions(screen.getByRole('combobox', { name: /^Time zone/ }), 'Asia/Tokyo');
    } else {
      const name = {
        notifications: 'Tips and offers',
        privacy: 'Use my resumes to improve the service',
        accessibility: 'Reduce motion',
        beta: 'Join the beta',
      }[slug] as string;
      await user.click(screen.getByRole('switch', { name }));
    }
    await user.click(saveButton());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('[aria-live="polite"]')).not.toBeNull();
    expect(putBodies(calls)).toEqual([expected[slug]]);
    const [, init] = calls('PUT /api/settings')[0] ?? [];
    expect(((init?.headers ?? {}) as Record<string, string>)['X-CSRF-Token']).toBe('csrf-1');
    // The saved values are the loaded ones now.
    expect(saveButton()).toBeDisabled();
    expect(resetButton()).toBeDisabled();
  });

  it("reads 'Saving...' and is disabled while saving", async () => {
    let answer: (response: Response) => void = () => {};
    stubSettingsApi(
      {},
      { 'PUT /api/settings': () => new Promise<Response>((resolve) => (answer = resolve)) },
    );
    const { user } = await renderPage('notifications', 'Notifications');
    await user.click(await screen.findByRole('switch', { name: 'Product updates' }));
    await user.click(saveButton());
    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(resetButton()).toBeDisabled();
    answer(jsonResponse(200, { ...SETTINGS_DEFAULTS, email_product_updates: false }));
    expect(await screen.findByText('Notification preferences saved successfully!')).toBeInTheDocument();
  });

  it('shows a refused value (422) and keeps the edit', async () => {
    stubSettingsApi(
      {},
      {
        'PUT /api/settings': () =>
          jsonResponse(422, {
            detail: 'Validation failed',
            errors: [{ field: 'language', message: 'Language must be one of en-US, en-GB' }],
          }),
      },
    );
    const { user } = await renderPage('preferences', 'Preferences');
    const language = await screen.findByRole('combobox', { name: /^Language/ });
    await user.selectOptions(language, 'de-DE');
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save preferences: Validation failed',
    );
    expect(language).toHaveValue('de-DE');
    expect(saveButton()).toBeEnabled();
  });

  it('shows a server failure (500) and keeps the edit', async () => {
    stubSettingsApi(
      {},
      { 'PUT /api/settings': () => jsonResponse(500, { detail: 'Something broke on our side' }) },
    );
    const { user } = await renderPage('privacy', 'Privacy');
    const sharing = await screen.findByRole('switch', { name: 'Share anonymous usage data' });
    await user.click(sharing);
    await user.click(saveButton());

    // The client tries a PUT that failed with 5xx again after 1 s, 2 s and 4 s before giving up.
    expect(await screen.findByRole('alert', {}, { timeout: 12_000 })).toHaveTextContent(
      'Failed to save preferences: Something broke on our side',
    );
    expect(sharing).toBeChecked();
    expect(resetButton()).toBeEnabled();
  }, 20_000);
});

describe('settings pages: the look', () => {
  it('accessibility: previews each change on <html> before saving; Reset takes it away', async () => {
    stubSettingsApi();
    const { user } = await renderPage('accessibility', 'Accessibility');
    const slider = await screen.findByRole('slider', { name: /^Text size/ });
    expect(slider).toHaveAttribute('aria-valuetext', '100%');

    // jsdom does not move a range input with the arrow keys; the change event is what a browser sends.
    fireEvent.change(slider, { target: { value: '120' } });
    expect(slider).toHaveValue('120');
    expect(slider).toHaveAttribute('aria-valuetext', '120%');
    expect(screen.getByText('120%')).toBeInTheDocument();
    expect(htmlClasses()).toContain('text-scale-120');

    await user.click(screen.getByRole('switch', { name: 'High contrast' }));
    expect(htmlClasses()).toContain('high-contrast');

    await user.click(resetButton());
    expect(htmlClasses()).not.toContain('text-scale-120');
    expect(htmlClasses()).not.toContain('high-contrast');
    expect(slider).toHaveValue('100');
  });

  it('accessibility: leaving the page unsaved takes the preview away', async () => {
    stubSettingsApi();
    const { router, user } = await renderPage('accessibility', 'Accessibility');
    fireEvent.change(await screen.findByRole('slider', { name: /^Text size/ }), { target: { value: '130' } });
    await user.click(screen.getByRole('switch', { name: 'High contrast' }));
    expect(htmlClasses()).toContain('text-scale-130');
    expect(htmlClasses()).toContain('high-contrast');

    await router.navigate('/settings');
    await screen.findByText('All settings');
    // The look is put back by an effect once the page has gone: on the next render, not with the page.
    await waitFor(() => expect(htmlClasses()).not.toContain('text-scale-130'));
    expect(htmlClasses()).not.toContain('high-contrast');
  });

  it('preferences: the theme shows at once; leaving the page unsaved takes it away', async () => {
    stubSettingsApi();
    const { router, user } = await renderPage('preferences', 'Preferences');
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(htmlClasses()).toContain('theme-dark');

    await router.navigate('/settings');
    await screen.findByText('All settings');
    await waitFor(() => expect(htmlClasses()).not.toContain('theme-dark'));
  });

  it('accessibility: a saved change stays after leaving the page', async () => {
    stubSettingsApi({}, { 'PUT /api/settings': savesOver() });
    const { router, user } = await renderPage('accessibility', 'Accessibility');
    await user.click(await screen.findByRole('switch', { name: 'High contrast' }));
    await user.click(saveButton());
    expect(await screen.findByText('Accessibility preferences saved successfully!')).toBeInTheDocument();

    await router.navigate('/settings');
    await screen.findByText('All settings');
    expect(htmlClasses()).toContain('high-contrast');
    expect(htmlClasses()).toContain('text-scale-100');
  });

  it('notifications: does not touch the look', async () => {
    stubSettingsApi();
    const { user } = await renderPage('notifications', 'Notifications');
    const before = document.documentElement.className;
    await user.click(await screen.findByRole('switch', { name: 'Product updates' }));
    await user.click(resetButton());
    expect(document.documentElement.className).toBe(before);
  });
});

describe('settings pages: content', () => {
  it('privacy: the policy opens in a new tab, and says so', async () => {
    stubSettingsApi();
    await renderPage('privacy', 'Privacy');
    const link = await screen.findByRole('link', { name: /Privacy Policy/ });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Privacy Policy (opens in a new tab)');
  });

  it('beta: lists the three coming features, not as controls', async () => {
    stubSettingsApi();
    await renderPage('beta', 'Beta Features');
    await screen.findByRole('switch', { name: 'Join the beta' });
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    for (const name of ['AI interview practice', 'Advanced resume analytics', 'Cover letter generator']) {
      expect(screen.getByText(name).closest('li')).toHaveTextContent('Coming Soon');
    }
  });

  it('every switch has a label and a description', async () => {
    stubSettingsApi();
    await renderPage('notifications', 'Notifications');
    await screen.findByRole('switch', { name: 'Security alerts' });
    for (const control of screen.getAllByRole('switch')) {
      expect(control).toHaveAccessibleDescription(/\w+/);
    }
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Security alerts' })).toBeChecked());
  });
});
