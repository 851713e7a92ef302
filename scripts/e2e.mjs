// Runs the end-to-end suite in a real Chromium against the built app on a free port with a fresh
// embedded database. Without a browser it skips loudly, except under CI=true, where that is a failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';

const chromiumPath = await findChromium();
if (!chromiumPath) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! END-TO-END TESTS SKIPPED: no Chromium found.`);
  console.error('!! Install one (apt-get install -y chromium) or set CHROMIUM_PATH.');
  console.error(`${banner}\n`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
  server.on('error', reject);
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'resumeloop-e2e-'));

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromiumPath, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
