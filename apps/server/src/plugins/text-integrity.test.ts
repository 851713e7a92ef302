import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './text-integrity';

describe('text the database cannot store', () => {
  it('finds a NUL or half a surrogate pair anywhere in a body, by its path', () => {
    expect(findUnstorableText({ answers: ['fine', 'bad\u0000'] }, 'body')).toBe('body.answers.1');
    expect(findUnstorableText({ sections: [{ bullets: [{ text: 'x\ud800' }] }] }, 'body')).toBe(
      'body.sections.0.bullets.0.text',
    );
    expect(findUnstorableText({ 'key\u0000': 'value' }, 'body')).toBe('body.key\u0000');
  });

  it('lets whole emoji, accents and ordinary text through', () => {
    expect(findUnstorableText({ name: 'José 😀 Ünal', list: [1, null, true] }, 'body')).toBeNull();
    expect(findUnstorableText('plain', 'query')).toBeNull();
  });
});
