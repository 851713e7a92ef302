import { newIdempotencyKey } from '../api';

/**
 * The queue of writes that could not reach the server (SPEC §3, §4): kept in IndexedDB so they survive a
 * reload or a closed tab while offline, sent again in the order they were made once the connection is back.
 *
 * - Each entry belongs to one user; a replay sends only that user's entries, never another user's.
 * - Each entry carries its own `Idempotency-Key`, made when it is first queued and sent unchanged on every
 *   attempt, so a write the server received before the connection dropped is not applied twice.
 * - Entries with the same `coalesceKey` (successive saves of one document, each carrying the whole
 *   document) collapse into one: the newest replaces the queued one at the queued one's place in line.
 * - A replay stops at the first entry that still cannot be sent; a conflict (the server's copy changed
 *   meanwhile) moves the entry to a conflicts store, so neither the server's copy nor this one is lost.
 * - Without IndexedDB (some private windows) the same queue lives in memory, for the life of the page.
 */

export const OFFLINE_DATABASE_NAME = 'resumeloop-offline';
const DATABASE_VERSION = 1;
const REQUESTS_STORE = 'requests';
const CONFLICTS_STORE = 'conflicts';
const USER_INDEX = 'userId';

/** The headers a queued write keeps; every other header (credentials included) is set again when sent. */
export type QueuedHeaders = {
  'Content-Type'?: string;
  'Idempotency-Key': string;
  'If-Match'?: string;
};

const KEPT_HEADERS: ReadonlyArray<keyof QueuedHeaders> = ['Content-Type', 'Idempotency-Key', 'If-Match'];

/** A write to queue. */
export type QueuedRequestInput = {
  method: string;
  url: string;
  /** The JSON body as sent, or null. */
  body: string | null;
  /** Any headers; only Content-Type, Idempotency-Key and If-Match are kept (matched case-insensitively). */
  headers?: Record<string, string> | Headers;
  userId: string;
  /** Entries of one user with the same key collapse into the newest (at the first one's place). */
  coalesceKey?: string;
  /** When the write was made (ms since epoch); now unless given. */
  createdAt?: number;
};

/** A queued write, as stored. */
export type QueuedRequest = {
  /** Its place in line: smaller ids are sent first. */
  id: number;
  method: string;
  url: string;
  body: string | null;
  headers: QueuedHeaders;
  userId: string;
  coalesceKey?: string;
  /** When the first write of this entry was queued (kept when a newer one replaces it). */
  createdAt: number;
  /** Counts replacements by coalescing; a replay removes an entry only if it is still the version it sent. */
  revision: number;
};

/** A queued write the server refused because its copy had changed meanwhile, kept for the user to resolve. */
export type QueuedConflict = {
  id: number;
  userId: string;
  /** The write as it was sent. */
  request: QueuedRequest;
  detectedAt: number;
};

/**
 * What became of one replayed entry:
 * - 'done': the server took it (or had already taken it under its idempotency key);
 * - 'retry-later': it could not be sent (still offline, server unreachable); the replay stops here;
 * - 'conflict': the server's copy changed meanwhile; the entry moves to the conflicts store;
 * - 'drop': it will never succeed (for instance, the thing it changes no longer exists); removed.
 */
export type ReplayOutcome = 'done' | 'retry-later' | 'conflict' | 'drop';

export type ReplaySend = (entry: QueuedRequest) => Promise<ReplayOutcome>;

export type ReplayOptions = {
  /** Called for each conflict, after its entry is in the conflicts store. */
  onConflict?: (conflict: QueuedConflict) => void;
};

export type ReplayResult = {
  /** Entries the server took. */
  sent: number;
  dropped: number;
  conflicts: number;
  /** True when an entry could not be sent and the replay stopped there. */
  stopped: boolean;
  /** The user's entries still queued afterwards. */
  remaining: number;
};

