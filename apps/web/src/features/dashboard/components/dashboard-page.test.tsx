import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const SESSIONS = [
  {
    id: '22222222-2222-4222-8222-222222222222',
    created_at: '2025-07-12T15:30:00.000Z',
    updated_at: '2025-07-12T15:45:00.000Z',
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

/** The shared fetch stub with the sign-in answers; returns the 'METHOD path' of every request. */
function stubDashboardApi(handlers: Record<string, ApiHandler>) {
  const { fetchMock } = stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    'GET /api/features': () => jsonResponse(200, featuresResponse({ analysesUsed: 3, uploadsUsed: 1 })),
    ...handlers,
  });
  return {
    requests: () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`),
  };
}

function renderDashboard() {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
  return renderWithAuth(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/refine', element: <p>Refine page</p> },
    ],
    '/dashboard',
  );
}

beforeEach(() => resetBrowserState());
afterEach(() => resetBrowserState());

const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('DashboardPage', () => {
  it('lists the saved refinements in the order the server gives (newest first), with scores and links', async () => {
    stubDashboardApi({ 'GET /api/resumes/sessions': () => jsonResponse(200, { sessions: SESSIONS }) });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByText('Loading your saved refinements...')).toBeVisible();
    await screen.findByRole('heading', { name: 'Senior Data Analyst' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Score history',
      'Senior Data Analyst',
      'Clinical Nurse',
    ]);
    const newest = cardOf('Senior Data Analyst');
    expect(newest).toHaveTextContent('Data Science');
    expect(newest).toHaveTextContent('Jul 12, 2025');
    expect(newest).toHaveTextContent('Before62After78');
    expect(within(newest).getByRole('link', { name: /^Open results/ })).toHaveAttribute(
      'href',
      `/refine?open=${SESSIONS[0]?.id}&step=results`,
    );
    expect(within(newest).getByRole('link', { name: /^Open refined text/ })).toHaveAttribute(
      'href',
      `/refine?open=${SESSIONS[0]?.id}&step=polish`,
    );
    expect(cardOf('Clinical Nurse')).toHaveTextContent('Before55AfterNot refined');
  });

  it('shows the empty state with a way to /refine', async () => {
    stubDashboardApi({ 'GET /api/resumes/sessions': () => jsonResponse(200, { sessions: [] }) });
    renderDashboard();
    expect(await screen.findByText('No saved refinements yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Refine your first resume' })).toHaveAttribute('href', '/refine');
  });

  it('shows a failed load with the reason and tries again on request', async () => {
    let fail = true;
    stubDashboardApi({
      'GET /api/resumes/sessions': () =>
        fail
          ? jsonResponse(403, {
              detail: 'Please verify your email address to use the resume tools.',
              code: 'x',
            })
          : jsonResponse(200, { sessions: SESSIONS }),
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your email address to use the resume tools.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Senior Data Analyst' })).toBeVisible();
  });

  it('deletes one after confirmation, removing it from the list at once', async () => {
    const api = stubDashboardApi({
      'GET /api/resumes/sessions': () => jsonResponse(200, { sessions: SESSIONS }),
      [`DELETE /api/resumes/sessions/${SESSIONS[0]?.id}`]: () => new Response(null, { status: 204 }),
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Senior Data Analyst' });

    await userEvent.click(within(cardOf('Senior Data Analyst')).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this refinement?' });
    expect(dialog).toHaveTextContent('Senior Data Analyst, saved Jul 12, 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests().filter((call) => call.startsWith('DELETE'))).toHaveLength(0);

    await userEvent.click(within(cardOf('Senior Data Analyst')).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this refinement?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Senior Data Analyst' })).toBeNull();
    expect(await screen.findByText('Deleted the refinement for Senior Data Analyst.')).toBeVisible();
    expect(api.requests().filter((call) => call.startsWith('DELETE'))).toEqual([
      `DELETE /api/resumes/sessions/${SESSIONS[0]?.id}`,
    ]);
    expect(screen.getByRole('heading', { name: 'Clinical Nurse' })).toBeVisible();
  });

  it('puts the row back and says why when the server refuses the deletion', async () => {
    let refuse: (response: Response) => void = () => {};
    let refused = false;
    const refusal = () =>
      jsonResponse(500, { detail: 'Server error. Our team has been notified.', code: 'internal' });
    stubDashboardApi({
      'GET /api/resumes/sessions': () => jsonResponse(200, { sessions: SESSIONS }),
      [`DELETE /api/resumes/sessions/${SESSIONS[1]?.id}`]: () =>
        refused
          ? Promise.resolve(refusal())
          : new Promise<Response>((resolve) => {
              refuse = resolve;
            }),
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Clinical Nurse' });
    await userEvent.click(within(cardOf('Clinical Nurse')).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('heading', { name: 'Clinical Nurse' })).toBeNull();

    // The client tries a DELETE that failed with 5xx again after 1 s, 2 s and 4 s before giving up.
    vi.useFakeTimers();
    refused = true;
    refuse(refusal());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not delete the refinement for Clinical Nurse: Server error. Our team has been notified.',
    );
    expect(screen.getByRole('heading', { name: 'Clinical Nurse' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
