import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const PUBLIC_HOST_META = /<meta name="resumeloop:public-host" content="[^"]*"\s*\/?>/;

export type StaticWebOptions = { distDir: string; publicHost: string };

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Serves the built web app from `/`. Hashed assets are cached for a year; index.html is never cached and
 * is the fallback for every client route (history API), so any route can be opened directly or reloaded.
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
  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
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
