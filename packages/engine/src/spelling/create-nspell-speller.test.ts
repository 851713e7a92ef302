import { describe, expect, it } from 'vitest';
import { OPERATIONS_JOB } from '../../test/fixtures/jobs';
import { EM_DASH_LAYOUT } from '../../test/fixtures/resumes';
import { refineResume } from '../refine/refine-resume';
import { scoreResume } from '../score/score-resume';
import { createNspellSpeller } from './create-nspell-speller';

describe('spelling with nspell and dictionary-en', () => {
  const speller = createNspellSpeller();
  const misspelled = EM_DASH_LAYOUT.text.replace('quarterly budget review', 'quartrly budget reveiw');

  it('counts misspellings when a speller is given', () => {
    const check = scoreResume(misspelled, OPERATIONS_JOB, 'Operations', { speller })
      .categories.flatMap((category) => category.checks)
      .find((item) => item.id === 'spelling');
    expect(check?.ran).toBe(true);
    expect(check?.fix).toMatch(/quartrly/);
  });

  it('fixes spelling but never names or skills', () => {
    const result = refineResume({
      resumeText: misspelled,
      jobDescription: OPERATIONS_JOB,
      industry: 'Operations',
      answers: [],
      speller,
    });
    expect(result.final_text).toContain('quarterly budget review');
    expect(result.final_text).toContain('Northwind Traders');
    expect(result.final_text).toContain('Tableau');
  });
});
