/**
 * The words of a line as the judges of check-claims read them: where each stands, whether a sentence or
 * clause opens with it, whether it labels what follows; the clause a span stands in; and whether the
 * sources hold a word, in any of its forms, or a phrase. Read once per line and shared by every judge.
 */

import { remembering } from '../text/remembering';
import { type ClaimSources, stemOf } from './claim-sources';

/**
 * A word of the sources, in any of its forms ('Turns' is the user's 'turn', 'wrote' their 'writing'),
 * outside what the answers deny: 'I haven't used Gainsight' is no source for Gainsight.
 */
export function knownToken(token: string, sources: ClaimSources): boolean {
  return sources.evidenceTokens.has(token) || sources.evidenceStems.has(stemOf(token));
}

/**
 * A plain word of the sources in a looser sense: the same first six letters of its stem ('reliability'
 * and 'reliable', 'administration' and 'administrator'). Only for words in lower case, never names.
 */
export function knownWord(token: string, sources: ClaimSources): boolean {
  if (knownToken(token, sources)) return true;
  const stem = stemOf(token);
  return stem.length >= 6 && sources.prefixes.has(stem.slice(0, 6));
}

/** The words in this order somewhere in the sources, outside their denials. */
export function phraseInSources(tokens: readonly string[], sources: ClaimSources): boolean {
  return tokens.length > 0 && sources.evidenceStream.includes(` ${tokens.join(' ')} `);
}

/** Words a line has, with where they stand and whether a sentence or clause starts with them. */
export interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
  opening: boolean;
  /** Followed by a colon: a label ('Tools:', 'Observability & Operations:'). */
  label: boolean;
}

/** A line's words with where they stand, read once per line (the judges all walk them; none changes them). */
export const wordsOf = remembering(readWords, 20_000);

function readWords(line: string): Word[] {
  const out: Word[] = [];
  for (const match of line.matchAll(/[\p{L}\p{N}][\p{L}\p{N}&'’./+-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu)) {
    const text = match[0].replace(/[.]+$/, '');
    // The last character before the word that is not a space, and the one before it.
    let at = match.index - 1;
    while (at >= 0 && /\s/.test(line.charAt(at))) at -= 1;
    const last = at >= 0 ? line.charAt(at) : '';
    out.push({
      text,
      lower: text.toLowerCase(),
      start: match.index,
      end: match.index + text.length,
      opening:
        last === '' ||
        /[.!?:;•|(–—]/.test(last) ||
        (last === '-' && at > 0 && /\s/.test(line.charAt(at - 1))),
      label: /^\s*(?:[&/]\s*[\p{L}\s]{0,30})?:/u.test(
        line.slice(match.index + match[0].length, match.index + match[0].length + 40),
      ),
    });
  }
  return out;
}

export function isCapitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word) || /^\d+\p{Lu}/u.test(word);
}

export const CONNECTORS = new Set(['of', 'and', '&', 'the', 'for', 'de', 'la', 'du', 'von', 'van', 'at']);

/** The clause a span stands in: from the last clause boundary before it to the next after it. */
export function clauseAround(line: string, start: number, end: number): string {
  const before = line.slice(0, start);
  const from = Math.max(
    before.lastIndexOf(','),
    before.lastIndexOf(';'),
    before.lastIndexOf('. '),
    before.search(/\s(?:and|but|while)\s(?!.*\s(?:and|but|while)\s)/),
  );
  const rest = line.slice(end);
  const to = rest.search(/[,;.]|\s(?:and|but|while)\s/);
  return line.slice(from < 0 ? 0 : from, to < 0 ? line.length : end + to);
}
