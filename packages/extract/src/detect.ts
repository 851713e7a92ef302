/**
 * Decides a file's kind from its bytes alone; the name and the declared content type are never trusted
 * (an HTML page renamed resume.pdf is an HTML page).
 */
import { readPlainText } from './plain-text';
import { isZip, readZipDirectory, ZipFormatError } from './zip';

export type FileKind = 'pdf' | 'docx' | 'doc' | 'txt';

/** Readers accept the PDF header anywhere in the first kilobyte (some generators put bytes before it). */
const PDF_HEADER_WINDOW = 1024;
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const CFB_DIRECTORY_ENTRY_BYTES = 128;
const CFB_STREAM_OBJECT = 2;

function asciiBytes(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

function utf16Bytes(text: string): number[] {
  return [...text].flatMap((char) => [char.charCodeAt(0), 0]);
}

function startsWithAt(bytes: Uint8Array, pattern: readonly number[], offset: number): boolean {
  if (offset + pattern.length > bytes.length) return false;
  return pattern.every((byte, index) => bytes[offset + index] === byte);
}

function indexOfBytes(bytes: Uint8Array, pattern: readonly number[], limit = bytes.length): number {
  const first = pattern[0];
  const last = Math.min(limit, bytes.length - pattern.length);
  for (
    let offset = bytes.indexOf(first ?? 0);
    offset !== -1 && offset <= last;
    offset = bytes.indexOf(first ?? 0, offset + 1)
  ) {
    if (startsWithAt(bytes, pattern, offset)) return offset;
  }
  return -1;
}

const PDF_HEADER = asciiBytes('%PDF-');
const DOCX_MAIN_PART = 'word/document.xml';
const DOCX_CONTENT_TYPES = '[Content_Types].xml';

function isPdf(bytes: Uint8Array): boolean {
  // Searched in the window only: a search of a 10 MB text file for '%' would take milliseconds.
  const window = bytes.subarray(0, PDF_HEADER_WINDOW + PDF_HEADER.length);
  return indexOfBytes(window, PDF_HEADER, PDF_HEADER_WINDOW) !== -1;
}

/** Whether an OLE2 compound file has a stream of this name in its directory (see isWordBinary). */
function hasCfbStream(bytes: Uint8Array, name: string): boolean {
  if (!startsWithAt(bytes, CFB_SIGNATURE, 0)) return false;
  const entryName = [...utf16Bytes(name), 0, 0];
  for (
    let offset = 512;
    offset + CFB_DIRECTORY_ENTRY_BYTES <= bytes.length;
    offset += CFB_DIRECTORY_ENTRY_BYTES
  ) {
    if (
      startsWithAt(bytes, entryName, offset) &&
      bytes[offset + 0x40] === entryName.length &&
      bytes[offset + 0x41] === 0 &&
      bytes[offset + 0x42] === CFB_STREAM_OBJECT
    ) {
      return true;
    }
  }
  return false;
}

/**
 * A password-protected Word (or other Office 2007+) document: Office encrypts the whole package into an
 * OLE2 compound file with 'EncryptionInfo' and 'EncryptedPackage' streams, so it is no ZIP any more.
 */
export function isEncryptedOfficeFile(bytes: Uint8Array): boolean {
  return hasCfbStream(bytes, 'EncryptedPackage') && hasCfbStream(bytes, 'EncryptionInfo');
}

/**
 * A Word 97-2003 file: an OLE2 compound file with a 'WordDocument' stream. Directory entries are 128 bytes
 * and sectors a multiple of that, so every entry starts at a multiple of 128: each such slot is checked for
 * the stream's entry (its UTF-16 name, name length and object type), without following sector chains.
 */
function isWordBinary(bytes: Uint8Array): boolean {
  return hasCfbStream(bytes, 'WordDocument');
}

/**
 * A DOCX: a ZIP archive with the main document part and the content-type list. An archive whose directory
 * cannot be read still counts when both names appear in it, so a damaged Word file is reported as damaged
 * rather than as the wrong type.
 */
function isDocx(bytes: Uint8Array): boolean {
  if (!isZip(bytes)) return false;
  try {
    const names = new Set(readZipDirectory(bytes).map((entry) => entry.name));
    return names.has(DOCX_MAIN_PART) && names.has(DOCX_CONTENT_TYPES);
  } catch (error) {
    if (!(error instanceof ZipFormatError || error instanceof RangeError)) throw error;
    return (
      indexOfBytes(bytes, asciiBytes(DOCX_MAIN_PART)) !== -1 &&
      indexOfBytes(bytes, asciiBytes(DOCX_CONTENT_TYPES)) !== -1
    );
  }
}

/**
 * The kind as far as it shows without reading the file: a PDF, DOCX or DOC by its signature and
 * directory, null for another archive or compound file, and 'txt' for anything else, which is only a
 * candidate: readPlainText (plain-text.ts) decides whether it is text, reading the whole file.
 */
export function sniffFile(bytes: Uint8Array): FileKind | null {
  if (bytes.length === 0) return null;
  if (isPdf(bytes)) return 'pdf';
  if (isDocx(bytes)) return 'docx';
  if (isWordBinary(bytes)) return 'doc';
  if (isZip(bytes) || startsWithAt(bytes, CFB_SIGNATURE, 0)) return null;
  return 'txt';
}

/** The file's kind judged by its bytes, or null when it is none of the supported kinds. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  const kind = sniffFile(bytes);
  if (kind !== 'txt') return kind;
  return readPlainText(bytes) === null ? null : 'txt';
}
