import { describe, expect, it } from 'vitest';
import { titleFields } from '../../taxonomy/title-fields';
import { titleFit } from './title-fit';

describe('title fit', () => {
  it('gives full credit to the same title and none to an unrelated one', () => {
    expect(titleFit('Senior Software Engineer', 'Senior Software Engineer')).toBe(1);
    expect(titleFit('Executive Chef', 'Senior Software Engineer')).toBe(0);
  });

  it('gives part credit to two titles of one field with no word in common', () => {
    const fit = titleFit('Information Technology Manager', 'Senior Software Engineer');
    expect(fit).toBeGreaterThan(0.3);
    expect(fit).toBeLessThan(titleFit('Software Engineer', 'Senior Software Engineer'));
    expect(titleFit('Public Relations Officer', 'Marketing Manager')).toBeGreaterThan(0.3);
  });

  it('reads the field of a title from its field words, not from words every field uses', () => {
    expect([...titleFields('Registered Nurse').keys()]).toEqual(['HC']);
    expect(titleFields('Manager').size).toBe(0);
    expect(titleFields('Analyst').size).toBe(0);
  });
});
