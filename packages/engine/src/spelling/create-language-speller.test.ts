import { describe, expect, it } from 'vitest';
import { createLanguageSpeller } from './create-language-speller';
import { createNspellSpeller } from './create-nspell-speller';

describe('a speller per language', () => {
  it('checks Spanish, French and German words with their own dictionaries', () => {
    const cases = [
      ['es', 'experiencia', 'experencia'],
      ['fr', 'expérience', 'expérriance'],
      ['de', 'Erfahrung', 'Erfarung'],
    ] as const;
    for (const [language, right, wrong] of cases) {
      const speller = createLanguageSpeller(language);
      expect(speller.language).toBe(language);
      expect(speller.correct(right)).toBe(true);
      expect(speller.correct(wrong)).toBe(false);
    }
  }, 120_000);

  it("gives English createNspellSpeller's speller, which checks English words", () => {
    const english = createLanguageSpeller('en');
    expect(english.language).toBeUndefined();
    expect(english.correct('onboarding')).toBe(createNspellSpeller().correct('onboarding'));
    expect(english.correct('recieved')).toBe(false);
  });
});
