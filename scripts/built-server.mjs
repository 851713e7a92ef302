// The built server (apps/server/dist) on a free port, for the measuring scripts: resolves once /api/ready
// answers, with how long that took. Without a DATA_DIR in `env` it gets a new embedded database, removed
// when it stops; `stop` ends it at once (SHUTDOWN_GRACE_MS=0: no load balancer waits on it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startBuiltServer(env = {}) {
  const port = await freePort();
  const ownData = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'resumeloop-measure-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SHUTDOWN_GRACE_MS: '0',
      ...(ownData ? { DATA_DIR: ownData } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    base,
    child,
    startupMs: performance.now() - started,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.on('exit', resolve));
      if (ownData) rmSync(ownData, { recursive: true, force: true });
    },
  };
}
