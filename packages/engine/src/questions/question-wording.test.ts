import { describe, expect, it } from 'vitest';
import { article, askableName, credentialQuestion, isTool } from './question-wording';

describe('credential questions', () => {
  it('name the credential with its article, and ask a choice the posting gives as a choice', () => {
    expect(credentialQuestion('PMP').text).toBe(
      'Do you hold the PMP credential? Who issued it, and since when?',
    );
    expect(credentialQuestion('CPR certification').text).toBe(
      'Do you hold a CPR certification? Who issued it, and since when?',
    );
    expect(credentialQuestion('OSHA 10/30 or the safety certification your sites require').text).toBe(
      'The job asks for OSHA 10/30 or the safety certification your sites require. Which do you hold? Who issued it, and since when?',
    );
    // The field's usual credential, where the posting names none, is no claim about the posting.
    expect(
      credentialQuestion('OSHA 10/30 or the safety certification your sites require', undefined, true).text,
    ).toBe(
      'Employers in this field usually ask for OSHA 10/30 or the safety certification your sites require. Which do you hold? Who issued it, and since when?',
    );
  });
});

describe('the article before a name', () => {
  it('follows how an abbreviation is said: letter by letter, or as a word', () => {
    expect(article('RN')).toBe('an');
    expect(article('MBA')).toBe('an');
    expect(article('NMLS registration')).toBe('an');
    expect(article('NATE Certification')).toBe('a');
    expect(article('RECOVER Advanced Life Support (ALS) certification')).toBe('a');
    expect(article('LEED AP')).toBe('a');
  });
});

describe('a product', () => {
  it('is told by a version number, a hyphened brand or a vendor before it', () => {
    expect(isTool(null, 'Fusion 360')).toBe(true);
    expect(isTool(null, 'Allen-Bradley')).toBe(true);
    expect(isTool(null, 'Siemens NX')).toBe(true);
    expect(isTool(null, 'Nutrition Counseling')).toBe(false);
    expect(isTool(null, 'medium-voltage terminations')).toBe(false);
  });
});

describe('a name to ask about', () => {
  it('is no ability the posting asks for ("juggle competing priorities", "meet deadlines")', () => {
    expect(askableName('juggle competing priorities')).toBe(false);
    expect(askableName('meet deadlines')).toBe(false);
    expect(askableName('climb wind turbine towers')).toBe(false);
    expect(askableName('health literacy')).toBe(true);
  });
});
