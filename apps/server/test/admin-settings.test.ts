import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminGet, adminPatch, signUpAdmin } from './admin-support';
import { DATABASE_KINDS, type TestDatabase, testConfig, useTestApp } from './helper';
import { newIdentity, PASSWORD, signUp } from './resume-user';
import { SessionClient } from './session-client';

const CONFIGURED = {
  registration_open: true,
  email_verification_required: true,
  free_monthly_analyses: 7,
  free_monthly_uploads: 8,
};

describe.each(DATABASE_KINDS)('service settings on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({
      config: testConfig({
        REQUIRE_EMAIL_VERIFICATION: 'true',
        FREE_MONTHLY_ANALYSES: '7',
        FREE_MONTHLY_UPLOADS: '8',
      }),
    }),
  );

  const register = (email = newIdentity().email) =>
    new SessionClient(app, newIdentity().ip).register({ email, password: PASSWORD, full_name: 'New Person' });

  it('reads the configuration until an admin sets one, and null returns it there; each change audited', async () => {
    const admin = await signUpAdmin(app, database);
    const first = (await adminGet(admin.client, '/api/admin/settings')).json();
    expect(first).toEqual({ settings: CONFIGURED, configured: CONFIGURED, updated_at: null });

    const changed = await adminPatch(admin.client, '/api/admin/settings', { free_monthly_uploads: 3 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      settings: { ...CONFIGURED, free_monthly_uploads: 3 },
      configured: CONFIGURED,
    });
    expect(changed.json().updated_at).toEqual(expect.any(String));
    const reset = await adminPatch(admin.client, '/api/admin/settings', { free_monthly_uploads: null });
    expect(reset.json().settings).toEqual(CONFIGURED);

    const log = (await adminGet(admin.client, '/api/admin/audit?action=settings.update')).json();
    expect(
      log.entries.slice(0, 2).map((entry: Record<string, unknown>) => [entry.before, entry.after]),
    ).toEqual([
      [{ free_monthly_uploads: 3 }, { free_monthly_uploads: null }],
      [{ free_monthly_uploads: null }, { free_monthly_uploads: 3 }],
    ]);
    expect(log.entries[0]).toMatchObject({
      actor_id: admin.userId,
      target_type: 'settings',
      target_id: null,
    });
  });

  it('closes registration (403 registration_closed) while existing accounts still sign in', async () => {
    const admin = await signUpAdmin(app, database);
    const existing = await signUp(app, database);
    await adminPatch(admin.client, '/api/admin/settings', { registration_open: false });
    try {
      const refused = await register();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'registration_closed',
        detail: expect.stringMatching(/registration is closed/),
      });
      const client = new SessionClient(app, newIdentity().ip);
      expect((await client.login(existing.email, PASSWORD)).statusCode).toBe(200);
    } finally {
      await adminPatch(admin.client, '/api/admin/settings', { registration_open: null });
    }
    expect((await register()).statusCode).toBe(201);
  });

  it('lets an unverified account use the resume tools once verification is not required, and not again after', async () => {
    const admin = await signUpAdmin(app, database);
    const person = await signUp(app, database, { verified: false });
    const me = async () => (await person.client.request({ method: 'GET', url: '/api/auth/me' })).json().user;
    expect((await me()).can_access_resume_features).toBe(false);
    await adminPatch(admin.client, '/api/admin/settings', { email_verification_required: false });
    try {
      expect((await me()).can_access_resume_features).toBe(true);
      const saved = await person.client.request({ method: 'GET', url: '/api/resumes/sessions' });
      expect(saved.statusCode, saved.body).toBe(200);
    } finally {
      await adminPatch(admin.client, '/api/admin/settings', { email_verification_required: null });
    }
    expect((await me()).can_access_resume_features).toBe(false);
    expect((await person.client.request({ method: 'GET', url: '/api/resumes/sessions' })).statusCode).toBe(
      403,
    );
  });

  it('applies the free monthly limits an admin sets to the next count', async () => {
    const admin = await signUpAdmin(app, database);
    const person = await signUp(app, database);
    const usage = async () =>
      (await person.client.request({ method: 'GET', url: '/api/features' })).json().usage;
    expect((await usage()).analyses.limit).toBe(7);
    await adminPatch(admin.client, '/api/admin/settings', {
      free_monthly_analyses: 0,
      free_monthly_uploads: 2,
    });
    try {
      expect((await usage()).analyses).toMatchObject({ limit: 0, remaining: 0 });
      expect((await usage()).uploads).toMatchObject({ limit: 2, remaining: 2 });
      const refused = await person.client.request({
        method: 'POST',
        url: '/api/scoring/analyze',
        payload: {
          resume_text: 'x'.repeat(200),
          job_description: 'y'.repeat(200),
          target_industry: 'technology',
        },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'monthly_limit_reached', kind: 'analyses', limit: 0 });
    } finally {
      await adminPatch(admin.client, '/api/admin/settings', {
        free_monthly_analyses: null,
        free_monthly_uploads: null,
      });
    }
    expect((await usage()).analyses.limit).toBe(7);
  });
});
