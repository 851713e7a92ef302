/**
 * Runs the file parsers (pdf.js, mammoth, word-extractor, and the reading of a large text file) in a
 * worker thread with a time limit and memory limits of its own: at either the worker is terminated, so a
 * hostile file costs at most that much time and memory and never blocks the caller's event loop. One
 * worker per file, and no more workers at once than there are CPU cores; the others wait, and the slots
 * go to the people waiting in turn (parser-slots.ts). A slot is handed on only once its worker has exited.
 *
 * The worker is a plain JavaScript file beside this module. The server bundle is built into one file, so
 * its build copies the worker next to the bundle, where the same relative URL finds it.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ExtractionError, type ExtractionErrorCode } from './errors';
import { createParserSlots, type ParserSlots } from './parser-slots';

/** The server's build copies this file next to its bundle (apps/server/build.mjs). */
const WORKER_URL = new URL('./parse-worker.mjs', import.meta.url);
/**
 * The worker's own heap: pdf.js keeps a page's objects in the JavaScript heap, and a file that needs more
 * than this is refused. The young generation and the stack are fixed too (pdf.js parses nested arrays
 * and dictionaries recursively; a file nested deeper than the stack allows fails as damaged).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/**
 * Each parse's memory is bounded by its own worker: the heap by WORKER_LIMITS, and what a PDF's streams
 * decode to (ArrayBuffers, outside the heap) by the worker's scan of them before pdf.js runs
 * (parse-worker.mjs). Only a PDF the scan cannot bound (an encrypted one, a stream it cannot decode or
 * find) is also charged with the growth of the process's resident memory, which the worker reports before
 * pdf.js starts: such a parse is stopped once the process has outgrown the memory it had then by this much
 * (shared among such parses running at once). A parse the scan bounded is never charged with the process's
 * growth, so one person's large file never gets another's small file refused.
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
  | { kind: 'txt'; bytes: Uint8Array }
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
  /** The scan could not bound what the PDF decodes to: from now on the memory watch charges this parse. */
  | { watch: string }
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
 * The memory of one thread cannot be told from another's, only the process's (pdf.js never yields to its
 * thread's event loop while it parses, so a worker cannot report its own), which is why only the parses
 * no other limit bounds are watched (see PARSE_MEMORY_GROWTH_MB). Each watched parse may grow the process
 * by `limitBytes`, and one is stopped when the process has grown since it was watched by more than
 * `limitBytes` times the number watched: one alone gets the limit, and however many run, the process grows
 * by at most the limit times the number of parser slots (plus what one poll interval lets through). A
 * watched parse that runs beside a hostile one can be stopped with it; memory other threads take
 * meanwhile counts too, hence the wide limit.
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

export type ParserRunner = (job: ParserJob, timeoutMs: number, key?: string) => Promise<ParsedText>;

/**
 * Parses files on worker threads, `slots` at once, a key (whose file it is) at most `perKey` at once;
 * the memory watch charges the parses the worker's scan could not bound.
 */
export function createParserRunner(options: {
  slots: number;
  perKey: number;
  memoryWatch: MemoryWatch;
}): ParserRunner {
  const slots: ParserSlots = createParserSlots(options);
  const { memoryWatch } = options;

  return async (job, timeoutMs, key) => {
    const workerPath = fileURLToPath(WORKER_URL);
    if (!existsSync(workerPath)) throw new Error(`The file parser worker is missing: ${workerPath}`);
    const release = await slots.acquire(key);
    try {
      // The worker gets its own copy of the bytes (transferred, not cloned again); the caller's stay
      // usable. Made once the slot is ours, so a waiting file holds no second copy.
      const bytes = new Uint8Array(job.bytes);
      return await new Promise<ParsedText>((resolve, reject) => {
        const worker = new Worker(WORKER_URL, {
          workerData: { ...job, bytes, textWork: textWork() },
          transferList: [bytes.buffer],
          resourceLimits: WORKER_LIMITS,
        });
        let settled = false;
        let unwatch = () => {};
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
        const watch = () =>
          memoryWatch.watch((growth) =>
            settle(() =>
              reject(
                new ParserFailure(
                  'OutOfMemory',
                  `the process grew by ${Math.round(growth / MB)} MB while the file was parsed`,
                ),
              ),
            ),
          );
        worker.on('message', (message: WorkerMessage) => {
          if ('watch' in message) {
            if (!settled) unwatch = watch();
            return;
          }
          settle(() =>
            message.ok
              ? resolve(message.result as ParsedText)
              : reject(
                  message.error.code
                    ? new ExtractionError(message.error.code)
                    : new ParserFailure(message.error.name, message.error.message),
                ),
          );
        });
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
      release();
    }
  };
}

const SLOTS = Math.max(1, availableParallelism());

/**
 * The process's parser: one slot per core, and a key may hold all but one of them (all of one), so with
 * two cores or more one person's files always leave a slot for someone else's.
 */
export const runParser: ParserRunner = createParserRunner({
  slots: SLOTS,
  perKey: Math.max(1, SLOTS - 1),
  memoryWatch,
});
