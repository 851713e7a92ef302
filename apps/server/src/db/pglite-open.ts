import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { durableStartParams, syncWritesToDisk } from './pglite-durability';
import { keepFilesPrivate } from './pglite-private-files';

/**
 * The embedded database's buffer cache. PostgreSQL's default (128 MB) is for a server of its own; here it
 * lives in the service's memory, and the data of an account is a few kilobytes: 16 MB keeps the process
 * about 130 MB smaller, and the operating system's file cache is still behind it.
 */
const SHARED_BUFFERS = '16MB';

/**
 * Opens PGlite on `dataDir` (in memory when undefined), durable on disk (pglite-durability.ts). A new data
 * directory starts from `template` when there is one (a dump of an empty, migrated database made by the
 * build): creating one from nothing runs initdb, which needs about 850 MB for a moment, and even PGlite's
 * own loading of a dump leaves its memory 150 MB larger for good; unpacked here, the first start costs
 * what any other start does. Its files are the service user's alone (pglite-private-files.ts).
 */
export async function openPgliteInstance(dataDir: string | undefined, template?: string): Promise<PGlite> {
  if (!dataDir) return PGlite.create({ startParams: withSmallCache(PGlite.defaultStartParams) });
  if (template && existsSync(template) && isMissingOrEmpty(dataDir)) unpackTemplate(template, dataDir);
  const client = await PGlite.create(dataDir, { startParams: withSmallCache(durableStartParams()) });
  syncWritesToDisk(client);
  keepFilesPrivate(client, dataDir);
  return client;
}

/**
 * Writes the template's files (a tar of the data directory, gzipped, as PGlite's dumpDataDir makes it:
 * only files and folders) into `dataDir`.
 */
export function unpackTemplate(template: string, dataDir: string): void {
  const tar = gunzipSync(readFileSync(template));
  const field = (offset: number, length: number, at: number) =>
    tar.toString('latin1', at + offset, at + offset + length).replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = field(0, 100, at);
    if (name === '') break;
    const prefix = field(345, 155, at);
    const size = Number.parseInt(field(124, 12, at).trim() || '0', 8);
    const type = field(156, 1, at);
    const relative = path.posix.normalize(`${prefix ? `${prefix}/` : ''}${name}`).replace(/^\/+/, '');
    if (relative.split('/').includes('..')) throw new Error(`The database template holds ${relative}`);
    const target = path.join(dataDir, relative);
    // The owner's alone, as every file of the database (pglite-private-files.ts).
    if (type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '') {
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(at + 512, at + 512 + size), { mode: 0o600 });
    } else throw new Error(`The database template holds an entry of type ${type}: ${relative}`);
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

export function isMissingOrEmpty(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

function withSmallCache(params: string[]): string[] {
  return [...params, '-c', `shared_buffers=${SHARED_BUFFERS}`];
}