export type RequestQueue = {
  /** Queues a write (or replaces the queued one with the same coalesceKey); returns it as stored. */
  enqueue(input: QueuedRequestInput): Promise<QueuedRequest>;
  /** The user's queued writes, in the order they will be sent. */
  list(userId: string): Promise<QueuedRequest[]>;
  remove(id: number): Promise<void>;
  count(userId: string): Promise<number>;
  /** Sends the user's queued writes in order; see ReplayOutcome. Concurrent calls share one run. */
  replay(userId: string, send: ReplaySend, options?: ReplayOptions): Promise<ReplayResult>;
  /** The user's unresolved conflicts, oldest first. */
  listConflicts(userId: string): Promise<QueuedConflict[]>;
  removeConflict(id: number): Promise<void>;
  /** Removes the user's queued writes and conflicts. */
  clear(userId: string): Promise<void>;
  /** Called after any change to the queue or the conflicts; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Where the queue is kept: IndexedDB, or memory when IndexedDB cannot be opened. */
  storage(): Promise<'indexeddb' | 'memory'>;
  /** Closes the database (tests, or before deleting it). */
  close(): Promise<void>;
};

export type RequestQueueOptions = {
  /** The IndexedDB factory; the browser's by default. null forces the in-memory queue. */
  indexedDB?: IDBFactory | null;
  databaseName?: string;
  /** Current time in ms (tests). */
  now?: () => number;
};

type NewRecord = Omit<QueuedRequest, 'id'>;

/** The storage both the IndexedDB and the in-memory queue provide. */
type Store = {
  kind: 'indexeddb' | 'memory';
  /** Adds the record, or replaces the user's queued record with the same coalesceKey (keeping its id). */
  put(record: NewRecord): Promise<QueuedRequest>;
  all(userId: string): Promise<QueuedRequest[]>;
  delete(id: number): Promise<void>;
  /** Deletes the record if it is still at this revision; false when it was replaced meanwhile. */
  settle(id: number, revision: number): Promise<boolean>;
  addConflict(conflict: Omit<QueuedConflict, 'id'>): Promise<QueuedConflict>;
  conflicts(userId: string): Promise<QueuedConflict[]>;
  deleteConflict(id: number): Promise<void>;
  clear(userId: string): Promise<void>;
  close(): void;
};

function keptHeaders(headers: QueuedRequestInput['headers']): QueuedHeaders {
  const given = new Headers(headers ?? {});
  const kept: Partial<QueuedHeaders> = {};
  for (const name of KEPT_HEADERS) {
    const value = given.get(name);
    if (value !== null) kept[name] = value;
  }
  return { ...kept, 'Idempotency-Key': kept['Idempotency-Key'] ?? newIdempotencyKey() };
}

// ---------------------------------------------------------------------------------------------------------
// In memory

function memoryStore(): Store {
  let requests: QueuedRequest[] = [];
  let conflicts: QueuedConflict[] = [];
  let nextRequestId = 1;
  let nextConflictId = 1;
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    kind: 'memory',
    async put(record) {
      const index =
        record.coalesceKey === undefined
          ? -1
          : requests.findIndex(
              (queued) => queued.userId === record.userId && queued.coalesceKey === record.coalesceKey,
            );
      const queued = requests[index];
      if (queued) {
        const replaced = {
          ...copy(record),
          id: queued.id,
          createdAt: queued.createdAt,
          revision: queued.revision + 1,
        };
        requests[index] = replaced;
        return copy(replaced);
      }
      const added = { ...copy(record), id: nextRequestId++ };
      requests.push(added);
      return copy(added);
    },
    async all(userId) {
      return requests.filter((queued) => queued.userId === userId).map(copy);
    },
    async delete(id) {
      requests = requests.filter((queued) => queued.id !== id);
    },
    async settle(id, revision) {
      const queued = requests.find((candidate) => candidate.id === id);
      if (queued && queued.revision !== revision) return false;
      requests = requests.filter((candidate) => candidate.id !== id);
      return true;
    },
    async addConflict(conflict) {
      const added = { ...copy(conflict), id: nextConflictId++ };
      conflicts.push(added);
      return copy(added);
    },
    async conflicts(userId) {
      return conflicts.filter((conflict) => conflict.userId === userId).map(copy);
    },
    async deleteConflict(id) {
      conflicts = conflicts.filter((conflict) => conflict.id !== id);
    },
    async clear(userId) {
      requests = requests.filter((queued) => queued.userId !== userId);
      conflicts = conflicts.filter((conflict) => conflict.userId !== userId);
    },
    close() {},
  };
}

