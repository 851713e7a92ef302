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
 * French's elided words (l', d', qu', j', jusqu' ...): the dictionary spells them as prefix rules on every
 * word, which nspell expands into some 440 MB and four seconds per thread, past an engine thread's heap.
 * The rules are left out of the affix file and the elision is taken off the word before it is checked
 * (65 MB, under a second), which reads the same words as right.
 */
const FRENCH_ELISION_FLAGS = new Set([
  "D'",
  "L'",
  "Q'",
  'Q*',
  'Qj',
  'Si',
  "c'",
  "d'",
  "j'",
  "l'",
  "m'",
  "n'",
  "q'",
  "s'",
  "t'",
]);
const FRENCH_ELISION = /^(?:jusqu|lorsqu|puisqu|quoiqu|presqu|qu|[cdjlmnst])['’](?=\p{L})/iu;

function withoutFrenchElisionRules(aff: Buffer): Buffer {
  const kept = aff
    .toString('utf8')
    .split('\n')
    .filter((line) => {
      const [kind, flag] = line.split(/\s+/);
      return !(kind === 'PFX' && flag !== undefined && FRENCH_ELISION_FLAGS.has(flag));
    });
  return Buffer.from(kept.join('\n'), 'utf8');
}

/** A word as its dictionary spells it: a French word without its elided article or pronoun. */
function dictionaryForm(language: Exclude<TextLanguage, 'en'>, word: string): string {
  return language === 'fr' ? word.replace(FRENCH_ELISION, '') : word;
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
      const files = readDictionary(DICTIONARY_PACKAGES[language]);
      checker = nspell(language === 'fr' ? { ...files, aff: withoutFrenchElisionRules(files.aff) } : files);
      for (const word of [...RESUME_WORDS[language], ...extraWords]) checker.add(word);
    }
    return checker;
  };
  const suggestions = new Map<string, string[]>();
  return {
    language,
    correct: (word) => {
      const form = dictionaryForm(language, word);
      return form.length === 0 || load().correct(form) || load().correct(form.toLowerCase());
    },
    suggest: (word) => {
      const cached = suggestions.get(word);
      if (cached) return cached;
      const form = dictionaryForm(language, word);
      const elided = word.slice(0, word.length - form.length);
      const list = load()
        .suggest(form)
        .map((suggestion) => `${elided}${suggestion}`);
      suggestions.set(word, list);
      return list;
    },
  };
}
