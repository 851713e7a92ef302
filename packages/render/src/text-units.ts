/**
 * The pieces text is measured in, chosen so that laying out any text costs time in proportion to its
 * length. A character carries at most MAX_MARKS combining marks (the Stream-Safe Text Format of Unicode's
 * UAX #15 allows 30; real syllables of any script, Myanmar and Tibetan stacks included, stay under 8, and
 * a taller stack prints as an unreadable blot anyway), so no cluster grows without end. A word longer than
 * MAX_WHOLE_WORD is never shaped whole: it is cut into lines by adding up the widths of its units (a
 * character and its marks), each measured once.
 */

/** Combining marks kept after one character; the rest of a longer stack is left out. */
export const MAX_MARKS = 8;

/** Words up to this many UTF-16 code units are measured whole (with kerning); longer ones by units. */
export const MAX_WHOLE_WORD = 256;

/**
 * A piece of a cut word holds at most this many code units, even where its units have no width: wider
 * than any line of the templates (a line holds about 200 of the narrowest letters).
 */
export const MAX_PIECE = 256;

/** A printed line holds at most this many code units, whatever the widths of its words. */
export const MAX_LINE = 1024;

const EXCESS_MARKS = new RegExp(`(\\p{M}{${MAX_MARKS}})\\p{M}+`, 'gu');
/**
 * Every mark is at U+0300 or above (an astral one is two surrogates, both above), so a stack longer than
 * MAX_MARKS needs that many code units in a row from U+0300 up: a quick test that most text fails.
 */
const MAYBE_STACK = new RegExp(`[\\u0300-\\uffff]{${MAX_MARKS + 1}}`);
const MARK = /\p{M}/u;

/** The text with every run of combining marks cut to MAX_MARKS (linear in the text). */
export const limitMarks = (text: string): string =>
  MAYBE_STACK.test(text) ? text.replace(EXCESS_MARKS, '$1') : text;

/**
 * The units of a word, in order: each character with the combining marks that follow it (at most
 * MAX_MARKS of them; marks with no character before them make units of their own).
 */
export function* textUnits(word: string): Generator<string> {
  let unit = '';
  let marks = 0;
  for (const char of word) {
    const isMark = MARK.test(char);
    if (unit && (!isMark || marks >= MAX_MARKS)) {
      yield unit;
      unit = '';
      marks = 0;
    }
    unit += char;
    if (isMark) marks += 1;
  }
  if (unit) yield unit;
}
