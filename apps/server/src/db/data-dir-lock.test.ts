import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

describe('the data directory lock', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'resumeloop-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is held by one owner at a time, names it to the next, and is free again once released', () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(statSync(path.join(dir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.pid} on ${hostname()}`);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = fresh();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: gone, host: hostname(), started: '2026-01-01T00:00:00.000Z' }),
    );
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it("honours another host's lock, which it cannot check", () => {
    const dir = fresh();
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, host: 'elsewhere.example', started: '2026-01-01T00:00:00.000Z' }),
    );
    expect(() => lockDataDir(dir)).toThrow('on elsewhere.example');
  });
});
