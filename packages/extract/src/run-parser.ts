/**
 * Runs the file parsers (pdf.js, mammoth, word-extractor) in a worker thread with a time limit and a
 * memory limit: at either the worker is terminated, so a hostile file costs at most that much time and
 * memory and never blocks the caller's event loop. One worker per file, and no more workers at once than
 * there are CPU cores (the others wait their turn); a slot is handed on only once its worker has exited.
 *
 * The worker is a plain JavaScript file beside this module. The server bundle is built into one file, so
 * its build copies the worker next to the bundle, where the same relative URL finds it.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ExtractionError, type ExtractionErrorCode } from './errors';

/** The server's build copies this file next to its bundle (apps/server/build.mjs). */
const WORKER_URL = new URL('./parse-worker.mjs', import.meta.url);
/**
 * The worker's own heap: pdf.js keeps a page's objects in the JavaScript heap, and a file that needs more
 * than this is refused. The young generation and the stack are fixed too (pdf.js parses nested arrays
 * and dictionaries recursively; a file nested deeper than the stack allows fails as damaged).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/**
 * The heap limit leaves out ArrayBuffers, where pdf.js keeps the streams it decodes, and the worker's scan
 * of a PDF's streams cannot see them all (encrypted ones, image filters). So while parses run, the
 * process's resident memory is polled (process.memoryUsage.rss() is cheap) and a parse is stopped once
 * the process has outgrown the memory it started with by this much.
 */
const PARSE_MEMORY_GROWTH_MB = 384;
const MEMORY_POLL_MS = 25;
const MB = 1024 * 1024;

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

/** What to read; `rawLimit` cuts the raw text before its clean-up (see extract-text.ts). */
export type ParserJob = (
  | { kind: 'pdf'; bytes: Uint8Array; maxPages: number; maxDecodedBytes: number }
  | { kind: 'docx'; bytes: Uint8Array }
  | { kind: 'doc'; bytes: Uint8Array }
) & { rawLimit: number | undefined };

/** The cleaned text, and whether the raw text was cut to the limit first. */
export type ParsedText = { text: string; cut: boolean };

/**
 * The worker's text work (worker-text.ts): the server's build bundles it beside the bundle as
 * parse-text.mjs; from the source tree the worker loads the TypeScript through tsx.
 */
function textWork(): { url: string; viaTsx: boolean } {
  const bundled = new URL('./parse-text.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { url: bundled.href, viaTsx: false };
  return { url: new URL('./worker-text.ts', import.meta.url).href, viaTsx: true };
}

/** A parser gave up on the file; `name` is the library's error name (pdf.js's PasswordException, say). */
export class ParserFailure extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

type WorkerMessage =
  | { ok: true; result: unknown }
  | { ok: false; error: { name: string; message: string; code?: ExtractionErrorCode } };

export interface MemoryWatch {
  /**
   * Watches one parse from now: `stop` is called (once) with the growth in bytes when the process outgrows
   * what the parse may use. The parse counts until the returned function is called, once its worker has
   * exited, so memory a stopped worker still holds is not charged to the others.
   */
  watch(stop: (growth: number) => void): () => void;
  /** One look at the memory; the timer calls it while any parse is watched. */
  check(): void;
}

/**
 * The memory of one thread cannot be told from another's, only the process's, and several parses run at
 * once. So each running parse may grow the process by `limitBytes`, and a parse is stopped when the
 * process has grown since that parse started by more than `limitBytes` times the number running: one
 * parse alone gets the limit, and however many run, the process grows by at most the limit times the
 * number of parser slots (plus what one poll interval lets through). A parse that runs beside a hostile
 * one can be stopped with it; memory other threads take meanwhile counts too, hence the wide limit.
 */
export function createMemoryWatch(options: {
  limitBytes: number;
  intervalMs: number;
  readRss: () => number;
}): MemoryWatch {
  const parses = new Set<{ startRss: number; stop?: (growth: number) => void }>();
  let timer: NodeJS.Timeout | undefined;

  const check = () => {
    const rss = options.readRss();
    const allowed = options.limitBytes * parses.size;
    for (const parse of parses) {
      const growth = rss - parse.startRss;
      if (growth <= allowed || !parse.stop) continue;
      const { stop } = parse;
      parse.stop = undefined;
      stop(growth);
    }
  };

  return {
    watch(stop) {
      const parse = { startRss: options.readRss(), stop };
      parses.add(parse);
      timer ??= setInterval(check, options.intervalMs).unref();
      return () => {
        parses.delete(parse);
        if (parses.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    check,
  };
}

const memoryWatch = createMemoryWatch({
  limitBytes: PARSE_MEMORY_GROWTH_MB * MB,
  intervalMs: MEMORY_POLL_MS,
  readRss: () => process.memoryUsage.rss(),
});

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

export async function runParser(job: ParserJob, timeoutMs: number): Promise<ParsedText> {
  const workerPath = fileURLToPath(WORKER_URL);
  if (!existsSync(workerPath)) throw new Error(`The file parser worker is missing: ${workerPath}`);
  // The worker gets its own copy of the bytes (transferred, not cloned again); the caller's stay usable.
  const bytes = new Uint8Array(job.bytes);
  await acquireSlot();
  try {
    return await new Promise<ParsedText>((resolve, reject) => {
      const worker = new Worker(WORKER_URL, {
        workerData: { ...job, bytes, textWork: textWork() },
        transferList: [bytes.buffer],
        resourceLimits: WORKER_LIMITS,
      });
      let settled = false;
      // The promise settles once the worker has exited, so its memory is free before the slot is reused.
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const exited = () => {
          unwatch();
          outcome();
        };
        void worker.terminate().then(exited, exited);
      };
      const timer = setTimeout(() => settle(() => reject(new ExtractionError('timeout'))), timeoutMs);
      const unwatch = memoryWatch.watch((growth) =>
        settle(() =>
          reject(
            new ParserFailure(
              'OutOfMemory',
              `the process grew by ${Math.round(growth / MB)} MB while the file was parsed`,
            ),
          ),
        ),
      );
      worker.on('message', (message: WorkerMessage) =>
        settle(() =>
          message.ok
            ? resolve(message.result as ParsedText)
            : reject(
                message.error.code
                  ? new ExtractionError(message.error.code)
                  : new ParserFailure(message.error.name, message.error.message),
              ),
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