// ---------------------------------------------------------------------------------------------------------
// IndexedDB

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function completed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name, DATABASE_VERSION);
    } catch (error) {
      reject(error);
      return;
    }
    request.onupgradeneeded = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(REQUESTS_STORE)) {
        const store = database.createObjectStore(REQUESTS_STORE, { keyPath: 'id', autoIncrement: true });
        store.createIndex(USER_INDEX, 'userId');
      }
      if (!database.objectStoreNames.contains(CONFLICTS_STORE)) {
        const store = database.createObjectStore(CONFLICTS_STORE, { keyPath: 'id', autoIncrement: true });
        store.createIndex(USER_INDEX, 'userId');
      }
    };
    request.onsuccess = () => {
      const database = request.result;
      // A newer version of the app (another tab) upgrading the database: let it.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = () => reject(request.error);
  });
}

function indexedDbStore(database: IDBDatabase): Store {
  /** Runs `work` in one transaction and resolves with its result once the transaction has committed. */
  const run = async <T>(
    stores: string[],
    mode: IDBTransactionMode,
    work: (transaction: IDBTransaction) => Promise<T>,
  ): Promise<T> => {
    const transaction = database.transaction(stores, mode);
    const done = completed(transaction);
    try {
      const result = await work(transaction);
      await done;
      return result;
    } catch (error) {
      done.catch(() => {});
      try {
        transaction.abort();
      } catch {
        // Already finished.
      }
      throw error;
    }
  };
  const byUser = <T>(storeName: string, userId: string) =>
    run([storeName], 'readonly', (transaction) =>
      settled(transaction.objectStore(storeName).index(USER_INDEX).getAll(userId) as IDBRequest<T[]>),
    );
  return {
    kind: 'indexeddb',
    put(record) {
      return run([REQUESTS_STORE], 'readwrite', async (transaction) => {
        const store = transaction.objectStore(REQUESTS_STORE);
        if (record.coalesceKey !== undefined) {
          const queued = (await settled(store.index(USER_INDEX).getAll(record.userId))) as QueuedRequest[];
          const same = queued.find((candidate) => candidate.coalesceKey === record.coalesceKey);
          if (same) {
            const replaced = {
              ...record,
              id: same.id,
              createdAt: same.createdAt,
              revision: same.revision + 1,
            };
            await settled(store.put(replaced));
            return replaced;
          }
        }
        const id = (await settled(store.add(record))) as number;
        return { ...record, id };
      });
    },
    all(userId) {
      // The index orders one user's records by primary key: the order they were queued in.
      return byUser<QueuedRequest>(REQUESTS_STORE, userId);
    },
    delete(id) {
      return run([REQUESTS_STORE], 'readwrite', async (transaction) => {
        await settled(transaction.objectStore(REQUESTS_STORE).delete(id));
      });
    },
    settle(id, revision) {
      return run([REQUESTS_STORE], 'readwrite', async (transaction) => {
        const store = transaction.objectStore(REQUESTS_STORE);
        const queued = (await settled(store.get(id))) as QueuedRequest | undefined;
        if (queued && queued.revision !== revision) return false;
        await settled(store.delete(id));
        return true;
      });
    },
    addConflict(conflict) {
      return run([CONFLICTS_STORE], 'readwrite', async (transaction) => {
        const id = (await settled(transaction.objectStore(CONFLICTS_STORE).add(conflict))) as number;
        return { ...conflict, id };
      });
    },
    conflicts(userId) {
      return byUser<QueuedConflict>(CONFLICTS_STORE, userId);
    },
    deleteConflict(id) {
      return run([CONFLICTS_STORE], 'readwrite', async (transaction) => {
        await settled(transaction.objectStore(CONFLICTS_STORE).delete(id));
      });
    },
    clear(userId) {
      return run([REQUESTS_STORE, CONFLICTS_STORE], 'readwrite', async (transaction) => {
        for (const storeName of [REQUESTS_STORE, CONFLICTS_STORE]) {
          const store = transaction.objectStore(storeName);
          const keys = await settled(store.index(USER_INDEX).getAllKeys(userId));
          for (const key of keys) await settled(store.delete(key));
        }
      });
    },
    close() {
      database.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The queue

type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

/** Other tabs of the app replay the same database: one replay per user at a time, across tabs. */
function withCrossTabLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request(name, work) : work();
}

export function createRequestQueue(options: RequestQueueOptions = {}): RequestQueue {
  const now = options.now ?? Date.now;
  const databaseName = options.databaseName ?? OFFLINE_DATABASE_NAME;
  const listeners = new Set<() => void>();
  const replays = new Map<string, Promise<ReplayResult>>();
  let opened: Promise<Store> | undefined;

  const store = (): Promise<Store> => {
    opened ??= (async () => {
      const factory = options.indexedDB === undefined ? globalThis.indexedDB : options.indexedDB;
      if (!factory) return memoryStore();
      try {
        return indexedDbStore(await openDatabase(factory, databaseName));
      } catch {
        // Private windows of some browsers refuse IndexedDB: keep the queue for the life of the page.
        return memoryStore();
      }
    })();
    return opened;
  };

  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  const runReplay = async (userId: string, send: ReplaySend, replayOptions: ReplayOptions) => {
    const target = await store();
    const result: ReplayResult = { sent: 0, dropped: 0, conflicts: 0, stopped: false, remaining: 0 };
    // Entries queued or replaced while this runs are picked up: each step reads the queue again.
    let after = 0;
    for (;;) {
      const next = (await target.all(userId)).find((entry) => entry.id > after);
      if (!next) break;
      let outcome: ReplayOutcome;
      try {
        outcome = await send(next);
      } catch {
        // A failure the sender did not classify keeps the entry: nothing is lost, the next replay retries.
        outcome = 'retry-later';
      }
      if (outcome === 'retry-later') {
        result.stopped = true;
        break;
      }
      // The write as sent is kept before it leaves the queue: the user can still offer it.
      const conflict =
        outcome === 'conflict'
          ? await target.addConflict({ userId, request: next, detectedAt: now() })
          : undefined;
      if (conflict) result.conflicts += 1;
      else if (outcome === 'drop') result.dropped += 1;
      else result.sent += 1;
      // Replaced by a newer write while it was being sent: keep its place and send the newer one next.
      if (await target.settle(next.id, next.revision)) after = next.id;
      changed();
      if (conflict) replayOptions.onConflict?.(conflict);
    }
    result.remaining = (await target.all(userId)).length;
    return result;
  };

  return {
    async enqueue(input) {
      const target = await store();
      const record: NewRecord = {
        method: input.method.toUpperCase(),
        url: input.url,
        body: input.body,
        headers: keptHeaders(input.headers),
        userId: input.userId,
        createdAt: input.createdAt ?? now(),
        revision: 0,
        ...(input.coalesceKey === undefined ? {} : { coalesceKey: input.coalesceKey }),
      };
      const stored = await target.put(record);
      changed();
      return stored;
    },
    async list(userId) {
      return (await store()).all(userId);
    },
    async remove(id) {
      await (await store()).delete(id);
      changed();
    },
    async count(userId) {
      return (await (await store()).all(userId)).length;
    },
    replay(userId, send, replayOptions = {}) {
      const running = replays.get(userId);
      if (running) return running;
      const replay = withCrossTabLock(`${databaseName}:replay:${userId}`, () =>
        runReplay(userId, send, replayOptions),
      ).finally(() => replays.delete(userId));
      replays.set(userId, replay);
      return replay;
    },
    async listConflicts(userId) {
      return (await store()).conflicts(userId);
    },
    async removeConflict(id) {
      await (await store()).deleteConflict(id);
      changed();
    },
    async clear(userId) {
      await (await store()).clear(userId);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async storage() {
      return (await store()).kind;
    },
    async close() {
      if (!opened) return;
      const target = await opened;
      target.close();
      opened = undefined;
    },
  };
}

/** The app's queue, in the 'resumeloop-offline' database. */
export const requestQueue: RequestQueue = createRequestQueue();

export const enqueue: RequestQueue['enqueue'] = (input) => requestQueue.enqueue(input);
export const list: RequestQueue['list'] = (userId) => requestQueue.list(userId);
export const remove: RequestQueue['remove'] = (id) => requestQueue.remove(id);
export const count: RequestQueue['count'] = (userId) => requestQueue.count(userId);
export const replay: RequestQueue['replay'] = (userId, send, options) =>
  requestQueue.replay(userId, send, options);
