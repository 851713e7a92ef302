import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLlmWriter, type LlmWriter } from '../src/ai/llm-writer';
import { contactMessages } from '../src/db/schema';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  type TestDatabase,
  testConfig,
  useTestApp,
} from './helper';
import { refusedPort, startChatCompletionsServer } from './support/chat-completions-server';

const validMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Scoring question',
  message: 'How is the tailoring category computed?',
  category: 'technical',
};

describe.each(DATABASE_KINDS)('the API on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    webDir = await mkdtemp(path.join(tmpdir(), 'resumeloop-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><meta name="resumeloop:public-host" content="" /></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log("app")');
    // As the build leaves it: compressed copies beside the asset.
    await writeFile(path.join(webDir, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log("app")'));
    await writeFile(path.join(webDir, 'assets', 'app-1234.js.gz'), gzipSync('console.log("app")'));
    app = await buildTestApp(database, { webDistDir: webDir });
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(webDir, { recursive: true, force: true });
  });

  describe('health', () => {
    it('reports the process up', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
    });

    it('reports the database ready', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: 'ok', ai: { provider: 'embedded' } });
    });

    it('names the AI model, unchecked until its check at start-up ends, without making readiness wait', async () => {
      const model = await startChatCompletionsServer({ models: ['llama3'] });
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const aiWriter = createLlmWriter({
        baseURL: model.baseURL,
        apiKey: undefined,
        model: 'llama3',
        timeoutMs: 1_000,
      });
      // The check would take a while: readiness answers at once, the model not yet known reachable.
      let letCheckRun = () => {};
      const held = new Promise<void>((resolve) => {
        letCheckRun = resolve;
      });
      const slowWriter: LlmWriter = {
        ...aiWriter,
        check: async () => {
          await held;
          return aiWriter.check();
        },
      };
      const withModel = await buildTestApp(database, {
        aiWriter: slowWriter,
        logger: { level: 'info', stream },
      });
      try {
        const ready = () => withModel.inject({ method: 'GET', url: '/api/ready' });
        expect((await ready()).json()).toEqual({
          status: 'ready',
          database: 'ok',
          ai: { provider: 'openai-compatible', model: 'llama3', reachable: null },
        });
        letCheckRun();
        await vi.waitFor(() => expect(lines.some((line) => line.includes('AI writer:'))).toBe(true));
        expect((await ready()).json().ai).toEqual({
          provider: 'openai-compatible',
          model: 'llama3',
          reachable: true,
        });
        const said = lines.filter((line) => line.includes('AI writer:')).map((line) => JSON.parse(line));
        expect(said).toHaveLength(1);
        expect(said[0]).toMatchObject({
          level: 30,
          msg: expect.stringMatching(
            new RegExp(`^AI writer: openai-compatible model llama3 at ${model.baseURL} is reachable`),
          ),
        });
      } finally {
        await withModel.close();
        await model.close();
      }
    });

    it('stays ready when the AI model is not, and warns once that the built-in writer answers', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const baseURL = `http://127.0.0.1:${await refusedPort()}/v1`;
      const aiWriter = createLlmWriter({ baseURL, apiKey: undefined, model: 'llama3', timeoutMs: 1_000 });
      const withModel = await buildTestApp(database, { aiWriter, logger: { level: 'info', stream } });
      try {
        await vi.waitFor(() => expect(lines.some((line) => line.includes('AI writer:'))).toBe(true));
        const ready = await withModel.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json().ai).toEqual({ provider: 'openai-compatible', model: 'llama3', reachable: false });
        const said = lines.filter((line) => line.includes('AI writer:')).map((line) => JSON.parse(line));
        expect(said).toHaveLength(1);
        expect(said[0].level).toBe(40);
        expect(said[0].msg).toBe(
          `AI writer: openai-compatible model llama3 at ${baseURL} is not reachable (Connection error. (ECONNREFUSED)); the built-in writer answers until it is`,
        );
      } finally {
        await withModel.close();
      }
    });

    it('says where mail goes: to the log with no mail server, else through it', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/mail/delivery' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ delivery: 'log' });
      const withSmtp = await buildTestApp(database, {
        config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }),
      });
      try {
        expect((await withSmtp.inject({ method: 'GET', url: '/api/mail/delivery' })).json()).toEqual({
          delivery: 'smtp',
        });
      } finally {
        await withSmtp.close();
      }
    });
  });

  describe('contact', () => {
    it('stores a valid message and answers 201', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/contact', payload: validMessage });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ id: expect.any(String), message: expect.stringContaining('72 hours') });
      const rows = await database.db.select().from(contactMessages);
      const stored = rows.find((row) => row.id === body.id);
      expect(stored).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        category: 'technical',
        subject: 'Scoring question',
        newsletter: false,
        status: 'new',
      });
    });

    it('defaults the category to general and keeps the newsletter choice', async () => {
      const { category: _omitted, ...withoutCategory } = validMessage;
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...withoutCategory, newsletter: true },
      });
      expect(response.statusCode).toBe(201);
      const rows = await database.db.select().from(contactMessages);
      expect(rows.find((row) => row.id === response.json().id)).toMatchObject({
        category: 'general',
        newsletter: true,
      });
    });

    it.each([
      ['name', { name: '   ' }, 'name: Name is required'],
      ['email', { email: 'not-an-email' }, 'email: Please enter a valid email address'],
      ['subject', { subject: '' }, 'subject: Subject is required'],
      ['category', { category: 'spam' }, 'category:'],
    ])('refuses a bad %s with 422 naming the field', async (field, override, detail) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validMessage, ...override },
      });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.code).toBe('validation_error');
      expect(body.detail).toContain(detail);
      expect(body.errors).toContainEqual(expect.objectContaining({ field }));
    });

    it('refuses a missing message field with 422', async () => {
      const { message: _omitted, ...withoutMessage } = validMessage;
      const response = await app.inject({ method: 'POST', url: '/api/contact', payload: withoutMessage });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toContain('message: Message is required');
    });

    it('refuses text the database cannot store (NUL, half a surrogate pair) with 422 naming the field', async () => {
      for (const [field, value] of [
        ['name', 'Ada\u0000Lovelace'],
        ['message', 'Broken emoji \ud83d here'],
        ['subject', 'Tail \ude00'],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: JSON.stringify({ ...validMessage, [field]: value }),
          headers: { 'content-type': 'application/json' },
          // Each from its own address: the contact form's own rate limit is not what is tested here.
          remoteAddress: `10.9.0.${field.length}`,
        });
        expect(response.statusCode, field).toBe(422);
        expect(response.json()).toMatchObject({ code: 'invalid_text', errors: [{ field }] });
      }
      // A whole emoji is text like any other.
      const fine = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validMessage, message: 'Thanks 😀' },
        remoteAddress: '10.9.1.1',
      });
      expect(fine.statusCode).toBe(201);
    });

    it('refuses malformed JSON with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'The request body is not valid JSON.',
        code: 'invalid_json',
      });
    });

    it('refuses a body over the size limit with 413', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validMessage, message: 'x'.repeat(1_100_000) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('payload_too_large');
    });

    it('refuses a non-JSON content type with 415', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'text/xml' },
        payload: '<contact/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('unsupported_media_type');
    });
  });

  describe('errors and headers', () => {
    it('answers unknown API paths with a JSON 404', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        detail: 'No API endpoint GET /api/no-such-thing.',
        code: 'not_found',
      });
    });

    it('sets a strict Content-Security-Policy and other security headers', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('gives every response a request id, keeping a sane incoming one', async () => {
      const generated = await app.inject({ method: 'GET', url: '/api/health' });
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'edge-42' },
      });
      expect(kept.headers['x-request-id']).toBe('edge-42');
      const replaced = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'bad id with spaces' },
      });
      expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
    });

    it('publishes the OpenAPI document generated from the contracts', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.paths['/api/contact'].post).toBeDefined();
      expect(document.paths['/api/health'].get).toBeDefined();
      expect(JSON.stringify(document)).toContain('"email"');
    });
  });

  describe('the web app', () => {
    it('serves index.html at / with the production host filled in', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<meta name="resumeloop:public-host" content="localhost:3000" />');
    });

    it.each(['/about', '/refine', '/settings/account', '/dynamic-pdf-editor/abc', '/no/such/page'])(
      'falls back to index.html for the client route %s',
      async (url) => {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root">');
      },
    );

    it('serves hashed assets with a long cache lifetime', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the compressed copy the browser accepts, and the page compressed too', async () => {
      const asset = (encoding: string) =>
        app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': encoding } });
      const brotli = await asset('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("app")');
      expect((await asset('gzip')).headers['content-encoding']).toBe('gzip');
      const plain = await asset('identity');
      expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'console.log("app")']);

      for (const url of ['/', '/help']) {
        const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
        expect(page.headers['content-encoding']).toBe('gzip');
        expect(page.headers.vary).toContain('accept-encoding');
        expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');
      }
    });

    it('answers a very long path with 404, as any unknown one', async () => {
      for (const url of [
        `/${'a'.repeat(5000)}`,
        `/assets/${'b'.repeat(5000)}.js`,
        `/api/${'c'.repeat(5000)}`,
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url.slice(0, 12)).toBe(
          url.startsWith('/api/') || url.startsWith('/assets/') ? 404 : 200,
        );
      }
    });

    it('answers a missing asset with 404, not the page', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/missing-999.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    });
  });
});

