import { z } from 'zod';

/** Every error the API returns has this body (SPEC §8: the client shows `detail`). */
export const ZErrorBody = z
  .object({
    detail: z.string().describe('Human-readable message, safe to show to the user'),
    code: z.string().describe('Stable machine-readable error code'),
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .describe('For validation errors (422): each failing field and why'),
  })
  .meta({ id: 'ErrorBody' });
export type TErrorBody = z.infer<typeof ZErrorBody>;
