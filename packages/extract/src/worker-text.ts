/**
 * The text work on a parsed file, done in the parser's worker thread (parse-worker.mjs) right after the
 * library has read the file, so that all of an upload's work on untrusted bytes runs off the caller's
 * event loop and under the parse's time and memory limits: the .docx archive's inspection, turning the
 * library's output into lines, the clean-up, and the cut to the caller's limit; and for a large plain-text
 * file, the whole of its reading (its checks cost some tens of milliseconds on 10 MB).
 *
 * The worker is plain JavaScript; it loads this module as the server's build bundled it (parse-text.mjs
 * beside the bundle) or, from the source tree, through tsx (see run-parser.ts).
 */
import { inspectDocx } from './docx';
import { docxHtmlToText } from './docx-html';
import { ExtractionError } from './errors';
import { normaliseText } from './normalise';
import { pdfPagesToText } from './pdf-lines';
import { readPlainText } from './plain-text';
import type { PdfTextItem } from './run-parser';

export { inspectDocx };

function withHeader(headerLines: readonly string[], body: string): string {
  return [...headerLines, body].filter((part) => part.trim()).join('\n');
}

export const pdfText = (pages: PdfTextItem[][]): string => pdfPagesToText(pages);
export const docxText = (headerLines: readonly string[], html: string): string =>
  withHeader(headerLines, docxHtmlToText(html));
export const docText = (body: string, headers: string): string => withHeader(headers.split(/\r?\n/), body);

/** The cleaned text, cut first to `rawLimit` characters of raw text when it is longer. */
export function finishText(raw: string, rawLimit: number | undefined): { text: string; cut: boolean } {
  const cut = rawLimit !== undefined && raw.length > rawLimit;
  return { text: normaliseText(cut ? raw.slice(0, rawLimit) : raw), cut };
}

/** A plain-text file's cleaned text, cut to `rawLimit` first; not a text file: 'unsupported_type'. */
export function plainText(bytes: Uint8Array, rawLimit: number | undefined): { text: string; cut: boolean } {
  const read = readPlainText(bytes, rawLimit);
  if (!read) throw new ExtractionError('unsupported_type');
  return { text: normaliseText(read.text), cut: read.cut };
}

/** An ExtractionError's code, for the worker to send back (its message is rebuilt from the code). */
export function extractionCode(error: unknown): string | undefined {
  return error instanceof ExtractionError ? error.code : undefined;
}
