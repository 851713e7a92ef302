import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { stubXhr } from '../../../test/fake-xhr';
import { featuresResponse } from '../../../test/features-fixtures';
import {
  type ApiHandler,
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
} from '../../../test/render-with-auth';
import { RefinePage } from './refine-page';

const USER = {
  id: 'u1',
  email: 'jordan@example.com',
  full_name: 'Jordan Lee',
  email_verified: true,
  can_access_resume_features: true,
};
const INDUSTRIES = { categories: { 'Technology & Engineering': ['Software Engineering', 'Data Science'] } };
const LIMIT_DETAIL =
  'You have used the 10 analyses of the free plan this month. The count starts again on December 1, 2026; Premium has no monthly limit.';
const RESUME = 'Jordan Lee\nData Analyst\n• Built a reporting tool';
const JOB = 'Data Analyst. Requirements: SQL, 3+ years.';

function renderRefine(handlers: Record<string, ApiHandler>) {
  const api = stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    'GET /api/scoring/industries': () => jsonResponse(200, INDUSTRIES),
    ...handlers,
  });
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
  renderWithAuth(
    [
      { path: '/refine', element: <RefinePage /> },
      { path: '/contact', element: <p>Contact page</p> },
    ],
    '/refine',
  );
  return api;
}

const resumeBox = () => screen.getByRole('textbox', { name: /Your resume/ });
const jobBox = () => screen.getByRole('textbox', { name: /Job description/ });

beforeEach(() => resetBrowserState());
afterEach(() => resetBrowserState());

describe('the monthly limit on the first step of /refine', () => {
  it("shows what is left near Analyze, and on refusal the server's words in place, keeping what was typed", async () => {
    let used = 9;
    const api = renderRefine({
      'GET /api/features': () => jsonResponse(200, featuresResponse({ analysesUsed: used, uploadsUsed: 2 })),
      'POST /api/scoring/analyze': () => {
        used = 10;
        return jsonResponse(403, {
          detail: LIMIT_DETAIL,
          code: 'monthly_limit_reached',
          kind: 'analyses',
          limit: 10,
          resets_at: '2026-12-01T00:00:00.000Z',
        });
      },
    });
    expect(
      await screen.findByText(
        '1 of 10 analyses and 8 of 10 uploads left this month; the count starts again on December 1, 2026.',
      ),
    ).toBeVisible();
    await screen.findByRole('option', { name: 'Data Science' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Target industry/ }), 'Data Science');
    fireEvent.change(resumeBox(), { target: { value: RESUME } });
    fireEvent.change(jobBox(), { target: { value: JOB } });
    await userEvent.click(screen.getByRole('button', { name: 'Analyze' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LIMIT_DETAIL);
    expect(alert).not.toHaveTextContent('Error:');
    expect(resumeBox()).toHaveValue(RESUME);
    expect(jobBox()).toHaveValue(JOB);
    // The count is asked for again after the refusal: the line now says nothing is left, and how to get more.
    const line = await screen.findByText(/^0 of 10 analyses and 8 of 10 uploads left this month/);
    expect(
      within(line.closest('p') as HTMLElement).getByRole('link', { name: 'Ask about Premium' }),
    ).toHaveAttribute('href', '/contact?topic=premium');
    expect(api.calls('GET /api/features').length).toBeGreaterThanOrEqual(2);
  });

  it("shows an upload refused for the month with the server's words beside the drop zone", async () => {
    renderRefine({
      'GET /api/features': () => jsonResponse(200, featuresResponse({ uploadsUsed: 10 })),
    });
    stubXhr(() => ({
      status: 403,
      body: {
        detail: 'You have used the 10 uploads of the free plan this month.',
        code: 'monthly_limit_reached',
      },
    }));
    await screen.findByText(/^10 of 10 analyses and 0 of 10 uploads left this month/);
    fireEvent.change(jobBox(), { target: { value: JOB } });
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      new File(['Jordan Lee'], 'resume.txt', { type: 'text/plain' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have used the 10 uploads of the free plan this month.');
    expect(alert).not.toHaveTextContent('Failed to process file');
    expect(jobBox()).toHaveValue(JOB);
  });

  it('tells a premium account its analyses and uploads are unlimited', async () => {
    renderRefine({ 'GET /api/features': () => jsonResponse(200, featuresResponse({ premium: true })) });
    expect(await screen.findByText('Unlimited analyses and uploads.')).toBeVisible();
  });
});
