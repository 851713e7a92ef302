import { LIMITS } from '@resumeloop/contracts/scoring';
import { describe, expect, it } from 'vitest';
import { answersLength, findIndustry, limitAnswers, limitTexts, truncateText } from './api';

describe('API inputs', () => {
  it('finds industries by name whatever the case and spacing, and nothing else', () => {
    expect(findIndustry('  software engineering ')).toBe('Software Engineering');
    expect(findIndustry('Software')).toBeUndefined();
    expect(findIndustry('')).toBeUndefined();
  });

  it('trims both texts and cuts each to its limit with a notice', () => {
    const within = limitTexts('  resume  ', '\njob\n');
    expect(within).toEqual({ resumeText: 'resume', jobDescription: 'job', notices: [] });

    const over = limitTexts('r'.repeat(LIMITS.resumeText + 5), 'j'.repeat(LIMITS.jobDescription + 1));
    expect(over.resumeText).toHaveLength(LIMITS.resumeText);
    expect(over.jobDescription).toHaveLength(LIMITS.jobDescription);
    expect(over.notices).toEqual([
      'Your resume was longer than 8,000 characters; only the first 8,000 were used.',
      'The job description was longer than 10,000 characters; only the first 10,000 were used.',
    ]);
  });

  it('never cuts a character in half', () => {
    const text = `${'a'.repeat(9)}😀`;
    expect(truncateText(text, 10)).toBe('a'.repeat(9));
    expect(truncateText(text, 11)).toBe(text);
  });

  it('counts answers as sent and cuts each long one, naming it', () => {
    const long = `  ${'x'.repeat(LIMITS.answer + 3)}  `;
    expect(answersLength(['ab', long])).toBe(2 + long.length);
    const limited = limitAnswers([' short ', long]);
    expect(limited.answers[0]).toBe('short');
    expect(limited.answers[1]).toHaveLength(LIMITS.answer);
    expect(limited.notices).toEqual([
      'Answer 2 was longer than 2,000 characters; only the first 2,000 were used.',
    ]);
  });
});
