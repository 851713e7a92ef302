import { describe, expect, it } from 'vitest';
import { QUALITY_CASES } from './cases';
import { lineProblems, runQualityCase, runScoreCases } from './run-quality';

describe('refinement quality: what a recruiter would check', () => {
  it('covers at least 12 cases over at least 6 occupations', () => {
    expect(QUALITY_CASES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(QUALITY_CASES.map((item) => item.occupation)).size).toBeGreaterThanOrEqual(6);
  });

  for (const testCase of QUALITY_CASES) {
    it(`${testCase.id} (${testCase.occupation})`, () => {
      const result = runQualityCase(testCase);
      expect(result.failures).toEqual([]);
    });
  }

  it('scores a text that is not a resume below 35 and says why; stuffing gains nothing', () => {
    expect(runScoreCases().filter((result) => result.failures.length > 0)).toEqual([]);
  });

  it('judges written lines as a recruiter would', () => {
    expect(lineProblems('Cut invoice processing from 5 days to 2 by automating approvals')).toEqual([]);
    expect(lineProblems('Mentored two engineers — just the two of them')).toHaveLength(1);
    expect(lineProblems('Yes. As an analyst at X I analyzed sales')).not.toEqual([]);
    expect(lineProblems('reduced the the backlog')).toHaveLength(2);
  });
});
