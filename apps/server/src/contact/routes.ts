import { ZContactRequest, ZContactResponse } from '@resumeloop/contracts/contact';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './service';

/** Ten messages an hour per client is plenty for a person and little for a spammer. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };

export const contactRoutes: FastifyPluginAsyncZod<{ contactService: ContactService }> = async (
  app,
  options,
) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the ResumeLoop team',
        body: ZContactRequest,
        response: { 201: ZContactResponse, 422: ZErrorBody, 429: ZErrorBody },
      },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) => {
      const response = await options.contactService.submit(request.body);
      const translate = await request.translator();
      return reply.status(201).send({ ...response, message: translate('errors.notice.contactReceived') });
    },
  );
};
