import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCsrfToken } from '../../../lib/api';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { ADMIN_USER, feedbackItem, feedbackPage, stubAdminApi } from '../../../test/admin-fixtures';
import { jsonResponse, renderWithAuth, resetBrowserState } from '../../../test/render-with-auth';
import { FeedbackPage } from './feedback-page';

const KEPT = feedbackItem();
const NOT_KEPT = feedbackItem({
  id: 'f-2',
  user_email: 'alan@example.com',
  texts_kept: false,
  would_use_refined_resume: null,
  has_dropped_content: false,
  has_fabricated_content: true,
  fabricated_details: 'A degree I never earned',
  export_worked_smoothly: false,
  export_issues: 'The PDF had two pages',
  overall_improvement_rating: null,
});

function renderFeedback(entry = '/admin/feedback') {
  return renderWithAuth([{ path: '/admin/feedback', element: <FeedbackPage /> }], entry);
}

beforeEach(() => {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(ADMIN_USER));
  setCsrfToken('csrf-1');
});
afterEach(resetBrowserState);

describe('the feedback page', () => {
  it('shows the aggregates: count, averages, the rating distribution with numbers, would-use and reports', async () => {
    stubAdminApi(() => jsonResponse(200, feedbackPage([KEPT, NOT_KEPT], 10)));
    renderFeedback();
    const summary = await screen.findByRole('region', { name: 'Summary of the matching feedback' });
    expect(within(summary).getByText('Entries').nextSibling).toHaveTextContent('10');
    expect(within(summary).getByText('Average improvement').nextSibling).toHaveTextContent('3.5 / 10');
    expect(within(summary).getByText('Average accuracy').nextSibling).toHaveTextContent('4.3 / 5');
    expect(within(summary).getByText('Average formatting').nextSibling).toHaveTextContent('—');
    const bars = within(summary).getByRole('list', { name: 'Improvement ratings' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Rated 100 (0%)',
      'Rated 92 (20%)',
      'Rated 85 (50%)',
      'Rated 72 (20%)',
      'Rated 60 (0%)',
      'Rated 50 (0%)',
      'Rated 40 (0%)',
      'Rated 30 (0%)',
      'Rated 20 (0%)',
      'Rated 11 (10%)',
    ]);
    expect(within(summary).getByText('Would use it').nextSibling).toHaveTextContent('6');
    expect(within(summary).getByText('Did not answer').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Export problems').nextSibling).toHaveTextContent('4');
    expect(within(summary).getByText('Made-up content').nextSibling).toHaveTextContent('2');
  });

  it('lists the entries with their ratings and reports', async () => {
    stubAdminApi(() => jsonResponse(200, feedbackPage([KEPT, NOT_KEPT])));
    renderFeedback();
    const grace = await screen.findByRole('article', { name: /Feedback from grace@example.com/ });
    expect(grace).toHaveTextContent('Data Analyst · technology');
    expect(grace).toHaveTextContent('Improvement4 / 10');
    expect(grace).toHaveTextContent('Accuracy5 / 5');
    expect(grace).toHaveTextContent('Dropped content: My award went missing');
    expect(grace).toHaveTextContent('Most helpful changeNumbers in the first bullet');
    const alan = screen.getByRole('article', { name: /Feedback from alan@example.com/ });
    expect(alan).toHaveTextContent('Made-up content: A degree I never earned');
    expect(alan).toHaveTextContent('Export problems: The PDF had two pages');
    expect(alan).toHaveTextContent('Did not answer');
    expect(alan).toHaveTextContent('Not rated');
    expect(alan).toHaveTextContent('The person did not agree to keep the texts.');
    expect(within(alan).queryByRole('button', { name: 'Open before/after' })).not.toBeInTheDocument();
  });

  it('sends the filters to the server from page 1', async () => {
    const { requests } = stubAdminApi(({ query }) =>
      jsonResponse(200, { ...feedbackPage([KEPT], 40), page: Number(query.get('page')) }),
    );
    const { user } = renderFeedback('/admin/feedback?page=2');
    await screen.findByText('Showing 26–40 of 40');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Improvement rating' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reported problem' }), 'fabricated');
    await user.type(screen.getByRole('searchbox', { name: 'Industry' }), 'healthcare');
    await waitFor(() => expect(requests.at(-1)?.query.get('industry')).toBe('healthcare'));
    const last = requests.at(-1);
    expect(last?.query.get('max_rating')).toBe('7');
    expect(last?.query.get('report')).toBe('fabricated');
    expect(last?.query.get('page')).toBe('1');
  });

  it('opens the resume before and after side by side for an entry whose texts were kept', async () => {
    const { requests } = stubAdminApi(({ path }) =>
      path === '/api/admin/feedback/f-1/texts'
        ? jsonResponse(200, { resume_text: 'Old summary line', refined_text: 'New summary line' })
        : jsonResponse(200, feedbackPage([KEPT])),
    );
    const { user } = renderFeedback();
    await user.click(await screen.findByRole('button', { name: 'Open before/after' }));
    const dialog = screen.getByRole('dialog', { name: 'Resume before and after' });
    expect(await within(dialog).findByRole('region', { name: 'Before' })).toHaveTextContent(
      'Old summary line',
    );
    expect(within(dialog).getByRole('region', { name: 'After' })).toHaveTextContent('New summary line');
    expect(requests.filter((request) => request.path.endsWith('/texts'))).toHaveLength(1);
  });

  it("shows the server's words when the texts cannot be opened", async () => {
    const detail = 'The person who gave this feedback chose not to keep their resume texts.';
    stubAdminApi(({ path }) =>
      path.endsWith('/texts')
        ? jsonResponse(404, { detail, code: 'texts_not_kept' })
        : jsonResponse(200, feedbackPage([KEPT])),
    );
    const { user } = renderFeedback();
    await user.click(await screen.findByRole('button', { name: 'Open before/after' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('The texts could not be loaded.');
    expect(alert).toHaveTextContent(detail);
  });
});
