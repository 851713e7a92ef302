import { ZErrorBody } from '@resumeloop/contracts/errors';
import { type TReadyAi, ZHealthResponse, ZReadyResponse } from '@resumeloop/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

export type HealthRoutesOptions = {
  version: string;
  pingDatabase: () => Promise<void>;
  /** Which writer proposes rewrites; shown, never part of readiness (the built-in one always answers). */
  ai: () => TReadyAi;
  /**
   * True once the process is shutting down: from then on it is not ready (503), while it still answers
   * for the shutdown's grace, so a load balancer stops sending before the listener closes.
   */
  stopping?: () => boolean;
};

const READINESS_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: ZHealthResponse } },
      config: { rateLimit: false },
    },
    async () => ({
      status: 'ok' as const,
      version: options.version,
      uptime_seconds: Math.round(process.uptime()),
    }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database is reachable and the service is not shutting down',
        response: { 200: ZReadyResponse, 503: ZErrorBody },
      },
      config: { rateLimit: false },
    },
    async (request) => {
      if (options.stopping?.()) throw new AppError('shutting_down', 'errors.server.shuttingDown');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), READINESS_TIMEOUT_MS);
      });
      try {
        await Promise.race([options.pingDatabase(), timeout]);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('database_unavailable', 'errors.server.databaseUnavailable');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const, database: 'ok' as const, ai: options.ai() };
    },
  );
};
