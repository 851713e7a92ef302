import type { FileKind } from './detect';
import { isEncryptedOfficeFile, sniffFile } from './detect';
import { inspectDocx } from './docx';
import { docxHtmlToText } from './docx-html';
import { ExtractionError } from './errors';
import { DEFAULT_TIMEOUT_MS, MAX_PDF_PAGES, MAX_UPLOAD_BYTES } from './limits';
import { normaliseText } from './normalise';
import { pdfPagesToText } from './pdf-lines';
import { ParserFailure, runParser } from './run-parser';

export interface ExtractOptions {
  /** How long the parser may run before it is stopped ('timeout'); 15 seconds unless given. */
  timeoutMs?: number;
  /**
   * The most text the caller keeps. The raw text is cut to four times this before any clean-up (which
   * only shortens text: spaces at line ends, blank lines), so a huge file costs no text work beyond it.
   */
  maxChars?: number;
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
  return new ExtractionError('corrupt_file', { cause: error });
}

function withHeader(headerLines: readonly string[], body: string): string {
  return [...headerLines, body].filter((part) => part.trim()).join('\n');
}

async function readRawText(kind: FileKind, bytes: Uint8Array, timeoutMs: number): Promise<string> {
  switch (kind) {
    case 'pdf': {
      const { pages } = await runParser({ kind: 'pdf', bytes, maxPages: MAX_PDF_PAGES }, timeoutMs);
      return pdfPagesToText(pages);
    }
    case 'docx': {
      const inspection = inspectDocx(bytes);
      const { html } = await runParser({ kind: 'docx', bytes, entries: inspection.entries }, timeoutMs);
      return withHeader(inspection.headerLines, docxHtmlToText(html));
    }
    case 'doc': {
      const { body, headers } = await runParser({ kind: 'doc', bytes }, timeoutMs);
      return withHeader(headers.split(/\r?\n/), body);
    }
    case 'txt':
      throw new Error('plain text is decoded while sniffing');
  }
}

/**
 * The text of an uploaded resume file. The kind comes from the bytes; PDF, DOCX and DOC are parsed in a
 * worker thread under a time limit. Bad input only ever rejects with an ExtractionError; nothing is
 * written to disk.
 */
export async function extractText(bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractedText> {
  if (bytes.length === 0) throw new ExtractionError('empty_file');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ExtractionError('too_large');
  const timeoutMs =
    options.timeoutMs !== undefined && Number.isFinite(options.timeoutMs) && options.timeoutMs > 0
      ? options.timeoutMs
      : DEFAULT_TIMEOUT_MS;

  const sniffed = sniffFile(bytes);
  if (!sniffed)
    throw new ExtractionError(isEncryptedOfficeFile(bytes) ? 'encrypted_document' : 'unsupported_type');
  let raw: string;
  if (sniffed.kind === 'txt') {
    raw = sniffed.text;
  } else {
    try {
      raw = await readRawText(sniffed.kind, bytes, timeoutMs);
    } catch (error) {
      throw translateFailure(sniffed.kind, error);
    }
  }
  const rawLimit =
    options.maxChars !== undefined && Number.isFinite(options.maxChars) && options.maxChars > 0
      ? Math.ceil(options.maxChars) * RAW_CHARS_PER_KEPT
      : undefined;
  const cut = rawLimit !== undefined && raw.length > rawLimit;
  const text = normaliseText(cut ? raw.slice(0, rawLimit) : raw);
  if (!text) throw new ExtractionError(sniffed.kind === 'txt' ? 'empty_file' : 'no_text');
  return cut ? { kind: sniffed.kind, text, cut } : { kind: sniffed.kind, text };
}
