import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_RESULTS } from './example-results-data';
import { ExampleResultsPage } from './example-results-page';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/example-results']}>
      <ExampleResultsPage />
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const visiblePanel = () => screen.getByRole('tabpanel');

function expectSelected(name: string) {
  for (const candidate of screen.getAllByRole('tab')) {
    const isSelected = candidate.textContent === name;
    expect(candidate).toHaveAttribute('aria-selected', String(isSelected));
    expect(candidate).toHaveAttribute('tabindex', isSelected ? '0' : '-1');
  }
  const panel = visiblePanel();
  expect(panel).toHaveAccessibleName(name);
  expect(tab(name)).toHaveAttribute('aria-controls', panel.id);
  expect(within(panel).getByRole('heading', { level: 3, name })).toBeInTheDocument();
}

const EXPECTED = [
  ['Software Engineer', 62, 94],
  ['Marketing Manager', 58, 91],
  ['Financial Analyst', 71, 89],
] as const;

describe('ExampleResultsPage', () => {
  it('has one h1, the document title and a fictional-data notice', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Example Results' })).toBeInTheDocument();
    expect(document.title).toBe('Example Results | ResumeLoop');
    expect(screen.getByText('These are fictional samples.')).toBeInTheDocument();
  });

  it('selects the first tab by default and shows 62 and 94', () => {
    renderPage();
    expect(screen.getByRole('tablist', { name: 'Sample resumes' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(
      EXPECTED.map(([title]) => title),
    );
    expectSelected('Software Engineer');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    const panel = visiblePanel();
    expect(within(panel).getByText('62')).toBeInTheDocument();
    expect(within(panel).getByText('94')).toBeInTheDocument();
    expect(within(panel).getByText('+32')).toBeInTheDocument();
  });

  it('switches tab and panel on click', async () => {
    const { user } = renderPage();
    await user.click(tab('Financial Analyst'));
    expectSelected('Financial Analyst');
    expect(within(visiblePanel()).getByText('71')).toBeInTheDocument();
  });

  it('moves focus and selection with Left, Right, Home and End', async () => {
    const { user } = renderPage();
    await user.tab();
    expect(tab('Software Engineer')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Marketing Manager')).toHaveFocus();
    expectSelected('Marketing Manager');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Software Engineer')).toHaveFocus();
    expectSelected('Software Engineer');

    await user.keyboard('{ArrowLeft}');
    expect(tab('Financial Analyst')).toHaveFocus();
    expectSelected('Financial Analyst');

    await user.keyboard('{Home}');
    expectSelected('Software Engineer');

    await user.keyboard('{End}');
    expect(tab('Financial Analyst')).toHaveFocus();
    expectSelected('Financial Analyst');
  });

  it('shows each sample with its scores, details, texts and calls to action', async () => {
    const { user } = renderPage();
    for (const [title, before, after] of EXPECTED) {
      await user.click(tab(title));
      const panel = visiblePanel();
      const example = EXAMPLE_RESULTS.find((candidate) => candidate.title === title);
      expect(example).toBeDefined();
      if (!example) continue;
      expect(within(panel).getByText(String(before))).toBeInTheDocument();
      expect(within(panel).getByText(String(after))).toBeInTheDocument();
      expect(within(panel).getByText(`+${after - before}`)).toBeInTheDocument();
      expect(within(panel).getByText(example.industry)).toBeInTheDocument();
      expect(within(panel).getByText(example.experience)).toBeInTheDocument();
      expect(within(panel).getAllByRole('listitem')).toHaveLength(example.improvements.length);
      const texts = panel.querySelectorAll('pre');
      expect(texts[0]?.textContent).toBe(example.beforeText);
      expect(texts[1]?.textContent).toBe(example.afterText);
      expect(within(panel).getByRole('link', { name: 'Analyze my resume' })).toHaveAttribute(
        'href',
        '/refine',
      );
      expect(within(panel).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    }
  });
});

describe('EXAMPLE_RESULTS', () => {
  const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

  it('matches the scores in the spec', () => {
    expect(
      EXAMPLE_RESULTS.map((example) => [example.title, example.beforeScore, example.afterScore]),
    ).toEqual(EXPECTED);
  });

  it.each(EXAMPLE_RESULTS.map((example) => [example.title, example] as const))(
    '%s: every number in the after text comes from the before text or a named answer',
    (_title, example) => {
      const sources = `${example.beforeText}\n${example.improvements.join('\n')}`;
      const known = new Set(numbersIn(sources));
      const invented = numbersIn(example.afterText).filter((number) => !known.has(number));
      expect(invented).toEqual([]);
    },
  );

  it.each(EXAMPLE_RESULTS.map((example) => [example.title, example] as const))(
    '%s: every employer and school in the after text appears in the before text',
    (_title, example) => {
      const organisations = example.afterText.match(
        /[A-Z][A-Za-z]+(?: [A-Z][A-Za-z.]+)* (?:Software|Analytics|Goods|Co\.|College|University|Bank|Partners)/g,
      );
      expect(organisations?.length).toBeGreaterThan(1);
      for (const organisation of organisations ?? []) {
        expect(example.beforeText).toContain(organisation);
      }
    },
  );
});
