import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { english } from '../errors';
import { isApiPath, requestPath } from './request-path';

/** The en-US text of a rate limit's answer; the error handler answers it in the request's language. */
export const RATE_LIMIT_DETAIL = english('errors.request.rateLimited');

/**
 * SPEC §9: 60 requests a minute per endpoint per client. Routes may set a stricter `config.rateLimit`.
 * Counters live in Redis when REDIS_URL is set (shared by every instance), else in this process.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redis: Redis | undefined },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: 60,
    timeWindow: 60_000,
    ...(options.redis ? { redis: options.redis, nameSpace: 'resumeloop-rate-limit:' } : {}),
    // Static files of the web app are not API calls. Both read the routed path, so another spelling of
    // the same path (`/%61pi/...`) shares its limit.
    allowList: (request) => !isApiPath(request),
    keyGenerator: (request) => `${request.ip}|${request.method} ${requestPath(request)}`,
    errorResponseBuilder: (_request, context) => {
      const error = new Error(RATE_LIMIT_DETAIL) as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}
