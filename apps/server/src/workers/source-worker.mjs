// Runs a TypeScript worker from the source tree (tests and development): the bundle builds each worker
// into a JavaScript file of its own instead (see start-worker.ts and build.mjs).
import { workerData } from 'node:worker_threads';

const { tsImport } = await import('tsx/esm/api');
await tsImport(workerData.entry, import.meta.url);
