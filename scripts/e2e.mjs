// Runs the end-to-end suite in a real Chromium against the built app on a free port with a fresh
// embedded database, and again against a fresh PostgreSQL database when TEST_DATABASE_URL is set: there
// every spec but the looks, screenshots, languages and public pages (ONCE_SPECS), which store nothing a
// database keeps differently. Spec files named on the command line run on both.
// Without a browser it skips loudly, except under CI=true, where that is a failure.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findChromium } from './find-chromium.mjs';

const chromiumPath = await findChromium();
if (!chromiumPath) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! END-TO-END TESTS SKIPPED: no Chromium found.`);
  console.error('!! Install one (apt-get install -y chromium) or set CHROMIUM_PATH.');
  console.error(`${banner}\n`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
    server.on('error', reject);
  });
}

/**
 * The specs that store nothing a database keeps differently (looks, screenshots, languages, public pages):
 * they run on the embedded database only. Every other spec, a new one too, runs on both.
 */
const ONCE_SPECS = new Set([
  'environment-banner.spec.ts',
  'languages.spec.ts',
  'notices.spec.ts',
  'public-pages.spec.ts',
  'themes.spec.ts',
  'visual.spec.ts',
]);
const STORAGE_SPECS = readdirSync(path.join(import.meta.dirname, '..', 'e2e'))
  .filter((file) => file.endsWith('.spec.ts') && !ONCE_SPECS.has(file))
  .sort()
  .map((file) => `e2e/${file}`);

/** One Playwright run against a server of its own; `databaseUrl` unset means embedded PGlite. */
async function runSuite(label, databaseUrl, specs = process.argv.slice(2)) {
  console.log(`\nEnd-to-end tests against ${label}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resumeloop-e2e-'));
  const env = { ...process.env, CHROMIUM_PATH: chromiumPath, E2E_PORT: String(await freePort()) };
  env.E2E_DATA_DIR = dataDir;
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const result = spawnSync('npx', ['playwright', 'test', ...specs], {
    stdio: 'inherit',
    env,
  });
  rmSync(dataDir, { recursive: true, force: true });
  return result.status ?? 1;
}

/** Runs the suite against a PostgreSQL database created for this run and dropped afterwards. */
async function runOnPostgres(adminUrl) {
  const name = `resumeloop_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const named = process.argv.slice(2);
    return await runSuite(
      `PostgreSQL (${url.host}/${name})`,
      url.toString(),
      named.length > 0 ? named : STORAGE_SPECS,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch((error) => {
      console.error(`Could not drop ${name}: ${error.message}`);
    });
    await admin.end();
  }
}

let status = await runSuite('embedded PGlite');
if (process.env.TEST_DATABASE_URL) {
  const postgresStatus = await runOnPostgres(process.env.TEST_DATABASE_URL);
  status = status || postgresStatus;
}
process.exit(status);
