/**
 * The one module that calls @resumeloop/render: the layout report, the PDF and DOCX of a structured resume,
 * and the text an ATS reads back from the PDF. The fonts are read on first use (the package keeps them).
 */

import type { Worker } from 'node:worker_threads';
import type { LayoutReport, PageSize, ResumeTemplate } from '@resumeloop/contracts/editor';
import type { StructuredResume } from '@resumeloop/contracts/resume';
import { layoutResume, renderDocx, renderPdf } from '@resumeloop/render';
import { loadFonts } from '@resumeloop/render/fonts';
import { startWorker } from '../workers/start-worker';
import type { PdfTextReply, PdfTextRequest } from './pdf-text-worker';

/** The document's title and author default to the contact's name ('<Name> – Resume'). */
export type RenderOptions = { template: ResumeTemplate; pageSize: PageSize };

export type ResumeRenderer = {
  layout(resume: StructuredResume, options: RenderOptions): Promise<LayoutReport>;
  pdf(resume: StructuredResume, options: RenderOptions): Promise<Uint8Array>;
  docx(resume: StructuredResume, options: RenderOptions): Promise<Uint8Array>;
  /** The text of a PDF, line by line in reading order. */
  pdfText(pdf: Uint8Array): Promise<string>;
};

/** A PDF of ours is read in well under a second; one that takes this long has hung the reader. */
const PDF_TEXT_TIME_LIMIT_MS = 30_000;

/**
 * The text of PDFs, read in a worker thread of its own (pdf-text-worker.ts says why), started on first use
 * and kept; one that fails or hangs is replaced. Requests are answered in any order, by id.
 */
function createPdfTextReader(): (pdf: Uint8Array) => Promise<string> {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const current = () => {
    if (worker) return worker;
    const started = startWorker('pdf-text-worker', 'editor');
    // The reader never keeps the server running on its own.
    started.unref();
    started.on('message', (reply: PdfTextReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('text' in reply) waiting.resolve(reply.text);
      else waiting.reject(new Error(reply.error));
    });
    const lost = (error: Error) => {
      if (worker !== started) return;
      worker = null;
      failAll(error);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`the PDF text reader stopped (exit ${code})`)));
    worker = started;
    return started;
  };
  return (pdf) =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const reader = current();
      const timer = setTimeout(() => {
        if (!pending.has(id)) return;
        pending.delete(id);
        reject(new Error('reading the PDF text timed out'));
        // Hung: replaced on the next call; the others waiting on it fail with it.
        void reader.terminate();
      }, PDF_TEXT_TIME_LIMIT_MS);
      timer.unref();
      pending.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      reader.postMessage({ id, pdf } satisfies PdfTextRequest);
    });
}

export function createResumeRenderer(): ResumeRenderer {
  const readPdfText = createPdfTextReader();
  const settings = (options: RenderOptions) => ({ ...options, fonts: loadFonts() });
  return {
    async layout(resume, options) {
      const { estimated_pages, character_count, total_char_count, warnings } = layoutResume(
        resume,
        settings(options),
      );
      return { estimated_pages, character_count, total_char_count, warnings };
    },
    async pdf(resume, options) {
      return (await renderPdf(resume, settings(options))).pdf;
    },
    docx: (resume, options) => renderDocx(resume, settings(options)),
    pdfText: readPdfText,
  };
}
