import { screen, within } from '@testing-library/react';
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
import { FeatureGate } from './feature-gate';

const USER = { id: 'u1', email: 'jordan@example.com', full_name: 'Jordan Lee', email_verified: true };

function stubFeatures(features: ApiHandler) {
  return stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    'GET /api/features': features,
  });
}

function renderGate(signedIn = true) {
  if (signedIn) window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
  return renderWithAuth(
    [
      {
        path: '/dashboard',
        element: (
          <main>
            <FeatureGate feature="analytics_dashboard">
              <p>The chart</p>
            </FeatureGate>
          </main>
        ),
      },
      { path: '/contact', element: <p>Contact page</p> },
    ],
    '/dashboard',
  );
}

beforeEach(() => resetBrowserState());
afterEach(() => resetBrowserState());

describe('FeatureGate', () => {
  it('shows a free account what the gate holds back and what Premium gives, with a link to ask', async () => {
    stubFeatures(() => jsonResponse(200, featuresResponse()));
    const { user, router } = renderGate();
    const card = (await screen.findByRole('heading', { name: 'Score history' })).closest(
      'section',
    ) as HTMLElement;
    expect(card).toHaveTextContent('Your account is on the free plan. This is part of Premium.');
    expect(card).toHaveTextContent('See how your overall and category scores changed');
    expect(screen.queryByText('The chart')).toBeNull();
    const ask = within(card).getByRole('link', { name: 'Ask about Premium' });
    expect(ask).toHaveAttribute('href', '/contact?topic=premium');
    await user.click(ask);
    expect(await screen.findByText('Contact page')).toBeVisible();
    expect(router.state.location.search).toBe('?topic=premium');
  });

  it('shows the feature to a premium account, and neither it nor the card while the plan is read', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = stubFeatures(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderGate();
    await vi.waitFor(() => expect(calls('GET /api/features')).toHaveLength(1));
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    answer(jsonResponse(200, featuresResponse({ premium: true })));
    expect(await screen.findByText('The chart')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ask about Premium' })).toBeNull();
  });

  it('says when the plan cannot be read, and tries again on request', async () => {
    let fails = true;
    const { calls } = stubFeatures(() =>
      fails
        ? jsonResponse(400, { detail: 'Broken' })
        : jsonResponse(200, featuresResponse({ premium: true })),
    );
    const { user } = renderGate();
    expect(await screen.findByText("We couldn't check your plan just now.")).toBeVisible();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The chart')).toBeVisible();
    expect(calls('GET /api/features').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a guest the locked card without asking the server', async () => {
    const { calls } = stubFeatures(() => jsonResponse(200, featuresResponse({ premium: true })));
    renderGate(false);
    expect(await screen.findByRole('heading', { name: 'Score history' })).toBeVisible();
    expect(calls('GET /api/features')).toHaveLength(0);
  });
});
