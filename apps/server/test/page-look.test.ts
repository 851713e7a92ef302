import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LOOK_COOKIE } from '@resumeloop/contracts/look';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_COOKIE } from '../src/auth/http';
import type { ViteManifest } from '../src/plugins/route-preloads';
import { withHtmlClasses } from '../src/plugins/static-web';
import { createPageLook } from '../src/settings/page-look';
import { createViewerSettings } from '../src/settings/viewer-settings';
import { buildTestApp, createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helper';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

const INDEX_HTML =
  '<!doctype html><html lang="en-US"><head><meta name="resumeloop:public-host" content="" /><title>ResumeLoop</title></head><body><div id="root"></div></body></html>';

/** The landing page names its chunk, so `/` is a route's own page and `/settings/...` the fallback. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/features/pages/landing/landing-page.tsx': { file: 'assets/landing-1.js', imports: ['index.html'] },
};

type Page = { statusCode: number; html: string; headers: Record<string, unknown> };

function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

/** The <html> start tag of a page. */
function htmlTag(html: string): string {
  return /<html\b[^>]*>/.exec(html)?.[0] ?? '';
}

describe.each(DATABASE_KINDS)('the page carries the look on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    webDir = await mkdtemp(path.join(tmpdir(), 'resumeloop-web-'));
    await mkdir(path.join(webDir, '.vite'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    app = await buildTestApp(database, { webDistDir: webDir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(webDir, { recursive: true, force: true });
  });

  const page = async (
    url: string,
    options: { cookie?: string; encoding?: string; client?: SessionClient } = {},
  ): Promise<Page> => {
    const headers: Record<string, string> = { 'accept-encoding': options.encoding ?? 'identity' };
    const response = options.client
      ? await options.client.request({
          method: 'GET',
          url,
          headers: options.cookie ? { ...headers, cookie: options.cookie } : headers,
        })
      : await app.inject({
          method: 'GET',
          url,
          headers: options.cookie ? { ...headers, cookie: options.cookie } : headers,
        });
    return { statusCode: response.statusCode, html: decoded(response), headers: response.headers };
  };

  /** The session client's cookies, and more after them (the client sets its own header otherwise). */
  const withCookies = (client: SessionClient, extra: string) =>
    `${ACCESS_COOKIE}=${client.cookie(ACCESS_COOKIE)}; ${extra}`;

  it('sends a guest without cookies the page as built, with no class on <html>', async () => {
    for (const url of ['/', '/index.html', '/settings/accessibility']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(htmlTag(response.html), url).toBe('<html lang="en-US">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('accept-encoding, accept-language, cookie');
    }
    const fallback = await page('/settings/accessibility');
    expect(fallback.html).toBe(
      INDEX_HTML.replace('content=""', 'content="localhost:3000"')
        .replace('lang="en"', 'lang="en-US"')
        .replace(
          '<title>ResumeLoop</title>',
          '<title>ResumeLoop: get past the ATS and in front of people</title>',
        ),
    );
  });

  it("writes a guest's look cookie as classes on <html>, on every route", async () => {
    for (const url of ['/', '/index.html', '/help', '/settings/accessibility']) {
      const response = await page(url, { cookie: `${LOOK_COOKIE}=dark.110.1.0` });
      expect(response.statusCode, url).toBe(200);
      expect(htmlTag(response.html), url).toBe(
        '<html lang="en-US" class="theme-dark text-scale-110 reduce-motion">',
      );
      expect(response.headers.vary).toBe('accept-encoding, accept-language, cookie');
    }
    const contrast = await page('/help', { cookie: `${LOOK_COOKIE}=system.90.0.1` });
    expect(htmlTag(contrast.html)).toBe(
      '<html lang="en-US" class="theme-system text-scale-90 high-contrast">',
    );
    // The route's own page keeps its preloads with the look.
    const landing = await page('/', { cookie: `${LOOK_COOKIE}=light.130.0.0` });
    expect(landing.html).toContain('class="theme-light text-scale-130"');
    expect(landing.html).toContain('href="/assets/landing-1.js"');
  });

  it.each([
    'dark.115.0.0',
    '%3Cscript%3E.100.0.0',
    '<script>.100.0.0',
    `dark.100.0.0${'.0'.repeat(20)}`,
    `${'dark'.repeat(10)}.100.0.0`,
    'dark.100.0',
    'dark.100.0.0.0',
    'dark.0100.0.0',
    'dark.100.2.0',
    '',
  ])('ignores the look cookie %j and sends the page as built', async (value) => {
    const response = await page('/settings/accessibility', { cookie: `${LOOK_COOKIE}=${value}` });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.html)).toBe('<html lang="en-US">');
    expect(response.html).not.toContain('class=');
  });

  it('ignores a session cookie that authenticates nobody and uses the look cookie', async () => {
    const response = await page('/help', {
      cookie: `${ACCESS_COOKIE}=not-a-token; ${LOOK_COOKIE}=dark.100.0.0`,
    });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.html)).toBe('<html lang="en-US" class="theme-dark text-scale-100">');
    expect((await page('/help', { cookie: `${ACCESS_COOKIE}=not-a-token` })).html).not.toContain('class=');
  });

  it("writes a signed-in user's saved settings, whatever the look cookie says", async () => {
    const { client } = await signUp(app, database);
    const saved = await client.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { theme: 'dark', text_scale: 120, high_contrast: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const url of ['/', '/index.html', '/settings/accessibility']) {
      const plain = await page(url, { client });
      expect(htmlTag(plain.html), url).toBe(
        '<html lang="en-US" class="theme-dark text-scale-120 high-contrast">',
      );
      const cookie = withCookies(client, `${LOOK_COOKIE}=light.90.1.0`);
      const overridden = await page(url, { cookie });
      expect(overridden.statusCode, url).toBe(200);
      expect(htmlTag(overridden.html), url).toBe(
        '<html lang="en-US" class="theme-dark text-scale-120 high-contrast">',
      );
    }
  });

  it("writes SPEC §9's defaults for a user who never saved, verified or not", async () => {
    for (const verified of [true, false]) {
      const { client } = await signUp(app, database, { verified });
      const response = await page('/settings/accessibility', {
        cookie: withCookies(client, `${LOOK_COOKIE}=dark.130.1.1`),
      });
      expect(response.statusCode).toBe(200);
      expect(htmlTag(response.html), String(verified)).toBe(
        '<html lang="en-US" class="theme-light text-scale-100">',
      );
    }
  });

  it('sends the same page brotli- and gzip-compressed as plain, with a look and without', async () => {
    const { client } = await signUp(app, database);
    await client.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { theme: 'system', reduce_motion: true },
    });
    const cases: Array<{ cookie?: string; client?: SessionClient }> = [
      {},
      { cookie: `${LOOK_COOKIE}=dark.110.1.0` },
      { client },
    ];
    for (const url of ['/', '/settings/accessibility']) {
      for (const who of cases) {
        const plain = await page(url, who);
        expect(plain.headers['content-encoding']).toBeUndefined();
        for (const encoding of ['br', 'gzip']) {
          // Twice: the first compresses, the second is the kept copy.
          for (let round = 0; round < 2; round += 1) {
            const compressed = await page(url, { ...who, encoding });
            expect(compressed.headers['content-encoding']).toBe(encoding);
            expect(compressed.headers.vary).toBe('accept-encoding, accept-language, cookie');
            expect(compressed.html).toBe(plain.html);
          }
        }
      }
      expect(htmlTag((await page(url, { client })).html)).toBe(
        '<html lang="en-US" class="theme-system text-scale-100 reduce-motion">',
      );
    }
  });

  it("never gives one user another user's look", async () => {
    const first = await signUp(app, database);
    const second = await signUp(app, database);
    await first.client.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { theme: 'dark', text_scale: 90 },
    });
    await second.client.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { theme: 'light', text_scale: 130, reduce_motion: true },
    });
    for (let round = 0; round < 2; round += 1) {
      for (const encoding of ['identity', 'br']) {
        const one = await page('/settings/accessibility', { client: first.client, encoding });
        const two = await page('/settings/accessibility', { client: second.client, encoding });
        expect(htmlTag(one.html)).toBe('<html lang="en-US" class="theme-dark text-scale-90">');
        expect(htmlTag(two.html)).toBe(
          '<html lang="en-US" class="theme-light text-scale-130 reduce-motion">',
        );
      }
    }
  });

  it('answers HEAD for the page too', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/settings/accessibility',
      headers: { cookie: `${LOOK_COOKIE}=dark.110.1.0` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('accept-encoding, accept-language, cookie');
  });
});

