/**
 * Runs the file parsers (pdf.js, mammoth, word-extractor) in a worker thread with a time limit: at the
 * limit the worker is terminated, so a hostile file costs at most that much time and never blocks the
 * caller's event loop. One worker per file, and no more workers at once than there are CPU cores (the
 * others wait their turn).
 *
 * The worker is a plain JavaScript file beside this module. The server bundle is built into one file, so
 * its build copies the worker next to the bundle, where the same relative URL finds it.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ExtractionError } from './errors';
import type { ZipEntry } from './zip';

/** The server's build copies this file next to its bundle (apps/server/build.mjs). */
const WORKER_URL = new URL('./parse-worker.mjs', import.meta.url);
/** pdf.js keeps a page's objects in the JavaScript heap; a file that needs more than this is refused. */
const WORKER_HEAP_MB = 512;

/** One text run of a PDF page, in PDF units (y grows upwards), in content-stream order. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  /** The font size. */
  size: number;
  /** pdf.js saw a line break after this run. */
  eol: boolean;
}

export type ParserJob =
  | { kind: 'pdf'; bytes: Uint8Array; maxPages: number }
  | { kind: 'docx'; bytes: Uint8Array; entries: ZipEntry[] }
  | { kind: 'doc'; bytes: Uint8Array };

export interface ParserResults {
  pdf: { pages: PdfTextItem[][] };
  docx: { html: string };
  doc: { body: string; headers: string };
}

/** A parser gave up on the file; `name` is the library's error name (pdf.js's PasswordException, say). */
export class ParserFailure extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

type WorkerMessage = { ok: true; result: unknown } | { ok: false; error: { name: string; message: string } };

const maxWorkers = Math.max(1, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

async function acquireSlot(): Promise<void> {
  if (running < maxWorkers) {
    running += 1;
    return;
  }
  // The slot is handed over by releaseSlot, so `running` stays as it is.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

export async function runParser<K extends ParserJob['kind']>(
  job: Extract<ParserJob, { kind: K }>,
  timeoutMs: number,
): Promise<ParserResults[K]> {
  const workerPath = fileURLToPath(WORKER_URL);
  if (!existsSync(workerPath)) throw new Error(`The file parser worker is missing: ${workerPath}`);
  // The worker gets its own copy of the bytes (transferred, not cloned again); the caller's stay usable.
  const bytes = new Uint8Array(job.bytes);
  await acquireSlot();
  try {
    return await new Promise<ParserResults[K]>((resolve, reject) => {
      const worker = new Worker(WORKER_URL, {
        workerData: { ...job, bytes },
        transferList: [bytes.buffer],
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        outcome();
      };
      const timer = setTimeout(() => settle(() => reject(new ExtractionError('timeout'))), timeoutMs);
      worker.on('message', (message: WorkerMessage) =>
        settle(() =>
          message.ok
            ? resolve(message.result as ParserResults[K])
            : reject(new ParserFailure(message.error.name, message.error.message)),
        ),
      );
      worker.on('error', (error: Error & { code?: string }) =>
        settle(() =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new ParserFailure('OutOfMemory', error.message)
              : new Error(`The file parser failed: ${error.message}`, { cause: error }),
          ),
        ),
      );
      worker.on('exit', (code) =>
        settle(() => reject(new Error(`The file parser stopped with code ${code}.`))),
      );
    });
  } finally {
    releaseSlot();
  }
}
