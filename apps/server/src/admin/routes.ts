import {
  ZAdminFeedbackPage,
  ZAdminFeedbackQuery,
  ZAdminFeedbackTexts,
  ZAdminUserDetails,
  ZAdminUserPage,
  ZAdminUsersQuery,
  ZAdminUserUpdate,
  ZAuditPage,
  ZAuditQuery,
  ZServiceSettingsResponse,
  ZServiceSettingsUpdate,
} from '@resumeloop/contracts/admin';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/http';
import type { AdminService } from './service';

const errors = { 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody };
const idParams = z.object({ id: z.string().max(100) });
/**
 * The lists are searched as an admin types and paged as they read: more than the default 60 a minute,
 * still per client. (The rate limit is counted before the gate: a guest's extra tries only get 401.)
 */
const LIST_RATE_LIMIT = { max: 300, timeWindow: 60_000 };

/**
 * Who is asking, once the route's gate has let them through; a request the schema refused is answered
 * only then (attachValidation), so a guest or a non-admin learns nothing from a malformed request.
 */
function adminOf(request: FastifyRequest, reply: FastifyReply) {
  const { user } = requireUser(request);
  if (request.validationError) throw request.validationError;
  // What an admin reads about people is never kept by a browser or a proxy.
  reply.header('cache-control', 'no-store');
  return user;
}

/** The admin console's API (decision 0033): accounts, feedback, service settings and the audit log. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, options) => {
  const { admin } = options;

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first: search by address, name or username (any case), plan and status',
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUserPage, ...errors },
      },
      attachValidation: true,
      config: { gate: 'user_management', rateLimit: LIST_RATE_LIMIT },
    },
    async (request, reply) => {
      adminOf(request, reply);
      return admin.listUsers(request.query);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One account with its sign-in methods, saved sessions, signed-in devices and usage',
        params: idParams,
        response: { 200: ZAdminUserDetails, ...errors, 404: ZErrorBody },
      },
      attachValidation: true,
      config: { gate: 'user_management' },
    },
    async (request, reply) => {
      adminOf(request, reply);
      return admin.userDetails(request.params.id);
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verify, set the plan, grant or take the admin role, disable or enable (each audited)',
        params: idParams,
        body: ZAdminUserUpdate,
        response: { 200: ZAdminUserDetails, ...errors, 404: ZErrorBody, 409: ZErrorBody },
      },
      attachValidation: true,
      config: { gate: 'user_management' },
    },
    async (request, reply) => {
      const actor = adminOf(request, reply);
      const updated = await admin.updateUser(actor, request.params.id, request.body);
      request.log.info({ targetId: updated.id, changes: request.body }, 'admin changed an account');
      return updated;
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an account and everything stored about it, as its owner could (audited)',
        params: idParams,
        response: { 204: z.null(), ...errors, 404: ZErrorBody, 409: ZErrorBody },
      },
      attachValidation: true,
      config: { gate: 'user_management' },
    },
    async (request, reply) => {
      const actor = adminOf(request, reply);
      await admin.deleteUser(actor, request.params.id);
      request.log.info({ targetId: request.params.id }, 'admin deleted an account');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feedback given before export, newest first, with the aggregates of the filtered set',
        querystring: ZAdminFeedbackQuery,
        response: { 200: ZAdminFeedbackPage, ...errors },
      },
      attachValidation: true,
      config: { gate: 'admin_panel', rateLimit: LIST_RATE_LIMIT },
    },
    async (request, reply) => {
      adminOf(request, reply);
      return admin.listFeedback(request.query);
    },
  );

  app.get(
    '/api/admin/feedback/:id/texts',
    {
      schema: {
        tags: ['admin'],
        summary: "A feedback entry's resume before and after, only when the person chose to keep them",
        params: idParams,
        response: { 200: ZAdminFeedbackTexts, ...errors, 404: ZErrorBody },
      },
      attachValidation: true,
      config: { gate: 'admin_panel' },
    },
    async (request, reply) => {
      adminOf(request, reply);
      return admin.feedbackTexts(request.params.id);
    },
  );

  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: "The service's settings, the configuration's values and when an admin last changed them",
        response: { 200: ZServiceSettingsResponse, ...errors },
      },
      config: { gate: 'system_settings' },
    },
    async (request, reply) => {
      adminOf(request, reply);
      return admin.settings();
    },
  );

  app.patch(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change service settings; null returns one to the configuration (audited)',
        body: ZServiceSettingsUpdate,
        response: { 200: ZServiceSettingsResponse, ...errors },
      },
      attachValidation: true,
      config: { gate: 'system_settings' },
    },
    async (request, reply) => {
      const actor = adminOf(request, reply);
      const updated = await admin.updateSettings(actor, request.body);
      request.log.info({ changes: request.body }, 'admin changed the service settings');
      return updated;
    },
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'What admins did, newest first (read only: entries are never changed or removed)',
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage, ...errors },
      },
      attachValidation: true,
      config: { gate: 'admin_panel', rateLimit: LIST_RATE_LIMIT },
    },
    async (request, reply) => {
      adminOf(request, reply);
      return admin.audit(request.query);
    },
  );
};
