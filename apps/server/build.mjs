// Bundles the server (and the workspace packages it imports) into dist/server.js; npm dependencies stay
// external and load from node_modules.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const readManifest = (url) => JSON.parse(readFileSync(url, 'utf8'));
const manifest = readManifest(new URL('./package.json', import.meta.url));
const ownDependencies = Object.keys(manifest.dependencies ?? {});
// The bundled workspace packages' own npm dependencies stay external too: some read files beside their
// modules at run time (dictionary-en reads its .aff and .dic files), which a bundle would break.
const workspaceDependencies = ownDependencies
  .filter((name) => name.startsWith('@resumeloop/'))
  .flatMap((name) =>
    Object.keys(
      readManifest(new URL(`../../node_modules/${name}/package.json`, import.meta.url)).dependencies ?? {},
    ),
  );

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...new Set([...ownDependencies, ...workspaceDependencies])].filter(
    (name) => !name.startsWith('@resumeloop/'),
  ),
  logLevel: 'warning',
});

// @resumeloop/extract parses uploaded files in a worker thread loaded from a file beside its module
// (new URL('./parse-worker.mjs', import.meta.url)); in the bundle that module is dist/server.js, so the
// worker is copied next to it. It imports only npm packages, which load from node_modules as above.
copyFileSync(
  new URL('../../node_modules/@resumeloop/extract/src/parse-worker.mjs', import.meta.url),
  new URL('./dist/parse-worker.mjs', import.meta.url),
);
