import { ZMailDeliveryResponse } from '@resumeloop/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../db/client';
import { createOutboxRepository, linksIn } from './mailer';
import type { MailQueue } from './queue';

const ZOutboxResponse = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      links: z.array(z.string()),
      created_at: z.string(),
    }),
  ),
});

/** Where mail goes (no sign-in needed): the 'Check Your Email' page tells a self-hoster to look in the log. */
export const mailDeliveryRoutes: FastifyPluginAsyncZod<{ smtp: boolean }> = async (app, options) => {
  app.get(
    '/api/mail/delivery',
    {
      schema: {
        tags: ['mail'],
        summary: 'Whether mail is sent through a mail server or written to the server log',
        response: { 200: ZMailDeliveryResponse },
      },
    },
    async () => ({ delivery: options.smtp ? ('smtp' as const) : ('log' as const) }),
  );
};

/** The development outbox (registered only outside production): what would have been emailed. */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: AppDatabase; mailQueue: MailQueue }> = async (
  app,
  options,
) => {
  const outbox = createOutboxRepository(options.db);
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail kept in the development outbox, newest first',
        querystring: z.object({
          to: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: ZOutboxResponse },
      },
      config: { rateLimit: false },
    },
    async (request) => {
      // Mail queued after an earlier answer is listed once it is written.
      await options.mailQueue.drain();
      const rows = await outbox.list(request.query.to, request.query.limit);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          html: row.html,
          links: linksIn(row.text),
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
