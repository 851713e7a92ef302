import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INITIAL_SCORES, scoreReport } from '../refine-test-data';
import { buildCategoryRows, categoryPoints } from '../results-model';
import { CategoryScoreBars } from './category-score-bars';

type Report = Parameters<typeof CategoryScoreBars>[0]['report'];

const listItems = () =>
  within(
    screen.getByRole('list', { name: "Points by category, out of each category's weight" }),
  ).getAllByRole('listitem');

describe('CategoryScoreBars', () => {
  it('lists the seven categories in order, each with its points out of its weight as text', () => {
    render(<CategoryScoreBars report={scoreReport(INITIAL_SCORES) as Report} />);
    const items = listItems();
    expect(items).toHaveLength(7);
    // 61.25 overall: the points add up to the 61 shown as the initial score.
    expect(items.map((item) => item.querySelector('[aria-hidden="true"]:not(svg)')?.textContent)).toEqual([
      '11/15',
      '8/10',
      '13/25',
      '8/20',
      '11/15',
      '6/10',
      '4/5',
    ]);
    expect(items[2]).toHaveTextContent(/^Content Impact/);
    expect(items[2]).toHaveTextContent('13 of 25 points');
    expect(items[5]).toHaveTextContent(/^Language & Clarity/);
  });

  it('draws each bar as decoration, filled to the share of the maximum', () => {
    render(<CategoryScoreBars report={scoreReport(INITIAL_SCORES) as Report} />);
    const tailoring = listItems()[3] as HTMLElement;
    const bar = tailoring.querySelector('svg') as SVGElement;
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar.querySelectorAll('rect')[1]).toHaveAttribute('width', '40');
    expect(within(tailoring).queryByRole('img')).toBeNull();
  });

  it("says 'No data' for a category the report did not score, without a bar", () => {
    const report = scoreReport(INITIAL_SCORES);
    const withoutTailoring = {
      ...report,
      scores: { ...report.scores, tailoring: undefined },
      categories: report.categories.filter((category) => category.id !== 'tailoring'),
    } as unknown as Report;
    render(<CategoryScoreBars report={withoutTailoring} />);
    const tailoring = listItems()[3] as HTMLElement;
    expect(tailoring).toHaveTextContent('TailoringNo data');
    expect(tailoring.querySelector('svg')).toBeNull();
  });
});

describe('categoryPoints', () => {
  const rowsFor = (scores: typeof INITIAL_SCORES) => {
    const report = scoreReport(scores) as Report;
    return { rows: buildCategoryRows(report, null), overall: report.overall_score };
  };

  it('adds up to the rounded overall score and never exceeds a weight', () => {
    for (const scores of [
      INITIAL_SCORES,
      { ...INITIAL_SCORES, professionalism: 99, structure: 95 },
      Object.fromEntries(Object.keys(INITIAL_SCORES).map((id) => [id, 100])) as typeof INITIAL_SCORES,
      Object.fromEntries(Object.keys(INITIAL_SCORES).map((id) => [id, 0])) as typeof INITIAL_SCORES,
    ]) {
      const { rows, overall } = rowsFor(scores);
      const points = categoryPoints(rows, overall);
      expect([...points.values()].reduce((sum, value) => sum + value, 0)).toBe(Math.round(overall));
      for (const row of rows) expect(points.get(row.id)).toBeLessThanOrEqual(row.weight);
    }
  });
});
