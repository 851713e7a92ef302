/** The table of each language the engine reads, and the one for a detected language. */
import { GERMAN } from './de';
import type { TextLanguage } from './detect-language';
import { ENGLISH } from './en';
import { SPANISH } from './es';
import { FRENCH } from './fr';
import type { LanguageTable } from './table';

const TABLES: Readonly<Record<TextLanguage, LanguageTable>> = {
  en: ENGLISH,
  es: SPANISH,
  fr: FRENCH,
  de: GERMAN,
};

/**
 * The table of a language: what the parser and the scorer need to know of it. Every language the
 * detector can return has one, so a caller never has to fall back by hand.
 */
export function tableFor(language: TextLanguage): LanguageTable {
  return TABLES[language];
}
