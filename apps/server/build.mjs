// Bundles the server (and the workspace packages it imports) into dist/server.js; npm dependencies stay
// external and load from node_modules.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, readFileSync, rmSync } from 'node:fs';
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

// The server and its worker threads, each a file of its own in dist/ (src/workers/start-worker.ts finds
// them there by name).
await build({
  entryPoints: {
    server: 'src/server.ts',
    'engine-worker': 'src/scoring/engine-worker.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'pdf-text-worker': 'src/editor/pdf-text-worker.ts',
    'render-worker': 'src/editor/render-worker.ts',
    'make-template': 'src/db/make-template.ts',
  },
  outdir: 'dist',
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
// worker is copied next to it. It imports only npm packages, which load from node_modules as above, and
// the text work it does after the parser (worker-text.ts), bundled beside it as parse-text.mjs.
copyFileSync(
  new URL('../../node_modules/@resumeloop/extract/src/parse-worker.mjs', import.meta.url),
  new URL('./dist/parse-worker.mjs', import.meta.url),
);
await build({
  entryPoints: { 'parse-text': '../../packages/extract/src/worker-text.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});

// The LLM writer's versioned prompts are read at run time from beside the code (src/paths.ts:
// AI_PROMPTS_DIR), which in the bundle is dist/.
cpSync(new URL('./src/ai/prompts', import.meta.url), new URL('./dist/ai/prompts', import.meta.url), {
  recursive: true,
});

// The template new embedded databases start from (src/db/make-template.ts), made once here so that no
// server start has to run initdb; the step itself is not needed at run time.
const template = spawnSync(process.execPath, ['dist/make-template.js'], { stdio: 'inherit' });
if (template.status !== 0) throw new Error(`Making the database template failed (exit ${template.status})`);
rmSync('dist/make-template.js');
rmSync('dist/make-template.js.map', { force: true });
