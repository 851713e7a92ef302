import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR, PGLITE_TEMPLATE } from '../paths';
import { openPgliteInstance } from './pglite-open';
import { type PgliteLike, startPgliteThread } from './pglite-thread';
import { createReadCache, NO_READ_CACHE, type ReadCache, tellingWrites } from './read-cache';
import * as schema from './schema';

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: AppDatabase;
  /**
   * Reads that may be remembered until the next write: the embedded database's, which only this process
   * writes; PostgreSQL's are never remembered (NO_READ_CACHE), as other instances may write it.
   */
  reads: ReadCache;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /**
   * Embedded PostgreSQL; `dataDir` undefined keeps everything in memory. It runs on a thread of its own
   * unless `thread` is false (the default for a database in memory, which tests make by the hundred).
   */
  | { kind: 'pglite'; dataDir: string | undefined; thread?: boolean }
  /** A real PostgreSQL server; `schema` places every table in that schema (created when missing). */
  | { kind: 'postgres'; url: string; schema?: string };

const MIGRATIONS_TABLE = 'schema_migrations';
// Any constant works; it only has to be the same in every instance of the service.
const MIGRATION_LOCK_KEY = 727_365_001;

/** Opens the database and brings its schema up to date with the numbered migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.thread ?? options.dataDir !== undefined)
    : openPostgres(options.url, options.schema);
}

async function openPglite(dataDir: string | undefined, thread: boolean): Promise<Database> {
  if (dataDir) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  // On disk, a commit is acknowledged once its write-ahead log is flushed (see pglite-durability.ts); a
  // new directory starts from the build's template when there is one.
  const client: PgliteLike = thread
    ? await startPgliteThread(dataDir, PGLITE_TEMPLATE)
    : await openPgliteInstance(dataDir, PGLITE_TEMPLATE);
  try {
    await migrateEmbedded(client);
  } catch (error) {
    await client.close();
    throw error;
  }
  const reads = createReadCache();
  // drizzle's PGlite driver calls only `query` and `transaction`, which the thread's client has too.
  const db = drizzlePglite({ client: tellingWrites(client, reads) as unknown as PGlite, schema });
  return {
    kind: 'pglite',
    db: db as unknown as AppDatabase,
    reads,
    async ping() {
      if (client.closed) throw new Error('The embedded database is closed');
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Brings an embedded database's schema up to date (also how the build makes its template). */
export async function migrateEmbedded(client: PgliteLike | PGlite): Promise<void> {
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR, migrationsTable: MIGRATIONS_TABLE });
}

async function openPostgres(url: string, searchSchema: string | undefined): Promise<Database> {
  if (searchSchema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchSchema)) {
    throw new Error(`Invalid schema name: ${searchSchema}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    ...(searchSchema ? { options: `-c search_path=${searchSchema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema });
  let closed = false;
  try {
    if (searchSchema) await pool.query(`create schema if not exists ${searchSchema}`);
    const lock = await pool.connect();
    try {
      // Several instances may start at once: one migrates, the others wait and then find nothing to do.
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePostgres(db, {
        migrationsFolder: MIGRATIONS_DIR,
        migrationsTable: MIGRATIONS_TABLE,
        migrationsSchema: searchSchema ?? 'drizzle',
      });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lock.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    db: db as unknown as AppDatabase,
    reads: NO_READ_CACHE,
    async ping() {
      if (closed) throw new Error('The database pool is closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
