/**
 * Acknowledged means on disk, for the embedded database too. PGlite starts PostgreSQL with `-F` (fsync
 * off), and its file system layer (Emscripten's NODEFS) turns fdatasync into nothing and has no fsync of
 * its own. So: PostgreSQL starts with fsync on and `wal_sync_method=fsync` (the one sync call that layer
 * passes on), and the layer's fsync is given the real one. Each commit then flushes the write-ahead log
 * before it is acknowledged (measured with strace: 200 single-row commits, 0 fsync calls before, 201
 * after; see docs/deploy.md).
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** PGlite's own start parameters, without `-F` and with the WAL flushed by fsync at each commit. */
export function durableStartParams(): string[] {
  const defaults = PGlite.defaultStartParams;
  if (!defaults.includes('-F'))
    throw new Error('PGlite no longer starts with -F: review db/pglite-durability.ts for this version');
  return [...defaults.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

type StreamOps = { fsync?: (stream: { nfd?: number }) => number };
type NodeFsModule = { NODEFS?: { stream_ops?: StreamOps } };

/** Gives the database's file system layer a real fsync (a directory, which has no descriptor, is skipped). */
export function syncWritesToDisk(client: PGlite): void {
  const mod = (client as unknown as { mod?: NodeFsModule }).mod;
  const streamOps = mod?.NODEFS?.stream_ops;
  if (!streamOps)
    throw new Error('PGlite no longer exposes its file system layer: review db/pglite-durability.ts');
  streamOps.fsync = (stream) => {
    if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
    return 0;
  };
}
