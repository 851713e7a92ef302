import type { FileKind } from './detect';
import { isEncryptedOfficeFile, sniffFile } from './detect';
import { ExtractionError } from './errors';
import {
  DEFAULT_TIMEOUT_MS,
  MAIN_THREAD_TEXT_BYTES,
  MAX_PDF_DECODED_BYTES,
  MAX_PDF_PAGES,
  MAX_UPLOAD_BYTES,
} from './limits';
import { type ParsedText, ParserFailure, type ParserJob, runParser } from './run-parser';
import { plainText } from './worker-text';

export interface ExtractOptions {
  /** How long the parser may run before it is stopped ('timeout'); 15 seconds unless given. */
  timeoutMs?: number;
  /**
   * The most text the caller keeps. The raw text is cut to four times this before any clean-up (which
   * only shortens text: spaces at line ends, blank lines), so a huge file costs no text work beyond it.
   */
  maxChars?: number;
  /**
   * Whose file this is (an account, an address): while files wait for a parser, the keys are served in
   * turn, and one key never holds every parser (parser-slots.ts). Without one, the file is its own key.
   */
  queueKey?: string;
}

/** How much raw text is cleaned for each character the caller keeps. */
const RAW_CHARS_PER_KEPT = 4;

export interface ExtractedText {
  kind: FileKind;
  text: string;
  /** Present when the raw text was longer than `maxChars` allowed and its end was dropped unread. */
  cut?: true;
}

/** What a parser's failure means for the user; a parser that cannot load is the server's own fault. */
function translateFailure(kind: FileKind, error: unknown): unknown {
  if (!(error instanceof ParserFailure)) return error;
  if (error.name === 'ParserUnavailable') return new Error(error.message, { cause: error });
  if (kind === 'pdf' && error.name === 'PasswordException')
    return new ExtractionError('encrypted_pdf', { cause: error });
  if (kind === 'doc' && error.name === 'EncryptedDocument')
    return new ExtractionError('encrypted_document', { cause: error });
  if (kind === 'docx' && error.name === 'ArchiveTooLarge') {
    return new ExtractionError('archive_too_large', { cause: error });
  }
  // A PDF whose streams decode past the budget, or whose parse outgrew the memory it may use.
  if (kind === 'pdf' && (error.name === 'DecodedTooLarge' || error.name === 'OutOfMemory')) {
    return new ExtractionError('pdf_too_large', { cause: error });
  }
  return new ExtractionError('corrupt_file', { cause: error });
}

/**
 * The text of an uploaded resume file. The kind comes from the bytes; PDF, DOCX, DOC and text files larger
 * than MAIN_THREAD_TEXT_BYTES are read and their text cleaned in a worker thread under a time and a memory
 * limit, the waiting ones served by `queueKey` in turn. Bad input only ever rejects with an
 * ExtractionError; nothing is written to disk.
 */
export async function extractText(bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractedText> {
  if (bytes.length === 0) throw new ExtractionError('empty_file');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ExtractionError('too_large');
  const timeoutMs =
    options.timeoutMs !== undefined && Number.isFinite(options.timeoutMs) && options.timeoutMs > 0
      ? options.timeoutMs
      : DEFAULT_TIMEOUT_MS;

  const kind = sniffFile(bytes);
  if (!kind)
    throw new ExtractionError(isEncryptedOfficeFile(bytes) ? 'encrypted_document' : 'unsupported_type');
  const rawLimit =
    options.maxChars !== undefined && Number.isFinite(options.maxChars) && options.maxChars > 0
      ? Math.ceil(options.maxChars) * RAW_CHARS_PER_KEPT
      : undefined;
  let parsed: ParsedText;
  if (kind === 'txt' && bytes.length <= MAIN_THREAD_TEXT_BYTES) {
    // A small text file is read here: its checks and decoding take well under a millisecond.
    parsed = plainText(bytes, rawLimit);
  } else {
    const job: ParserJob =
      kind === 'pdf'
        ? { kind, bytes, maxPages: MAX_PDF_PAGES, maxDecodedBytes: MAX_PDF_DECODED_BYTES, rawLimit }
        : { kind, bytes, rawLimit };
    try {
      parsed = await runParser(job, timeoutMs, options.queueKey);
    } catch (error) {
      throw translateFailure(kind, error);
    }
  }
  const { text, cut } = parsed;
  if (!text) throw new ExtractionError(kind === 'txt' ? 'empty_file' : 'no_text');
  return cut ? { kind, text, cut } : { kind, text };
}
