import { SCORE_CATEGORIES } from '@resumeloop/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import {
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../../../test/render-with-auth';
import { EXAMPLE_RESULTS } from '../example-results/example-results-data';
import { LandingPage } from './landing-page';
import { SAMPLE_IMPROVEMENT, SAMPLE_OVERALL } from './sample-score';

function renderPage() {
  renderWithAuth([{ path: '/', element: <LandingPage /> }], '/');
}

afterEach(resetBrowserState);

describe('LandingPage', () => {
  it('has one h1 hero heading and the default document title', () => {
    renderPage();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Get past the ATS and in front of people');
    expect(document.title).toBe('ResumeLoop: get past the ATS and in front of people');
  });

  it('states the free-analysis claim', () => {
    renderPage();
    expect(screen.getByText(/Free analysis in about 30 seconds, no credit card/)).toBeInTheDocument();
  });

  it("shows a shipped sample's real score out of 100 and its change in points, marked as a sample", () => {
    renderPage();
    const card = screen.getByRole('figure', { name: 'Sample score' });
    expect(within(card).getByText(String(SAMPLE_OVERALL))).toBeInTheDocument();
    expect(within(card).getByText('/ 100 ATS compatibility')).toBeInTheDocument();
    expect(within(card).getByText(`+${SAMPLE_IMPROVEMENT}`)).toBeInTheDocument();
    for (const category of SCORE_CATEGORIES) {
      expect(within(card).getByText(category.label)).toBeInTheDocument();
    }
  });

  it('takes the sample from what the engine made of the shipped samples', () => {
    const best = EXAMPLE_RESULTS.reduce((a, b) => (b.afterScore > a.afterScore ? b : a));
    expect(SAMPLE_OVERALL).toBe(best.afterScore);
    expect(SAMPLE_IMPROVEMENT).toBe(best.change);
  });

  it('lists the four steps in order', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'How it works' });
    const steps = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual(['Step 1: Input', 'Step 2: Questionnaire', 'Step 3: Polish', 'Step 4: Results']);
  });

  it('links a guest to registration on the way to the analysis, example results and contact', async () => {
    renderPage();
    // The return path survives registration and the verification email: the guest ends up on /refine.
    expect(await screen.findByRole('link', { name: 'Start free analysis' })).toHaveAttribute(
      'href',
      '/register?next=%2Frefine',
    );
    expect(screen.getByRole('link', { name: 'See example results' })).toHaveAttribute(
      'href',
      '/example-results',
    );
    expect(screen.getByRole('link', { name: 'Join the beta' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Share feedback' })).toHaveAttribute('href', '/contact');
  });

  it('links a signed-in user straight to the analysis', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
    const api = stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
      // A signed-in user's page asks for their saved refinements ('Continue where you left off').
      '/api/resumes/sessions': () => jsonResponse(200, { sessions: [] }),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Start free analysis' })).toHaveAttribute(
      'href',
      '/refine',
    );
    await waitFor(() => expect(api.calls('/api/resumes/sessions')).toHaveLength(1));
  });

  it('never skips a heading level', () => {
    renderPage();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });
});
