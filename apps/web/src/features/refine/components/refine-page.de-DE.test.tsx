import deDE from '@resumeloop/i18n/catalogues/de-DE/web';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { LocaleProvider } from '../../../lib/i18n/i18n-context';
import { jsonResponse, renderWithAuth, resetBrowserState, stubApi } from '../../../test/render-with-auth';
import { RefinePage } from './refine-page';

const USER = {
  id: 'u1',
  email: 'jordan@example.com',
  full_name: 'Jordan Lee',
  email_verified: true,
  can_access_resume_features: true,
};

beforeEach(() => {
  resetBrowserState();
  stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    'GET /api/scoring/industries': () =>
      jsonResponse(200, { categories: { 'Technology & Engineering': ['Data Science'] } }),
  });
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
});
afterEach(() => resetBrowserState());

describe('/refine in German', () => {
  it('shows the Input step, its steps and what Analyze still needs in German', async () => {
    const { user } = renderWithAuth(
      [
        {
          path: '/refine',
          element: (
            <LocaleProvider initial="de-DE" messages={deDE}>
              <RefinePage />
            </LocaleProvider>
          ),
        },
      ],
      '/refine',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lebenslauf mit KI verbessern' }),
    ).toBeVisible();
    expect(screen.getByText(/In vier Schritten kommt Ihr Lebenslauf/)).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Fortschritt der Verbesserung' });
    expect(within(steps).getByText('Eingabe')).toBeInTheDocument();
    expect(within(steps).getByText('Ergebnisse')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Ihr Lebenslauf/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Stellenbeschreibung/ })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Wählen Sie eine Zielbranche. Fügen Sie Ihren Lebenslauf ein oder laden Sie ihn hoch. Fügen Sie die Stellenbeschreibung ein.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Stellenbeschreibung/ }), 'Data Analyst');
    expect(
      screen.getByText(
        'Wählen Sie eine Zielbranche. Fügen Sie Ihren Lebenslauf ein oder laden Sie ihn hoch.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alles löschen' }));
    expect(await screen.findByText('Alle Felder gelöscht.')).toBeInTheDocument();
    expect(document.title).toBe('Eingabe – Lebenslauf verbessern | ResumeLoop');
  });
});
