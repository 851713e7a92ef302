import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import {
  type ApiHandler,
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../../../test/render-with-auth';
import { formatSavedAt } from '../../dashboard';
import { LandingPage } from './landing-page';

const SESSIONS_KEY = 'GET /api/resumes/sessions';

const SESSIONS = [
  {
    id: '22222222-2222-4222-8222-222222222222',
    created_at: '2025-07-12T15:30:00.000Z',
    updated_at: '2025-07-12T16:05:00.000Z',
    target_industry: 'Data Science',
    job_title: 'Senior Data Analyst',
    initial_score: 61.6,
    final_score: 78.2,
  },
  {
    id: '11111111-1111-4111-8111-111111111111',
    created_at: '2025-07-01T09:00:00.000Z',
    updated_at: '2025-07-01T09:00:00.000Z',
    target_industry: 'Healthcare',
    job_title: 'Clinical Nurse',
    initial_score: 55.4,
    final_score: null,
  },
];

function signIn(user: Record<string, unknown>, handlers: Record<string, ApiHandler>) {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  return stubApi({ 'GET /api/auth/me': () => jsonResponse(200, { user }), ...handlers });
}

function renderLanding() {
  return renderWithAuth(
    [
      { path: '/', element: <LandingPage /> },
      { path: '/refine', element: <p>Refine page</p> },
    ],
    '/',
  );
}

const continueRegion = () => screen.queryByRole('region', { name: 'Continue where you left off' });

afterEach(resetBrowserState);

describe("Landing page, 'Continue where you left off'", () => {
  it('shows a guest nothing extra and asks the server nothing', async () => {
    const api = stubApi({});
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    // Let any effect that would ask for sessions run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(continueRegion()).toBeNull();
  });

  it('shows a signed-in user their newest refinement above the hero, opening it as the dashboard does', async () => {
    signIn(TEST_USER, { [SESSIONS_KEY]: () => jsonResponse(200, { sessions: SESSIONS }) });
    const { user } = renderLanding();
    const region = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(region).toHaveTextContent('Senior Data Analyst');
    expect(region).toHaveTextContent('Data Science · Score 62 → to 78/100 · Last updated');
    expect(within(region).getByText(formatSavedAt('2025-07-12T16:05:00.000Z'))).toHaveAttribute(
      'datetime',
      '2025-07-12T16:05:00.000Z',
    );
    expect(region).not.toHaveTextContent('Clinical Nurse');
    const link = within(region).getByRole('link', { name: 'Open results for Senior Data Analyst' });
    expect(link).toHaveAttribute('href', '/refine?open=22222222-2222-4222-8222-222222222222&step=results');
    // Above the hero: it comes before the page's one h1.
    expect(
      region.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(link);
    expect(await screen.findByText('Refine page')).toBeVisible();
  });

  it('says when the newest refinement has no refined score yet', async () => {
    signIn(TEST_USER, {
      [SESSIONS_KEY]: () => jsonResponse(200, { sessions: SESSIONS.slice(1) }),
    });
    renderLanding();
    const region = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(region).toHaveTextContent('Clinical Nurse');
    expect(region).toHaveTextContent('Healthcare · Score 55/100, not refined yet · Last updated');
  });

  it('picks the refinement changed last, even when another was created later', async () => {
    const [newest, older] = SESSIONS;
    const edited = { ...older, updated_at: '2025-07-20T08:00:00.000Z' };
    signIn(TEST_USER, {
      [SESSIONS_KEY]: () => jsonResponse(200, { sessions: [newest, edited] }),
    });
    renderLanding();
    const region = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(region).toHaveTextContent('Clinical Nurse');
    expect(within(region).getByRole('link', { name: 'Open results for Clinical Nurse' })).toHaveAttribute(
      'href',
      '/refine?open=11111111-1111-4111-8111-111111111111&step=results',
    );
  });

  it('shows nothing to a signed-in user with no saved refinements', async () => {
    const api = signIn(TEST_USER, { [SESSIONS_KEY]: () => jsonResponse(200, { sessions: [] }) });
    renderLanding();
    await waitFor(() => expect(api.calls(SESSIONS_KEY)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(continueRegion()).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });

  it('shows nothing when the sessions cannot be loaded', async () => {
    const api = signIn(TEST_USER, {
      [SESSIONS_KEY]: () => jsonResponse(403, { detail: 'Forbidden', code: 'forbidden' }),
    });
    renderLanding();
    await waitFor(() => expect(api.calls(SESSIONS_KEY)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(continueRegion()).toBeNull();
  });

  it('asks nothing for a signed-in user who must verify their email first', async () => {
    const unverified = { ...TEST_USER, email_verified: false, can_access_resume_features: false };
    const api = signIn(unverified, {});
    renderLanding();
    await waitFor(() => expect(api.calls('GET /api/auth/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(SESSIONS_KEY)).toHaveLength(0);
    expect(continueRegion()).toBeNull();
  });
});
