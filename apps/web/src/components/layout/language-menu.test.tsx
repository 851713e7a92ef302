import { SETTINGS_DEFAULTS } from '@resumeloop/contracts/settings';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORED_USER_KEY } from '../../lib/auth/auth-context';
import { storedGuestLocale } from '../../lib/i18n/locale';
import {
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../../test/render-with-auth';
import { Footer } from './footer';

const renderFooter = () => renderWithAuth([{ path: '/', element: <Footer /> }], '/');

afterEach(() => {
  resetBrowserState();
  document.documentElement.lang = '';
});

describe('the language menu', () => {
  it('lists each language by its own name, in its own language', async () => {
    stubApi({ '/api/ready': () => jsonResponse(200, { status: 'ready' }) });
    renderFooter();
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(menu).toHaveValue('en-US');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English (US)', 'en-US'],
      ['English (UK)', 'en-GB'],
      ['Español', 'es-ES'],
      ['Français', 'fr-FR'],
      ['Deutsch', 'de-DE'],
    ]);
  });

  it("switches a guest's page at once, and keeps the choice in this browser", async () => {
    stubApi({ '/api/ready': () => jsonResponse(200, { status: 'ready' }) });
    const { user } = renderFooter();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de-DE');
    expect(await screen.findByRole('heading', { name: 'Produkt' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(storedGuestLocale()).toBe('de-DE');
  });

  it("saves a signed-in user's choice as their language setting", async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
    const api = stubApi({
      '/api/ready': () => jsonResponse(200, { status: 'ready' }),
      'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
      'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      'PUT /api/settings': () => jsonResponse(200, { ...SETTINGS_DEFAULTS, language: 'fr-FR' }),
    });
    const { user } = renderFooter();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-FR');
    expect(await screen.findByRole('heading', { name: 'Produit' })).toBeInTheDocument();
    await expect.poll(() => api.calls('PUT /api/settings').length).toBe(1);
    const [, init] = api.calls('PUT /api/settings')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'fr-FR' });
    expect(storedGuestLocale()).toBeNull();
  });
});
