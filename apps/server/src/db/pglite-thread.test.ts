import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loopTurnsDuring } from '../../test/loop-turns';
import { migrateEmbedded, openDatabase } from './client';
import { openPgliteInstance, unpackTemplate } from './pglite-open';
import { type PgliteLike, startPgliteThread } from './pglite-thread';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('the embedded database on a thread of its own', () => {
  const dirs: string[] = [];
  const open: PgliteLike[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'resumeloop-thread-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const client of open.splice(0)) await client.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('commits a transaction, rolls back one that throws, and keeps PostgreSQL error fields', async () => {
    const client = await startPgliteThread(undefined);
    open.push(client);
    await client.query('create table probe (n int primary key)');
    expect(
      await client.transaction(async (tx) => {
        await tx.query('insert into probe values ($1)', [1]);
        return 'kept';
      }),
    ).toBe('kept');
    const failure = await client
      .transaction(async (tx) => {
        await tx.query('insert into probe values ($1)', [2]);
        await tx.query('insert into probe values ($1)', [1]);
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
    expect((await client.query('select n from probe order by n')).rows).toEqual([{ n: 1 }]);
    expect((await client.query('select n from probe', [], { rowMode: 'array' })).rows).toEqual([[1]]);
  });

  it('runs queries sent during a transaction after it, as PGlite itself does', async () => {
    const client = await startPgliteThread(undefined);
    open.push(client);
    await client.query('create table ordered (step text)');
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await client.transaction(async (tx) => {
      await tx.query("insert into ordered values ('inside')");
      outside = client.query("insert into ordered values ('outside')").then(() => order.push('outside'));
      await tx.query("insert into ordered values ('inside again')");
      order.push('committing');
    });
    await outside;
    expect(order).toEqual(['committing', 'outside']);
    expect((await client.query('select count(*)::int as n from ordered')).rows).toEqual([{ n: 3 }]);
  });

  it('leaves the event loop turns while it works through a burst of queries', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(tempDir(), 'pglite') });
    try {
      const turns = await loopTurnsDuring(() =>
        Promise.all(Array.from({ length: 200 }, () => database.db.execute(sql`select 1`))),
      );
      // PGlite on this thread answers all 200 before the loop turns once.
      expect(turns).toBeGreaterThan(10);
    } finally {
      await database.close();
    }
  });

  it('starts a new data directory from a template, durable, with the schema in place', async () => {
    const template = path.join(tempDir(), 'template.tar.gz');
    const maker = await openPgliteInstance(undefined);
    await migrateEmbedded(maker);
    writeFileSync(template, Buffer.from(await (await maker.dumpDataDir('gzip')).arrayBuffer()));
    await maker.close();

    const dataDir = path.join(tempDir(), 'pglite');
    unpackTemplate(template, dataDir);
    expect(statSync(path.join(dataDir, 'PG_VERSION')).isFile()).toBe(true);
    const client = await startPgliteThread(dataDir);
    open.push(client);
    const settings = await client.query(
      "select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name",
    );
    expect(settings.rows).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'wal_sync_method', setting: 'fsync' },
    ]);
    const tables = await client.query(
      "select count(*)::int as n from information_schema.tables where table_name = 'users'",
    );
    expect(tables.rows).toEqual([{ n: 1 }]);
    // Opened through the service, the schema is current and nothing is left to migrate.
    await client.close();
    open.pop();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from users`))).toEqual([
        { n: 0 },
      ]);
    } finally {
      await database.close();
    }
  });
});
