// Benchmarks: first the engine (latency per step on maximum-size inputs and the corpus accuracy figures,
// packages/engine/bench/engine-bench.ts, no build needed), then the running service: start-up time,
// memory, and throughput of the hot paths, printed as tables. The service part requires `npm run build`
// first (npm run bench does not rebuild).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

// The engine alone, before the server starts, so the two do not compete for the CPU.
const engine = spawnSync(process.execPath, ['--import', 'tsx', 'packages/engine/bench/engine-bench.ts'], {
  stdio: 'inherit',
});
if (engine.status !== 0) {
  console.error(`The engine benchmark failed (exit ${engine.status ?? engine.signal}).`);
  process.exitCode = 1;
}

// PDF rendering (our templates against headless Chromium printing the same resume), also before the server.
const render = spawnSync(process.execPath, ['--import', 'tsx', 'packages/render/bench/render-bench.ts'], {
  stdio: 'inherit',
});
if (render.status !== 0) {
  console.error(`The render benchmark failed (exit ${render.status ?? render.signal}).`);
  process.exitCode = 1;
}

if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
  console.error('Build first: npm run build');
  process.exit(2);
}

const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'resumeloop-bench-'));
const started = performance.now();
const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const startupMs = performance.now() - started;

const asset = readdirSync('apps/web/dist/assets').find(
  (name) => name.startsWith('index-') && name.endsWith('.js'),
);
const targets = [
  ['GET /api/health', '/api/health'],
  ['GET /api/ready (database round trip)', '/api/ready'],
  ['GET / (index.html)', '/'],
  ['GET /help (history fallback)', '/help'],
  [`GET /assets/${asset}`, `/assets/${asset}`],
];

const rows = [];
for (const [name, url] of targets) {
  const result = await autocannon({ url: `${base}${url}`, connections: 10, duration: DURATION_SECONDS });
  rows.push({
    endpoint: name,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}
const rssMb =
  Number(
    (await import('node:fs'))
      .readFileSync(`/proc/${child.pid}/status`, 'utf8')
      .match(/VmRSS:\s+(\d+)/)?.[1] ?? 0,
  ) / 1024;

child.kill('SIGTERM');
await new Promise((resolve) => child.on('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });

console.log(`\nResumeLoop server benchmark (${DURATION_SECONDS}s per endpoint, 10 connections)\n`);
console.table(rows);
console.table([
  { measure: 'start-up to ready, new embedded database (ms)', value: Math.round(startupMs) },
  { measure: 'resident memory after the run (MB)', value: Math.round(rssMb) },
]);
