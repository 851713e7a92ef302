import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

/** Every file and folder under `dir` (itself included) that its group or others may use, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const mode = statSync(entry).mode & 0o777;
    if (mode & 0o077) found.push(`${path.relative(dir, entry) || '.'} ${mode.toString(8)}`);
    if (statSync(entry).isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

async function useDatabase(dataDir: string): Promise<void> {
  // On its own thread, as the service opens it.
  const database = await openDatabase({ kind: 'pglite', dataDir, thread: true });
  try {
    await database.db.execute(sql`create table if not exists private_probe (n int, note text)`);
    for (let n = 0; n < 20; n += 1)
      await database.db.execute(sql`insert into private_probe values (${n}, 'x')`);
    await database.db.execute(sql`create index if not exists private_probe_n on private_probe (n)`);
    await database.db.execute(sql`checkpoint`);
    await database.db.execute(sql`select count(*) from private_probe`);
  } finally {
    await database.close();
  }
}

describe("the embedded database's files", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('are its owner’s alone (600, folders 700), also those made after it opened, whatever the umask', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'resumeloop-private-'));
    dirs.push(dir);
    const dataDir = path.join(dir, 'pglite');
    await useDatabase(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);

    // A directory an earlier version left open to others is closed at the next start.
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'PG_VERSION'), 0o644);
    await useDatabase(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
