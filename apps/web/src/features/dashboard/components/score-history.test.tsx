import type { TScoreHistoryResponse } from '@resumeloop/contracts/analytics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { featuresResponse } from '../../../test/features-fixtures';
import {
  type ApiHandler,
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
} from '../../../test/render-with-auth';
import { DashboardPage } from './dashboard-page';

const USER = { id: 'u1', email: 'jordan@example.com', full_name: 'Jordan Lee', email_verified: true };

const categories = (before: number, after: number | null) => ({
  formatting: { before, after },
  structure: { before: before - 10, after: after === null ? null : after - 5 },
  content_impact: { before, after },
  tailoring: { before, after },
  ats_compliance: { before, after },
  language_clarity: { before, after },
  professionalism: { before, after },
});

const aggregates = (best: number | null, latest: number | null, gain: number | null, refined: number) => ({
  best,
  latest,
  average_gain: gain,
  refined_sessions: refined,
});

const HISTORY: TScoreHistoryResponse = {
  sessions: [
    {
      session_id: '11111111-1111-4111-8111-111111111111',
      created_at: '2025-07-01T09:00:00.000Z',
      job_title: 'Clinical Nurse',
      target_industry: 'Healthcare',
      overall: { before: 55.4, after: null },
      categories: categories(55, null),
    },
    {
      session_id: '22222222-2222-4222-8222-222222222222',
      created_at: '2025-07-12T15:30:00.000Z',
      job_title: 'Senior Data Analyst',
      target_industry: 'Data Science',
      overall: { before: 61.6, after: 78.2 },
      categories: categories(60, 80),
    },
  ],
  aggregates: {
    overall: aggregates(78.2, 78.2, 16.6, 1),
    categories: {
      formatting: aggregates(80, 80, 20, 1),
      structure: aggregates(75, 75, 25, 1),
      content_impact: aggregates(80, 80, 20, 1),
      tailoring: aggregates(80, 80, 20, 1),
      ats_compliance: aggregates(80, 80, 20, 1),
      language_clarity: aggregates(80, 80, 20, 1),
      professionalism: aggregates(80, 80, 20, 1),
    },
  },
};

function renderDashboard(handlers: Record<string, ApiHandler>) {
  const { calls } = stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    'GET /api/resumes/sessions': () => jsonResponse(200, { sessions: [] }),
    ...handlers,
  });
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
  return {
    calls,
    ...renderWithAuth(
      [
        { path: '/dashboard', element: <DashboardPage /> },
        { path: '/contact', element: <p>Contact page</p> },
      ],
      '/dashboard',
    ),
  };
}

beforeEach(() => resetBrowserState());
afterEach(() => resetBrowserState());

describe('the score history on the dashboard', () => {
  it('draws a premium account its history as one image with a text summary, and as a real table on request', async () => {
    renderDashboard({
      'GET /api/features': () => jsonResponse(200, featuresResponse({ premium: true })),
      'GET /api/analytics/scores': () => jsonResponse(200, HISTORY),
    });
    const section = (await screen.findByRole('heading', { name: 'Your score history' })).closest(
      'section',
    ) as HTMLElement;
    const chart = await within(section).findByRole('img');
    expect(chart).toHaveAccessibleName(
      'Overall score across 2 sessions, from Jul 1, 2025 to Jul 12, 2025: latest 78, best 78, average gain from refinement +17 points.',
    );
    expect(within(section).getByText('Before refinement')).toBeVisible();
    expect(screen.getByText('Unlimited analyses and uploads.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ask about Premium' })).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Show' }), 'structure');
    expect(within(section).getByRole('img')).toHaveAccessibleName(/^Structure across 2 sessions.*best 75/);

    await user.click(within(section).getByRole('button', { name: 'Show as table' }));
    expect(within(section).queryByRole('img')).toBeNull();
    const table = within(section).getByRole('table', { name: 'Structure by session, oldest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SessionBeforeAfterChange',
      'Jul 1, 2025Clinical NurseHealthcare45Not refined',
      'Jul 12, 2025Senior Data AnalystData Science5075+25',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Show as chart' }));
    expect(within(section).getByRole('img')).toBeVisible();
  });

  it('says so when there is no history yet', async () => {
    renderDashboard({
      'GET /api/features': () => jsonResponse(200, featuresResponse({ premium: true })),
      'GET /api/analytics/scores': () =>
        jsonResponse(200, {
          sessions: [],
          aggregates: { overall: aggregates(null, null, null, 0), categories: HISTORY.aggregates.categories },
        }),
    });
    expect(await screen.findByText('No scores to show yet')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a free account the locked card instead, what is left of the month, and never asks for the history', async () => {
    const { calls } = renderDashboard({
      'GET /api/features': () => jsonResponse(200, featuresResponse({ analysesUsed: 3, uploadsUsed: 1 })),
    });
    const card = (await screen.findByRole('heading', { name: 'Score history' })).closest(
      'section',
    ) as HTMLElement;
    expect(card).toHaveTextContent('Your account is on the free plan. This is part of Premium.');
    expect(within(card).getByRole('link', { name: 'Ask about Premium' })).toHaveAttribute(
      'href',
      '/contact?topic=premium',
    );
    expect(
      screen.getByText(
        '7 of 10 analyses and 9 of 10 uploads left this month; the count starts again on December 1, 2026.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your score history' })).toBeNull();
    expect(calls('GET /api/analytics/scores')).toHaveLength(0);
    expect(calls('GET /api/features')).toHaveLength(1);
  });

  it('offers to ask about Premium once a count is used up', async () => {
    renderDashboard({
      'GET /api/features': () => jsonResponse(200, featuresResponse({ analysesUsed: 10, uploadsUsed: 1 })),
    });
    const line = await screen.findByText(/^0 of 10 analyses and 9 of 10 uploads left this month/);
    expect(
      within(line.closest('p') as HTMLElement).getByRole('link', { name: 'Ask about Premium' }),
    ).toBeVisible();
  });
});
