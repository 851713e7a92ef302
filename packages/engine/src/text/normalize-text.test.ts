import { describe, expect, it } from 'vitest';
import { sentences } from './normalize-text';

describe('sentences', () => {
  it('splits at a full stop, question or exclamation mark before a capital or digit', () => {
    expect(sentences('Led the team. Cut costs by 12%! Why? 3 reasons.')).toEqual([
      'Led the team.',
      'Cut costs by 12%!',
      'Why?',
      '3 reasons.',
    ]);
  });

  it('does not split after an abbreviation', () => {
    expect(
      sentences('Reviewed the U.S. Residency Certificate with Dr. Patel, e.g. Form 6166. Filed 40 returns.'),
    ).toEqual([
      'Reviewed the U.S. Residency Certificate with Dr. Patel, e.g. Form 6166.',
      'Filed 40 returns.',
    ]);
  });
});
