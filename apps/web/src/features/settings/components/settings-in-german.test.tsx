import { SETTINGS_DEFAULTS } from '@resumeloop/contracts/settings';
import settings from '@resumeloop/i18n/catalogues/de-DE/settings.json';
import deDE from '@resumeloop/i18n/catalogues/de-DE/web';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { LocaleProvider } from '../../../lib/i18n/i18n-context';
import { LocaleSync } from '../../../lib/i18n/locale-sync';
import { loadPageArea } from '../../../lib/i18n/page-areas';
import {
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../../../test/render-with-auth';
import { PreferencesSettingsPage } from './preferences-settings-page';

afterEach(() => {
  resetBrowserState();
  document.documentElement.lang = '';
});

describe('the settings in German', () => {
  it('shows the Preferences page, its options and its buttons in German', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
    stubApi({
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
      'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      'GET /api/settings': () => jsonResponse(200, SETTINGS_DEFAULTS),
    });
    renderWithAuth(
      [
        {
          path: '/settings/preferences',
          element: (
            <LocaleProvider initial="de-DE" messages={{ ...deDE, ...settings }}>
              <PreferencesSettingsPage />
            </LocaleProvider>
          ),
        },
      ],
      '/settings/preferences',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Präferenzen' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Design' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dunkel' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zeitzone' })).toHaveDisplayValue(
      'Koordinierte Weltzeit (UTC)',
    );
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(document.title).toBe('Präferenzen | ResumeLoop');
  });

  it('shows the whole app in a newly saved language at once', async () => {
    // The page's area of the catalogue, as its route (router.tsx) asks for it: it then follows the language.
    await loadPageArea('settings');
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
    stubApi({
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
      'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      'GET /api/settings': () => jsonResponse(200, SETTINGS_DEFAULTS),
      'PUT /api/settings': () => jsonResponse(200, { ...SETTINGS_DEFAULTS, language: 'de-DE' }),
    });
    const { user } = renderWithAuth(
      [
        {
          path: '/settings/preferences',
          element: (
            <>
              <LocaleSync />
              <PreferencesSettingsPage />
            </>
          ),
        },
      ],
      '/settings/preferences',
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de-DE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Präferenzen' })).toBeInTheDocument();
    expect(await screen.findByText('Einstellungen erfolgreich gespeichert!')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-DE');
  });
});
