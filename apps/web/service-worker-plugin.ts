import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { bundleEntry } from './bundle-entry';

/** The service worker's entry; bundled with what it imports (service-worker.ts, sw-routing.ts). */
const ENTRY = 'src/lib/offline/sw-entry.ts';
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Modules the app loads lazily that must be at hand offline even if the app never loaded them online: the
 * queue of writes made offline and its replay, which load two seconds after a signed-in page opens (a
 * page reloaded offline sooner, then reconnected, needs them at once).
 */
const OFFLINE_MODULES = /\/src\/lib\/offline\/(?:replay|request-queue)\.ts$/;

/** The chunks of the modules OFFLINE_MODULES names, with every chunk they import. */
function offlineChunks(bundle: Rollup.OutputBundle): string[] {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (found.has(fileName) || chunk?.type !== 'chunk') return;
    found.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.facadeModuleId && OFFLINE_MODULES.test(item.facadeModuleId)) {
      visit(item.fileName);
    }
  }
  return [...found];
}

/** Built files the worker may keep at install: scripts, styles, fonts, images; not source maps. */
const PRECACHED_ASSET = /^assets\/.+\.(?:js|mjs|css|woff2?|ttf|svg|png|jpe?g|webp|avif|ico)$/;

function publicFiles(dir: string, base = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const relative = base ? `${base}/${name}` : name;
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? publicFiles(full, relative) : [relative];
  });
}

/** The worker bundled on its own, as a classic script (service workers as modules are not everywhere yet). */
function bundleWorker(config: ResolvedConfig): Promise<string> {
  return bundleEntry(config, 'service worker', {
    minify: true,
    target: 'es2022',
    lib: {
      entry: path.join(config.root, ENTRY),
      formats: ['iife'],
      name: '__resumeloopServiceWorker',
      fileName: () => SERVICE_WORKER_FILE,
    },
  });
}

/**
 * Writes /sw.js into the build: the worker of src/lib/offline/service-worker.ts, preceded by the list of
 * files the shell needs (the hashed scripts, styles and fonts index.html loads, and the public files) and a version
 * that changes with them, so that a new build installs a new worker with a new cache.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'resumeloop:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') this.error('no index.html in the bundle to keep as the shell');
        // Only the shell is fetched ahead (what index.html itself loads: the entry's scripts, its styles,
        // the preloaded font; and the offline queue's few kilobytes): a visit to the landing page does not download the editor and pdf.js. Every
        // other built file is kept the first time the app loads it (cache first), so a page once opened
        // opens again offline.
        const shellFiles = new Set([
          ...[...String(html.source).matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]),
          ...offlineChunks(bundle),
        ]);
        const files = [
          ...Object.keys(bundle).filter((name) => PRECACHED_ASSET.test(name) && shellFiles.has(name)),
          ...(config.publicDir ? publicFiles(config.publicDir) : []).filter(
            (name) => name !== SERVICE_WORKER_FILE,
          ),
        ]
          .sort()
          .map((name) => `/${name}`);
        const version = createHash('sha256')
          .update(JSON.stringify(files))
          .update(html.source)
          .digest('hex')
          .slice(0, 16);
        const worker = await bundleWorker(config);
        const manifest = JSON.stringify({ version, files });
        this.emitFile({
          type: 'asset',
          fileName: SERVICE_WORKER_FILE,
          source: `self.__RESUMELOOP_SW_MANIFEST__=${manifest};\n${worker}`,
        });
      },
    },
  };
}
