/**
 * A Speller for each language the engine reads, built from nspell and the Hunspell dictionaries
 * dictionary-es, dictionary-fr and dictionary-de; English is create-nspell-speller.ts's, unchanged. Part
 * of the separate spelling entry (it reads files). A dictionary is read and compiled the first time its
 * speller checks a word, not when the speller is made nor when this module is imported: the three
 * dictionaries together take tens of megabytes and seconds to load, and most requests need none of them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import nspell from 'nspell';
import type { TextLanguage } from '../lang/detect-language';
import { createNspellSpeller } from './create-nspell-speller';
import type { Speller } from './speller';

const DICTIONARY_PACKAGES: Readonly<Record<Exclude<TextLanguage, 'en'>, string>> = {
  es: 'dictionary-es',
  fr: 'dictionary-fr',
  de: 'dictionary-de',
};

/** Words resumes in each language use that its dictionary lacks (borrowed trade words, common tools). */
const RESUME_WORDS: Readonly<Record<Exclude<TextLanguage, 'en'>, readonly string[]>> = {
  es: [
    'backend',
    'frontend',
    'onboarding',
    'dashboard',
    'dashboards',
    'software',
    'marketing',
    'online',
    'startup',
  ],
  fr: ['backend', 'frontend', 'onboarding', 'dashboard', 'dashboards', 'reporting', 'marketing', 'startup'],
  de: ['backend', 'frontend', 'onboarding', 'dashboard', 'dashboards', 'reporting', 'startup', 'deployment'],
};

const require = createRequire(import.meta.url);

/** The .aff and .dic files of a dictionary package, read from where the package is installed. */
function readDictionary(packageName: string): { aff: Buffer; dic: Buffer } {
  const folder = dirname(require.resolve(packageName));
  return { aff: readFileSync(join(folder, 'index.aff')), dic: readFileSync(join(folder, 'index.dic')) };
}

/**
 * The speller of a language: English's is createNspellSpeller's, exactly; Spanish, French and German
 * ones load their dictionary lazily, on the first word checked. `extraWords` are accepted as spelled
 * right. The speller says which language it checks, so the scorer runs it only on resumes in that
 * language.
 */
export function createLanguageSpeller(language: TextLanguage, extraWords: readonly string[] = []): Speller {
  if (language === 'en') return createNspellSpeller(extraWords);
  let checker: ReturnType<typeof nspell> | null = null;
  const load = () => {
    if (!checker) {
      checker = nspell(readDictionary(DICTIONARY_PACKAGES[language]));
      for (const word of [...RESUME_WORDS[language], ...extraWords]) checker.add(word);
    }
    return checker;
  };
  const suggestions = new Map<string, string[]>();
  return {
    language,
    correct: (word) => load().correct(word) || load().correct(word.toLowerCase()),
    suggest: (word) => {
      const cached = suggestions.get(word);
      if (cached) return cached;
      const list = load().suggest(word);
      suggestions.set(word, list);
      return list;
    },
  };
}
