import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 45_000): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function request(
  port: number,
  options: { method?: string; path: string; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    if (options.body) {
      req.setHeader('content-type', 'application/json');
      req.end(options.body);
    } else req.end();
  });
}

describe('the server process', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('refuses to start with bad configuration, naming each variable', async () => {
    const running = startServer({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: tmpdir() });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('Invalid configuration');
    expect(running.output()).toContain('PORT must be a number');
    expect(running.output()).toContain('LOG_LEVEL must be one of');
  });

  it('creates its embedded database, logs request ids, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'resumeloop-data-'));
    const port = await freePort();
    const running = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    cleanups.push(async () => {
      running.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    });
    await waitFor(() => running.output().includes('ResumeLoop is running'), 'the server to listen');
    expect(await readdir(dataDir)).toContain('pglite');

    expect((await request(port, { path: '/api/ready' })).status).toBe(200);
    // Only the server's own user can enter the embedded database's folder.
    expect((await stat(path.join(dataDir, 'pglite'))).mode & 0o777).toBe(0o700);

    // A request whose body is still arriving when the signal comes must complete.
    const body = JSON.stringify({
      name: 'Grace',
      email: 'grace@example.com',
      subject: 'Hi',
      message: 'Hello there',
    });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/contact',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        running.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 400);
      }, 300);
    });

    const finished = await inFlight;
    expect(finished.status).toBe(201);
    // New connections are refused once shutdown has begun.
    await expect(request(port, { path: '/api/health' })).rejects.toThrow();
    expect(await running.exited).toBe(0);

    const lines = running
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = lines.filter((line) => 'req' in line || 'res' in line);
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    for (const line of requestLines) expect(line.request_id).toEqual(expect.any(String));
    expect(lines.some((line) => line.msg === 'shutdown complete')).toBe(true);
  });
});
