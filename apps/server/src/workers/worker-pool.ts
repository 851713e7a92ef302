import type { Worker } from 'node:worker_threads';
import { startWorker } from './start-worker';
import { errorFromPlain, type PlainError, type WorkerReply, type WorkerRequest } from './worker-protocol';

/** Every thread is busy and the line of waiting tasks is full: the caller answers 503. */
export class PoolBusyError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'The pool is busy',
  ) {
    super(message);
    this.name = 'PoolBusyError';
  }
}

export type WorkerPoolOptions = {
  /** The threads' module: `src/<directory>/<name>.ts`, bundled as `dist/<name>.js` (start-worker.ts). */
  name: string;
  directory: string;
  /** Threads at most. */
  size: number;
  /** Tasks that may wait for a thread; one more is refused with `busy()`. */
  queueLimit: number;
  /** A task still running after this is stopped with its thread (which is replaced). */
  taskTimeoutMs: number;
  /** A thread not ready this long after it was started is stopped (default 30 s: loading, not working). */
  startTimeoutMs?: number;
  /** A thread with nothing to do for this long is stopped, giving its memory back; the next task starts one. */
  idleMs: number;
  /** The heap a thread may use: a runaway task stops there, and its thread is replaced. */
  heapMb: number;
  /** A task's failure as the thread sent it (serveTasks), back to an Error. */
  deserializeError?: (error: unknown) => Error;
  /** The error a task gets when the line is full. */
  busy?: () => Error;
};

export type WorkerPool = {
  submit(task: string, args: unknown[]): Promise<unknown>;
  close(): Promise<void>;
};

type Job = {
  request: Omit<WorkerRequest, 'id'>;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

type Thread = {
  worker: Worker;
  ready: boolean;
  /** Stops a thread that has not said it is ready within the start time limit. */
  startTimer: NodeJS.Timeout | undefined;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | undefined;
  idleTimer: NodeJS.Timeout | undefined;
};

/**
 * Runs tasks on a pool of worker threads (their side is serveTasks) so that they never hold the event
 * loop: up to `size` threads, started when work arrives, each taking one task at a time from one line of
 * waiting tasks. A thread that fails, runs past the task time limit or hits its memory limit is replaced;
 * one left idle is stopped. A thread that cannot start (it fails, or is not ready within the start time
 * limit) fails the waiting tasks when no other thread is ready, rather than being started again and again
 * while they wait with no end.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const { name, directory, size, queueLimit, taskTimeoutMs, idleMs, heapMb } = options;
  const deserialize = options.deserializeError ?? ((error: unknown) => errorFromPlain(error as PlainError));
  const busy = options.busy ?? (() => new PoolBusyError(1));
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const threads = new Set<Thread>();
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  function retire(thread: Thread, failure?: Error): void {
    if (!threads.delete(thread)) return;
    clearTimeout(thread.idleTimer);
    clearTimeout(thread.startTimer);
    if (!thread.ready && ![...threads].some((other) => other.ready)) {
      const reason = failure ?? new Error(`The ${name} thread stopped before it was ready`);
      for (const job of waiting.splice(0)) job.reject(reason);
    }
    if (thread.job) {
      clearTimeout(thread.job.timer);
      thread.job.reject(failure ?? new Error(`The ${name} thread stopped`));
      thread.job = undefined;
    }
    void thread.worker.terminate();
    dispatch();
  }

  function spawn(): Thread {
    const worker = startWorker(name, directory, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    const thread: Thread = {
      worker,
      ready: false,
      startTimer: undefined,
      job: undefined,
      idleTimer: undefined,
    };
    thread.startTimer = setTimeout(
      () => retire(thread, new Error(`The ${name} thread was not ready within ${startTimeoutMs} ms`)),
      startTimeoutMs,
    );
    thread.startTimer.unref();
    threads.add(thread);
    worker.unref();
    worker.on('message', (message: WorkerReply | { ready: true }) => {
      if ('ready' in message) {
        thread.ready = true;
        clearTimeout(thread.startTimer);
        dispatch();
        return;
      }
      const job = thread.job;
      if (!job || job.id !== message.id) return;
      clearTimeout(job.timer);
      thread.job = undefined;
      if (message.ok) job.resolve(message.result);
      else job.reject(deserialize(message.error));
      dispatch();
    });
    worker.on('error', (error) => retire(thread, new Error(`The ${name} thread failed: ${error.message}`)));
    worker.on('exit', (code) => retire(thread, new Error(`The ${name} thread stopped with code ${code}`)));
    return thread;
  }

  function run(thread: Thread, job: Job): void {
    clearTimeout(thread.idleTimer);
    const id = nextId++;
    const timer = setTimeout(
      () => retire(thread, new Error(`The ${name} task ${job.request.task} ran past ${taskTimeoutMs} ms`)),
      taskTimeoutMs,
    );
    thread.job = { ...job, id, timer };
    thread.worker.postMessage({ id, ...job.request } satisfies WorkerRequest);
  }

  function dispatch(): void {
    for (const thread of threads) {
      if (waiting.length === 0) break;
      if (thread.ready && !thread.job) run(thread, waiting.shift() as Job);
    }
    // Threads still starting take the waiting tasks when they are ready; start more only for the rest.
    const starting = [...threads].filter((thread) => !thread.ready).length;
    for (let more = waiting.length - starting; more > 0 && threads.size < size && !closed; more -= 1) spawn();
    for (const thread of threads) {
      if (thread.ready && !thread.job && !thread.idleTimer) {
        thread.idleTimer = setTimeout(() => retire(thread), idleMs);
        thread.idleTimer.unref();
      } else if (thread.job) {
        thread.idleTimer = undefined;
      }
    }
  }

  return {
    submit(task, args) {
      if (closed) return Promise.reject(new Error(`The ${name} pool is closed`));
      if (waiting.length >= queueLimit) return Promise.reject(busy());
      return new Promise((resolve, reject) => {
        waiting.push({ request: { task, args }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error(`The ${name} pool is closed`));
      await Promise.all(
        [...threads].map(async (thread) => {
          threads.delete(thread);
          clearTimeout(thread.idleTimer);
          clearTimeout(thread.startTimer);
          if (thread.job) {
            clearTimeout(thread.job.timer);
            thread.job.reject(new Error(`The ${name} pool is closed`));
          }
          await thread.worker.terminate();
        }),
      );
    },
  };
}
