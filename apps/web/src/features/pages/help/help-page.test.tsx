import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../../components/layout/site';
import { HelpPage } from './help-page';

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/help']}>
        <HelpPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search help topics and questions' });
const faqButtons = () =>
  screen
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded') && button.closest('h3'));

describe('HelpPage', () => {
  it('has one h1, the document title, and all six topics and eight questions', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeInTheDocument();
    expect(document.title).toBe('Help & Support | ResumeLoop');
    expect(screen.getByRole('heading', { level: 3, name: 'Getting Started' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Technical Support' })).toBeInTheDocument();
    expect(faqButtons()).toHaveLength(8);
    expect(screen.getByText('Showing all 6 topics and 8 questions.')).toHaveAttribute('aria-live', 'polite');
  });

  it('filters topics and questions as you type and updates the live count', async () => {
    const { user } = renderPage();
    await user.type(searchBox(), 'password');

    expect(screen.getByRole('heading', { level: 3, name: 'Account Management' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Getting Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Resume Analysis' })).not.toBeInTheDocument();

    const buttons = faqButtons();
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('How do I create an account and sign in?');

    const count = screen.getByText('2 results for “password”: 1 topic and 1 question.');
    expect(count).toHaveAttribute('aria-live', 'polite');
  });

  it('is case-insensitive, needs every word of the query and says when only one list is empty', async () => {
    const { user } = renderPage();
    await user.type(searchBox(), 'JSON Export');
    expect(faqButtons().map((button) => button.textContent)).toEqual(['How can I export or delete my data?']);
    expect(screen.getByText('No topics match your search; see the questions below.')).toBeInTheDocument();
    expect(screen.getByText('1 result for “JSON Export”: 0 topics and 1 question.')).toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'export linkedin');
    expect(screen.getByRole('heading', { level: 2, name: 'No results found' })).toBeInTheDocument();
  });

  it('shows a no-results message with a contact link, and clearing brings everything back', async () => {
    const { user } = renderPage();
    await user.type(searchBox(), 'qwzxv blorp');

    expect(screen.getByRole('heading', { level: 2, name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText('No results for “qwzxv blorp”.')).toBeInTheDocument();
    expect(faqButtons()).toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 2, name: 'Browse by topic' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');

    const noResults = screen.getByRole('region', { name: 'No results found' });
    await user.click(within(noResults).getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(faqButtons()).toHaveLength(8);
    expect(screen.getByText('Showing all 6 topics and 8 questions.')).toBeInTheDocument();
  });

  it('clears the query with the clear button and returns focus to the search box', async () => {
    const { user } = renderPage();
    await user.type(searchBox(), 'score');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
  });

  it('keeps at most one question open; clicking the open one closes it', async () => {
    const { user } = renderPage();
    const first = screen.getByRole('button', { name: 'How does ResumeLoop work?' });
    const second = screen.getByRole('button', { name: 'How is my ATS score calculated?' });
    const firstPanel = () => document.getElementById(first.getAttribute('aria-controls') ?? '');
    const secondPanel = () => document.getElementById(second.getAttribute('aria-controls') ?? '');

    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstPanel()).not.toBeVisible();
    expect(first.closest('h3')).not.toBeNull();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(firstPanel()).toBeVisible();
    expect(screen.getByRole('region', { name: 'How does ResumeLoop work?' })).toHaveTextContent(
      'There are four steps.',
    );

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(secondPanel()).toBeVisible();
    expect(secondPanel()).toHaveTextContent('Content Impact 25%');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstPanel()).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(secondPanel()).not.toBeVisible();
    expect(faqButtons().filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
  });

  it('offers contact and email in Still Need Help, and four quick tips', () => {
    renderPage();
    const stillNeedHelp = screen.getByRole('region', { name: 'Still Need Help?' });
    expect(within(stillNeedHelp).getByRole('link', { name: /contact support/i })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(stillNeedHelp).getByRole('link', { name: `Email ${SITE.supportEmail}` })).toHaveAttribute(
      'href',
      `mailto:${SITE.supportEmail}`,
    );
    const tips = screen.getByRole('region', { name: 'Quick tips' });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(4);
  });
});
