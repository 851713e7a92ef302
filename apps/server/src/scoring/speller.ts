/**
 * The spellers of this process (or engine thread), one per language, each built the first time a resume
 * in its language needs it: an English resume never loads the German dictionary. English is
 * createNspellSpeller's, as before; Spanish, French and German are createLanguageSpeller's, which read
 * their dictionary on the first word checked.
 */
import type { Speller, StructuredResume, TextLanguage } from '@resumeloop/engine';
import { detectLanguage } from '@resumeloop/engine';
import { createLanguageSpeller } from '@resumeloop/engine/language-spelling';
import { createNspellSpeller } from '@resumeloop/engine/spelling';

const spellers = new Map<TextLanguage, Speller>();

/**
 * The speller of `language` (English unless told), built once per process: building English's takes a
 * few hundred milliseconds, loading another language's dictionary a few seconds the first time.
 */
export function sharedSpeller(language: TextLanguage = 'en'): Speller {
  let speller = spellers.get(language);
  if (!speller) {
    speller = language === 'en' ? createNspellSpeller() : createLanguageSpeller(language);
    spellers.set(language, speller);
  }
  return speller;
}

/** The language of a resume's text, as the parser will detect it: which speller checks it. */
export function languageOfText(resumeText: string): TextLanguage {
  return detectLanguage(resumeText).language;
}

/** The language a parsed resume was read in (absent means English). */
export function languageOfResume(resume: Pick<StructuredResume, 'language'>): TextLanguage {
  return resume.language ?? 'en';
}
