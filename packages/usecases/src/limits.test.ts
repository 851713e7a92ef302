import { LIMITS } from '@resumeloop/contracts/scoring';
import { describe, expect, it } from 'vitest';
import {
  answersLength,
  findIndustry,
  limitAnswers,
  limitTexts,
  prepareAnswers,
  prepareInputs,
  truncateText,
} from './limits';

describe('the inputs as the API takes them', () => {
  it('finds industries by name whatever the case and spacing, and nothing else', () => {
    expect(findIndustry('  software engineering ')).toBe('Software Engineering');
    expect(findIndustry('Software')).toBeUndefined();
    expect(findIndustry('')).toBeUndefined();
  });

  it('trims both texts and cuts each to its limit with a notice', () => {
    expect(limitTexts('  resume  ', '\njob\n')).toEqual({
      resumeText: 'resume',
      jobDescription: 'job',
      notices: [],
    });
    const over = limitTexts('r'.repeat(LIMITS.resumeText + 5), 'j'.repeat(LIMITS.jobDescription + 1));
    expect(over.resumeText).toHaveLength(LIMITS.resumeText);
    expect(over.jobDescription).toHaveLength(LIMITS.jobDescription);
    expect(over.notices).toEqual([
      'Your resume was longer than 8,000 characters; only the first 8,000 were used.',
      'The job description was longer than 10,000 characters; only the first 10,000 were used.',
    ]);
  });

  it('never cuts a surrogate pair in half', () => {
    expect(truncateText(`${'a'.repeat(3)}😀`, 4)).toBe('aaa');
  });

  it('refuses blank texts with SPEC messages joined, and an unknown industry naming it', () => {
    expect(() => prepareInputs(' ', '', 'Operations')).toThrow(
      'Resume text is required. Job description is required',
    );
    expect(() => prepareInputs('r', 'j', 'Astrology')).toThrow('Unknown target industry: Astrology');
  });

  it('counts the answers as sent, refuses over the total and cuts each answer', () => {
    expect(answersLength(['ab', 'c'])).toBe(3);
    expect(() => prepareAnswers(['x'.repeat(LIMITS.answersTotal + 1)], 3)).toThrow(/Total answers exceed/);
    expect(() => prepareAnswers(['a', 'b', 'c'], 2)).toThrow('Expected at most 2 answers, one per question.');
    expect(prepareAnswers(['  yes '], 3).answers).toEqual(['yes', '', '']);
    const cut = limitAnswers(['x'.repeat(LIMITS.answer + 1)]);
    expect(cut.answers[0]).toHaveLength(LIMITS.answer);
    expect(cut.notices).toEqual([
      'Answer 1 was longer than 2,000 characters; only the first 2,000 were used.',
    ]);
  });
});
