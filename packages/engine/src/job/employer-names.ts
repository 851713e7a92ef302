/**
 * The employer's names as a posting states them, and where they stand in a piece of text: a skill inside
 * the company's name ('Under Canvas') is the company, not a requirement.
 */
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { normalizeNewlines } from '../text/normalize-text';

const NAME_WORD = String.raw`[A-Z][\w&'’.-]*`;
const BOUNDED_NAME_WORD = String.raw`[A-Z][\w&'’.-]{0,39}`;
const COMPANY_SUFFIX = /\s+(?:Inc\.?|LLC|L\.L\.C\.|Ltd\.?|Limited|Corp\.?|Corporation|Co\.|GmbH|PLC|LLP)$/;
const EMPLOYER_PATTERNS: readonly RegExp[] = [
  // 'Under Canvas Inc. | Belgrade, MT' below the title, as job boards copy it.
  new RegExp(String.raw`^(${NAME_WORD}(?:[ \t]+${NAME_WORD}){1,4})[ \t]*[|·•][ \t]`, 'gm'),
  // 'Riverside Behavioral Health, Columbus, OH' or '... — Kentwood, MI | Full-time' on a line of its own.
  new RegExp(
    String.raw`^(${NAME_WORD}(?:[ \t]+${NAME_WORD}){1,4})(?:,|[ \t]+[–—-])[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){0,2},[ \t]*[A-Z]{2}\b[ \t]*(?:[|·•].*)?$`,
    'gm',
  ),
  new RegExp(String.raw`^About (${NAME_WORD}(?:[ \t]+${NAME_WORD}){1,4})[ \t]*:?[ \t]*$`, 'gm'),
  // Tried at every capital, not only at line starts: a word of the name is bounded (no name word is
  // 40 letters long), so a long run of letters costs linear time, not quadratic.
  new RegExp(
    String.raw`(${BOUNDED_NAME_WORD}(?:[ \t]+${BOUNDED_NAME_WORD}){1,4}) is an? (?:proud )?(?:Equal|EEO|EOE|equal)`,
    'g',
  ),
];

/**
 * The employer's name, where the ad states it and it has two words or more ('Under Canvas', 'Epic
 * Games'): a skill inside it ('Canvas') is the company, not a requirement. A one-word name ('Salesforce')
 * is left alone, since a job there may well ask for the product.
 */
export function employerNames(text: string): string[] {
  const names = new Set<string>();
  const normalized = normalizeNewlines(text);
  for (const pattern of EMPLOYER_PATTERNS) {
    for (const match of normalized.matchAll(pattern)) {
      const name = (match[1] ?? '').replace(COMPANY_SUFFIX, '').trim();
      if (name.split(/\s+/).length >= 2 && !looksLikeJobTitle(name)) names.add(name);
    }
  }
  return [...names];
}

/** Where the employer's names stand in a piece of text. */
export function nameSpans(text: string, names: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const name of names) {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length))
      spans.push([at, at + name.length]);
  }
  return spans;
}
