import { describe, expect, it } from 'vitest';
import { buildSummary } from './build-summary';

const base = {
  latestTitle: 'Financial Analyst',
  years: 6.4,
  months: 77,
  evidence: [],
  resultFromAnswers: null,
};

describe('buildSummary', () => {
  it('counts years from the dates when the user gave no count of their own', () => {
    expect(buildSummary(base).text).toBe('Financial Analyst with 6+ years of experience.');
    expect(
      buildSummary({ ...base, statement: 'Financial analyst who builds forecasting models.' }).text,
    ).toBe('Financial analyst who builds forecasting models. 6+ years of experience.');
  });

  it("never sets the dates' count beside the years the user stated", () => {
    const summary = buildSummary({
      ...base,
      statement: 'Financial analyst with 4 years of forecasting and budgeting at a regional bank.',
    });
    expect(summary.text).toBe(
      'Financial analyst with 4 years of forecasting and budgeting at a regional bank.',
    );
    expect(summary.derivations).toEqual([]);
  });
});
