/**
 * One process per data directory: the embedded database is a single-user PostgreSQL, and two processes
 * writing one directory lose each other's writes. Nothing here judges a pid or a host name (a container
 * restarted after a crash is PID 1 again, often on a new host name), so a lock never outlives its owner:
 *
 * - The kernel's lock (fs-native-extensions: an open file description lock on Linux, flock on macOS,
 *   LockFileEx on Windows), exclusive, on `resumeloop.lock`, held while the file stays open. It goes with
 *   the process however the process ends (exit, crash, kill -9), so a restart takes it at once; a second
 *   live process is refused, in this process or any other.
 * - Where that package has no build (Alpine's musl), a heartbeat lock instead (proper-lockfile): the folder
 *   `resumeloop.lock.d`, whose modification time its owner refreshes. A start that finds one waits: a
 *   refresh means a live owner (refused), no refresh for HEARTBEAT_STALE_MS means a dead one (taken over).
 *
 * `resumeloop.lock` also holds the owner's pid, host and start time, only to name it to a refused process.
 */
import { closeSync, constants, ftruncateSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'resumeloop.lock';
/** The heartbeat lock's folder (only where the kernel's lock is not available). */
export const HEARTBEAT_DIR = 'resumeloop.lock.d';
/** A heartbeat lock not refreshed for this long was left by a process that is gone. */
export const HEARTBEAT_STALE_MS = 10_000;

export class DataDirLockedError extends Error {}

export type LockKind = 'kernel' | 'heartbeat';

export type DataDirLock = {
  kind: LockKind;
  /** Gives the lock up (the process's end does it too). */
  release(): Promise<void>;
};

export type LockDataDirOptions = {
  /** Which lock; by default the kernel's where its package loads, else the heartbeat lock. */
  kind?: LockKind;
  /** Heartbeat lock: after how long without a refresh a lock is abandoned (at least 2000 ms). */
  staleMs?: number;
  /** Heartbeat lock: told once, when the start waits to see whether the lock's owner is alive. */
  onWait?: (message: string) => void;
  /** Heartbeat lock: the lock was lost while held (taken by another process); by default, thrown. */
  onLost?: (error: Error) => void;
};

type KernelLocks = { tryLock(fd: number): boolean; unlock(fd: number): void };

async function kernelLocks(): Promise<KernelLocks | undefined> {
  try {
    return await import('fs-native-extensions');
  } catch {
    return undefined;
  }
}

/**
 * Takes the data directory's lock, or throws DataDirLockedError naming the process that holds it. Resolves
 * once the lock is this process's (after a dead heartbeat owner's lock went stale, if that is the lock).
 */
export async function lockDataDir(dataDir: string, options: LockDataDirOptions = {}): Promise<DataDirLock> {
  const kernel = options.kind === 'heartbeat' ? undefined : await kernelLocks();
  if (kernel) return kernelLock(dataDir, kernel);
  if (options.kind === 'kernel') throw new Error('The kernel lock (fs-native-extensions) does not load here');
  return heartbeatLock(dataDir, options);
}

function kernelLock(dataDir: string, locks: KernelLocks): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  // Read and write, never truncated on open: the holder's details must stay readable to the refused.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  let granted = false;
  try {
    granted = locks.tryLock(fd);
  } finally {
    if (!granted) closeSync(fd);
  }
  if (!granted) throw new DataDirLockedError(refusal(dataDir));
  ftruncateSync(fd, 0);
  writeSync(fd, holderText(), 0);
  let released = false;
  return {
    kind: 'kernel',
    async release() {
      if (released) return;
      released = true;
      locks.unlock(fd);
      closeSync(fd);
    },
  };
}

async function heartbeatLock(dataDir: string, options: LockDataDirOptions): Promise<DataDirLock> {
  const { default: lockfile } = await import('proper-lockfile');
  const folder = path.join(dataDir, HEARTBEAT_DIR);
  const stale = Math.max(options.staleMs ?? HEARTBEAT_STALE_MS, 2_000);
  let firstSeen: number | undefined;
  for (;;) {
    try {
      const release = await lockfile.lock(dataDir, {
        lockfilePath: folder,
        realpath: false,
        stale,
        // Four refreshes per stale period: a live owner shows itself to a waiting start within a quarter.
        update: stale / 4,
        onCompromised: (error) => {
          if (!options.onLost) throw error;
          options.onLost(error);
        },
      });
      writeHolder(path.join(dataDir, LOCK_FILE));
      return { kind: 'heartbeat', release: () => release().catch(() => {}) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    const refreshed = statSync(folder, { throwIfNoEntry: false })?.mtimeMs;
    if (refreshed !== undefined) {
      if (firstSeen === undefined) {
        firstSeen = refreshed;
        options.onWait?.(
          `${inUse(dataDir)} Waiting up to ${Math.ceil(stale / 1000)} s: a lock its owner stops refreshing ` +
            'was left by a process that is gone, and is then taken over.',
        );
      } else if (refreshed !== firstSeen) {
        throw new DataDirLockedError(refusal(dataDir));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function holderText(): string {
  return JSON.stringify({ pid: process.pid, host: hostname(), started: new Date().toISOString() });
}

function writeHolder(file: string): void {
  const fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC, 0o600);
  try {
    writeSync(fd, holderText(), 0);
  } finally {
    closeSync(fd);
  }
}

function refusal(dataDir: string): string {
  return `${inUse(dataDir)} Stop that process, or give this one another DATA_DIR.`;
}

/** "The data directory … is in use by process 12 on host (started …)." from what the owner wrote. */
function inUse(dataDir: string): string {
  let owner = 'another process';
  try {
    const holder = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as Record<string, unknown>;
    if (typeof holder.pid === 'number')
      owner = `process ${holder.pid} on ${String(holder.host)} (started ${String(holder.started)})`;
  } catch {
    // Not written yet, or by something else: the owner stays unnamed.
  }
  return `The data directory ${dataDir} is in use by ${owner}.`;
}
