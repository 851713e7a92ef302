import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helper';

const SHELL = '<!--app-shell--><header>ResumeLoop</header><!--/app-shell-->';

describe('the app shell in the page', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    webDir = await mkdtemp(path.join(tmpdir(), 'resumeloop-web-'));
    await writeFile(
      path.join(webDir, 'index.html'),
      `<!doctype html><html><head><title>ResumeLoop</title></head><body><div id="root">${SHELL}</div></body></html>`,
    );
    app = await buildTestApp(database, { webDistDir: webDir });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await rm(webDir, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

  it('is sent with every page that has the header', async () => {
    for (const url of ['/', '/refine', '/help', '/settings/account', '/no/such/page']) {
      expect((await page(url)).body, url).toContain(`<div id="root">${SHELL}</div>`);
    }
  });

  it('is left out of the pages drawn without a header, with a look too', async () => {
    for (const url of [
      '/dynamic-pdf-editor/abc',
      '/dynamic-pdf-editor',
      '/auth/oauth/success',
      '/oauth/success',
    ]) {
      const body = (await page(url)).body;
      expect(body, url).toContain('<div id="root"></div>');
      const dark = (await page(url, 'resumeloop_look=dark.100.0.0')).body;
      expect(dark, url).toContain('<div id="root"></div>');
    }
    // A page with a look that has the header keeps it (the pages with a look are kept apart).
    expect((await page('/help', 'resumeloop_look=dark.100.0.0')).body).toContain(SHELL);
  });
});
