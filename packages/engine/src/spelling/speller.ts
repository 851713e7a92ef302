/**
 * The spelling interface the scorer and the refiner accept. The engine itself ships no dictionary: a
 * caller passes a Speller (see create-nspell-speller.ts for one built on nspell and dictionary-en).
 * Names, employers, capitalised words, acronyms, words with digits and taxonomy skills are never checked.
 */
import type { TextLanguage } from '../lang/detect-language';
import { findSkillMentions, type SkillMention } from '../taxonomy/find-skills';

export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
  /**
   * The language the speller checks; absent means English. The scorer checks a resume's spelling only
   * with a speller of the resume's language (create-language-speller.ts makes one per language).
   */
  readonly language?: TextLanguage;
}

const CANDIDATE = /(?<![\p{L}\p{N}'’@./-])[a-z][a-z']{2,}(?![\p{L}\p{N}@/]|\.[a-z])/gu;

/**
 * Lower-case words the speller does not know, once each, in order of appearance. `mentions` are the
 * text's skill mentions, for a caller that has found them already.
 */
export function findMisspellings(
  text: string,
  speller: Speller,
  exempt: ReadonlySet<string> = new Set(),
  mentions: readonly SkillMention[] = findSkillMentions(text),
): string[] {
  const skillSpans = mentions.map((mention) => [mention.start, mention.end] as const);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const word = match[0].replace(/'s$|'$/, '');
    if (word.length < 3 || seen.has(word) || exempt.has(word)) continue;
    seen.add(word);
    const start = match.index;
    if (skillSpans.some(([from, to]) => start >= from && start < to)) continue;
    if (!speller.correct(word)) out.push(word);
  }
  return out;
}
