/** Small text helpers shared by every step. Pure and locale-independent. */

import { characterLength, letterRunEnd, wordEnd } from './letters';
import { WINDOWS_1252_HIGH } from './windows-1252';

/**
 * What repairMisDecoded cannot decode, a byte lost in the mis-reading: 'â€' for '”' (its 0x9D dropped),
 * 'â¢' for '•', a stray 'Â' before a space, and 'ï¼' with a lost third byte, the full-width hyphen (U+FF0D).
 */
const LOST_BYTE_ARTEFACTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/â€\u200b?/g, '”'],
  [/â¢/g, '•'],
  [/Â(?=[\s\u200b])/g, ''],
  [/ï¼\u200b?/g, '–'],
];

/** Extraction artefacts seen in real resumes: mis-decoded punctuation, no-break spaces, invisible marks. */
const ARTEFACTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\r\n?/g, '\n'],
  ...LOST_BYTE_ARTEFACTS,
  [/\u00a0|\u2007|\u202f/g, ' '],
  [/\u200b|\ufeff|\u00ad/g, ''],
];

/** The bytes 0x80-0x9F as Windows-1252 shows them (undefined ones, and 0xA0-0xBF, show as Latin-1 does). */
const CP1252_HIGH = String.fromCharCode(
  ...WINDOWS_1252_HIGH.map((code, index) => (code === 0 ? 0x80 + index : code)),
);
const CONTINUATION = `[\u0080-\u00bf${CP1252_HIGH}]`;
/**
 * UTF-8 read as Latin-1 or Windows-1252: 'Â·', 'Ã©' (two bytes), 'â€¢', 'â\u0080¢', 'ï‚§' (three bytes,
 * the punctuation and private-use ranges). Only these leads, which no word writes before such characters.
 */
const MIS_DECODED = new RegExp(`[ÂÃ]${CONTINUATION}|[âï]${CONTINUATION}{2}`, 'g');
const utf8 = new TextDecoder('utf-8');

function byteOf(character: string): number {
  const code = character.charCodeAt(0);
  if (code >= 0x80 && code <= 0xbf) return code;
  const high = CP1252_HIGH.indexOf(character);
  return high >= 0 ? 0x80 + high : code;
}

function decodeSequence(sequence: string): string {
  return utf8.decode(Uint8Array.from(sequence, (character) => byteOf(character)));
}

/** Decodes each mis-decoded sequence back to its character (with these leads, every one is valid UTF-8). */
function repairMisDecoded(text: string): string {
  return text.replace(MIS_DECODED, decodeSequence);
}

/**
 * How many mis-decoded characters the text holds, as written: what an ATS reading the same text shows as
 * garbage, even though the clean-up here repairs them for parsing.
 */
export function countMisDecoded(text: string): number {
  let count = 0;
  const repaired = text.replace(MIS_DECODED, (sequence) => {
    count += 1;
    return decodeSequence(sequence);
  });
  for (const [pattern] of LOST_BYTE_ARTEFACTS) count += repaired.match(pattern)?.length ?? 0;
  return count;
}

/** Line endings unified, invisible characters dropped; visible text is kept as it is. */
export function normalizeNewlines(text: string): string {
  let out = repairMisDecoded(text);
  for (const [pattern, replacement] of ARTEFACTS) out = out.replace(pattern, replacement);
  return out;
}

/** Collapses runs of whitespace to one space and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** What may join the parts of a word: ' ’ . & / - (e-mail, 401(k)-like, Node.js, R&D). */
function joinsWord(code: number): boolean {
  return code === 0x27 || code === 0x2019 || code === 0x2e || code === 0x26 || code === 0x2f || code === 0x2d;
}

/** Calls `found` with the start and end of each word (see wordEnd) of the text, left to right. */
function eachWord(text: string, found: (start: number, end: number) => void): void {
  let index = 0;
  while (index < text.length) {
    const end = wordEnd(text, index, joinsWord);
    if (end < 0) {
      index += characterLength(text, index);
    } else {
      found(index, end);
      index = end;
    }
  }
}

/** Words as written (keeps C++, C#, Node.js, e-mail, 401(k)-like inner punctuation). */
export function words(text: string): string[] {
  const out: string[] = [];
  eachWord(text, (start, end) => out.push(text.slice(start, end)));
  return out;
}

/** Letter-and-digit runs, lower-cased: the unit of the lossless check and of n-gram matching. */
export function plainTokens(text: string): string[] {
  const lower = text.toLowerCase();
  const tokens: string[] = [];
  let index = 0;
  while (index < lower.length) {
    const end = letterRunEnd(lower, index);
    if (end === index) {
      index += characterLength(lower, index);
    } else {
      tokens.push(lower.slice(index, end));
      index = end;
    }
  }
  return tokens;
}

export function wordCount(text: string): number {
  let count = 0;
  eachWord(text, () => {
    count += 1;
  });
  return count;
}

/** Splits prose into sentences on ., ! or ? followed by a space and a capital or digit. */
/** Abbreviations whose full stop ends no sentence: 'the U.S. Residency Certificate', 'Dr. Patel'. */
const ABBREVIATION_END =
  /(?:^|[\s(])(?:[A-Z]\.(?:[A-Z]\.)+|e\.g\.|i\.e\.|etc\.|vs\.|approx\.|incl\.|Inc\.|Ltd\.|Co\.|Corp\.|Dr\.|Mr\.|Mrs\.|Ms\.|Prof\.|St\.|Jr\.|Sr\.|No\.|Nos\.|Dept\.|Univ\.|Sec\.|Secs\.|Art\.|Para\.|Fig\.|Vol\.|pp\.|Ave\.|Mt\.|Ft\.)$/;

export function sentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(~$€£])/);
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    if (previous !== undefined && ABBREVIATION_END.test(previous))
      out[out.length - 1] = `${previous} ${part}`;
    else out.push(part);
  }
  return out.map((part) => part.trim()).filter((part) => part.length > 0);
}

export function capitalize(text: string): string {
  return text.length === 0 ? text : (text[0] ?? '').toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  if (text.length < 2) return text.toLowerCase();
  // Keep acronyms (SQL, AWS) as they are.
  if (text[1] === (text[1] ?? '').toUpperCase() && /[A-Z]/.test(text[1] ?? '')) return text;
  return (text[0] ?? '').toLowerCase() + text.slice(1);
}

/** A stable, short hash for ids: FNV-1a over UTF-16 code units, base 36. */
export function stableHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Is the line mostly upper-case letters (a heading or a shouted title)? */
export function isUpperCaseLine(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 2) return false;
  const upper = letters.filter(
    (letter) => letter === letter.toUpperCase() && letter !== letter.toLowerCase(),
  );
  return upper.length / letters.length > 0.8;
}

/** Title Case check: most words start with a capital letter. */
export function isTitleCaseLine(text: string): boolean {
  const list = words(text).filter((word) => /^\p{L}/u.test(word));
  if (list.length === 0) return false;
  const minor = new Set(['and', 'of', 'the', 'for', 'in', 'to', 'a', 'an', 'at', 'on', '&', 'with']);
  const capitalised = list.filter((word) => minor.has(word) || /^\p{Lu}/u.test(word));
  return capitalised.length === list.length;
}

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
