import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, english } from '../errors';
import { isApiPath } from '../plugins/request-path';
import type { ClientHeaders } from './client-fingerprint';
import type { SessionRow } from './repositories/sessions';
import type { UserRow } from './repositories/users';
import {
  ACCESS_TTL_MS,
  type IssuedSession,
  REFRESH_TTL_MS,
  SESSION_EXPIRED,
  type SessionService,
} from './session-service';
import { hmac, randomToken, safeEqual } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { user: UserRow; session: SessionRow; via: 'cookie' | 'bearer' } | null;
  }
  interface FastifyContextConfig {
    /**
     * How a state-changing request proves it came from our own pages: 'session' (default) requires the
     * session's token when the request is authenticated by cookie; 'public' requires the pre-sign-in
     * token (login, register); 'none' (refresh) relies on the SameSite=Strict, path-scoped cookie.
     */
    csrf?: 'session' | 'public' | 'none';
  }
}

export const ACCESS_COOKIE = 'rl_access';
export const REFRESH_COOKIE = 'rl_refresh';
export const PUBLIC_CSRF_COOKIE = 'rl_pcsrf';
export const CSRF_HEADER = 'x-csrf-token';
/** SPEC §9: the public token lives 600 s. */
export const PUBLIC_CSRF_TTL_SECONDS = 600;

/** The en-US text of a refused CSRF token (the answer is in the request's language). */
export const CSRF_FAILED = english('errors.auth.csrfFailed');
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type CookiePolicy = { secure: boolean };

/** Sets the session cookies: HttpOnly, SameSite=Strict, Secure on https; persistent unless not remembered. */
export function setSessionCookies(
  reply: FastifyReply,
  issued: IssuedSession,
  policy: CookiePolicy,
  remember = true,
) {
  const base = { httpOnly: true, sameSite: 'strict' as const, secure: policy.secure };
  reply.setCookie(ACCESS_COOKIE, issued.accessToken, {
    ...base,
    path: '/',
    ...(remember ? { maxAge: ACCESS_TTL_MS / 1000 } : {}),
  });
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    ...base,
    path: '/api/auth',
    ...(remember ? { maxAge: REFRESH_TTL_MS / 1000 } : {}),
  });
}

export function clearSessionCookies(reply: FastifyReply, policy: CookiePolicy) {
  const base = { httpOnly: true, sameSite: 'strict' as const, secure: policy.secure };
  reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: '/api/auth' });
}

/** A signed, short-lived token bound to a cookie nonce (double submit) for requests made before sign-in. */
export function issuePublicCsrf(
  reply: FastifyReply,
  secret: string,
  policy: CookiePolicy,
  nowMs = Date.now(),
) {
  const nonce = randomToken(16);
  const expires = Math.floor(nowMs / 1000) + PUBLIC_CSRF_TTL_SECONDS;
  reply.setCookie(PUBLIC_CSRF_COOKIE, nonce, {
    httpOnly: true,
    sameSite: 'strict',
    secure: policy.secure,
    path: '/api/auth',
    maxAge: PUBLIC_CSRF_TTL_SECONDS,
  });
  return {
    csrf_token: `${nonce}.${expires}.${hmac(secret, `public-csrf.${nonce}.${expires}`)}`,
    expires_in: PUBLIC_CSRF_TTL_SECONDS,
  };
}

function publicCsrfValid(request: FastifyRequest, secret: string): boolean {
  const header = request.headers[CSRF_HEADER];
  const nonceCookie = request.cookies[PUBLIC_CSRF_COOKIE];
  if (typeof header !== 'string' || !nonceCookie) return false;
  const [nonce, expires, signature] = header.split('.');
  if (!nonce || !expires || !signature) return false;
  if (!safeEqual(signature, hmac(secret, `public-csrf.${nonce}.${expires}`))) return false;
  if (Number(expires) * 1000 < Date.now()) return false;
  return safeEqual(nonce, nonceCookie);
}

/** The headers a session's fingerprint is read from. */
export function clientHeaders(request: FastifyRequest): ClientHeaders {
  return { userAgent: request.headers['user-agent'] };
}

/** The access token a request presents, and how: the bearer header first, then the session cookie. */
export function accessTokenOf(
  request: FastifyRequest,
): { token: string; mode: 'cookie' | 'bearer' } | undefined {
  const bearer = bearerTokenOf(request);
  if (bearer) return { token: bearer, mode: 'bearer' };
  const cookie = request.cookies[ACCESS_COOKIE];
  return cookie ? { token: cookie, mode: 'cookie' } : undefined;
}

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves who is calling (bearer token first, then the session cookie) and enforces CSRF on
 * cookie-authenticated writes. Invalid or expired credentials make an anonymous request, not an error:
 * routes that need a user say so with requireUser.
 */
export function registerAuthentication(
  app: FastifyInstance,
  options: { sessions: SessionService; secret: string; cookies: CookiePolicy },
) {
  app.decorateRequest('auth', null);

  app.addHook('preHandler', async (request, reply) => {
    // The routed path, not the raw URL: an encoded spelling of an API path gets the same checks.
    if (!isApiPath(request)) return;
    const bearer = bearerTokenOf(request);
    const presented = accessTokenOf(request);
    if (presented) {
      const found = await options.sessions.authenticateClient(
        presented.token,
        presented.mode,
        clientHeaders(request),
      );
      if (found === 'ended') {
        // The session was used from another device or browser: it is ended, and this request is
        // answered as one whose session expired.
        if (presented.mode === 'cookie') clearSessionCookies(reply, options.cookies);
        throw new AppError('not_authenticated', SESSION_EXPIRED);
      }
      request.auth = found ? { ...found, via: presented.mode } : null;
    } else {
      request.auth = null;
    }

    if (!UNSAFE_METHODS.has(request.method)) return;
    const mode = request.routeOptions.config.csrf ?? 'session';
    if (mode === 'none') return;
    if (mode === 'public') {
      // A bearer client gets no cookies, so there is nothing for a forged cross-site request to ride on.
      const wantsBearer = (request.body as { token_type?: string } | undefined)?.token_type === 'bearer';
      if (!wantsBearer && !bearer && !publicCsrfValid(request, options.secret)) {
        throw new AppError('csrf_failed', 'errors.auth.csrfFailed');
      }
      return;
    }
    if (request.auth?.via === 'cookie') {
      const header = request.headers[CSRF_HEADER];
      const { session } = request.auth;
      const valid =
        typeof header === 'string' &&
        safeEqual(header, session.csrfToken) &&
        session.csrfExpiresAt.getTime() > Date.now();
      if (!valid) throw new AppError('csrf_failed', 'errors.auth.csrfFailed');
    }
  });
}

/** Refuses a request without a signed-in user (401); answers who is signed in. */
export function requireUser(request: FastifyRequest) {
  if (!request.auth) throw new AppError('not_authenticated', 'errors.auth.authenticationRequired');
  return request.auth;
}
