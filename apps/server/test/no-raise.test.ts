import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { storedPlan } from './plans-support';
import { INDUSTRY, JOB, RESUME } from './refine-fixtures';
import { refineSession } from './refined-session';
import { newIdentity, PASSWORD, signUp } from './resume-user';
import { SessionClient } from './session-client';

/** Every spelling a request might try to raise itself with. */
const RAISE = {
  is_admin: true,
  isAdmin: true,
  role: 'admin',
  plan_tier: 'premium',
  planTier: 'premium',
  is_premium: true,
  isPremium: true,
  subscription: { is_active: true, plan_tier: 'premium' },
};

/**
 * Writes the loop below does not send RAISE to: the upload's body is a multipart form (its own test sends
 * RAISE as form fields); registration has its own test; deleting the account leaves nothing to raise.
 */
const NOT_JSON = new Set(['POST /api/resumes/upload']);

describe.each(DATABASE_KINDS)('no request raises its own role or plan on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  /** Each writable route a user can call, with a body that is otherwise valid. */
  function writes(
    sessionId: string,
    email: string,
    userId = sessionId,
  ): Array<{ method: 'POST' | 'PUT' | 'PATCH'; url: string; body: object; otherRefusal?: string }> {
    return [
      { method: 'PUT', url: '/api/users/me', body: { full_name: 'Still Jordan' } },
      { method: 'PUT', url: '/api/settings', body: { theme: 'dark' } },
      {
        method: 'POST',
        url: '/api/users/change-password',
        body: { current_password: PASSWORD, new_password: PASSWORD, confirm_password: PASSWORD },
      },
      {
        method: 'POST',
        url: '/api/scoring/analyze',
        body: { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY },
      },
      {
        method: 'POST',
        url: '/api/scoring/refine-with-answers',
        body: {
          resume_text: RESUME,
          job_description: JOB,
          target_industry: INDUSTRY,
          answers: ['I led a team of 5.'],
        },
      },
      {
        method: 'POST',
        url: '/api/contact',
        body: { name: 'Jordan', email, subject: 'Hello', message: 'A question about plans.' },
      },
      {
        method: 'POST',
        url: '/api/feedback/submit',
        body: { session_id: sessionId, target_industry: INDUSTRY },
      },
      // Premium gates: a free account is refused for the plan, whatever the body claims.
      {
        method: 'POST',
        url: '/api/scoring/bulk',
        body: {
          resume_text: RESUME,
          postings: [
            { job_description: JOB, target_industry: INDUSTRY },
            { job_description: JOB, target_industry: INDUSTRY },
          ],
        },
        otherRefusal: 'premium_required',
      },
      {
        method: 'PUT',
        url: `/api/dynamic-pdf/${sessionId}/template-options`,
        body: { template_options: null },
        otherRefusal: 'premium_required',
      },
      { method: 'POST', url: `/api/dynamic-pdf/${sessionId}/parse`, body: {} },
      { method: 'PUT', url: `/api/dynamic-pdf/${sessionId}/update`, body: {} },
      { method: 'POST', url: `/api/dynamic-pdf/${sessionId}/reorder-sections`, body: { section_ids: [] } },
      { method: 'POST', url: `/api/review/sessions/${sessionId}/revert`, body: { change_ids: [] } },
      { method: 'POST', url: `/api/review/sessions/${sessionId}/import`, body: { text: RESUME } },
      { method: 'POST', url: `/api/review/sessions/${sessionId}/changes`, body: { decisions: [] } },
      // Nothing to unlink, and no link to verify or reset with: refused for that, whatever else is sent.
      { method: 'POST', url: '/api/oauth/google/unlink', body: {}, otherRefusal: 'not_linked' },
      { method: 'POST', url: '/api/auth/send-verification', body: {}, otherRefusal: 'already_verified' },
      {
        method: 'POST',
        url: '/api/auth/verify-email',
        body: { token: 'not-a-token' },
        otherRefusal: 'invalid_token',
      },
      { method: 'POST', url: '/api/auth/forgot-password', body: { email } },
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: 'not-a-token', new_password: PASSWORD, confirm_password: PASSWORD },
        otherRefusal: 'invalid_token',
      },
      { method: 'POST', url: '/api/auth/refresh', body: {} },
      { method: 'POST', url: '/api/auth/login', body: { email, password: PASSWORD } },
      { method: 'POST', url: '/api/auth/logout', body: {} },
      // The admin console's writes: a user who is not an admin is refused them, their own account included.
      {
        method: 'PATCH',
        url: `/api/admin/users/${userId}`,
        body: { role: 'admin', plan_tier: 'premium' },
        otherRefusal: 'admin_required',
      },
      {
        method: 'PATCH',
        url: '/api/admin/settings',
        body: { free_monthly_analyses: 100_000 },
        otherRefusal: 'admin_required',
      },
    ];
  }

  it('covers every JSON write of the API', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'patch'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, ':id')}`),
    );
    const covered = new Set([
      ...writes(':id', 'x@example.com').map(
        (write) =>
          `${write.method} ${write.url.replace(/[0-9a-f-]{36}|:id/g, ':id').replace('/google/', '/:id/')}`,
      ),
      'POST /api/auth/register',
      'POST /api/users/me/delete-account',
      ...NOT_JSON,
    ]);
    expect(documented.filter((write) => !covered.has(write))).toEqual([]);
  });

  it('registers a plain account whatever the registration body claims', async () => {
    const { email, ip } = newIdentity();
    const client = new SessionClient(app, ip);
    const response = await client.register({ email, password: PASSWORD, full_name: 'Riley Raise', ...RAISE });
    expect([201, 422]).toContain(response.statusCode);
    if (response.statusCode === 201) {
      expect(response.json().user).toMatchObject({ is_admin: false, is_premium: false, plan_tier: 'free' });
    }
    const plain = await client.register({ email, password: PASSWORD, full_name: 'Riley Raise' });
    if (response.statusCode === 422) expect(plain.statusCode).toBe(201);
    const me = await client.request({ method: 'GET', url: '/api/users/me' });
    expect(me.json().user).toMatchObject({
      is_admin: false,
      role: 'user',
      is_premium: false,
      plan_tier: 'free',
    });
  });

  it('accepts or refuses with 422 every other write that claims a role or a plan, and raises nothing', async () => {
    const { client, userId, email } = await signUp(app, database);
    const sessionId = await refineSession(client);
    for (const write of writes(sessionId, email, userId)) {
      // Sign-in takes the pre-sign-in CSRF token, as the login page fetches it.
      if (write.url === '/api/auth/login') await client.preparePublicCsrf();
      const response = await client.request({
        method: write.method,
        url: write.url,
        payload: { ...write.body, ...RAISE },
      });
      const label = `${write.method} ${write.url}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      const answered =
        response.statusCode < 300 ||
        response.statusCode === 422 ||
        (write.otherRefusal !== undefined && response.json().code === write.otherRefusal);
      expect(answered, label).toBe(true);
      expect(await storedPlan(database, userId), label).toEqual({ is_admin: false, plan_tier: 'free' });
      // A write that signed the client out (logout) or in again (login) leaves it able to ask below.
      if (write.url === '/api/auth/logout') await client.login(email, PASSWORD);
    }
    const me = await client.request({ method: 'GET', url: '/api/users/me' });
    expect(me.json().user).toMatchObject({
      is_admin: false,
      role: 'user',
      is_premium: false,
      plan_tier: 'free',
    });
    const features = (await client.request({ method: 'GET', url: '/api/features' })).json();
    expect(features).toMatchObject({ is_admin: false, is_premium: false, plan_tier: 'free' });
  });

  it('reads the file of an upload whose form claims a role or a plan, and raises nothing', async () => {
    const { client, userId } = await signUp(app, database);
    const boundary = '----ResumeLoopRaiseBoundary';
    const fields = Object.entries(RAISE).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'object' ? JSON.stringify(value) : String(value)}\r\n`,
    );
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.txt"\r\nContent-Type: text/plain\r\n\r\n${RESUME}\r\n--${boundary}--\r\n`;
    const response = await client.request({
      method: 'POST',
      url: '/api/resumes/upload',
      payload: Buffer.from([...fields, file].join('')),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect([200, 422]).toContain(response.statusCode);
    expect(await storedPlan(database, userId)).toEqual({ is_admin: false, plan_tier: 'free' });
  });
});
