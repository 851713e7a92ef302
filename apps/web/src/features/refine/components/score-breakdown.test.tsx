import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { finalScores, INITIAL_SCORES, scoreReport } from '../refine-test-data';
import { buildCategoryRows, signedOneDecimal } from '../results-model';
import { ScoreBreakdown } from './score-breakdown';

type Report = Parameters<typeof buildCategoryRows>[0];
type Final = Parameters<typeof buildCategoryRows>[1];

describe('ScoreBreakdown', () => {
  it('lists the seven categories in order, with one decimal and the weights', () => {
    const rows = buildCategoryRows(scoreReport(INITIAL_SCORES) as Report, finalScores() as Final);
    render(<ScoreBreakdown rows={rows} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Formatting',
      'Structure',
      'Content Impact',
      'Tailoring',
      'ATS Compliance',
      'Language & Clarity',
      'Professionalism',
    ]);
    const tailoring = screen.getByRole('heading', { name: 'Tailoring' }).closest('li') as HTMLElement;
    expect(tailoring).toHaveTextContent('Weight 20%');
    expect(tailoring).toHaveTextContent('Before40.0After61.2Change+21.2');
    const professionalism = screen
      .getByRole('heading', { name: 'Professionalism' })
      .closest('li') as HTMLElement;
    expect(professionalism).toHaveTextContent('Change0.0');
  });

  it("says 'No data available for {label}' for a category neither report scored", () => {
    const initial = scoreReport(INITIAL_SCORES);
    const withoutTailoring = {
      ...initial,
      scores: { ...initial.scores, tailoring: undefined },
      categories: initial.categories.filter((category) => category.id !== 'tailoring'),
    } as unknown as Report;
    render(<ScoreBreakdown rows={buildCategoryRows(withoutTailoring, null)} />);
    const card = screen.getByRole('heading', { name: 'Tailoring' }).closest('li') as HTMLElement;
    expect(card).toHaveTextContent('No data available for Tailoring');
    expect(within(card).queryByRole('button')).toBeNull();
    const formatting = screen.getByRole('heading', { name: 'Formatting' }).closest('li') as HTMLElement;
    expect(formatting).toHaveTextContent('Before70.0After—Change—');
  });

  it('discloses the checks of a category: passed, failed with the fix, not run', async () => {
    const report = scoreReport(INITIAL_SCORES);
    const [first] = report.categories;
    if (!first) throw new Error('no category');
    first.checks.push({
      id: 'formatting-three',
      label: 'Dates line up',
      passed: false,
      ran: false,
      reason: 'No dates to compare.',
      fix: 'Not shown when the check did not run.',
      weight: 1,
    });
    render(<ScoreBreakdown rows={buildCategoryRows(report as Report, null)} />);
    const toggle = screen.getByRole('button', { name: 'Checks for Formatting (1 of 2 passed)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(list.getAllByRole('listitem')).toHaveLength(3);
    expect(list.getByText('Failed').closest('li')).toHaveTextContent(
      'Fix: Add a number to each formatting bullet.',
    );
    expect(list.getByText('Not checked').closest('li')).not.toHaveTextContent('Fix:');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Formatting check fails')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Formatting check fails')).toBeVisible();
  });

  it('opens the categories with a failed check and keeps the fully passing ones collapsed', async () => {
    const report = scoreReport(INITIAL_SCORES);
    for (const category of report.categories) {
      if (category.id === 'structure') category.checks = category.checks.filter((check) => check.passed);
      // A check that could not run is not a failure.
      if (category.id === 'professionalism') {
        category.checks = category.checks.map((check) => (check.passed ? check : { ...check, ran: false }));
      }
    }
    render(<ScoreBreakdown rows={buildCategoryRows(report as Report, null)} />);
    const failing = screen.getByRole('button', { name: 'Checks for Tailoring (1 of 2 passed)' });
    expect(failing).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(failing.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'FailedTailoring check fails',
    );
    for (const name of [
      'Checks for Structure (1 of 1 passed)',
      'Checks for Professionalism (1 of 1 passed)',
    ]) {
      const passing = screen.getByRole('button', { name });
      expect(passing).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(passing.getAttribute('aria-controls') ?? '')).toBeNull();
    }
    expect(screen.queryByText('Structure check passes')).toBeNull();
    const structure = screen.getByRole('button', { name: 'Checks for Structure (1 of 1 passed)' });
    await userEvent.click(structure);
    expect(structure).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Structure check passes')).toBeVisible();
  });

  it('signs the change and never shows -0.0', () => {
    expect(signedOneDecimal(4.26)).toBe('+4.3');
    expect(signedOneDecimal(-1)).toBe('-1.0');
    expect(signedOneDecimal(-0.01)).toBe('0.0');
    expect(signedOneDecimal(0)).toBe('0.0');
  });
});
