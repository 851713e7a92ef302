/**
 * The one module that calls @resumeloop/render: the layout report, the PDF and DOCX of a structured resume,
 * a session's ATS report, and the text an ATS reads back from the PDF. All of it runs on worker threads,
 * never on the event loop: layout, PDF, DOCX and the report in the render pool (render-worker.ts, which
 * reads the fonts on its first task), the PDF's text in a pool of one (pdf-text-worker.ts says why).
 */
import { availableParallelism } from 'node:os';
import type { LayoutReport, PageSize, ResumeTemplate, TemplateLookValue } from '@resumeloop/contracts/editor';
import type { StructuredResume } from '@resumeloop/contracts/resume';
import type { AtsReportDocument } from '@resumeloop/render/report';
import { createWorkerPool, type WorkerPool } from '../workers/worker-pool';

/**
 * The document's title and author default to the contact's name ('<Name> – Resume', the word in the
 * resume's language).
 */
export type RenderOptions = {
  template: ResumeTemplate;
  pageSize: PageSize;
  /** The session's template options, resolved (editor/template-options.ts); null for none. */
  look?: TemplateLookValue | null;
};

export type ResumeRenderer = {
  layout(resume: StructuredResume, options: RenderOptions): Promise<LayoutReport>;
  pdf(resume: StructuredResume, options: RenderOptions): Promise<Uint8Array>;
  docx(resume: StructuredResume, options: RenderOptions): Promise<Uint8Array>;
  /** A session's ATS report (premium `advanced_analysis`), its texts already in the reader's language. */
  atsReport(report: AtsReportDocument): Promise<Uint8Array>;
  /** The text of a PDF, line by line in reading order. */
  pdfText(pdf: Uint8Array): Promise<string>;
  /** Stops the threads it started. */
  close(): Promise<void>;
};

/** What a render thread does, as plain data in and out (render-worker.ts). */
export type RenderTasks = {
  layout(resume: StructuredResume, options: RenderOptions): LayoutReport;
  pdf(resume: StructuredResume, options: RenderOptions): Promise<Uint8Array>;
  docx(resume: StructuredResume, options: RenderOptions): Promise<Uint8Array>;
  atsReport(report: AtsReportDocument): Promise<Uint8Array>;
};

export type RenderPoolOptions = {
  /** Threads at most; two (one on a single core) by default. */
  size?: number;
  /** Tasks that may wait for a thread; one more is refused with PoolBusyError (503). */
  queueLimit?: number;
  /** A render still running after this is stopped with its thread, which is replaced. */
  taskTimeoutMs?: number;
  /** The heap a render thread may use; a render that needs more stops there, and its thread is replaced. */
  heapMb?: number;
  /** A thread with nothing to do for this long is stopped, giving its memory back. */
  idleMs?: number;
};

/**
 * A layout takes a few milliseconds and a two-page PDF some tens (the largest resume the editor accepts,
 * 40,000 characters, well under a second): 100 waiting per thread is a few seconds of work, and a render
 * still running after 15 s is a fault. A thread holds the parsed fonts and their bounded shaping caches
 * (tens of MB); 256 MB leaves room for the largest PDF and stops anything that grows past it.
 */
const QUEUE_PER_THREAD = 100;
const RENDER_TIMEOUT_MS = 15_000;
const RENDER_HEAP_MB = 256;
const RENDER_IDLE_MS = 5 * 60_000;

/** Layout, PDF and DOCX on worker threads: started when work arrives, stopped when idle. */
export function createRenderPool(options: RenderPoolOptions = {}): WorkerPool {
  const size = Math.max(1, options.size ?? Math.min(2, availableParallelism()));
  return createWorkerPool({
    name: 'render-worker',
    directory: 'editor',
    size,
    queueLimit: options.queueLimit ?? QUEUE_PER_THREAD * size,
    taskTimeoutMs: options.taskTimeoutMs ?? RENDER_TIMEOUT_MS,
    idleMs: options.idleMs ?? RENDER_IDLE_MS,
    heapMb: options.heapMb ?? RENDER_HEAP_MB,
  });
}

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

/** `renders` replaces the render pool (tests give one they watch or limit). */
export function createResumeRenderer(options: { renders?: WorkerPool } = {}): ResumeRenderer {
  const renders = options.renders ?? createRenderPool();
  const pdfTexts = createPdfTextPool();
  const render =
    <K extends keyof RenderTasks>(task: K) =>
    (resume: StructuredResume, settings: RenderOptions) =>
      renders.submit(task, [
        resume,
        { template: settings.template, pageSize: settings.pageSize, look: settings.look ?? null },
      ]) as Promise<Awaited<ReturnType<RenderTasks[K]>>>;
  return {
    layout: render('layout'),
    pdf: render('pdf'),
    docx: render('docx'),
    atsReport: (report) => renders.submit('atsReport', [report]) as Promise<Uint8Array>,
    pdfText: (pdf) => pdfTexts.submit('pdfText', [pdf]) as Promise<string>,
    close: async () => {
      await Promise.all([renders.close(), pdfTexts.close()]);
    },
  };
}
