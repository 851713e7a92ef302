import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker';
import {
  deserializeError,
  type EngineTaskName,
  type EngineTasks,
  type SerializedError,
} from './engine-tasks';
import type { EngineReply, EngineRequest } from './engine-worker';

/** The engine as the server calls it: each task answers a promise, wherever it runs. */
export type EngineRunner = {
  [K in EngineTaskName]: (...args: Parameters<EngineTasks[K]>) => Promise<ReturnType<EngineTasks[K]>>;
} & { close(): Promise<void> };

/** Every engine thread is busy and the line of waiting tasks is full: the caller answers 503. */
export class EngineBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The engine is busy');
    this.name = 'EngineBusyError';
  }
}

export type EnginePoolOptions = {
  /** Threads at most; one per core by default. */
  size?: number;
  /** Tasks that may wait for a thread; one more is refused with EngineBusyError. */
  queueLimit?: number;
  /** A task still running after this is stopped with its thread (which is replaced). */
  taskTimeoutMs?: number;
  /** A thread with nothing to do for this long is stopped, giving its memory back; the next task starts one. */
  idleMs?: number;
};

/**
 * Analyze takes 6-8 ms on a core and refine about twice that: 200 waiting per thread is one to three
 * seconds of work, enough to ride out a burst or a moment of CPU taken by something else, and short of
 * what a person waits before giving up; past it, an immediate 503 is kinder than a long wait.
 */
const QUEUE_PER_THREAD = 200;
const TASK_TIMEOUT_MS = 30_000;
const IDLE_MS = 5 * 60_000;
/** The engine's heap needs are small (the largest inputs stay under 100 MB); a runaway task stops here. */
const THREAD_HEAP_MB = 512;

type Job = {
  request: Omit<EngineRequest, 'id'>;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

type Thread = {
  worker: Worker;
  ready: boolean;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | undefined;
  idleTimer: NodeJS.Timeout | undefined;
};

/**
 * Runs the engine on a pool of worker threads so that analyze and refine never hold the event loop: one
 * thread per core, started when work arrives, each taking one task at a time from one line of waiting
 * tasks. A thread that fails, runs past the task time limit or hits its memory limit is replaced.
 */
export function createEnginePool(options: EnginePoolOptions = {}): EngineRunner {
  const size = Math.max(1, options.size ?? availableParallelism());
  const queueLimit = options.queueLimit ?? QUEUE_PER_THREAD * size;
  const taskTimeoutMs = options.taskTimeoutMs ?? TASK_TIMEOUT_MS;
  const idleMs = options.idleMs ?? IDLE_MS;
  const threads = new Set<Thread>();
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  function retire(thread: Thread, failure?: Error): void {
    if (!threads.delete(thread)) return;
    clearTimeout(thread.idleTimer);
    if (thread.job) {
      clearTimeout(thread.job.timer);
      thread.job.reject(failure ?? new Error('The engine thread stopped'));
      thread.job = undefined;
    }
    void thread.worker.terminate();
    dispatch();
  }

  function spawn(): Thread {
    const worker = startWorker('engine-worker', 'scoring', {
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    const thread: Thread = { worker, ready: false, job: undefined, idleTimer: undefined };
    threads.add(thread);
    worker.unref();
    worker.on('message', (message: EngineReply | { ready: true }) => {
      if ('ready' in message) {
        thread.ready = true;
        dispatch();
        return;
      }
      const job = thread.job;
      if (!job || job.id !== message.id) return;
      clearTimeout(job.timer);
      thread.job = undefined;
      if (message.ok) job.resolve(message.result);
      else job.reject(deserializeError(message.error as SerializedError));
      dispatch();
    });
    worker.on('error', (error) => retire(thread, new Error(`The engine thread failed: ${error.message}`)));
    worker.on('exit', (code) => retire(thread, new Error(`The engine thread stopped with code ${code}`)));
    return thread;
  }

  function run(thread: Thread, job: Job): void {
    clearTimeout(thread.idleTimer);
    const id = nextId++;
    const timer = setTimeout(
      () => retire(thread, new Error(`The engine task ${job.request.task} ran past ${taskTimeoutMs} ms`)),
      taskTimeoutMs,
    );
    thread.job = { ...job, id, timer };
    thread.worker.postMessage({ id, ...job.request } satisfies EngineRequest);
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

  function submit<K extends EngineTaskName>(task: K, args: unknown[]): Promise<ReturnType<EngineTasks[K]>> {
    if (closed) return Promise.reject(new Error('The engine pool is closed'));
    if (waiting.length >= queueLimit) return Promise.reject(new EngineBusyError(1));
    return new Promise((resolve, reject) => {
      waiting.push({ request: { task, args }, resolve: resolve as (value: unknown) => void, reject });
      dispatch();
    });
  }

  return {
    analyze: (...args) => submit('analyze', args),
    refine: (...args) => submit('refine', args),
    revert: (...args) => submit('revert', args),
    rescore: (...args) => submit('rescore', args),
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('The engine pool is closed'));
      await Promise.all(
        [...threads].map(async (thread) => {
          threads.delete(thread);
          clearTimeout(thread.idleTimer);
          if (thread.job) {
            clearTimeout(thread.job.timer);
            thread.job.reject(new Error('The engine pool is closed'));
          }
          await thread.worker.terminate();
        }),
      );
    },
  };
}

/** The same tasks on the caller's thread: for tests and tools that do not want threads. */
export function createInlineEngine(tasks: EngineTasks): EngineRunner {
  const inline =
    <K extends EngineTaskName>(task: K) =>
    async (...args: Parameters<EngineTasks[K]>) =>
      (tasks[task] as (...values: Parameters<EngineTasks[K]>) => ReturnType<EngineTasks[K]>)(...args);
  return {
    analyze: inline('analyze'),
    refine: inline('refine'),
    revert: inline('revert'),
    rescore: inline('rescore'),
    close: async () => {},
  };
}
