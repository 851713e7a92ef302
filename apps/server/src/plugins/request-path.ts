import type { FastifyRequest } from 'fastify';

/**
 * The path a request is routed by, the same for every hook: the matched route's own pattern (so
 * `/%61pi/auth/login` is `/api/auth/login`, as the router saw it), else the decoded pathname of the URL.
 */
export function requestPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? decodedPathname(request.url);
}

/** The pathname without its query, percent-decoded (left as it is when the escapes are malformed). */
export function decodedPathname(url: string): string {
  const end = url.indexOf('?');
  const raw = end === -1 ? url : url.slice(0, end);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether a request is an API call (`/api` or below), by its routed path. */
export function isApiPath(request: FastifyRequest): boolean {
  const path = requestPath(request);
  return path === '/api' || path.startsWith('/api/');
}
