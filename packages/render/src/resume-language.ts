/**
 * The language a resume is written in, for the words the render itself writes into the document: the
 * document title's word for a resume ('Lebenslauf' in a German one) and the PDF's language tag, so a
 * screen reader reads the page in its own language. Everything else printed is the resume's own text (its
 * dates keep their words: '03/2019 – heute' stays so).
 */
import { detectLanguage, type TextLanguage } from '@resumeloop/engine';
import { type Block, blocksToText } from './build-blocks';
import type { RenderableResume } from './types';

/** Below this share of a language's function words a text is too short or mixed to tell: read as English. */
const SURE_ENOUGH = 0.5;

/** The word for a resume in each language, as a document's title names it ('Anna Schneider – Lebenslauf'). */
const RESUME_WORD: Readonly<Record<TextLanguage, string>> = {
  en: 'Resume',
  es: 'Currículum',
  fr: 'CV',
  de: 'Lebenslauf',
};

/**
 * The resume's language: as its parse recorded it, else read from the printed text (an editor's copy
 * carries no language field); English when the text cannot tell.
 */
export function resumeLanguage(resume: RenderableResume, blocks: readonly Block[]): TextLanguage {
  if (resume.language) return resume.language;
  const detected = detectLanguage(blocksToText(blocks));
  return detected.confidence >= SURE_ENOUGH ? detected.language : 'en';
}

/** The language tag of a resume in Word's run properties (a language's usual region). */
export const WORD_LANGUAGE_TAG: Readonly<Record<TextLanguage, string>> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

/** The document's default title: '<Name> – <the language's word for a resume>', or the word alone. */
export function defaultTitle(name: string, language: TextLanguage): string {
  const word = RESUME_WORD[language];
  return name ? `${name} – ${word}` : word;
}
