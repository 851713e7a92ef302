import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/**
 * Which writer proposes rewrites: the built-in one only, or a model as well, with whether the model
 * answered its check at start-up (null until that check ends). It never decides readiness: without the
 * model the built-in writer answers.
 */
export const ZReadyAi = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('embedded') }),
  z.object({
    provider: z.literal('openai-compatible'),
    model: z.string(),
    reachable: z.boolean().nullable(),
  }),
]);
export type TReadyAi = z.infer<typeof ZReadyAi>;

export const ZReadyResponse = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  ai: ZReadyAi,
});
export type TReadyResponse = z.infer<typeof ZReadyResponse>;
