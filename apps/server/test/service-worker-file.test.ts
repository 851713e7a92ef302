import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helper';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta name="resumeloop:public-host" content="" /></head><body></body></html>';
const WORKER = `self.__RESUMELOOP_SW_MANIFEST__={"version":"v1","files":[]};${'/* worker */'.repeat(50)}`;

describe('the service worker file', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    webDir = await mkdtemp(path.join(tmpdir(), 'resumeloop-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDir, 'sw.js'), WORKER);
    await writeFile(path.join(webDir, 'sw.js.br'), brotliCompressSync(WORKER));
    await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(webDir, 'assets', 'index-1.js'), 'export {};');
    app = await buildTestApp(database, { webDistDir: webDir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(webDir, { recursive: true, force: true });
  });

  it('is served from the root as a script the browser checks on every visit, compressed or not', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['service-worker-allowed']).toBeUndefined();
      if (encoding === 'br') expect(response.headers['content-encoding']).toBe('br');
    }
  });

  it('may be registered under the page’s Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/worker-src 'self'/);
  });

  it('leaves the other files’ caching as it was', async () => {
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
