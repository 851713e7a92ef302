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
  if (!/\d/.test(plain) || /[()[\];:]|\s[-–—]\s/.test(plain) || plain.split(/\s+/).length > 8) return null;
  return plain;
}
