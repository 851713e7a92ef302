/**
 * One process per data directory: the embedded database is a single-user PostgreSQL, and two processes
 * writing one directory lose each other's writes. The lock is a file holding the owner's pid, host and
 * start time, written whole to a file of its own and then hard-linked into place (a link fails when the
 * lock exists, so two processes never both take it, and no one reads a half-written lock). A lock left
 * by a process that is gone (kill -9, a power cut) is taken over; a live owner makes the second process
 * stop with a message naming it.
 */
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'resumeloop.lock';

export class DataDirLockedError extends Error {}

type Holder = { pid: number; host: string; started: string };

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number'
      ? { pid: holder.pid, host: String(holder.host), started: String(holder.started) }
      : null;
  } catch {
    return null;
  }
}

/** Is the process alive? EPERM means it exists under another user. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory's lock, or throws DataDirLockedError naming the process that holds it. Returns
 * the release, which removes the lock file (also run on process exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, JSON.stringify(mine), { mode: 0o600 });
    try {
      linkSync(draft, file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        // Only our own lock: a lock taken over meanwhile is another process's.
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    const holder = readHolder(file);
    // Another host's lock (a shared network folder) cannot be checked here: it is honoured.
    if (holder && (holder.host !== mine.host || alive(holder.pid)))
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by process ${holder.pid} on ${holder.host} (started ${holder.started}). ` +
          `Stop that process, or give this one another DATA_DIR. If no such process runs, delete ${file}.`,
      );
    // A lock left by a process that is gone (or an unreadable one): taken over. (Two processes taking over
    // the same dead lock in the same instant are not told apart; starting twice at once after a crash is.)
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(
    `Could not take the lock ${file}: another process took it at the same moment.`,
  );
}
