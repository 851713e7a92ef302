import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/data-dir-lock';
import { ANSWER, INDUSTRY, JOB, RESUME } from './refine-fixtures';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The bundle `npm run build` makes, as a container starts it. */
const BUILT_SERVER = path.join(SERVER_ROOT, 'dist', 'server.js');

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

/** The server from its source, in test mode unless `env` says otherwise; `built`: dist/server.js, as it is. */
function startServer(env: Record<string, string>, built = false): Running {
  const args = built ? [BUILT_SERVER] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', ...(built ? {} : { NODE_ENV: 'test' }), ...env },
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
  options: { method?: string; path: string; body?: string; token?: string; from?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
        ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
      },
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

/** A raw HTTP/1.1 connection: what is written goes as it is, what comes back is kept as text. */
function rawConnection(
  port: number,
): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now())));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Every file and folder under `dir` (itself included) that its group or others may use. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (entry: string): Promise<void> => {
    const info = await stat(entry);
    if (info.mode & 0o077)
      found.push(`${path.relative(dir, entry) || '.'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(dir);
  return found;
}

const statusesIn = (text: string) =>
  [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));

describe('the server process', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    // Every cleanup runs, even after one fails, so no server outlives its test.
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0)) await cleanup().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  });

  /** A server on a free port with a new data directory, listening; stopped and removed after the test. */
  async function listening(env: Record<string, string>, built = false) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'resumeloop-data-'));
    const port = await freePort();
    const running = startServer({ PORT: String(port), DATA_DIR: dataDir, ...env }, built);
    cleanups.push(async () => {
      running.child.kill('SIGKILL');
      await running.exited;
      await rm(dataDir, { recursive: true, force: true });
    });
    await waitFor(() => running.output().includes('ResumeLoop is running'), 'the server to listen');
    return { dataDir, port, running };
  }

  it('refuses to start with bad configuration, naming each variable', async () => {
    const running = startServer({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: tmpdir() });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('Invalid configuration');
    expect(running.output()).toContain('PORT must be a number');
    expect(running.output()).toContain('LOG_LEVEL must be one of');
  });

  it('creates its embedded database, logs request ids, and shuts down gracefully on SIGTERM', async () => {
    const { dataDir, port, running } = await listening({ LOG_LEVEL: 'info' });
    expect(await readdir(dataDir)).toContain('pglite');

    expect((await request(port, { path: '/api/ready' })).status).toBe(200);
    // Only the server's own user can enter the embedded database's folder.
    expect((await stat(path.join(dataDir, 'pglite'))).mode & 0o777).toBe(0o700);

    // A second process on the same data directory stops at once, naming the one that holds it.
    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    cleanups.push(async () => {
      second.child.kill('SIGKILL');
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by process ${running.child.pid}`);
    expect((await request(port, { path: '/api/ready' })).status).toBe(200);

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
    // The lock goes with the process.
    await (await lockDataDir(dataDir)).release();
    // Everything the server wrote is its user's alone: the database's files (those it made while running
    // too), the lock, the generated secret.
    expect(await openToOthers(dataDir)).toEqual([]);
  });

  it('on SIGTERM reports not ready at once and answers through the grace, so no request sent is reset', async () => {
    const { port, running } = await listening({ LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '5000' });
    expect((await request(port, { path: '/api/ready' })).status).toBe(200);

    // A burst of requests, each on a connection of its own, all sent when the signal comes: most are not
    // yet read (nor their connections accepted) by then.
    const burst = await Promise.all(Array.from({ length: 40 }, () => rawConnection(port)));
    for (const connection of burst)
      connection.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    running.child.kill('SIGTERM');
    await waitFor(() => running.output().includes('not ready from now on'), 'the shutdown to begin', 5_000);

    // Not ready from the signal on, while the service still answers: a load balancer stops sending.
    const ready = await request(port, { path: '/api/ready' });
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ code: 'shutting_down' });
    expect((await request(port, { path: '/api/health' })).status).toBe(200);
    await Promise.all(burst.map((connection) => connection.closed));
    expect(burst.map((connection) => statusesIn(connection.received()))).toEqual(
      Array.from({ length: 40 }, () => [200]),
    );

    expect(await running.exited).toBe(0);
    const messages = running
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg?: string }).msg);
    const notReady = messages.findIndex((msg) => msg?.includes('not ready from now on'));
    const draining = messages.indexOf('shutting down: finishing in-flight requests');
    expect(notReady).toBeGreaterThanOrEqual(0);
    expect(draining).toBeGreaterThan(notReady);
    expect(messages).toContain('shutdown complete');
  });

  it.skipIf(!existsSync(BUILT_SERVER))(
    'runs in production when started from the build with no NODE_ENV: no development outbox',
    async () => {
      const { port } = await listening({}, true);
      expect((await request(port, { path: '/api/ready' })).status).toBe(200);
      expect((await request(port, { path: '/api/dev/outbox' })).status).toBe(404);
    },
  );

  it('drains on SIGTERM: idle keep-alive sockets close at once, in-flight requests finish, new ones on open sockets get 503', async () => {
    const { port, running } = await listening({
      LOG_LEVEL: 'info',
      REQUIRE_EMAIL_VERIFICATION: 'false',
    });

    const registered = await request(port, {
      method: 'POST',
      path: '/api/auth/register',
      body: JSON.stringify({
        email: 'drain@example.com',
        password: 'Correct-Horse-42',
        full_name: 'Ada Lovelace',
        token_type: 'bearer',
      }),
    });
    expect(registered.status, registered.body).toBe(201);
    const token = (JSON.parse(registered.body) as { access_token: string }).access_token;

    // An idle keep-alive connection: one answered request, then nothing.
    const idle = await rawConnection(port);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await waitFor(
      () => statusesIn(idle.received()).length === 1,
      'the idle connection to be answered',
      5_000,
    );

    // A refine whose body is still arriving when the signal comes.
    const refineBody = JSON.stringify({
      resume_text: RESUME,
      job_description: JOB,
      target_industry: INDUSTRY,
      answers: [ANSWER],
    });
    const refine = await rawConnection(port);
    refine.socket.write(
      `POST /api/scoring/refine-with-answers HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(refineBody)}\r\n\r\n${refineBody.slice(0, 20)}`,
    );
    // A keep-alive connection with a request under way, on which a second request follows the signal.
    const contact = JSON.stringify({
      name: 'Grace',
      email: 'grace@example.com',
      subject: 'Hi',
      message: 'Hello there',
    });
    const busy = await rawConnection(port);
    busy.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(contact)}\r\n\r\n${contact.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    running.child.kill('SIGTERM');
    // The idle connection does not hold the shutdown: it is closed at once.
    const idleClosed = await idle.closed;
    expect(idleClosed - signalled).toBeLessThan(2_000);

    refine.socket.write(refineBody.slice(20));
    busy.socket.write(`${contact.slice(10)}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await Promise.all([refine.closed, busy.closed]);

    expect(statusesIn(refine.received())).toEqual([200]);
    expect(refine.received()).toContain('"session_id"');
    // The answer under way tells the client to close; a request that follows it on the same socket is
    // answered 503 (Connection: close) or not at all, never handled.
    const [first, ...later] = statusesIn(busy.received());
    expect(first).toBe(201);
    expect(later.every((status) => status === 503)).toBe(true);
    const firstHead = busy.received().slice(0, busy.received().indexOf('\r\n\r\n')).toLowerCase();
    expect(firstHead).toContain('connection: close');
    expect(refine.received().toLowerCase()).toContain('connection: close');

    expect(await running.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(running.output()).toContain('shutdown complete');
  });

  describe.each(process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])(
    'killed with SIGKILL under write load, on %s',
    (kind) => {
      it('keeps every write it acknowledged', async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'resumeloop-data-'));
        const env: Record<string, string> = { DATA_DIR: dataDir, REQUIRE_EMAIL_VERIFICATION: 'false' };
        let dropDatabase = async () => {};
        if (kind === 'postgres') {
          const adminUrl = process.env.TEST_DATABASE_URL as string;
          const name = `kill_${process.pid}_${Date.now()}`;
          const admin = new pg.Client({ connectionString: adminUrl });
          await admin.connect();
          await admin.query(`create database ${name}`);
          await admin.end();
          dropDatabase = async () => {
            const again = new pg.Client({ connectionString: adminUrl });
            await again.connect();
            await again.query(`drop database if exists ${name} with (force)`);
            await again.end();
          };
          const url = new URL(adminUrl);
          url.pathname = `/${name}`;
          env.DATABASE_URL = url.href;
        }
        const start = async () => {
          const port = await freePort();
          const running = startServer({ ...env, PORT: String(port) });
          cleanups.push(async () => {
            running.child.kill('SIGKILL');
          });
          await waitFor(() => running.output().includes('ResumeLoop is running'), 'the server to listen');
          return { port, running };
        };
        const first = await start();
        // Eight people, each from an address of their own, rename themselves one write after another.
        const writers = await Promise.all(
          Array.from({ length: 8 }, async (_, index) => {
            const from = `127.0.0.${index + 20}`;
            const registered = await request(first.port, {
              method: 'POST',
              path: '/api/auth/register',
              from,
              body: JSON.stringify({
                email: `writer${index}@example.com`,
                password: 'Correct-Horse-42',
                full_name: 'Writer Start',
                token_type: 'bearer',
              }),
            });
            expect(registered.status, registered.body).toBe(201);
            const { access_token: token } = JSON.parse(registered.body) as { access_token: string };
            return { from, token, acknowledged: 0 };
          }),
        );
        let writing = true;
        const load = writers.map(async (writer) => {
          // Under the limit of 60 writes a minute per client.
          for (let n = 1; writing && n <= 50; n += 1) {
            const answer = await request(first.port, {
              method: 'PUT',
              path: '/api/users/me',
              from: writer.from,
              token: writer.token,
              body: JSON.stringify({ full_name: `Writer Number ${n}` }),
            }).catch(() => undefined);
            if (answer?.status !== 200) return;
            writer.acknowledged = n;
          }
        });
        await waitFor(() => writers.every((writer) => writer.acknowledged >= 5), 'writes to be acknowledged');
        first.running.child.kill('SIGKILL');
        writing = false;
        await first.running.exited;
        await Promise.all(load);

        const second = await start();
        cleanups.push(async () => {
          second.running.child.kill('SIGKILL');
          await second.running.exited;
          await dropDatabase();
          await rm(dataDir, { recursive: true, force: true });
        });
        for (const writer of writers) {
          const me = await request(second.port, {
            path: '/api/users/me',
            from: writer.from,
            token: writer.token,
          });
          expect(me.status, me.body).toBe(200);
          const saved = Number(/Writer Number (\d+)/.exec(me.body)?.[1]);
          // The last acknowledged name, or the one that was on its way when the process died.
          expect([writer.acknowledged, writer.acknowledged + 1]).toContain(saved);
        }
      });
    },
  );
});
