/** What a line may take in brackets from an answer. */

import { NUMBER_WORDS } from '../../text/number-words';

/**
 * A count said without a verb as a bracket's words: at most 8 of them, no bracket, clause or aside of
 * its own ('about 2-3 per job so 30-35 total' -> 'about 2-3 per job, 30-35 total'), else null.
 */
export function sizeInBrackets(said: string): string | null {
  const plain = said
    .replace(
      /\s+so\s+(?:maybe\s+|about\s+|roughly\s+)?/gi,
      (match) => `, ${/about|roughly/i.test(match) ? 'about ' : ''}`,
    )
    .replace(/^(?:and|so|but)\s+/i, '')
    .trim();
  // A year alone ('2020', 'since 2021') sizes nothing.
  if (
    !/\d/.test(plain.replace(/\b(?:19|20)\d{2}\b/g, '')) ||
    /[()[\];:]|\s[-–—]\s/.test(plain) ||
    plain.split(/\s+/).length > 8
  )
    return null;
  return plain;
}

/**
 * The line with a size at a glance in brackets after its own words ('Perform periodontal charting and
 * assessments (over 1,000 charts since 2019)'), or null: when `said` is no size, or the line holds a
 * bracket or a joined clause already (a second addition makes a list of a sentence).
 */
export function withSize(line: string, said: string): string | null {
  const whole = sizeInBrackets(said);
  if (!whole || /[();]/.test(line)) return null;
  // '... students at two elementary sites (58 students, 2 elementary sites)': a count the line says
  // already, in figures or in words, is not said again.
  const size = whole
    .split(/,\s+/)
    .filter((part) => !countedIn(line, part))
    .join(', ');
  if (!/\d/.test(size)) return null;
  return `${line.trim().replace(/[.;,\s]+$/, '')} (${size})${/\.\s*$/.test(line) ? '.' : ''}`;
}

/** Does the line count what `part` counts ('2 elementary sites' in '... at two elementary sites')? */
export function countedIn(line: string, part: string): boolean {
  const count = /^(?:about\s+)?(\d+)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})$/i.exec(part.trim());
  if (!count) return false;
  const figure = count[1] ?? '';
  const said = [
    figure,
    ...(figure === '1' ? ['one'] : []),
    ...Object.entries(NUMBER_WORDS).flatMap(([word, value]) => (value === Number(figure) ? [word] : [])),
  ];
  const lower = ` ${line.toLowerCase()} `;
  const nouns = (count[2] ?? '').toLowerCase();
  // The counted noun as the line has it: '2 cells' for 'two molding cells' too.
  const last = nouns.split(/\s+/).at(-1) ?? '';
  return said.some(
    (word) =>
      lower.includes(` ${word} ${nouns}`) ||
      new RegExp(`\\s${word}\\s(?:[\\w-]+\\s){0,2}${last}\\b`).test(lower),
  );
}
