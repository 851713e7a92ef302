/**
 * The one module that calls @resumeloop/render: the layout report, the PDF and DOCX of a structured resume,
 * and the text an ATS reads back from the PDF. The fonts are read on first use (the package keeps them).
 */
import type { LayoutReport, PageSize, ResumeTemplate } from '@resumeloop/contracts/editor';
import type { StructuredResume } from '@resumeloop/contracts/resume';
import { layoutResume, renderDocx, renderPdf } from '@resumeloop/render';
import { loadFonts } from '@resumeloop/render/fonts';
import { createWorkerPool, type WorkerPool } from '../workers/worker-pool';

/** The document's title and author default to the contact's name ('<Name> – Resume'). */
export type RenderOptions = { template: ResumeTemplate; pageSize: PageSize };

export type ResumeRenderer = {
  layout(resume: StructuredResume, options: RenderOptions): Promise<LayoutReport>;
  pdf(resume: StructuredResume, options: RenderOptions): Promise<Uint8Array>;
  docx(resume: StructuredResume, options: RenderOptions): Promise<Uint8Array>;
  /** The text of a PDF, line by line in reading order. */
  pdfText(pdf: Uint8Array): Promise<string>;
  /** Stops the threads it started. */
  close(): Promise<void>;
};

/**
 * The text of PDFs, read in a pool of one thread (pdf-text-worker.ts says why): started on first use,
 * stopped after a minute with nothing to read, replaced when it fails or hangs. A PDF of ours is read in
 * well under a second and its text is small.
 */
function createPdfTextPool(): WorkerPool {
  return createWorkerPool({
    name: 'pdf-text-worker',
    directory: 'editor',
    size: 1,
    queueLimit: 100,
    taskTimeoutMs: 30_000,
    idleMs: 60_000,
    heapMb: 256,
  });
}

export function createResumeRenderer(): ResumeRenderer {
  const pdfTexts = createPdfTextPool();
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
    pdfText: (pdf) => pdfTexts.submit('pdfText', [pdf]) as Promise<string>,
    close: () => pdfTexts.close(),
  };
}
