import { parentPort } from 'node:worker_threads';

/** A task for a pool's thread, and its answer (worker-pool.ts is the other side). */
export type WorkerRequest = { id: number; task: string; args: unknown[] };
export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: unknown };

/** An error as it crosses between threads when the tasks have no richer form of their own. */
export type PlainError = { name: string; message: string; stack?: string };

export function plainError(error: unknown): PlainError {
  const failure = error instanceof Error ? error : new Error(String(error));
  return { name: failure.name, message: failure.message, ...(failure.stack ? { stack: failure.stack } : {}) };
}

export function errorFromPlain(plain: PlainError): Error {
  const error = new Error(plain.message);
  error.name = plain.name;
  if (plain.stack) error.stack = plain.stack;
  return error;
}

/**
 * The thread side of a pool: runs each task it is sent (awaiting those that answer a promise), answers it
 * by id, and says once that it is ready. `serialize` turns a task's failure into data that crosses threads.
 */
export function serveTasks(
  tasks: Record<string, (...args: never[]) => unknown>,
  serialize: (error: unknown) => unknown = plainError,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs on a worker thread');
  port.on('message', async ({ id, task, args }: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      const run = tasks[task] as (...values: unknown[]) => unknown;
      reply = { id, ok: true, result: await run(...args) };
    } catch (error) {
      reply = { id, ok: false, error: serialize(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true });
}
