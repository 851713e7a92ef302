import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker';
import {
  type DatabaseReply,
  type DatabaseRequest,
  errorFromData,
  type QueryResult,
  type RowMode,
} from './pglite-protocol';

type Pending = {
  resolve: (reply: Extract<DatabaseReply, { ok: true }>) => void;
  reject: (error: Error) => void;
};
type Request = DatabaseRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What drizzle's PGlite driver calls: `query` with a row mode, and `transaction`. */
export type PgliteLike = {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResult>;
  transaction<T>(callback: (tx: Pick<PgliteLike, 'query'>) => Promise<T>): Promise<T>;
  readonly closed: boolean;
  close(): Promise<void>;
};

/**
 * The embedded database on its own thread (pglite-worker.ts), with the part of PGlite's interface that
 * drizzle uses. Each query is a message there and back (tens of microseconds); while PostgreSQL works,
 * this thread serves other requests. A transaction holds the database from `begin` until its callback
 * settles, exactly as PGlite's own transaction does.
 */
export async function startPgliteThread(dataDir: string | undefined, template?: string): Promise<PgliteLike> {
  const worker: Worker = startWorker('pglite-worker', 'db', { workerData: { dataDir, template } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | undefined;

  // The first message says whether the database opened; the listeners of the opening go after it (one
  // by one: Worker keeps listeners of its own on itself).
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: DatabaseReply) => {
      settle();
      if ('failed' in message) reject(errorFromData(message.failed));
      else resolve();
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onExit = (code: number) =>
      onError(new Error(`The embedded database stopped while opening (code ${code})`));
    const settle = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  const stop = (error: Error) => {
    stopped ??= error;
    closed = true;
    for (const entry of pending.values()) entry.reject(stopped);
    pending.clear();
  };
  worker.on('message', (message: DatabaseReply) => {
    if (!('id' in message)) return;
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    if (message.ok) entry.resolve(message);
    else entry.reject(errorFromData(message.error));
  });
  worker.on('error', (error) => stop(new Error(`The embedded database failed: ${error.message}`)));
  worker.on('exit', (code) => stop(new Error(`The embedded database stopped (code ${code})`)));

  /** Waits for the reply with this id (a transaction's outcome is the reply to its negative number). */
  const awaitReply = (id: number) =>
    new Promise<Extract<DatabaseReply, { ok: true }>>((resolve, reject) => {
      if (stopped) reject(stopped);
      else pending.set(id, { resolve, reject });
    });
  const send = (request: Request) => {
    if (closed) return Promise.reject(stopped ?? new Error('The embedded database is closed'));
    const id = nextId++;
    const reply = awaitReply(id);
    worker.postMessage({ ...request, id } as DatabaseRequest);
    return reply;
  };
  const query =
    (tx?: number) =>
    async (
      sql: string,
      params: unknown[] = [],
      options: { rowMode?: RowMode } = {},
    ): Promise<QueryResult> => {
      const reply = await send({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        ...(tx === undefined ? {} : { tx }),
      });
      return reply.result as QueryResult;
    };

  return {
    query: query(),
    async transaction(callback) {
      const begun = await send({ op: 'begin' });
      const tx = begun.tx as number;
      const outcome = awaitReply(-tx);
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback({ query: query(tx) });
      } catch (error) {
        await send({ op: 'end', tx, commit: false });
        await outcome.catch(() => {});
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      await outcome;
      return result;
    },
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      await send({ op: 'close' }).catch(() => {});
      closed = true;
      await worker.terminate();
    },
  };
}
