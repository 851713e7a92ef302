/**
 * Plain text: the bytes must decode as UTF-8 (a byte-order mark is allowed) or as UTF-16 with its
 * byte-order mark, hold no control characters besides line and tab breaks, and not be markup (an HTML
 * page or XML document) or RTF. Anything else is not a text file, whatever its name says.
 */

import { hasControlGarbage } from './control-characters';

/** A document that opens with a tag, a declaration, a comment or a CDATA section. */
const MARKUP_START = /^\s*<(?:[!?]|[a-z][\w:-]*[\s/>])/i;
/** Tags that never belong in a resume's text, wherever they stand. */
const MARKUP_TAG = /<\s*\/?\s*(?:html|head|body|script|iframe|svg|style|meta)\b[^>]*>/i;
const RTF_START = /^\s*\{\\rtf/;

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
  return decodeStrict(bytes, 'utf-8');
}

/** The file's text when it is a plain-text file, else null. */
export function decodePlainText(bytes: Uint8Array): string | null {
  const text = decodeUnicode(bytes);
  if (text === null) return null;
  if (hasControlGarbage(text)) return null;
  if (MARKUP_START.test(text) || MARKUP_TAG.test(text) || RTF_START.test(text)) return null;
  return text;
}
