/**
 * Plain text: the bytes must decode as UTF-8 (a byte-order mark is allowed), as UTF-16 with its
 * byte-order mark, or, failing UTF-8, as Windows-1252 (what Notepad and Word save as 'ANSI' text on
 * Western-language Windows), hold no control characters besides line and tab breaks, and not be markup
 * (an HTML page or XML document) or RTF. Anything else is not a text file, whatever its name says.
 */

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

/** Share of bytes below 0x80 a Windows-1252 file must have: Western-language prose is mostly ASCII. */
const MIN_ASCII_SHARE_1252 = 0.7;

function decodeStrict(bytes: Uint8Array, encoding: 'utf-8' | 'utf-16le'): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

function swapBytePairs(bytes: Uint8Array): Uint8Array {
  const swapped = new Uint8Array(bytes.length - (bytes.length % 2));
  for (let index = 0; index + 1 < bytes.length; index += 2) {
    swapped[index] = bytes[index + 1] ?? 0;
    swapped[index + 1] = bytes[index] ?? 0;
  }
  return swapped;
}

function decodeUnicode(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return decodeStrict(bytes.subarray(3), 'utf-8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return bytes.length % 2 === 0 ? decodeStrict(bytes.subarray(2), 'utf-16le') : null;
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return bytes.length % 2 === 0 ? decodeStrict(swapBytePairs(bytes.subarray(2)), 'utf-16le') : null;
  }
  return decodeStrict(bytes, 'utf-8') ?? decodeWindows1252(bytes);
}

/**
 * Windows-1252 text: ASCII with curly quotes, dashes, bullets and accented letters above 0x80. Bytes that
 * are undefined there, or too few ASCII bytes for Western prose, mean the file is something else.
 */
function decodeWindows1252(bytes: Uint8Array): string | null {
  let ascii = 0;
  for (const byte of bytes) {
    if (byte < 0x80) ascii += 1;
    else if (UNDEFINED_1252.has(byte)) return null;
  }
  if (ascii / bytes.length < MIN_ASCII_SHARE_1252) return null;
  const chars: string[] = [];
  for (const byte of bytes)
    chars.push(
      String.fromCharCode(byte >= 0x80 && byte < 0xa0 ? (WINDOWS_1252_HIGH[byte - 0x80] ?? 0) : byte),
    );
  return chars.join('');
}

/** The file's text when it is a plain-text file, else null. */
export function decodePlainText(bytes: Uint8Array): string | null {
  const text = decodeUnicode(bytes);
  if (text === null) return null;
  if (hasControlGarbage(text)) return null;
  if (MARKUP_START.test(text) || hasMarkupTag(text) || RTF_START.test(text)) return null;
  return text;
}