describe("the page's look when the session or settings cannot be read", () => {
  const request = (cookies: Record<string, string>) => {
    const warn = vi.fn();
    return { warn, request: { cookies, headers: {}, log: { warn } } as unknown as FastifyRequest };
  };
  const found = { user: { id: 'user-1' }, session: {} } as never;

  it('falls back to the look cookie, and logs a warning without the cookie', async () => {
    const failure = new Error('connection refused');
    for (const dependencies of [
      { sessions: { authenticate: vi.fn().mockRejectedValue(failure) }, settings: { get: vi.fn() } },
      {
        sessions: { authenticate: vi.fn().mockResolvedValue(found) },
        settings: { get: vi.fn().mockRejectedValue(failure) },
      },
    ]) {
      const pageLook = createPageLook({ viewerSettings: createViewerSettings(dependencies) });
      const withCookie = request({ [ACCESS_COOKIE]: 'secret-access-token', [LOOK_COOKIE]: 'dark.110.0.1' });
      expect(await pageLook(withCookie.request)).toEqual({
        theme: 'dark',
        text_scale: 110,
        reduce_motion: false,
        high_contrast: true,
      });
      expect(withCookie.warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(withCookie.warn.mock.calls)).not.toContain('secret-access-token');
      expect(withCookie.warn.mock.calls[0]?.[0]).toEqual({ err: failure });

      const without = request({ [ACCESS_COOKIE]: 'secret-access-token' });
      expect(await pageLook(without.request)).toBeNull();
    }
  });

  it('asks nothing of the database without a session cookie', async () => {
    const authenticate = vi.fn();
    const pageLook = createPageLook({
      viewerSettings: createViewerSettings({ sessions: { authenticate }, settings: { get: vi.fn() } }),
    });
    expect(await pageLook(request({ [LOOK_COOKIE]: 'light.100.0.0' }).request)).toMatchObject({
      theme: 'light',
    });
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('serves the page when the database fails, from the look cookie', async () => {
    const database = await createTestDatabase('pglite');
    const webDir = await mkdtemp(path.join(tmpdir(), 'resumeloop-web-'));
    await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    const app = await buildTestApp(database, { webDistDir: webDir });
    try {
      const { client } = await signUp(app, database);
      // The user never saved: dark is the cookie's, their defaults would be light.
      await database.close();
      const response = await app.inject({
        method: 'GET',
        url: '/settings/accessibility',
        headers: { cookie: `${ACCESS_COOKIE}=${client.cookie(ACCESS_COOKIE)}; ${LOOK_COOKIE}=dark.100.0.0` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(htmlTag(response.body)).toBe('<html lang="en-US" class="theme-dark text-scale-100">');
    } finally {
      await app.close();
      await rm(webDir, { recursive: true, force: true });
    }
  });
});

describe('classes on <html>', () => {
  it('are added to the start tag, after any it already has', () => {
    expect(withHtmlClasses('<html lang="en-US"><head></head></html>', 'theme-dark text-scale-100')).toBe(
      '<html lang="en-US" class="theme-dark text-scale-100"><head></head></html>',
    );
    expect(withHtmlClasses('<html class="js" lang="en"><body class="x">', 'theme-light')).toBe(
      '<html class="js theme-light" lang="en"><body class="x">',
    );
    expect(withHtmlClasses('<!doctype html><html>', 'reduce-motion')).toBe(
      '<!doctype html><html class="reduce-motion">',
    );
  });
});
