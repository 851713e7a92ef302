import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const ZReadyResponse = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
});
export type TReadyResponse = z.infer<typeof ZReadyResponse>;
