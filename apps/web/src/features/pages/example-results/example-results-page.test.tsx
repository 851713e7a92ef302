import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readSamples, runRefine } from '../../../../example-results-plugin';
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

const TITLES = ['Software Engineer', 'Marketing Manager', 'Financial Analyst'];
const exampleOf = (title: string) => {
  const example = EXAMPLE_RESULTS.find((candidate) => candidate.title === title);
  if (!example) throw new Error(`no example ${title}`);
  return example;
};
const signed = (change: number) => `${change >= 0 ? '+' : ''}${change}`;

describe('ExampleResultsPage', () => {
  it('has one h1, the document title and a fictional-data notice', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Example Results' })).toBeInTheDocument();
    expect(document.title).toBe('Example Results | ResumeLoop');
    expect(screen.getByText('These are fictional samples.')).toBeInTheDocument();
  });

  it('selects the first tab by default and shows its scores', () => {
    renderPage();
    expect(screen.getByRole('tablist', { name: 'Sample resumes' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(TITLES);
    expectSelected('Software Engineer');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    const panel = visiblePanel();
    const example = exampleOf('Software Engineer');
    expect(within(panel).getAllByText(String(example.beforeScore)).length).toBeGreaterThan(0);
    expect(within(panel).getAllByText(String(example.afterScore)).length).toBeGreaterThan(0);
    expect(within(panel).getByText(signed(example.change))).toBeInTheDocument();
  });

  it('switches tab and panel on click', async () => {
    const { user } = renderPage();
    await user.click(tab('Financial Analyst'));
    expectSelected('Financial Analyst');
    expect(
      within(visiblePanel()).getAllByText(String(exampleOf('Financial Analyst').beforeScore)).length,
    ).toBeGreaterThan(0);
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
    for (const title of TITLES) {
      await user.click(tab(title));
      const panel = visiblePanel();
      const example = exampleOf(title);
      expect(within(panel).getAllByText(String(example.beforeScore)).length).toBeGreaterThan(0);
      expect(within(panel).getAllByText(String(example.afterScore)).length).toBeGreaterThan(0);
      expect(within(panel).getByText(signed(example.change))).toBeInTheDocument();
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

  it.each(readSamples().map((sample) => [sample.title, sample] as const))(
    '%s: the scores and the after text are what `npx resumeloop refine` prints for the sample',
    async (title, sample) => {
      const printed = await runRefine(sample, false);
      const example = exampleOf(title);
      expect(printed).toContain(
        `Score: ${example.beforeScore.toFixed(1)} -> ${example.afterScore.toFixed(1)}`,
      );
      expect(printed).toContain(`Refined resume:\n\n${example.afterText}`);
      expect(example.beforeScore).toBeLessThan(example.afterScore);
    },
  );

  it.each(readSamples().map((sample) => [sample.title, sample] as const))(
    '%s: every number in the after text comes from the before text or an answer',
    (title, sample) => {
      const example = exampleOf(title);
      const answers = readFileSync(`samples/${sample.slug}/answers.json`, 'utf8');
      const known = new Set(numbersIn(`${example.beforeText}\n${answers}`));
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
