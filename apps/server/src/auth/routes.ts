import {
  ZCsrfResponse,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZMessageResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZSendVerificationRequest,
  ZSessionStatus,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@resumeloop/contracts/auth';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import { ZActiveSessionList, ZSessionIdParams } from '@resumeloop/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { translateText } from '../i18n/texts';
import {
  accessTokenOf,
  type CookiePolicy,
  clearSessionCookies,
  clientHeaders,
  issuePublicCsrf,
  REFRESH_COOKIE,
  requireUser,
  setSessionCookies,
} from './http';
import type { PasswordService } from './password';
import type { ProfileService } from './profile';
import type { RegistrationService } from './registration';
import { ACCESS_TTL_MS, type IssuedSession, SESSION_EXPIRED, type SessionService } from './session-service';
import type { SignInService } from './sign-in';

export type AuthRoutesOptions = {
  /** Registration, sign-in, the forgotten password's link and reset, and the user's view. */
  accounts: RegistrationService &
    SignInService &
    Pick<PasswordService, 'forgotPassword' | 'resetPassword'> &
    Pick<ProfileService, 'view'>;
  sessions: SessionService;
  secret: string;
  cookies: CookiePolicy;
};

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  409: ZErrorBody,
  422: ZErrorBody,
  429: ZErrorBody,
};
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

