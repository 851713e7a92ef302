import {
  cacheNameFor,
  isKeepableResponse,
  isShellResponse,
  precacheUrls,
  routeRequest,
  SHELL_URL,
  staleCacheNames,
} from './sw-routing';

/**
 * The service worker that lets the app open and reload while offline (SPEC §4). The build bundles it, with
 * the list of files it made, into /sw.js (service-worker-plugin.ts); sw-routing.ts says what each request
 * gets. Written against small structural types so that it can run in a test with a fake Cache API.
 */

/** What the build writes into the worker. */
export type ServiceWorkerManifest = {
  /** Changes with every build that changes a file: names the worker's cache. */
  version: string;
  /** The build's files, as paths from the site root: the shell's scripts, styles and fonts, the favicon. */
  files: string[];
};

export type ServiceWorkerDependencies = {
  caches: CacheStorage;
  fetch: (request: Request | string) => Promise<Response>;
  /** The worker's origin (its location's). */
  origin: string;
  manifest: ServiceWorkerManifest;
};

export type ServiceWorkerHandlers = {
  cacheName: string;
  /** Fetches and keeps the shell and every file of the build; the worker installs only if all arrive. */
  install(): Promise<void>;
  /** Deletes the caches of earlier versions. */
  activate(): Promise<void>;
  /** The answer to a request, or null to leave it to the browser. */
  respond(request: Request, waitUntil: (work: Promise<unknown>) => void): Promise<Response> | null;
};

export function createServiceWorkerHandlers(dependencies: ServiceWorkerDependencies): ServiceWorkerHandlers {
  const { caches, fetch, origin, manifest } = dependencies;
  const cacheName = cacheNameFor(manifest.version);
  const urls = precacheUrls(manifest.files);
  const precached = new Set(urls);

  const keep = async (key: Request | string, response: Response) => {
    try {
      await (await caches.open(cacheName)).put(key, response);
    } catch {
      // Storage full or refused: the app still works online; it just cannot keep this copy.
    }
  };
  const kept = async (key: Request | string) => (await caches.open(cacheName)).match(key);

  /** Network first; the latest page the server sent becomes the shell; the shell while offline. */
  const shell = async (request: Request, waitUntil: (work: Promise<unknown>) => void) => {
    try {
      const response = await fetch(request);
      if (isShellResponse(response)) waitUntil(keep(SHELL_URL, response.clone()));
      return response;
    } catch (error) {
      const page = await kept(SHELL_URL);
      if (page) return page;
      throw error;
    }
  };

  /** Cache first: a hashed file never changes under its name. */
  const asset = async (request: Request, waitUntil: (work: Promise<unknown>) => void) => {
    const copy = await kept(request);
    if (copy) return copy;
    const response = await fetch(request);
    if (isKeepableResponse(response)) waitUntil(keep(request, response.clone()));
    return response;
  };

  /** Network first, the kept copy while offline. */
  const file = async (request: Request, waitUntil: (work: Promise<unknown>) => void) => {
    try {
      const response = await fetch(request);
      if (isKeepableResponse(response)) waitUntil(keep(request, response.clone()));
      return response;
    } catch (error) {
      const copy = await kept(request);
      if (copy) return copy;
      throw error;
    }
  };

  return {
    cacheName,
    async install() {
      const cache = await caches.open(cacheName);
      // Past the browser's HTTP cache: the page is sent with no-cache, and must be this build's.
      await cache.addAll(urls.map((url) => new Request(new URL(url, origin).href, { cache: 'reload' })));
    },
    async activate() {
      const stale = staleCacheNames(await caches.keys(), cacheName);
      await Promise.all(stale.map((name) => caches.delete(name)));
    },
    respond(request, waitUntil) {
      switch (routeRequest(request, origin, precached)) {
        case 'shell':
          return shell(request, waitUntil);
        case 'asset':
          return asset(request, waitUntil);
        case 'static':
          return file(request, waitUntil);
        case 'bypass':
          return null;
      }
    },
  };
}

type ExtendableEventLike = { waitUntil(work: Promise<unknown>): void };
type FetchEventLike = ExtendableEventLike & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};

/** The parts of ServiceWorkerGlobalScope the worker uses (the app's TypeScript has no WebWorker library). */
export type ServiceWorkerScopeLike = {
  location: { origin: string };
  caches: CacheStorage;
  fetch: (request: Request | string) => Promise<Response>;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
};

/** Wires the handlers to the worker's events. */
export function startServiceWorker(scope: ServiceWorkerScopeLike, manifest: ServiceWorkerManifest): void {
  const handlers = createServiceWorkerHandlers({
    caches: scope.caches,
    fetch: (request) => scope.fetch(request),
    origin: scope.location.origin,
    manifest,
  });
  scope.addEventListener('install', (event) => {
    // A new build takes over at once: its pages and files are in its own cache, and the shell is fetched
    // network first, so an open tab keeps working; only earlier builds' caches go.
    event.waitUntil(handlers.install().then(() => scope.skipWaiting()));
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(handlers.activate().then(() => scope.clients.claim()));
  });
  scope.addEventListener('fetch', (event) => {
    const response = handlers.respond(event.request, (work) => event.waitUntil(work));
    if (response) event.respondWith(response);
  });
}
