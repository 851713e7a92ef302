import { ZErrorBody } from '@resumeloop/contracts/errors';
import { settingsSchema, settingsUpdateSchema } from '@resumeloop/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/http';
import type { SettingsService } from './service';

/**
 * GET and PUT /api/settings (the router ignores a trailing slash, so /api/settings/ is the same route).
 * The data export, GET /api/settings/export, is with the account routes.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, options) => {
  const { settings } = options;

  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The signed-in user's settings (the defaults until they save)",
        response: { 200: settingsSchema, 401: ZErrorBody },
      },
    },
    async (request) => settings.get(requireUser(request).user.id),
  );

  app.put(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change the named settings; answers every setting after the change',
        body: settingsUpdateSchema,
        response: { 200: settingsSchema, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody },
      },
      attachValidation: true,
    },
    async (request) => {
      const { user } = requireUser(request);
      // After the sign-in check, so a guest learns only that they must sign in.
      if (request.validationError) throw request.validationError;
      return settings.update(user.id, request.body);
    },
  );
};
