import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, HEARTBEAT_DIR, LOCK_FILE, type LockKind, lockDataDir } from './data-dir-lock';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
// The shortest stale period the heartbeat lock takes, so its tests wait seconds, not tens of them.
const STALE_MS = 2_000;

/** Another process that takes the lock, says so, and holds it until it is killed. */
async function holderProcess(dir: string, kind: LockKind): Promise<ChildProcess> {
  const code = `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
await lockDataDir(process.env.LOCK_DIR, { kind: process.env.LOCK_KIND, staleMs: ${STALE_MS} });
console.log('locked');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, LOCK_DIR: dir, LOCK_KIND: kind },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('locked')) resolve();
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (status) => reject(new Error(`the holder exited (${status}): ${output}`)));
  });
  return child;
}

describe.each(['kernel', 'heartbeat'] as const)('the data directory lock (%s)', (kind) => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const fresh = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'resumeloop-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const lock = (dir: string, waits: string[] = []) =>
    lockDataDir(dir, { kind, staleMs: STALE_MS, onWait: (message) => waits.push(message) });

  it('is held by one owner at a time, names it to the next, and is free again once released', async () => {
    const dir = fresh();
    const held = await lock(dir);
    expect(held.kind).toBe(kind);
    expect(statSync(path.join(dir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    const refused = lock(dir);
    await expect(refused).rejects.toThrow(DataDirLockedError);
    await expect(refused).rejects.toThrow(`in use by process ${process.pid} on ${hostname()}`);
    await held.release();
    const again = await lock(dir);
    await again.release();
  });

  it('takes over a lock left by a dead owner with this very pid and another host name', async () => {
    const dir = fresh();
    // What a container's PID 1 leaves behind when it is killed: its pid is the new one's, its host name
    // is not. For the heartbeat lock, its folder was refreshed a moment ago.
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({
        pid: process.pid,
        host: 'old-container.example',
        started: '2026-01-01T00:00:00.000Z',
      }),
    );
    if (kind === 'heartbeat') mkdirSync(path.join(dir, HEARTBEAT_DIR));
    const waits: string[] = [];
    const held = await lock(dir, waits);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    // The kernel's lock went with its owner; the heartbeat lock is waited out, said once.
    expect(waits).toHaveLength(kind === 'heartbeat' ? 1 : 0);
    if (kind === 'heartbeat') expect(waits[0]).toContain('old-container.example');
    await held.release();
  });

  it('refuses a live owner in another process, and takes its lock once it was killed with SIGKILL', async () => {
    const dir = fresh();
    const holder = await holderProcess(dir, kind);
    children.push(holder);
    await expect(lock(dir)).rejects.toThrow(`in use by process ${holder.pid} on ${hostname()}`);

    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const waits: string[] = [];
    const held = await lock(dir, waits);
    expect(waits).toHaveLength(kind === 'heartbeat' ? 1 : 0);
    await held.release();
  });
});
