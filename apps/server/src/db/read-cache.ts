/**
 * Reads remembered until the database is next written (decision 0026). Sound only where this process is
 * the database's one writer, as it is for the embedded database (its data directory is locked to one
 * process, data-dir-lock.ts); PostgreSQL may be shared by several instances, so there every read goes to
 * the database (NO_READ_CACHE).
 */
import type { PgliteLike } from './pglite-thread';

export interface ReadCache {
  /**
   * The value `load` read for `key` since the last write, or what `load` reads now. Callers get the
   * remembered value itself: they copy it before changing it.
   */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** Every read goes to the database. */
export const NO_READ_CACHE: ReadCache = { remember: (_key, load) => load() };

export type WriteAwareReadCache = ReadCache & {
  /** Called before any statement that may change data is sent, and after a transaction ends. */
  written(): void;
};

/**
 * A read cache that forgets everything on each write. A read remembers the write count it started under:
 * when a write was sent while it ran, its answer may predate that write and is not given to later reads.
 */
export function createReadCache(maxEntries = 2_000): WriteAwareReadCache {
  let writes = 0;
  // Boxed, so that a read that found nothing (undefined) is remembered too.
  const entries = new Map<string, { value: unknown }>();
  return {
    async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) return entry.value as T;
      const startedUnder = writes;
      const value = await load();
      if (startedUnder === writes) {
        // Bounded: a flood of distinct keys (made-up tokens) starts the cache over instead of growing it.
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { value });
      }
      return value;
    },
    written() {
      writes += 1;
      entries.clear();
    },
  };
}

/** Whether a statement only reads: a plain `select` (drizzle writes with insert, update and delete). */
export function onlyReads(statement: string): boolean {
  return /^\s*select\b/i.test(statement) && !/\b(?:nextval|setval|set_config)\s*\(/i.test(statement);
}

/**
 * The client as drizzle uses it, telling `reads` of every statement that may write before it is sent, of
 * every transaction as it begins, and again once it has ended (committed or not): a read that runs
 * beside a transaction is forgotten when it ends, so its statements need no watching of their own.
 */
export function tellingWrites(client: PgliteLike, reads: WriteAwareReadCache): PgliteLike {
  return {
    query(statement, params, options) {
      if (!onlyReads(statement)) reads.written();
      return client.query(statement, params, options);
    },
    async transaction(callback) {
      reads.written();
      try {
        return await client.transaction(callback);
      } finally {
        reads.written();
      }
    },
    get closed() {
      return client.closed;
    },
    close: () => client.close(),
  };
}
