// Builds the web app and the server. `--if-changed` (what `npm start` runs) builds only when the inputs
// changed since the last build: a SHA-256 over every source file of the workspaces, the samples, the
// lockfile and the root configs, with the Node version, kept beside the server's bundle. A start on a
// built tree then goes straight to the server.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = path.join(ROOT, 'apps/server/dist/.build-inputs');
const OUTPUTS = ['apps/server/dist/server.js', 'apps/web/dist/index.html'];
/** What the builds read: the workspaces' sources and configs, the samples, the lockfile, root configs. */
const INPUT_DIRS = ['apps/web', 'apps/server', 'packages', 'samples'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json'];
/** Never inputs: installed packages, build outputs, and tests (no build reads them). */
const SKIP_DIR = new Set(['node_modules', 'dist', 'test', '.vite', '.turbo', 'coverage']);
const SKIP_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

function* files(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIR.has(entry.name) && !entry.name.startsWith('.')) yield* files(full);
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) yield full;
  }
}

/** The content hash of every input, by path and bytes. */
function inputsHash() {
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  const paths = [
    ...INPUT_DIRS.flatMap((dir) => [...files(path.join(ROOT, dir))]),
    ...INPUT_FILES.map((file) => path.join(ROOT, file)).filter((file) => existsSync(file)),
  ];
  for (const file of paths) {
    hash.update(`${path.relative(ROOT, file)}\n`);
    hash.update(readFileSync(file));
    hash.update('\n');
  }
  return hash.digest('hex');
}

function built() {
  return OUTPUTS.every(
    (file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).size > 0,
  );
}

const ifChanged = process.argv.includes('--if-changed');
const started = performance.now();
const hash = inputsHash();
const stamped = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (ifChanged && built() && stamped === hash) {
  console.log(
    `Build is up to date (inputs unchanged, checked in ${Math.round(performance.now() - started)} ms).`,
  );
} else {
  if (ifChanged) console.log(stamped ? 'Sources changed since the last build: building.' : 'Building.');
  // A failed build leaves no stamp, so the next start builds again.
  rmSync(STAMP, { force: true });
  for (const workspace of ['apps/web', 'apps/server']) {
    const run = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  writeFileSync(STAMP, `${hash}\n`);
}
