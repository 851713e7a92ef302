import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@resumeloop/i18n';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueChunkTags,
  ROUTE_PAGE_MODULES,
  routePreloadTags,
  type ViteManifest,
} from '../src/plugins/route-preloads';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helper';

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_forms-1.js': { file: 'assets/forms-1.js', imports: ['_shared-1.js'] },
  'src/features/refine/components/refine-page.tsx': {
    file: 'assets/refine-page-1.js',
    imports: ['index.html', '_shared-1.js', '_forms-1.js'],
  },
};

describe("a page names its route's chunks", () => {
  it('preloads the page chunk and what it imports, not what the entry already loads', () => {
    const tags = routePreloadTags(MANIFEST);
    expect(tags.get('/refine')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/refine-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/forms-1.js">',
    );
    // A page the build does not have is left out.
    expect(tags.has('/dashboard')).toBe(false);
  });

  const builtManifest = fileURLToPath(new URL('../../web/dist/.vite/manifest.json', import.meta.url));
  it.skipIf(!existsSync(builtManifest))('names only page modules the web build has', () => {
    const manifest = JSON.parse(readFileSync(builtManifest, 'utf8')) as ViteManifest;
    for (const module of Object.values(ROUTE_PAGE_MODULES)) expect(Object.keys(manifest)).toContain(module);
  });

  it('preloads a language catalogue chunk and what it imports, not what the entry loads', () => {
    const tags = catalogueChunkTags({
      ...MANIFEST,
      '../../packages/i18n/src/catalogues/de-DE/web.ts': {
        file: 'assets/de-DE-1.js',
        imports: ['_shared-1.js', '_formats-1.js'],
      },
      '_formats-1.js': { file: 'assets/formats-1.js' },
    });
    expect(tags.get('de-DE')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/de-DE-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/formats-1.js">',
    );
    expect(tags.has('fr-FR')).toBe(false);
  });

  it.skipIf(!existsSync(builtManifest))("finds every language's catalogue chunk in the web build", () => {
    const manifest = JSON.parse(readFileSync(builtManifest, 'utf8')) as ViteManifest;
    const tags = catalogueChunkTags(manifest);
    for (const locale of LOCALES) expect(tags.get(locale), locale).toMatch(/^<link rel="modulepreload"/);
  });

  describe('served', () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let webDir: string;
    beforeAll(async () => {
      database = await createTestDatabase('pglite');
      webDir = await mkdtemp(path.join(tmpdir(), 'resumeloop-web-'));
      await mkdir(path.join(webDir, '.vite'), { recursive: true });
      await writeFile(
        path.join(webDir, 'index.html'),
        '<!doctype html><html><head><title>ResumeLoop</title></head><body></body></html>',
      );
      await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      app = await buildTestApp(database, { webDistDir: webDir });
    });
    afterAll(async () => {
      await app.close();
      await database.dispose();
      await rm(webDir, { recursive: true, force: true });
    });

    it('in the page of that route, compressed or not, and not in the others', async () => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const refine = await app.inject({ url: '/refine', headers: { 'accept-encoding': encoding } });
        expect(refine.statusCode).toBe(200);
        const body =
          encoding === 'identity'
            ? refine.body
            : (await import('node:zlib'))
                [encoding === 'br' ? 'brotliDecompressSync' : 'gunzipSync'](refine.rawPayload)
                .toString();
        expect(body).toContain(
          '</title><link rel="modulepreload" crossorigin href="/assets/refine-page-1.js">',
        );
        expect(body).toContain('href="/assets/forms-1.js"></head>');
      }
      const help = await app.inject({ url: '/help', headers: { 'accept-encoding': 'identity' } });
      expect(help.body).not.toContain('modulepreload');
    });
  });
});
