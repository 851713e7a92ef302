import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodedPathname } from './request-path';
import { readManifest, routePreloadTags } from './route-preloads';

const PUBLIC_HOST_META = /<meta name="resumeloop:public-host" content="[^"]*"\s*\/?>/;

export type StaticWebOptions = { distDir: string; publicHost: string };

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Serves the built web app from `/`. Hashed assets are cached for a year; index.html is never cached and
 * is the fallback for every client route (history API), so any route can be opened directly or reloaded.
 * Everything textual goes brotli- or gzip-compressed, as compressed at build (index.html at start).
 * Returns a function the not-found handler calls for navigations.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  options: StaticWebOptions,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built; run `npm run build` to serve it');
    return undefined;
  }
  // The page learns the production host from the server, so the development banner (SPEC §2.2) needs no build flag.
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    PUBLIC_HOST_META,
    `<meta name="resumeloop:public-host" content="${escapeAttribute(options.publicHost)}" />`,
  );
  // The page as sent for each route that names its chunks (route-preloads.ts), and as sent for the rest;
  // each compressed once here, as the build compressed the assets: no request compresses anything.
  const compressed = (html: string) => ({
    html,
    br: brotliCompressSync(html),
    gzip: gzipSync(html, { level: 9 }),
  });
  const fallbackPage = compressed(indexHtml);
  const manifest = readManifest(options.distDir);
  const routePages = new Map(
    [...(manifest ? routePreloadTags(manifest) : new Map<string, string>())].map(([route, tags]) => [
      route,
      compressed(indexHtml.replace('</head>', `${tags}</head>`)),
    ]),
  );
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const page = routePages.get(decodedPathname(request.url)) ?? fallbackPage;
    // The same negotiation @fastify/static does for the compressed assets.
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  };

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    // The build wrote .br and .gz beside each text asset: the smallest the browser accepts is sent.
    preCompressed: true,
    // Routes for the files the build made, found once at start: a client route (/help) is no file
    // lookup on disk, it goes straight to the page.
    wildcard: false,
    // The page is served from memory (with the public host filled in), never from its file.
    globIgnore: ['index.html'],
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);
  return sendIndex;
}
