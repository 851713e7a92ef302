import { availableParallelism } from 'node:os';
import { createWorkerPool, PoolBusyError } from '../workers/worker-pool';
import {
  deserializeError,
  type EngineTaskName,
  type EngineTasks,
  type SerializedError,
} from './engine-tasks';

/** The engine as the server calls it: each task answers a promise, wherever it runs. */
export type EngineRunner = {
  [K in EngineTaskName]: (...args: Parameters<EngineTasks[K]>) => Promise<ReturnType<EngineTasks[K]>>;
} & { close(): Promise<void> };

/** Every engine thread is busy and the line of waiting tasks is full: the caller answers 503. */
export class EngineBusyError extends PoolBusyError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'The engine is busy');
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

/**
 * Runs the engine on a pool of worker threads (workers/worker-pool.ts) so that analyze and refine never
 * hold the event loop: one thread per core, started when work arrives, each taking one task at a time
 * from one line of waiting tasks. A thread that fails, runs past the task time limit or hits its memory
 * limit is replaced.
 */
export function createEnginePool(options: EnginePoolOptions = {}): EngineRunner {
  const size = Math.max(1, options.size ?? availableParallelism());
  const pool = createWorkerPool({
    name: 'engine-worker',
    directory: 'scoring',
    size,
    queueLimit: options.queueLimit ?? QUEUE_PER_THREAD * size,
    taskTimeoutMs: options.taskTimeoutMs ?? TASK_TIMEOUT_MS,
    idleMs: options.idleMs ?? IDLE_MS,
    heapMb: THREAD_HEAP_MB,
    deserializeError: (error) => deserializeError(error as SerializedError),
    busy: () => new EngineBusyError(1),
  });
  const submit =
    <K extends EngineTaskName>(task: K) =>
    (...args: Parameters<EngineTasks[K]>) =>
      pool.submit(task, args) as Promise<ReturnType<EngineTasks[K]>>;
  return {
    analyze: submit('analyze'),
    compare: submit('compare'),
    refine: submit('refine'),
    revert: submit('revert'),
    rescore: submit('rescore'),
    refineWithRewrite: submit('refineWithRewrite'),
    importRewrite: submit('importRewrite'),
    decideChanges: submit('decideChanges'),
    close: () => pool.close(),
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
    compare: inline('compare'),
    refine: inline('refine'),
    revert: inline('revert'),
    rescore: inline('rescore'),
    refineWithRewrite: inline('refineWithRewrite'),
    importRewrite: inline('importRewrite'),
    decideChanges: inline('decideChanges'),
    close: async () => {},
  };
}
