/**
 * The lossless measure: every letter-and-digit run of the original appears in the rendered text at least
 * as often. Extraction artefacts repaired by normalisation ('â€“' for '–') are compared repaired. Header separators and bullet glyphs are not words, so they may change.
 */
import { normalizeNewlines, plainTokens } from '../text/normalize-text';

/** Connectors a header layout may carry that the structured fields do not ('Engineer at Acme', 'Consultant in Infosys'). */
const LAYOUT_WORDS = new Set(['at', 'in']);

/** Words split where a lower-case letter meets a capital, so a heading glued to a word ('monthsCompany
 * Details') and the same words on two lines compare equal. */
function tokens(text: string): string[] {
  return plainTokens(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
}

export function findLostWords(original: string, rendered: string): string[] {
  const counts = new Map<string, number>();
  for (const token of tokens(rendered)) counts.set(token, (counts.get(token) ?? 0) + 1);
  const lost: string[] = [];
  for (const token of tokens(normalizeNewlines(original))) {
    const left = counts.get(token) ?? 0;
    if (left > 0) counts.set(token, left - 1);
    else if (!LAYOUT_WORDS.has(token)) lost.push(token);
  }
  return lost;
}
