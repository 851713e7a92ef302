import { describe, expect, it } from 'vitest';
import { type CategoryScores, overallScore, SCORE_CATEGORIES, SCORE_CATEGORY_ID_LIST } from './categories';

describe('score categories', () => {
  it('weigh 100 in total, as SPEC §3 sets them', () => {
    expect(SCORE_CATEGORIES.reduce((sum, category) => sum + category.weight, 0)).toBe(100);
    expect(Object.fromEntries(SCORE_CATEGORIES.map((category) => [category.id, category.weight]))).toEqual({
      formatting: 15,
      structure: 10,
      content_impact: 25,
      tailoring: 20,
      ats_compliance: 15,
      language_clarity: 10,
      professionalism: 5,
    });
  });

  it('list their ids once more, in the same order, for the contracts', () => {
    expect([...SCORE_CATEGORY_ID_LIST]).toEqual(SCORE_CATEGORIES.map((category) => category.id));
  });

  it('combine into the weighted overall score', () => {
    const uniform = Object.fromEntries(
      SCORE_CATEGORIES.map((category) => [category.id, 80]),
    ) as CategoryScores;
    expect(overallScore(uniform)).toBe(80);
    expect(overallScore({ ...uniform, content_impact: 40 })).toBe(70);
    expect(overallScore({ ...uniform, professionalism: 81 })).toBe(80.1);
  });
});
