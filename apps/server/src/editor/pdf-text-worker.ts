/**
 * Reads the text of a PDF the server rendered, off the main thread (render.ts runs it in a pool of one).
 * pdf.js's Node build installs core-js polyfills as it loads, replacing JSON.parse, JSON.stringify and
 * Array.prototype.push with slower versions for the whole thread (Node 20 lacks JSON.rawJSON, which they
 * add): on the main thread that made every request's JSON slower. Here they stay in this thread.
 */
import { extractPdfText } from '@resumeloop/render/extract';
import { serveTasks } from '../workers/worker-protocol';

serveTasks({ pdfText: (pdf: Uint8Array) => extractPdfText(pdf) });
