import { SETTINGS_DEFAULTS } from '@resumeloop/contracts/settings';
import deDE from '@resumeloop/i18n/catalogues/de-DE/web';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { STORED_USER_KEY } from '../lib/auth/auth-context';
import { useFormat } from '../lib/format/format-context';
import { LocaleProvider } from '../lib/i18n/i18n-context';
import {
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../test/render-with-auth';
import { UserFormatProvider } from './user-format-provider';

// 20:30 UTC on 12 July 2025 is 05:30 on 13 July in Tokyo.
const SESSION = {
  id: '22222222-2222-4222-8222-222222222222',
  created_at: '2025-07-12T20:30:00.000Z',
  updated_at: '2025-07-12T20:30:00.000Z',
  target_industry: 'Data Science',
  job_title: 'Senior Data Analyst',
  initial_score: 61.6,
  final_score: 78.2,
};

function renderDashboard(settings: Partial<typeof SETTINGS_DEFAULTS>) {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
  const api = stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    'GET /api/settings': () => jsonResponse(200, { ...SETTINGS_DEFAULTS, ...settings }),
    'GET /api/resumes/sessions': () => jsonResponse(200, { sessions: [SESSION] }),
  });
  renderWithAuth(
    [
      {
        path: '/dashboard',
        element: (
          <UserFormatProvider>
            <DashboardPage />
          </UserFormatProvider>
        ),
      },
    ],
    '/dashboard',
  );
  return api;
}

const savedAtText = async () => {
  const time = await screen.findByText(
    (_, element) => element?.getAttribute('datetime') === SESSION.created_at,
  );
  return time.textContent;
};

afterEach(resetBrowserState);

describe('UserFormatProvider', () => {
  it("shows the dashboard's dates in the signed-in user's language and time zone", async () => {
    const api = renderDashboard({ language: 'de-DE', time_zone: 'Asia/Tokyo' });
    await screen.findByRole('heading', { name: 'Senior Data Analyst' });
    await expect.poll(savedAtText).toBe('13.07.2025, 05:30');
    expect(api.calls('GET /api/settings')).toHaveLength(1);
  });

  it('uses en-US in UTC for a user who never saved their settings', async () => {
    renderDashboard({});
    await screen.findByRole('heading', { name: 'Senior Data Analyst' });
    await expect
      .poll(async () => (await savedAtText())?.replace(/\u202f/g, ' '))
      .toBe('Jul 12, 2025, 8:30 PM');
  });

  it('uses en-GB in the user’s zone when they chose them', async () => {
    renderDashboard({ language: 'en-GB', time_zone: 'America/New_York' });
    await screen.findByRole('heading', { name: 'Senior Data Analyst' });
    await expect.poll(savedAtText).toBe('12 Jul 2025, 16:30');
  });

  it("gives a guest the formats of the page's language", async () => {
    function Probe() {
      const format = useFormat();
      return (
        <p>
          {format.number(12345.5)} · {format.percent(42)}
        </p>
      );
    }
    renderWithAuth(
      [
        {
          path: '/',
          element: (
            <LocaleProvider initial="de-DE" messages={deDE}>
              <UserFormatProvider>
                <Probe />
              </UserFormatProvider>
            </LocaleProvider>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('12.345,5 · 42 %')).toBeInTheDocument();
  });
});
