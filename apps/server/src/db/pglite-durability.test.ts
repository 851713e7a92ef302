import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';

describe('the embedded database on disk', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('flushes each commit to disk before acknowledging it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'resumeloop-durable-'));
    dirs.push(dir);
    // On this thread, so that the spy sees the calls (the thread the service uses has the same setup:
    // pglite-thread.test.ts checks its settings).
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite'), thread: false });
    try {
      const settings = await database.db.execute(
        sql`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name`,
      );
      expect((settings as unknown as { rows: unknown[] }).rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
      await database.db.execute(sql`create table durable_probe (n int)`);
      const fsync = vi.spyOn(fs, 'fsyncSync');
      for (let n = 0; n < 20; n += 1) await database.db.execute(sql`insert into durable_probe values (${n})`);
      expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(20);
    } finally {
      await database.close();
    }
  });
});