function bearerFields(issued: IssuedSession) {
  return {
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    token_type: 'bearer' as const,
    expires_in: ACCESS_TTL_MS / 1000,
  };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { accounts, sessions, cookies } = options;

  app.get(
    '/api/auth/public-csrf-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'CSRF token for sign-in and registration (600 s)',
        response: { 200: ZCsrfResponse },
      },
    },
    async (_request, reply) => issuePublicCsrf(reply, options.secret, cookies),
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...errors },
      },
      config: { csrf: 'public', rateLimit: perMinute(10), replayable: false },
    },
    async (request, reply) => {
      const body = request.body;
      const { user, issued, emailSent } = await accounts.register({
        email: body.email,
        password: body.password,
        full_name: body.full_name,
        username: body.username,
        mode: body.token_type,
        client: clientHeaders(request),
        returnPath: body.return_path,
        locale: await request.locale(),
      });
      if (body.token_type === 'cookie') setSessionCookies(reply, issued, cookies);
      const translate = await request.translator();
      return reply.status(201).send({
        user,
        message: translate(
          emailSent ? 'errors.notice.accountCreated' : 'errors.notice.accountCreatedMailFailed',
        ),
        email_sent: emailSent,
        csrf_token: issued.session.csrfToken,
        session: { expires_at: issued.session.expiresAt.toISOString() },
        ...(body.token_type === 'bearer' ? bearerFields(issued) : {}),
      });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors },
      },
      config: { csrf: 'public', rateLimit: perMinute(10), replayable: false },
    },
    async (request, reply) => {
      const body = request.body;
      const { user, issued } = await accounts.login({
        email: body.email,
        password: body.password,
        mode: body.token_type,
        client: clientHeaders(request),
        replacing: request.auth?.session,
      });
      if (body.token_type === 'cookie') setSessionCookies(reply, issued, cookies, body.remember_me);
      return {
        user,
        csrf_token: issued.session.csrfToken,
        session: { expires_at: issued.session.expiresAt.toISOString() },
        message: (await request.translator())('errors.notice.welcomeBack', { name: user.full_name }),
        ...(body.token_type === 'bearer' ? bearerFields(issued) : {}),
      };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        response: { 200: ZMessageResponse, 403: ZErrorBody },
      },
    },
    async (request, reply) => {
      if (request.auth) await sessions.revoke(request.auth.session);
      clearSessionCookies(reply, cookies);
      return { message: (await request.translator())('errors.notice.signedOut') };
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: ZMeResponse, 401: ZErrorBody },
      },
    },
    async (request) => ({ user: accounts.view(requireUser(request).user) }),
  );

  app.get(
    '/api/auth/csrf-token',
    {
      schema: {
        tags: ['auth'],
        summary: "The session's CSRF token",
        response: { 200: ZCsrfResponse, 401: ZErrorBody },
      },
    },
    async (request) => {
      const current = await sessions.currentCsrf(requireUser(request).session);
      return { csrf_token: current.token, expires_in: current.expiresIn };
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (cookie, or refresh_token in the body for bearer clients)',
        body: ZRefreshRequest,
        response: { 200: ZRefreshResponse, 401: ZErrorBody },
      },
      config: { csrf: 'none', rateLimit: perMinute(30), replayable: false },
    },
    async (request, reply) => {
      const bodyToken = request.body?.refresh_token;
      const cookieToken = request.cookies[REFRESH_COOKIE];
      const token = bodyToken ?? cookieToken;
      if (!token) throw new AppError('not_authenticated', SESSION_EXPIRED);
      const mode = bodyToken ? 'bearer' : 'cookie';
      try {
        const issued = await sessions.refresh(token, mode, clientHeaders(request));
        if (mode === 'cookie') setSessionCookies(reply, issued, cookies);
        return {
          csrf_token: issued.session.csrfToken,
          session: { expires_at: issued.session.expiresAt.toISOString() },
          ...(mode === 'bearer' ? bearerFields(issued) : {}),
        };
      } catch (error) {
        if (mode === 'cookie') clearSessionCookies(reply, cookies);
        throw error;
      }
    },
  );

  app.get(
    '/api/auth/session-status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the session is valid, and security alerts',
        response: { 200: ZSessionStatus },
      },
    },
    async (request) => {
      // An ended session's own client still asks with its token: it learns why, if it was ended for it.
      const presented = request.auth ? undefined : accessTokenOf(request);
      const alert = presented ? await sessions.alertFor(presented.token, presented.mode) : null;
      const status = await accounts.sessionStatus(request.auth, alert);
      const translate = await request.translator();
      return {
        ...status,
        security_alert:
          status.security_alert === null ? null : translateText(translate, status.security_alert),
      };
    },
  );

  app.get(
    '/api/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's live sessions, most recent activity first",
        response: { 200: ZActiveSessionList, 401: ZErrorBody },
      },
    },
    async (request) => {
      const { user, session } = requireUser(request);
      return { sessions: await sessions.listActive(user.id, session.id) };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: "End one of the signed-in user's sessions (the current one signs out)",
        params: ZSessionIdParams,
        response: { 204: z.null().describe('Ended'), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { user, session } = requireUser(request);
      const { id } = request.params;
      const ended = UUID_PATTERN.test(id) && (await sessions.endSession(user.id, id));
      if (!ended) throw new AppError('unknown_session', 'errors.auth.unknownSession');
      if (id === session.id) clearSessionCookies(reply, cookies);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/send-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link (60 s cooldown)',
        body: ZSendVerificationRequest,
        response: { 200: ZMessageResponse, ...errors, 503: ZErrorBody },
      },
      config: { rateLimit: perMinute(5) },
    },
    async (request) => {
      const notice = await accounts.resendVerification({
        user: request.auth?.user,
        email: request.body?.email,
        returnPath: request.body?.return_path,
        locale: await request.locale(),
      });
      return { message: (await request.translator())(notice) };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the emailed token',
        body: ZVerifyEmailRequest,
        response: { 200: ZVerifyEmailResponse, ...errors },
      },
      config: { rateLimit: perMinute(20) },
    },
    async (request) => {
      const { user, message } = await accounts.verifyEmail(request.body.token);
      return { user, message: (await request.translator())(message) };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
      config: { rateLimit: perMinute(5) },
    },
    async (request) => {
      const notice = await accounts.forgotPassword(request.body.email);
      return { message: (await request.translator())(notice) };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed token',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
      config: { rateLimit: perMinute(10) },
    },
    async (request) => {
      const notice = await accounts.resetPassword(request.body.token, request.body.new_password);
      return { message: (await request.translator())(notice) };
    },
  );
};
