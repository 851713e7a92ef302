/**
 * Plain text: the bytes must decode as UTF-8 (a byte-order mark is allowed), as UTF-16 with its
 * byte-order mark, or, failing UTF-8, as Windows-1252 (what Notepad and Word save as 'ANSI' text on
 * Western-language Windows), hold no control characters besides line and tab breaks, and not be markup
 * (an HTML page or XML document) or RTF. Anything else is not a text file, whatever its name says.
 *
 * Every step is linear and native where it can be: the encoding is checked over the whole file
 * (`isUtf8`, byte searches), the checks for control characters and markup run over a Latin-1 view of the
 * bytes (the characters they look for are ASCII, which UTF-8 and Windows-1252 write as the same single
 * bytes), and only the head the caller keeps is decoded into text. A 10 MB file still costs some tens of
 * milliseconds, so extract-text.ts reads large files in the parser's worker thread (worker-text.ts).
 */

import { Buffer, isUtf8 } from 'node:buffer';
import { UNDEFINED_1252, WINDOWS_1252_HIGH } from '@resumeloop/engine/windows-1252';
import { hasControlGarbage } from './control-characters';

/** A document that opens with a tag, a declaration, a comment or a CDATA section. */
const MARKUP_START = /^\s*<(?:[!?]|[a-z][\w:-]*[\s/>])/i;
/**
 * Tags that never belong in a resume's text, wherever they stand: the start of one here, and a '>' after
 * it (see hasMarkupTag). Together they are `/<\s*\/?\s*(?:html|...)\b[^>]*>/i`, which backtracks
 * quadratically on a long run of spaces or of unclosed tags.
 */
const MARKUP_TAG_START = /<\s*(?:\/\s*)?(?:html|head|body|script|iframe|svg|style|meta)\b/i;

function hasMarkupTag(text: string): boolean {
  const start = MARKUP_TAG_START.exec(text);
  // A later start has a '>' after it only if this one does.
  return start !== null && text.indexOf('>', start.index + start[0].length) !== -1;
}
const RTF_START = /^\s*\{\\rtf/;
/** isControlGarbage (control-characters.ts) as one character class, for a native scan. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const CONTROL_GARBAGE = /[\x00-\x08\x0e-\x1f\x7f]/;

/** Share of bytes below 0x80 a Windows-1252 file must have: Western-language prose is mostly ASCII. */
const MIN_ASCII_SHARE_1252 = 0.7;
/**
 * 0x80-0x9f as Windows-1252 has them, from the table: some Node versions decode 'windows-1252' as
 * Latin-1, and WHATWG's decoder reads the five bytes Windows-1252 leaves undefined as C1 controls, where
 * decision 0010 says such a file is not Windows-1252 at all.
 */
const HIGH_1252 = /[\x80-\x9f]/g;
const fromHigh1252 = (char: string) => String.fromCharCode(WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? 0);

/** The markup and RTF checks of a file's start read at least this much of it, whatever the caller keeps. */
const START_CHECK_CHARS = 4096;
/** UTF-8 is at most three bytes per UTF-16 code unit (four bytes make two). */
const MAX_UTF8_BYTES_PER_UNIT = 3;

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

function isWindows1252(bytes: Uint8Array): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const byte of UNDEFINED_1252) if (view.indexOf(byte) !== -1) return false;
  let ascii = 0;
  for (let index = 0; index < bytes.length; index += 1) if ((bytes[index] ?? 0) < 0x80) ascii += 1;
  return ascii / bytes.length >= MIN_ASCII_SHARE_1252;
}

/** The encoding and where the text starts (after a byte-order mark), or null when it is none of them. */
function encodingOf(bytes: Uint8Array): { encoding: Encoding; body: Uint8Array } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const body = bytes.subarray(3);
    return isUtf8(body) ? { encoding: 'utf-8', body } : null;
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    if (bytes.length % 2 !== 0) return null;
    return { encoding: bytes[0] === 0xff ? 'utf-16le' : 'utf-16be', body: bytes.subarray(2) };
  }
  if (isUtf8(bytes)) return { encoding: 'utf-8', body: bytes };
  return isWindows1252(bytes) ? { encoding: 'windows-1252', body: bytes } : null;
}

/** The first bytes of UTF-8 `bytes` holding more than `units` code units (or all), ending on a character. */
function utf8Head(bytes: Uint8Array, units: number): Uint8Array {
  let end = units * MAX_UTF8_BYTES_PER_UNIT + 4;
  if (end >= bytes.length) return bytes;
  // A continuation byte (10xxxxxx) is inside a character.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end);
}

function decodeUtf16(body: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): string | null {
  let little = body;
  if (encoding === 'utf-16be') {
    const swapped = Buffer.from(body);
    swapped.swap16();
    little = swapped;
  }
  try {
    return new TextDecoder('utf-16le', { fatal: true, ignoreBOM: true }).decode(little);
  } catch {
    return null;
  }
}

export type PlainText = { text: string; cut: boolean };

/**
 * The file's text when it is a plain-text file, else null. With `rawLimit`, only the head is decoded:
 * `text` is the first `rawLimit` characters and `cut` says whether the file held more. The checks still
 * cover the whole file.
 */
export function readPlainText(bytes: Uint8Array, rawLimit?: number): PlainText | null {
  const found = encodingOf(bytes);
  if (!found) return null;
  const { encoding, body } = found;
  const headLimit = rawLimit === undefined ? undefined : Math.max(rawLimit, START_CHECK_CHARS);
  let head: string;
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    const whole = decodeUtf16(body, encoding);
    if (whole === null || hasControlGarbage(whole) || hasMarkupTag(whole)) return null;
    head = whole;
  } else {
    // The characters these checks look for are ASCII: one byte each in UTF-8 and Windows-1252 alike.
    const view = latin1(body);
    if (CONTROL_GARBAGE.test(view) || hasMarkupTag(view)) return null;
    if (encoding === 'utf-8') {
      const part = headLimit === undefined ? body : utf8Head(body, headLimit);
      head = new TextDecoder('utf-8', { ignoreBOM: true }).decode(part);
    } else {
      const part = headLimit === undefined ? view : view.slice(0, headLimit + 1);
      head = part.replace(HIGH_1252, fromHigh1252);
    }
  }
  if (MARKUP_START.test(head) || RTF_START.test(head)) return null;
  const cut = rawLimit !== undefined && head.length > rawLimit;
  return { text: cut ? head.slice(0, rawLimit) : head, cut };
}
