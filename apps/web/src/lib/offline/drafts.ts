/**
 * Drafts of work not yet saved on the server (the refine flow's input and answers), kept per user in this
 * browser's IndexedDB so that closing the tab, or opening the flow in another one, loses nothing. One draft
 * per user and kind; the newest write wins. Without IndexedDB (some private windows) drafts live in memory
 * for the life of the page.
 */

export const DRAFTS_DATABASE_NAME = 'resumeloop-drafts';
const DATABASE_VERSION = 1;
const STORE = 'drafts';

export type StoredDraft<T> = { key: string; userId: string; savedAt: number; value: T };

type DraftStore = {
  get(key: string): Promise<StoredDraft<unknown> | undefined>;
  put(draft: StoredDraft<unknown>): Promise<void>;
  delete(key: string): Promise<void>;
  clearUser(userId: string): Promise<void>;
};

function memoryStore(): DraftStore {
  const drafts = new Map<string, StoredDraft<unknown>>();
  return {
    async get(key) {
      return drafts.get(key);
    },
    async put(draft) {
      drafts.set(draft.key, draft);
    },
    async delete(key) {
      drafts.delete(key);
    },
    async clearUser(userId) {
      for (const [key, draft] of drafts) if (draft.userId === userId) drafts.delete(key);
    },
  };
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DRAFTS_DATABASE_NAME, DATABASE_VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(STORE))
        database.createObjectStore(STORE, { keyPath: 'key' }).createIndex('userId', 'userId');
    };
    request.onsuccess = () => {
      request.result.onversionchange = () => request.result.close();
      resolve(request.result);
    };
    request.onerror = () => reject(request.error);
  });
}

function indexedDbStore(database: IDBDatabase): DraftStore {
  const store = (mode: IDBTransactionMode) => database.transaction(STORE, mode).objectStore(STORE);
  return {
    get: (key) => done(store('readonly').get(key) as IDBRequest<StoredDraft<unknown> | undefined>),
    put: async (draft) => {
      await done(store('readwrite').put(draft));
    },
    delete: async (key) => {
      await done(store('readwrite').delete(key));
    },
    clearUser: async (userId) => {
      const keys = await done(store('readonly').index('userId').getAllKeys(userId));
      const writable = store('readwrite');
      await Promise.all(keys.map((key) => done(writable.delete(key))));
    },
  };
}

let opened: Promise<DraftStore> | undefined;
function drafts(): Promise<DraftStore> {
  opened ??= (async () => {
    const factory = globalThis.indexedDB;
    if (!factory) return memoryStore();
    try {
      return indexedDbStore(await open(factory));
    } catch {
      return memoryStore();
    }
  })();
  return opened;
}

const keyOf = (userId: string, kind: string) => `${userId}:${kind}`;

export const draftStore = {
  async read<T>(userId: string, kind: string): Promise<StoredDraft<T> | undefined> {
    try {
      return (await (await drafts()).get(keyOf(userId, kind))) as StoredDraft<T> | undefined;
    } catch {
      return undefined;
    }
  },
  async write<T>(userId: string, kind: string, value: T): Promise<void> {
    try {
      await (await drafts()).put({ key: keyOf(userId, kind), userId, savedAt: Date.now(), value });
    } catch {
      // Storage refused (full, or closed by an upgrade in another tab): the page keeps working.
    }
  },
  async remove(userId: string, kind: string): Promise<void> {
    try {
      await (await drafts()).delete(keyOf(userId, kind));
    } catch {
      // As above.
    }
  },
  /** Every draft of a user: on signing out and on deleting the account. */
  async forgetUser(userId: string): Promise<void> {
    try {
      await (await drafts()).clearUser(userId);
    } catch {
      // As above.
    }
  },
  /** For tests: the next use opens the database again. */
  reset(): void {
    opened = undefined;
  },
};
