import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUpAdmin } from './admin-support';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { setPlanTier } from './plans-support';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

/** Every admin route with a request an admin may make, and the status that admin gets. */
function adminRequests(subject: () => string) {
  return [
    { method: 'GET', url: () => '/api/admin/users', admin: 200 },
    { method: 'GET', url: () => `/api/admin/users/${subject()}`, admin: 200 },
    {
      method: 'PATCH',
      url: () => `/api/admin/users/${subject()}`,
      payload: { plan_tier: 'free' },
      admin: 200,
    },
    { method: 'DELETE', url: () => '/api/admin/users/00000000-0000-4000-8000-000000000000', admin: 404 },
    { method: 'GET', url: () => '/api/admin/feedback', admin: 200 },
    {
      method: 'GET',
      url: () => '/api/admin/feedback/00000000-0000-4000-8000-000000000000/texts',
      admin: 404,
    },
    { method: 'GET', url: () => '/api/admin/settings', admin: 200 },
    {
      method: 'PATCH',
      url: () => '/api/admin/settings',
      payload: { free_monthly_uploads: null },
      admin: 200,
    },
    { method: 'GET', url: () => '/api/admin/audit', admin: 200 },
  ] as const;
}

describe.each(DATABASE_KINDS)('admin routes are for admins only on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));
  let subjectId = '';
  const requests = adminRequests(() => subjectId);

  async function accounts() {
    const admin = await signUpAdmin(app, database);
    const free = await signUp(app, database);
    const premium = await signUp(app, database);
    await setPlanTier(database, premium.userId, 'premium');
    subjectId = free.userId;
    return { admin: admin.client, free: free.client, premium: premium.client };
  }

  const send = (client: SessionClient, request: (typeof requests)[number]) =>
    client.request({
      method: request.method,
      url: request.url(),
      ...('payload' in request ? { payload: request.payload } : {}),
    });

  it('lets an admin use every route', async () => {
    const { admin } = await accounts();
    for (const request of requests) {
      const response = await send(admin, request);
      expect(response.statusCode, `${request.method} ${request.url()}: ${response.body}`).toBe(request.admin);
    }
  });

  it('refuses a free and a premium account every route with admin_required and a detail', async () => {
    const { free, premium } = await accounts();
    for (const [who, client] of [
      ['free', free],
      ['premium', premium],
    ] as const) {
      for (const request of requests) {
        const response = await send(client, request);
        expect(response.statusCode, `${who} ${request.method} ${request.url()}`).toBe(403);
        expect(response.json().code).toBe('admin_required');
        expect(response.json().detail).toMatch(/only for administrators/);
      }
    }
  });

  it('answers a guest 401 on every route, before reading the request', async () => {
    await accounts();
    for (const request of requests) {
      const response = await app.inject({
        method: request.method,
        url: request.url(),
        ...('payload' in request ? { payload: request.payload } : {}),
      });
      expect(response.statusCode, `${request.method} ${request.url()}`).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    }
    const malformed = await app.inject({ method: 'GET', url: '/api/admin/users?page=0' });
    expect(malformed.statusCode).toBe(401);
  });

  it('answers an admin a malformed query or body 422 as the rest of the API does', async () => {
    const { admin } = await accounts();
    for (const url of [
      '/api/admin/users?page=0',
      '/api/admin/users?page_size=1000',
      '/api/admin/users?plan=gold',
      '/api/admin/users?status=asleep',
      '/api/admin/users?sort=email',
      '/api/admin/feedback?max_rating=11',
      '/api/admin/audit?action=user.rename',
    ]) {
      const response = await admin.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    for (const payload of [{}, { plan_tier: 'gold' }, { verified: false }, { is_admin: true }]) {
      const response = await admin.request({
        method: 'PATCH',
        url: `/api/admin/users/${subjectId}`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    for (const payload of [
      {},
      { free_monthly_analyses: -1 },
      { registration_open: 'yes' },
      { theme: 'dark' },
    ]) {
      const response = await admin.request({ method: 'PATCH', url: '/api/admin/settings', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});
