/**
 * The embedded database on a thread of its own (pglite-thread.ts is the other side): PGlite runs
 * PostgreSQL compiled to WebAssembly, synchronously, so on the server's event loop a burst of queries
 * would leave no turn for anything else. Here it holds only this thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type PGlite, type Transaction, types } from '@electric-sql/pglite';
import { openPgliteInstance } from './pglite-open';
import { type DatabaseReply, type DatabaseRequest, errorData, type QueryResult } from './pglite-protocol';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;
const { dataDir, template } = workerData as { dataDir: string | undefined; template: string | undefined };

const keep = (value: string) => value;
/** drizzle's parsers for PGlite: dates, times and intervals stay the strings PostgreSQL wrote. */
const PARSERS = {
  [types.TIMESTAMP]: keep,
  [types.TIMESTAMPTZ]: keep,
  [types.INTERVAL]: keep,
  [types.DATE]: keep,
  1231: keep,
  1115: keep,
  1185: keep,
  1187: keep,
  1182: keep,
};

type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void };
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

const reply = (message: DatabaseReply) => port.postMessage(message);

async function handle(client: PGlite, request: DatabaseRequest): Promise<void> {
  try {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
        if (!target) throw new Error(`No open transaction ${request.tx}`);
        const result = await target.query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: PARSERS,
        });
        const answer: QueryResult = {
          rows: result.rows,
          fields: result.fields,
          ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
        };
        reply({ id: request.id, ok: true, result: answer });
        return;
      }
      case 'begin': {
        const number = nextTransaction++;
        // PGlite runs one transaction at a time; this resolves when it is this one's turn, and holds the
        // database until the server ends it.
        client
          .transaction(async (tx) => {
            const commit = await new Promise<boolean>((end) => {
              transactions.set(number, { tx, end });
              reply({ id: request.id, ok: true, tx: number });
            });
            if (!commit) await tx.rollback();
          })
          .then(
            () => reply({ id: -number, ok: true }),
            (error: unknown) => reply({ id: -number, ok: false, error: errorData(error) }),
          )
          .finally(() => transactions.delete(number));
        return;
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`No open transaction ${request.tx}`);
        // The outcome of the commit or rollback is the reply to -tx (above); the server waits for that.
        open.end(request.commit);
        reply({ id: request.id, ok: true });
        return;
      }
      case 'close': {
        if (!client.closed) await client.close();
        reply({ id: request.id, ok: true });
        return;
      }
    }
  } catch (error) {
    reply({ id: request.id, ok: false, error: errorData(error) });
  }
}

try {
  const client = await openPgliteInstance(dataDir, template);
  port.on('message', (request: DatabaseRequest) => void handle(client, request));
  reply({ ready: true });
} catch (error) {
  reply({ failed: errorData(error) });
}
