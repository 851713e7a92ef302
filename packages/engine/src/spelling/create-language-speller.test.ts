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

  it('reads French words with an elided article or pronoun, and suggests with the elision kept', () => {
    const french = createLanguageSpeller('fr');
    for (const word of ["l'équipe", "d'une", "qu'il", "jusqu'à", 'L’entreprise', "s'occupe"]) {
      expect(french.correct(word), word).toBe(true);
    }
    expect(french.correct("d'entreprsie")).toBe(false);
    expect(french.suggest("d'entreprsie")).toContain("d'entreprise");
  });

  it("gives English createNspellSpeller's speller, which checks English words", () => {
    const english = createLanguageSpeller('en');
    expect(english.language).toBeUndefined();
    expect(english.correct('onboarding')).toBe(createNspellSpeller().correct('onboarding'));
    expect(english.correct('recieved')).toBe(false);
  });
});
