import { describe, expect, it, vi } from 'vitest';
import {
  createServiceWorkerHandlers,
  type ServiceWorkerManifest,
  type ServiceWorkerScopeLike,
  startServiceWorker,
} from './service-worker';
import { cacheNameFor } from './sw-routing';

const ORIGIN = 'https://resumeloop.test';
const MANIFEST: ServiceWorkerManifest = {
  version: 'build-2',
  files: ['/assets/index-abc.js', '/assets/index-def.css', '/assets/inter-latin-x1.woff2', '/favicon.svg'],
};

const keyOf = (key: Request | string) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;

/** The Cache API, in memory. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly fetchImpl: (request: Request) => Promise<Response>) {}
  async match(key: Request | string) {
    return this.entries.get(keyOf(key))?.clone();
  }
  async put(key: Request | string, response: Response) {
    this.entries.set(keyOf(key), response);
  }
  async addAll(requests: Request[]) {
    const responses = await Promise.all(requests.map((request) => this.fetchImpl(request)));
    if (responses.some((response) => !response.ok)) throw new TypeError('addAll: a request failed');
    responses.forEach((response, index) => {
      const request = requests[index];
      if (request) this.entries.set(keyOf(request), response);
    });
  }
}

class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();
  constructor(private readonly fetchImpl: (request: Request) => Promise<Response>) {}
  async open(name: string) {
    let cache = this.stores.get(name);
    if (!cache) {
      cache = new FakeCache(this.fetchImpl);
      this.stores.set(name, cache);
    }
    return cache;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

/** A server for the worker to fetch from, which can be switched off. */
function setup() {
  const network = { online: true, page: '<html class="theme-dark">page</html>' };
  const served: string[] = [];
  const fetchImpl = vi.fn(async (input: Request | string): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
    served.push(url.pathname);
    if (!network.online) throw new TypeError('Failed to fetch');
    if (url.pathname.startsWith('/api/')) return Response.json({ ok: true });
    if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') {
      return new Response(`file ${url.pathname}`, { headers: { 'content-type': 'text/javascript' } });
    }
    return new Response(network.page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
  const caches = new FakeCacheStorage(fetchImpl);
  const handlers = createServiceWorkerHandlers({
    caches: caches as unknown as CacheStorage,
    fetch: fetchImpl,
    origin: ORIGIN,
    manifest: MANIFEST,
  });
  const pending: Promise<unknown>[] = [];
  const respond = async (request: Request) => {
    const answer = handlers.respond(request, (work) => pending.push(work));
    const response = answer ? await answer : null;
    await Promise.all(pending.splice(0));
    return response;
  };
  return { network, served, fetchImpl, caches, handlers, respond };
}

/** A navigation, as the browser hands it to the worker (a Request cannot be made with mode 'navigate'). */
function navigation(path: string): Request {
  const request = new Request(`${ORIGIN}${path}`);
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
}

describe('the service worker', () => {
  it('keeps the shell and every file of the build when it installs', async () => {
    const { handlers, caches } = setup();
    await handlers.install();

    const cache = caches.stores.get(cacheNameFor('build-2'));
    expect([...(cache?.entries.keys() ?? [])].sort()).toEqual(
      ['/', ...MANIFEST.files].map((path) => `${ORIGIN}${path}`).sort(),
    );
  });

  it('opens any page offline from the latest page the server sent', async () => {
    const { handlers, network, respond } = setup();
    await handlers.install();
    network.page = '<html class="theme-light">newer page</html>';
    const online = await respond(navigation('/dashboard'));
    expect(await online?.text()).toBe('<html class="theme-light">newer page</html>');

    network.online = false;
    const offline = await respond(navigation('/editor/123'));
    expect(offline?.status).toBe(200);
    expect(await offline?.text()).toBe('<html class="theme-light">newer page</html>');
  });

  it('does not keep an error or a non-page answer as the shell', async () => {
    const { handlers, network, respond, fetchImpl } = setup();
    await handlers.install();
    fetchImpl.mockResolvedValueOnce(
      new Response('down', { status: 503, headers: { 'content-type': 'text/html' } }),
    );
    await respond(navigation('/dashboard'));
    await respond(navigation('/favicon.svg'));

    network.online = false;
    expect(await (await respond(navigation('/')))?.text()).toBe('<html class="theme-dark">page</html>');
  });

  it('fails a navigation offline when nothing was kept yet, as the browser would', async () => {
    const { network, respond } = setup();
    network.online = false;
    await expect(respond(navigation('/'))).rejects.toThrow(TypeError);
  });

  it('answers hashed files from the cache without the network, and keeps ones not precached', async () => {
    const { handlers, served, network, respond } = setup();
    await handlers.install();
    served.length = 0;

    const kept = await respond(new Request(`${ORIGIN}/assets/index-abc.js`));
    expect(await kept?.text()).toBe('file /assets/index-abc.js');
    expect(served).toEqual([]);

    await respond(new Request(`${ORIGIN}/assets/lazy-page-123.js`));
    expect(served).toEqual(['/assets/lazy-page-123.js']);
    network.online = false;
    expect(await (await respond(new Request(`${ORIGIN}/assets/lazy-page-123.js`)))?.text()).toBe(
      'file /assets/lazy-page-123.js',
    );
  });

  it('answers the favicon from the network, and from the cache offline', async () => {
    const { handlers, network, respond, served } = setup();
    await handlers.install();
    served.length = 0;
    await respond(new Request(`${ORIGIN}/favicon.svg`));
    expect(served).toEqual(['/favicon.svg']);
    network.online = false;
    expect(await (await respond(new Request(`${ORIGIN}/favicon.svg`)))?.text()).toBe('file /favicon.svg');
  });

  it('leaves the API and writes to the browser, and keeps nothing of them', async () => {
    const { handlers, caches, respond } = setup();
    await handlers.install();
    expect(await respond(new Request(`${ORIGIN}/api/auth/me`))).toBeNull();
    expect(
      await respond(new Request(`${ORIGIN}/api/editor/1/update`, { method: 'PUT', body: '{}' })),
    ).toBeNull();
    const kept = [...(caches.stores.get(cacheNameFor('build-2'))?.entries.keys() ?? [])];
    expect(kept.some((url) => url.includes('/api/'))).toBe(false);
  });

  it('removes the caches of earlier builds when it activates', async () => {
    const { handlers, caches } = setup();
    await caches.open(cacheNameFor('build-1'));
    await caches.open('another-library');
    await handlers.install();
    await handlers.activate();
    expect(await caches.keys()).toEqual(['another-library', cacheNameFor('build-2')]);
  });

  it('installs, takes over at once and answers fetches once started', async () => {
    const { fetchImpl, caches } = setup();
    const listeners = new Map<string, (event: unknown) => void>();
    const scope: ServiceWorkerScopeLike = {
      location: { origin: ORIGIN },
      caches: caches as unknown as CacheStorage,
      fetch: fetchImpl,
      skipWaiting: vi.fn(async () => {}),
      clients: { claim: vi.fn(async () => {}) },
      addEventListener: (type: string, listener: (event: never) => void) => {
        listeners.set(type, listener as (event: unknown) => void);
      },
    };
    startServiceWorker(scope, MANIFEST);

    const lifecycle = async (type: string) => {
      const work: Promise<unknown>[] = [];
      listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => work.push(promise) });
      await Promise.all(work);
    };
    await lifecycle('install');
    expect(scope.skipWaiting).toHaveBeenCalled();
    await lifecycle('activate');
    expect(scope.clients.claim).toHaveBeenCalled();

    const respondWith = vi.fn();
    listeners.get('fetch')?.({ request: new Request(`${ORIGIN}/api/x`), respondWith, waitUntil: vi.fn() });
    expect(respondWith).not.toHaveBeenCalled();
    listeners.get('fetch')?.({
      request: new Request(`${ORIGIN}/assets/index-abc.js`),
      respondWith,
      waitUntil: vi.fn(),
    });
    expect(respondWith).toHaveBeenCalledWith(expect.any(Promise));
    expect(await (await respondWith.mock.calls[0]?.[0])?.text()).toBe('file /assets/index-abc.js');
  });
});
