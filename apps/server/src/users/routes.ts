import {
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZMeResponse,
  ZMessageResponse,
  ZUpdateProfileRequest,
} from '@resumeloop/contracts/auth';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CookiePolicy, clearSessionCookies, requireUser } from '../auth/http';
import type { PasswordService } from '../auth/password';
import type { ProfileService } from '../auth/profile';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };

/** What the user routes call: the profile service and the change of password. */
export type UserAccounts = ProfileService & Pick<PasswordService, 'changePassword'>;

export const userRoutes: FastifyPluginAsyncZod<{ accounts: UserAccounts; cookies: CookiePolicy }> = async (
  app,
  options,
) => {
  const { accounts } = options;

  app.get(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: ZMeResponse, 401: ZErrorBody },
      },
    },
    async (request) => ({ user: accounts.view(requireUser(request).user) }),
  );

  app.put(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Change full name or username',
        body: ZUpdateProfileRequest,
        response: { 200: ZMeResponse, ...errors },
      },
    },
    async (request) => ({ user: await accounts.updateProfile(requireUser(request).user, request.body) }),
  );

  app.post(
    '/api/users/change-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the password; every other session ends',
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const notice = await accounts.changePassword(
        requireUser(request),
        request.body.current_password,
        request.body.new_password,
      );
      return { message: (await request.translator())(notice) };
    },
  );

  app.post(
    '/api/users/me/delete-account',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete the account and everything stored about it',
        body: ZDeleteAccountRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      // The language is the account's: read before the account (and its settings) go.
      const translate = await request.translator();
      await accounts.deleteAccount(requireUser(request).user);
      clearSessionCookies(reply, options.cookies);
      return { message: translate('errors.notice.accountDeleted') };
    },
  );

  app.get(
    '/api/settings/export',
    { schema: { tags: ['settings'], summary: 'Everything stored about the user, as a JSON download' } },
    async (request, reply) => {
      const data = await accounts.exportData(requireUser(request).user);
      const date = data.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="resumeloop-data-export-${date}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
};
