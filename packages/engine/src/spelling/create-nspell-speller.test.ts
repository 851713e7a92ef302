import { describe, expect, it } from 'vitest';
import { OPERATIONS_JOB } from '../../test/fixtures/jobs';
import { EM_DASH_LAYOUT } from '../../test/fixtures/resumes';
import { analyze } from '../pipeline/analyze';
import { refine } from '../refine/refine';
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

  it('never changes a word: a suspected typo is a fix for the user, not a silent correction', () => {
    const analysis = analyze(
      { resumeText: misspelled, jobDescription: OPERATIONS_JOB, industry: 'Operations' },
      { speller },
    );
    const result = refine(analysis, []);
    expect(result.text).toContain('quartrly budget reveiw');
    expect(result.text).toContain('Northwind Traders');
    const check = result.report.categories
      .flatMap((category) => category.checks)
      .find((item) => item.id === 'spelling');
    expect(check?.fix).toMatch(/quartrly/);
  });

  it('knows trade words the en-US dictionary lacks', () => {
    for (const word of ['actuals', 'accruals', 'cron', 'kubectl', 'phlebotomy', 'onboarding'])
      expect(speller.correct(word)).toBe(true);
    expect(speller.correct('recieved')).toBe(false);
  });
});
