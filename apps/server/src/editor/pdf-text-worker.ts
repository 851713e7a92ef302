/**
 * Reads the text of a PDF the server rendered, off the main thread. pdf.js's Node build installs core-js
 * polyfills as it loads, replacing JSON.parse, JSON.stringify and Array.prototype.push with slower
 * versions for the whole thread (Node 20 lacks JSON.rawJSON, which they add): on the main thread that
 * made every request's JSON slower. Here they stay in this thread.
 */
import { parentPort } from 'node:worker_threads';
import { extractPdfText } from '@resumeloop/render/extract';

export type PdfTextRequest = { id: number; pdf: Uint8Array };
export type PdfTextReply = { id: number; text: string } | { id: number; error: string };

if (!parentPort) throw new Error('pdf-text-worker runs as a worker thread');
const port = parentPort;

port.on('message', async ({ id, pdf }: PdfTextRequest) => {
  try {
    port.postMessage({ id, text: await extractPdfText(pdf) } satisfies PdfTextReply);
  } catch (error) {
    port.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies PdfTextReply);
  }
});
