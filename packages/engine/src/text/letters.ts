/**
 * Hand-written scanning of words, for the tokenisers every step runs on whole resumes and job ads.
 * Letters and digits are the characters of the RegExp class [\p{L}\p{N}] with the u flag: text is read
 * by code point, so a letter outside the Basic Multilingual Plane (a surrogate pair) is one character of
 * length 2 and an unpaired surrogate is neither.
 */

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Per UTF-16 code unit outside the surrogates: 0 not yet known, 1 letter or digit, 2 neither. */
const UNIT_CLASS = new Uint8Array(0x10000);

function isLetterOrDigitUnit(code: number): boolean {
  let known = UNIT_CLASS[code] ?? 2;
  if (known === 0) {
    known = LETTER_OR_DIGIT.test(String.fromCharCode(code)) ? 1 : 2;
    UNIT_CLASS[code] = known;
  }
  return known === 1;
}

/**
 * The length in code units (1, or 2 for a surrogate pair) of the letter or digit that starts at `index`,
 * or 0 when the character there is neither, or `index` is past the end.
 */
export function letterOrDigitLength(text: string, index: number): number {
  if (index >= text.length) return 0;
  const code = text.charCodeAt(index);
  if (code < 0x80) {
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) ? 1 : 0;
  }
  if (code < 0xd800 || code > 0xdfff) return isLetterOrDigitUnit(code) ? 1 : 0;
  const point = text.codePointAt(index) ?? code;
  if (point <= 0xffff) return 0;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(point)) ? 2 : 0;
}

/** The length in code units of the character at `index`: 2 for a surrogate pair, else 1. */
export function characterLength(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
}

/** The end of the run of letters and digits that starts at `start` (`start` itself when there is none). */
export function letterRunEnd(text: string, start: number): number {
  let end = start;
  for (let length = letterOrDigitLength(text, end); length > 0; length = letterOrDigitLength(text, end))
    end += length;
  return end;
}

const PLUS = 0x2b;
const HASH = 0x23;

/**
 * The end of the word that starts at `start`, or -1 when no letter or digit starts there. A word is a
 * letter or digit, then any run of letters, digits, + and # and the characters `joins` accepts, ending
 * at the last letter, digit, + or # of that run: 'C++', 'Node.js', 'R&D', but not the full stop after
 * them. This is the RegExp [\p{L}\p{N}][\p{L}\p{N}+#J]*[\p{L}\p{N}+#]|[\p{L}\p{N}] with J the joins.
 */
export function wordEnd(text: string, start: number, joins: (code: number) => boolean): number {
  const first = letterOrDigitLength(text, start);
  if (first === 0) return -1;
  let end = start + first;
  let index = end;
  while (index < text.length) {
    const length = letterOrDigitLength(text, index);
    const code = text.charCodeAt(index);
    if (length > 0) {
      index += length;
      end = index;
    } else if (code === PLUS || code === HASH) {
      index += 1;
      end = index;
    } else if (joins(code)) {
      index += 1;
    } else {
      break;
    }
  }
  return end;
}
