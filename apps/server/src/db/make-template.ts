/**
 * Build step (build.mjs): writes the template new embedded databases start from, an empty database with
 * every migration applied, dumped as a gzipped tar. Creating a data directory from it takes a fraction of
 * the memory initdb needs (see pglite-open.ts).
 */
import { writeFileSync } from 'node:fs';
import { PGLITE_TEMPLATE } from '../paths';
import { migrateEmbedded } from './client';
import { openPgliteInstance } from './pglite-open';

const client = await openPgliteInstance(undefined);
await migrateEmbedded(client);
const dump = await client.dumpDataDir('gzip');
writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
await client.close();
