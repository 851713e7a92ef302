import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts one of the server's worker threads by name. Bundled, every module is dist/server.js and the
 * build writes each worker beside it as `<name>.js`; from the source tree (tests, development) the worker
 * is `src/<directory>/<name>.ts` and runs through tsx (source-worker.mjs).
 */
export function startWorker(name: string, directory: string, options: WorkerOptions = {}): Worker {
  const bundled = new URL(`./${name}.js`, import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, options);
  const source = new URL(`../${directory}/${name}.ts`, import.meta.url);
  if (!existsSync(fileURLToPath(source))) throw new Error(`The ${name} worker is missing: ${source.href}`);
  return new Worker(new URL('./source-worker.mjs', import.meta.url), {
    ...options,
    workerData: { ...(options.workerData as object | undefined), entry: source.href },
  });
}
