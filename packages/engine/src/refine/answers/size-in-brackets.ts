/** What a line may take in brackets from an answer. */

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
  const size = sizeInBrackets(said);
  if (!size || /[();]/.test(line)) return null;
  return `${line.trim().replace(/[.;,\s]+$/, '')} (${size})${/\.\s*$/.test(line) ? '.' : ''}`;
}
