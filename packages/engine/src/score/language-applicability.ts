/**
 * Which checks apply to a resume in the language it is written in, and what the report says when one
 * does not: a check that reads English words (tenses, passives, filler, buzzwords, repeated verbs) is not
 * applicable to a resume in German, and says so in plain words rather than giving its English reason.
 * A check that does not apply is not run and earns nothing, so it never lowers the score.
 */
import type { TextRef } from '../messages/text-ref';
import type { Speller } from '../spelling/speller';
import type { ResumeFacts } from './measure-resume';
import { checkText } from './message';

/**
 * Null on an English resume; on any other, the reason 'This check reads English only; your resume is in
 * German.' (the language an ICU select argument of the message).
 */
export function readsEnglishOnly(facts: Pick<ResumeFacts, 'language'>): TextRef | null {
  return facts.language === 'en' ? null : checkText('notApplicable.language', { language: facts.language });
}

/**
 * Why spelling was not checked on a resume in another language than English: no dictionary of its
 * language was given. Null when spelling was checked, and on an English resume (its usual reason holds).
 */
export function noDictionaryForLanguage(facts: Pick<ResumeFacts, 'language' | 'misspelled'>): TextRef | null {
  return facts.misspelled === null && facts.language !== 'en'
    ? checkText('notApplicable.dictionary', { language: facts.language })
    : null;
}

/**
 * The warning that spelling was not checked, naming the real reason, or null when it was checked with
 * the speller of the resume's language. An English resume without any speller keeps the plain 'no
 * dictionary loaded'; otherwise the warning names the language whose dictionary was missing (a speller
 * of another language than the resume's is never used on it).
 */
export function spellingWarning(
  facts: Pick<ResumeFacts, 'language' | 'misspelled'>,
  speller: Speller | undefined,
): TextRef | null {
  if (facts.misspelled !== null) return null;
  if (facts.language === 'en' && speller === undefined) return checkText('warning.spelling_not_checked');
  return checkText('notApplicable.dictionary', { language: facts.language });
}
