import { describe, expect, it } from 'vitest';
import {
  CACHE_PREFIX,
  cacheNameFor,
  isKeepableResponse,
  isShellResponse,
  precacheUrls,
  type RoutedRequest,
  routeRequest,
  staleCacheNames,
} from './sw-routing';

const ORIGIN = 'https://resumeloop.test';
const PRECACHED = new Set(['/', '/favicon.svg', '/assets/index-abc.js']);

function request(path: string, overrides: Partial<RoutedRequest> = {}): RoutedRequest {
  return { method: 'GET', url: `${ORIGIN}${path}`, mode: 'cors', ...overrides };
}

function response(overrides: Partial<Parameters<typeof isShellResponse>[0]> = {}, contentType = 'text/html') {
  return {
    ok: true,
    status: 200,
    type: 'basic',
    redirected: false,
    headers: new Headers({ 'content-type': contentType }),
    ...overrides,
  };
}

describe('routeRequest', () => {
  it('answers page navigations network first with the shell behind', () => {
    expect(routeRequest(request('/', { mode: 'navigate' }), ORIGIN, PRECACHED)).toBe('shell');
    expect(routeRequest(request('/editor/123?tab=ats', { mode: 'navigate' }), ORIGIN, PRECACHED)).toBe(
      'shell',
    );
  });

  it('answers hashed build files from the cache first', () => {
    expect(routeRequest(request('/assets/index-abc.js', { mode: 'no-cors' }), ORIGIN, PRECACHED)).toBe(
      'asset',
    );
    expect(routeRequest(request('/assets/inter-latin-wght-normal-x1.woff2'), ORIGIN, PRECACHED)).toBe(
      'asset',
    );
    expect(routeRequest(request('/assets/page-not-precached-yet.js'), ORIGIN)).toBe('asset');
  });

  it('answers the other files of the build network first', () => {
    expect(routeRequest(request('/favicon.svg', { mode: 'no-cors' }), ORIGIN, PRECACHED)).toBe('static');
  });

  it('never handles the API, not even a navigation to it', () => {
    expect(routeRequest(request('/api/auth/me'), ORIGIN, PRECACHED)).toBe('bypass');
    expect(routeRequest(request('/api'), ORIGIN, PRECACHED)).toBe('bypass');
    expect(routeRequest(request('/api/oauth/google/callback?code=x', { mode: 'navigate' }), ORIGIN)).toBe(
      'bypass',
    );
    expect(routeRequest(request('/api/feedback/export.pdf', { mode: 'navigate' }), ORIGIN)).toBe('bypass');
  });

  it('leaves writes, other origins, range requests and unknown files to the browser', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      expect(routeRequest(request('/assets/index-abc.js', { method }), ORIGIN, PRECACHED)).toBe('bypass');
    }
    expect(
      routeRequest({ method: 'GET', url: 'https://cdn.example.com/assets/x.js', mode: 'cors' }, ORIGIN),
    ).toBe('bypass');
    expect(
      routeRequest(
        request('/assets/index-abc.js', { headers: new Headers({ Range: 'bytes=0-99' }) }),
        ORIGIN,
      ),
    ).toBe('bypass');
    expect(routeRequest(request('/robots.txt'), ORIGIN, PRECACHED)).toBe('bypass');
    expect(routeRequest(request('/sw.js'), ORIGIN, PRECACHED)).toBe('bypass');
    expect(routeRequest({ method: 'GET', url: 'not a url', mode: 'cors' }, ORIGIN)).toBe('bypass');
  });
});

describe('what the worker keeps', () => {
  it('keeps the app’s page as the shell, not a redirect, an error, a file opened in a tab or another origin’s', () => {
    expect(isShellResponse(response())).toBe(true);
    expect(isShellResponse(response({}, 'text/html; charset=utf-8'))).toBe(true);
    expect(isShellResponse(response({ redirected: true }))).toBe(false);
    expect(isShellResponse(response({ ok: false, status: 503 }))).toBe(false);
    expect(isShellResponse(response({}, 'image/svg+xml'))).toBe(false);
    expect(isShellResponse(response({ type: 'opaqueredirect', status: 0 }))).toBe(false);
  });

  it('keeps complete same-origin files only', () => {
    expect(isKeepableResponse(response({}, 'text/javascript'))).toBe(true);
    expect(isKeepableResponse(response({ status: 404, ok: false }))).toBe(false);
    expect(isKeepableResponse(response({ status: 206 }))).toBe(false);
    expect(isKeepableResponse(response({ type: 'opaque', status: 0 }))).toBe(false);
  });

  it('fetches the shell and each file once at install', () => {
    expect(precacheUrls(['assets/a.js', '/assets/b.css', '/assets/a.js', '/favicon.svg'])).toEqual([
      '/',
      '/assets/a.js',
      '/assets/b.css',
      '/favicon.svg',
    ]);
  });

  it('names a cache per build and removes only the app’s earlier ones', () => {
    const current = cacheNameFor('v2');
    expect(current).toBe(`${CACHE_PREFIX}v2`);
    expect(
      staleCacheNames([cacheNameFor('v1'), current, 'someone-else', cacheNameFor('v0')], current),
    ).toEqual([cacheNameFor('v1'), cacheNameFor('v0')]);
  });
});
