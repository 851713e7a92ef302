import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { type Look, lookClassNames } from '@resumeloop/contracts/look';
import { DEFAULT_LOCALE, type Locale, type Translate } from '@resumeloop/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localePage } from './page-language';
import { decodedPathname } from './request-path';
import { catalogueChunkTags, readManifest, routePreloadTags } from './route-preloads';

const PUBLIC_HOST_META = /<meta name="resumeloop:public-host" content="[^"]*"\s*\/?>/;

export type StaticWebOptions = {
  distDir: string;
  publicHost: string;
  /** The look the page is drawn with at its first paint, as classes on <html>; none sends the page as built. */
  pageLook?: (request: FastifyRequest) => Promise<Look | null>;
  /** The page's language (its `<html lang>`, title, description and noscript text); none sends en-US. */
  pageLocale?: (request: FastifyRequest) => Promise<Locale>;
  /** Every language's translator, for the page's own texts; none leaves the page's texts as built. */
  translators?: Readonly<Record<Locale, Translate>>;
};

/**
 * Pages in a language and a look, compressed on first use: at most 60 looks in 5 languages for each
 * route's page, so this seldom fills in use (the oldest goes first when it does).
 */
const PAGE_CACHE_SIZE = 3000;

type CompressedPage = { html: string; br: Buffer; gzip: Buffer };

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

const HTML_TAG = /<html\b([^>]*)>/;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/;

/** The page with these classes on its <html> element, after any it already has. */
export function withHtmlClasses(html: string, classes: string): string {
  return html.replace(HTML_TAG, (_tag, attributes: string) => {
    const present = CLASS_ATTRIBUTE.exec(attributes);
    if (!present) return `<html${attributes} class="${escapeAttribute(classes)}">`;
    const merged = `${present[1]} ${escapeAttribute(classes)}`.trim();
    return `<html${attributes.replace(CLASS_ATTRIBUTE, () => ` class="${merged}"`)}>`;
  });
}

/**
 * The routes the app draws without the header (its BareLayout: the standalone editor, the social sign-in
 * result). Their page is sent without the shell the build put in it (app-shell-plugin.ts), which would
 * show a header for a moment and then take it away.
 */
const BARE_ROUTE = /^\/(?:dynamic-pdf-editor(?:\/|$)|oauth\/|auth\/oauth\/)/;
const BARE_KEY = '\0bare';
const SHELL = /<!--app-shell-->[\s\S]*?<!--\/app-shell-->/;

function withoutShell(html: string): string {
  return html.replace(SHELL, '');
}

/**
 * Serves the built web app from `/`. Hashed assets are cached for a year; index.html is never cached and
 * is the fallback for every client route (history API), so any route can be opened directly or reloaded.
 * Everything textual goes brotli- or gzip-compressed, as compressed at build (index.html at start).
 * The page carries the visitor's look as classes on <html> (options.pageLook), so its first paint has it,
 * and is in the visitor's language (options.pageLocale): its `lang`, title, description and noscript
 * text, with that language's catalogue fetched beside the main script.
 * Returns a function the not-found handler calls for navigations.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  options: StaticWebOptions,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined> {
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
  // The page as built for each route that names its chunks (route-preloads.ts), for the routes drawn
  // without a header, and for the rest. Each is sent in a language and a look: that page is made and
  // compressed (as the build compressed the assets) when first asked for, and kept.
  const compressed = (html: string): CompressedPage => ({
    html,
    br: brotliCompressSync(html),
    gzip: gzipSync(html, { level: 9 }),
  });
  const manifest = readManifest(options.distDir);
  const builtPages = new Map<string, string>([
    ['', indexHtml],
    [BARE_KEY, withoutShell(indexHtml)],
    ...[...(manifest ? routePreloadTags(manifest) : new Map<string, string>())].map(
      ([route, tags]): [string, string] => [route, indexHtml.replace('</head>', `${tags}</head>`)],
    ),
  ]);
  const catalogueTags = manifest ? catalogueChunkTags(manifest) : new Map<Locale, string>();
  const pages = new Map<string, CompressedPage>();
  /** The page kept under `key` in a language and a look (none: as the language has it). */
  const pageFor = (key: string, locale: Locale, look: Look | null): CompressedPage => {
    const classes = look ? lookClassNames(look).join(' ') : '';
    const cacheKey = `${key}\n${locale}\n${classes}`;
    const kept = pages.get(cacheKey);
    if (kept) return kept;
    const built = builtPages.get(key) ?? indexHtml;
    const inLanguage = localePage(built, locale, options.translators?.[locale], catalogueTags.get(locale));
    const made = compressed(classes ? withHtmlClasses(inLanguage, classes) : inLanguage);
    if (pages.size >= PAGE_CACHE_SIZE) {
      const oldest = pages.keys().next();
      if (!oldest.done) pages.delete(oldest.value);
    }
    pages.set(cacheKey, made);
    return made;
  };
  /**
   * The key of the page as built for a path: a route's own page, else the page without the shell for the
   * routes drawn without a header, else the fallback.
   */
  const builtPageKey = (pathname: string): string => {
    if (builtPages.has(pathname)) return pathname;
    return BARE_ROUTE.test(pathname) ? BARE_KEY : '';
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodedPathname(request.url);
    const [look, locale] = await Promise.all([
      options.pageLook ? options.pageLook(request) : null,
      options.pageLocale ? options.pageLocale(request) : DEFAULT_LOCALE,
    ]);
    const page = pageFor(builtPageKey(pathname), locale, look);
    // The same negotiation @fastify/static does for the compressed assets.
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The look and the language come from the cookies and Accept-Language: a cache must not give one
      // browser's page to another.
      .header('vary', 'accept-encoding, accept-language, cookie');
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
      // The service worker: the browser must see each new build's worker at once.
      if (/^sw\.js(?:\.br|\.gz)?$/.test(path.relative(options.distDir, filePath))) {
        reply.header('cache-control', 'no-cache');
        return;
      }
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
