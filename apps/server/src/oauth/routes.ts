import {
  OAUTH_PROVIDERS,
  ZMessageResponse,
  ZOAuthProvider,
  ZOAuthProvidersResponse,
  ZOAuthStatusResponse,
} from '@resumeloop/contracts/auth';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CookiePolicy, clientHeaders, requireUser, setSessionCookies } from '../auth/http';
import type { SessionService } from '../auth/session-service';
import type { Text } from '../errors';
import { translateText } from '../i18n/texts';
import { OAuthFlowError, type OAuthService, type PendingSignIn, PROVIDER_NAMES } from './service';

const STATE_COOKIE = 'rl_oauth';
const STATE_TTL_SECONDS = 600;

export type OAuthRoutesOptions = {
  oauth: OAuthService;
  sessions: SessionService;
  cookies: CookiePolicy;
  publicUrl: URL;
};

export const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (app, options) => {
  const { oauth, sessions, cookies, publicUrl } = options;
  const page = (path: string, params: Record<string, string>) => {
    const url = new URL(path, publicUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return `${url.pathname}${url.search}`;
  };
  /** Sends the browser to the web app's error page, the description in the request's language. */
  const fail = async (
    request: FastifyRequest,
    reply: FastifyReply,
    provider: string,
    error: string,
    description: Text,
  ) => {
    const translated = translateText(await request.translator(), description);
    return reply.redirect(page('/auth/oauth/error', { provider, error, error_description: translated }), 302);
  };
  const clearState = (reply: FastifyReply) =>
    reply.clearCookie(STATE_COOKIE, {
      path: '/api/oauth',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookies.secure,
    });

  app.get(
    '/api/oauth/providers',
    {
      schema: {
        tags: ['oauth'],
        summary: 'Which social sign-in providers are configured',
        response: { 200: ZOAuthProvidersResponse },
      },
    },
    async () => ({
      data: {
        providers: Object.fromEntries(
          OAUTH_PROVIDERS.map((provider) => [
            provider,
            { available: oauth.isAvailable(provider), name: PROVIDER_NAMES[provider] },
          ]),
        ),
      },
    }),
  );

  app.get(
    '/api/oauth/status',
    {
      schema: {
        tags: ['oauth'],
        summary: 'Linked social accounts',
        response: { 200: ZOAuthStatusResponse, 401: ZErrorBody },
      },
    },
    async (request) => ({ data: { linked_accounts: await oauth.status(requireUser(request).user.id) } }),
  );

  app.post(
    '/api/oauth/:provider/unlink',
    {
      schema: {
        tags: ['oauth'],
        summary: 'Unlink a social account (refused if it is the only way to sign in)',
        params: z.object({ provider: ZOAuthProvider }),
        response: { 200: ZMessageResponse, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => {
      await oauth.unlink(requireUser(request).user, request.params.provider);
      const translate = await request.translator();
      return {
        message: translate('errors.notice.providerUnlinked', {
          provider: PROVIDER_NAMES[request.params.provider],
        }),
      };
    },
  );

  app.get(
    '/api/oauth/:provider/login',
    {
      schema: {
        tags: ['oauth'],
        summary:
          'Start social sign-in (browser navigation); link_account=true links to the signed-in account',
        params: z.object({ provider: z.string() }),
        querystring: z.object({
          link_account: z.enum(['true', 'false']).optional(),
          user_id: z.string().optional(),
        }),
      },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const parsed = ZOAuthProvider.safeParse(request.params.provider);
      if (!parsed.success)
        return fail(
          request,
          reply,
          request.params.provider,
          'invalid_request',
          'errors.oauth.unknownProvider',
        );
      const provider = parsed.data;
      let linkUserId: string | undefined;
      if (request.query.link_account === 'true') {
        if (!request.auth)
          return fail(request, reply, provider, 'invalid_request', 'errors.oauth.loginBeforeLinking');
        linkUserId = request.auth.user.id;
      }
      try {
        const { url, pending } = await oauth.start(provider, linkUserId);
        reply.setCookie(STATE_COOKIE, JSON.stringify(pending), {
          signed: true,
          httpOnly: true,
          // The provider sends the browser back with a cross-site top-level navigation: Strict would drop it.
          sameSite: 'lax',
          secure: cookies.secure,
          path: '/api/oauth',
          maxAge: STATE_TTL_SECONDS,
        });
        return reply.redirect(url.href, 302);
      } catch (error) {
        if (error instanceof OAuthFlowError)
          return fail(request, reply, provider, error.error, error.description);
        throw error;
      }
    },
  );

  async function callback(
    request: FastifyRequest<{
      Params: { provider: string };
      Querystring: Record<string, string | undefined>;
    }>,
    reply: FastifyReply,
  ) {
    const providerName = request.params.provider;
    const provider = ZOAuthProvider.safeParse(providerName);
    if (!provider.success)
      return fail(request, reply, providerName, 'invalid_request', 'errors.oauth.unknownProvider');
    const raw = request.cookies[STATE_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    clearState(reply);
    if (request.query.error) {
      return fail(request, reply, providerName, request.query.error, request.query.error_description ?? '');
    }
    if (!unsigned?.valid || !unsigned.value)
      return fail(request, reply, providerName, 'invalid_request', 'errors.oauth.invalidCallback');
    let pending: PendingSignIn;
    try {
      pending = JSON.parse(unsigned.value) as PendingSignIn;
    } catch {
      return fail(request, reply, providerName, 'invalid_request', 'errors.oauth.invalidCallback');
    }
    if (pending.provider !== provider.data)
      return fail(request, reply, providerName, 'invalid_request', 'errors.oauth.invalidCallback');
    try {
      const identity = await oauth.finish(pending, new URL(request.url, publicUrl));
      if (pending.linkUserId) {
        await oauth.link(pending.linkUserId, provider.data, identity);
        return reply.redirect(page('/settings/account', { linked: provider.data }), 302);
      }
      const { user, action, replacedUserId } = await oauth.resolveAccount(provider.data, identity);
      if (replacedUserId) {
        request.log.info(
          { userId: user.id, replacedUserId },
          'social sign-in replaced an account whose address was never verified',
        );
      }
      if (request.auth) await sessions.revoke(request.auth.session);
      const issued = await sessions.issue(user.id, 'cookie', clientHeaders(request));
      setSessionCookies(reply, issued, cookies);
      return reply.redirect(page('/oauth/success', { provider: provider.data, action }), 302);
    } catch (error) {
      if (error instanceof OAuthFlowError)
        return fail(request, reply, providerName, error.error, error.description);
      request.log.error({ err: error }, 'social sign-in failed');
      return fail(request, reply, providerName, 'server_error', {
        id: 'errors.oauth.failed',
        values: { provider: PROVIDER_NAMES[provider.data] },
      });
    }
  }

  app.get(
    '/api/oauth/:provider/callback',
    {
      schema: {
        tags: ['oauth'],
        summary: 'Where the provider returns the browser',
        params: z.object({ provider: z.string() }),
        querystring: z.record(z.string(), z.string().optional()),
      },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    callback,
  );
};