describe.each(DATABASE_KINDS)('limits and failures on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  it('rate-limits the contact form per client', async () => {
    const send = (ip: string) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: validMessage, remoteAddress: ip });
    for (let attempt = 0; attempt < 10; attempt++) expect((await send('10.1.1.1')).statusCode).toBe(201);
    const limited = await send('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: 'Too many requests. Please wait and try again.',
      code: 'rate_limited',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send('10.1.1.2')).statusCode).toBe(201);
  });

  it('limits other endpoints to 60 requests a minute per endpoint', async () => {
    const call = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.2.2.2' });
    for (let attempt = 0; attempt < 60; attempt++) expect((await call('/api/docs')).statusCode).toBe(200);
    expect((await call('/api/docs')).statusCode).toBe(429);
    // Another endpoint has its own budget.
    expect((await call('/api/no-such-endpoint')).statusCode).toBe(404);
  });

  it('has no development outbox in production: mail links are in the log only', async () => {
    const database = await createTestDatabase('pglite');
    const production = await buildTestApp(database, { config: testConfig({ NODE_ENV: 'production' }) });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
      await database.dispose();
    }
  });

  it('reports 503 when the database is unreachable and hides internals on 5xx', async () => {
    await database.close();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      detail: 'Service temporarily unavailable.',
      code: 'database_unavailable',
    });

    const failed = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validMessage,
      remoteAddress: '10.3.3.3',
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      detail: 'Server error. Our team has been notified.',
      code: 'internal_error',
    });
  });
});
