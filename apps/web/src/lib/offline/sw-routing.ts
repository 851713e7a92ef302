/**
 * The service worker's decisions, kept free of worker globals so they can be tested on their own
 * (service-worker.ts acts on them; the build bundles both into /sw.js).
 *
 * - 'shell': a page navigation. Network first; each page the server sends is kept as the shell (the latest
 *   one, with the visitor's look on it), and answers any navigation while offline.
 * - 'asset': a built file under /assets/. Its name carries a hash of its content, so a kept copy is always
 *   right: cache first, network only for a file not kept yet.
 * - 'static': another file of the build (the favicon). Network first, the kept copy while offline.
 * - 'bypass': the worker stays out of it. Every /api/ request (the app's data is TanStack Query's and the
 *   offline queue's, never the worker's), every write, other origins, range requests.
 */
export type SwRoute = 'shell' | 'asset' | 'static' | 'bypass';

/** The parts of a Request the decision reads. */
export type RoutedRequest = {
  method: string;
  url: string;
  mode: string;
  headers?: { has(name: string): boolean };
};

/** The parts of a Response the worker decides on before keeping it. */
export type KeptResponse = {
  /** 'basic' from the network for this origin ('default' for one made in code); never opaque or cors. */
  ok: boolean;
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
};

/** Where the latest page is kept: one shell for every route (the client router draws the route). */
export const SHELL_URL = '/';

/** Every cache of this app's worker starts so; others on the origin are left alone. */
export const CACHE_PREFIX = 'resumeloop-app-';

export function cacheNameFor(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** Caches of earlier versions of the worker, to delete once this one is active. */
export function staleCacheNames(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

export function routeRequest(
  request: RoutedRequest,
  origin: string,
  precached: ReadonlySet<string> = new Set(),
): SwRoute {
  if (request.method !== 'GET') return 'bypass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'bypass';
  }
  if (url.origin !== origin) return 'bypass';
  if (isApiPath(url.pathname)) return 'bypass';
  // The Cache API keeps no partial answers (206).
  if (request.headers?.has('range')) return 'bypass';
  if (request.mode === 'navigate') return 'shell';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (precached.has(url.pathname)) return 'static';
  return 'bypass';
}

/**
 * Whether a navigation's answer may become the shell: the app's page itself, complete and not reached
 * through a redirect (a redirected answer cannot answer another navigation).
 */
export function isShellResponse(response: KeptResponse): boolean {
  return isKeepableResponse(response) && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/** Whether a file's answer may be kept: complete, same-origin, not redirected. */
export function isKeepableResponse(response: KeptResponse): boolean {
  return (
    response.status === 200 &&
    (response.type === 'basic' || response.type === 'default') &&
    !response.redirected
  );
}

/** The URLs to fetch when the worker installs: the shell, then the build's files, each once. */
export function precacheUrls(files: readonly string[]): string[] {
  return [...new Set([SHELL_URL, ...files.map((file) => (file.startsWith('/') ? file : `/${file}`))])];
}
