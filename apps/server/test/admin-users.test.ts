import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminGet, adminPatch, auditOf, seedSession, signUpAdmin, storedAccount } from './admin-support';
import { DATABASE_KINDS, type TestDatabase, testConfig, useTestApp } from './helper';
import { setPlanTier } from './plans-support';
import { newIdentity, PASSWORD, signUp } from './resume-user';
import { SessionClient } from './session-client';

const LISTED = `listed.${Date.now()}@example.com`;

describe.each(DATABASE_KINDS)('the admin console on accounts on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({ config: testConfig({ ADMIN_EMAILS: LISTED }) }),
  );

  describe('the list', () => {
    const tag = `needle${Date.now()}`;
    let admin: SessionClient;
    const made: Array<{ userId: string; email: string }> = [];
    beforeAll(async () => {
      admin = (await signUpAdmin(app, database)).client;
      for (let index = 0; index < 5; index += 1) {
        const client = new SessionClient(app, newIdentity().ip);
        const email = `${index % 2 === 0 ? tag.toUpperCase() : 'other'}.${index}.${Date.now()}@example.com`;
        const response = await client.register({
          email,
          password: PASSWORD,
          full_name: `Person ${index} ${tag}`,
        });
        expect(response.statusCode).toBe(201);
        made.push({ userId: response.json().user.id, email });
      }
      await setPlanTier(database, made[1]?.userId ?? '', 'premium');
      await database.db.execute(
        sql`update users set email_verified_at = now() where id = ${made[2]?.userId ?? ''}`,
      );
      // Creation times a second apart, so "newest first" is one order.
      for (const [index, { userId }] of made.entries()) {
        await database.db.execute(
          sql`update users set created_at = now() + make_interval(secs => ${index + 10}) where id = ${userId}`,
        );
      }
    });

    it('finds accounts by any part of the address, name or username, in any case, newest first', async () => {
      const byName = (await adminGet(admin, `/api/admin/users?q=${tag.toUpperCase()}`)).json();
      expect(byName.total).toBe(5);
      expect(byName.users.map((user: { id: string }) => user.id)).toEqual(
        made.map((m) => m.userId).reverse(),
      );
      const byAddress = (await adminGet(admin, `/api/admin/users?q=${encodeURIComponent(`${tag}.`)}`)).json();
      expect(byAddress.total).toBe(3);
      const username = (await adminGet(admin, `/api/admin/users/${made[0]?.userId}`)).json().username;
      const byUsername = (await adminGet(admin, `/api/admin/users?q=${username}`)).json();
      expect(byUsername.users[0].id).toBe(made[0]?.userId);
      // LIKE's wildcards are taken literally.
      expect((await adminGet(admin, '/api/admin/users?q=%25')).json().total).toBe(0);
    });

    it('pages with the total of the whole set', async () => {
      const first = (await adminGet(admin, `/api/admin/users?q=${tag}&page_size=2`)).json();
      const third = (await adminGet(admin, `/api/admin/users?q=${tag}&page_size=2&page=3`)).json();
      const beyond = (await adminGet(admin, `/api/admin/users?q=${tag}&page_size=2&page=9`)).json();
      expect([first.total, third.total, beyond.total]).toEqual([5, 5, 5]);
      expect(first.users.map((user: { id: string }) => user.id)).toEqual([made[4]?.userId, made[3]?.userId]);
      expect(third.users.map((user: { id: string }) => user.id)).toEqual([made[0]?.userId]);
      expect(beyond.users).toEqual([]);
      expect([first.page, first.page_size]).toEqual([1, 2]);
    });

    it('filters by plan and by status', async () => {
      const premium = (await adminGet(admin, `/api/admin/users?q=${tag}&plan=premium`)).json();
      expect(premium.users.map((user: { id: string }) => user.id)).toEqual([made[1]?.userId]);
      expect(premium.users[0]).toMatchObject({ plan_tier: 'premium', is_premium: true, role: 'user' });
      const active = (await adminGet(admin, `/api/admin/users?q=${tag}&status=active`)).json();
      expect(active.users.map((user: { id: string }) => user.id)).toEqual([made[2]?.userId]);
      const unverified = (await adminGet(admin, `/api/admin/users?q=${tag}&status=unverified`)).json();
      expect(unverified.total).toBe(4);
      expect((await adminGet(admin, `/api/admin/users?q=${tag}&status=disabled`)).json().total).toBe(0);
    });
  });

  it('shows an account with its sign-in methods, saved sessions, devices and usage; 404 for an unknown id', async () => {
    const { client: admin } = await signUpAdmin(app, database);
    const person = await signUp(app, database);
    await seedSession(database, person.userId);
    const details = (await adminGet(admin, `/api/admin/users/${person.userId}`)).json();
    expect(details).toMatchObject({
      id: person.userId,
      email: person.email,
      sign_in_methods: ['password'],
      session_count: 1,
      active_sign_ins: 1,
      usage: { analyses: 0, uploads: 0 },
      disabled: false,
      role: 'user',
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await adminGet(admin, `/api/admin/users/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'user_not_found', detail: expect.stringMatching(/no account/) });
      const patched = await adminPatch(admin, `/api/admin/users/${id}`, { plan_tier: 'premium' });
      expect(patched.statusCode).toBe(404);
      const deleted = await admin.request({ method: 'DELETE', url: `/api/admin/users/${id}` });
      expect(deleted.statusCode).toBe(404);
    }
  });

  it('verifies, sets the plan, grants and takes the role, disables and enables: each an audit entry', async () => {
    const actor = await signUpAdmin(app, database);
    const person = await signUp(app, database, { verified: false });
    const url = `/api/admin/users/${person.userId}`;

    const changed = await adminPatch(actor.client, url, { verified: true, plan_tier: 'premium' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ email_verified: true, plan_tier: 'premium', is_premium: true });
    expect((await adminPatch(actor.client, url, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
    expect((await adminPatch(actor.client, url, { role: 'user' })).json()).toMatchObject({ role: 'user' });
    expect((await adminPatch(actor.client, url, { disabled: true })).json()).toMatchObject({
      disabled: true,
    });
    expect((await adminPatch(actor.client, url, { disabled: false })).json()).toMatchObject({
      disabled: false,
    });
    // Asking for what already is changes nothing and records nothing.
    expect((await adminPatch(actor.client, url, { plan_tier: 'premium', verified: true })).statusCode).toBe(
      200,
    );

    const entries = await auditOf(actor.client, person.userId);
    const summary = entries
      .map((entry) => ({ action: entry.action, before: entry.before, after: entry.after }))
      .sort(
        (a, b) =>
          String(a.action).localeCompare(String(b.action)) ||
          JSON.stringify(a).localeCompare(JSON.stringify(b)),
      );
    expect(summary).toEqual([
      { action: 'user.disable', before: { disabled: false }, after: { disabled: true } },
      { action: 'user.enable', before: { disabled: true }, after: { disabled: false } },
      { action: 'user.set_plan', before: { plan_tier: 'free' }, after: { plan_tier: 'premium' } },
      { action: 'user.set_role', before: { role: 'admin' }, after: { role: 'user' } },
      { action: 'user.set_role', before: { role: 'user' }, after: { role: 'admin' } },
      { action: 'user.verify', before: { email_verified: false }, after: { email_verified: true } },
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor_id: actor.userId,
        actor_email: actor.email,
        target_type: 'user',
        target_id: person.userId,
        target_label: person.email,
      });
    }
    const stored = await storedAccount(database, person.userId);
    expect(stored).toMatchObject({ is_admin: false, plan_tier: 'premium', disabled_at: null });
  });

  it('deletes an account as its owner could, with an audit entry that outlives it', async () => {
    const actor = await signUpAdmin(app, database);
    const person = await signUp(app, database);
    await seedSession(database, person.userId);
    const deleted = await actor.client.request({
      method: 'DELETE',
      url: `/api/admin/users/${person.userId}`,
    });
    expect(deleted.statusCode).toBe(204);
    const left = await database.db.execute(sql`
      select (select count(*)::int from users where id = ${person.userId}) as users,
             (select count(*)::int from sessions where user_id = ${person.userId}) as sessions,
             (select count(*)::int from refine_sessions where user_id = ${person.userId}) as saved`);
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ users: 0, sessions: 0, saved: 0 });
    // Its client is signed out: the session went with the account.
    expect((await person.client.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const [entry] = await auditOf(actor.client, person.userId);
    expect(entry).toMatchObject({
      action: 'user.delete',
      target_label: person.email,
      before: { email: person.email, full_name: 'Jordan Rivera', plan_tier: 'free', role: 'user' },
      after: null,
    });
    // The address is free again, as after the owner's own deletion.
    const again = new SessionClient(app, newIdentity().ip);
    expect(
      (await again.register({ email: person.email, password: PASSWORD, full_name: 'New' })).statusCode,
    ).toBe(201);
  });

  it('refuses an admin taking their own role, disabling or deleting themselves (409), changing nothing', async () => {
    const actor = await signUpAdmin(app, database);
    const url = `/api/admin/users/${actor.userId}`;
    for (const [request, detail] of [
      [adminPatch(actor.client, url, { role: 'user' }), /cannot take away your own admin role/],
      [adminPatch(actor.client, url, { disabled: true }), /cannot disable your own account/],
      [adminPatch(actor.client, url, { plan_tier: 'premium', role: 'user' }), /own admin role/],
      [actor.client.request({ method: 'DELETE', url }), /cannot delete your own account/],
    ] as const) {
      const response = await request;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'own_account', detail: expect.stringMatching(detail) });
    }
    expect(await storedAccount(database, actor.userId)).toMatchObject({
      is_admin: true,
      plan_tier: 'free',
      disabled_at: null,
    });
    expect(await auditOf(actor.client, actor.userId)).toEqual([]);
    // What is not a danger to themselves they may do.
    expect((await adminPatch(actor.client, url, { plan_tier: 'premium' })).statusCode).toBe(200);
  });

  it('refuses taking the role of an address ADMIN_EMAILS lists, saying to remove it there first', async () => {
    const actor = await signUpAdmin(app, database);
    const listed = new SessionClient(app, newIdentity().ip);
    const registered = await listed.register({
      email: LISTED,
      password: PASSWORD,
      full_name: 'Listed Admin',
    });
    const listedId = registered.json().user.id as string;
    // Verified in the console: the listed address becomes an admin at once, and the log says why.
    const verified = await adminPatch(actor.client, `/api/admin/users/${listedId}`, { verified: true });
    expect(verified.json()).toMatchObject({ role: 'admin', email_verified: true });
    const refused = await adminPatch(actor.client, `/api/admin/users/${listedId}`, { role: 'user' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'listed_admin',
      detail: expect.stringContaining(`${LISTED} is listed in ADMIN_EMAILS`),
    });
    expect(refused.json().detail).toMatch(/Remove the address from ADMIN_EMAILS first/);
    expect(await storedAccount(database, listedId)).toMatchObject({ is_admin: true });
    const actions = (await auditOf(actor.client, listedId)).map((entry) => [entry.action, entry.after]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['user.verify', { email_verified: true }],
        ['user.set_role', { role: 'admin', by: 'ADMIN_EMAILS' }],
      ]),
    );
  });

  it('refuses making an unverified address an admin', async () => {
    const actor = await signUpAdmin(app, database);
    const person = await signUp(app, database, { verified: false });
    const refused = await adminPatch(actor.client, `/api/admin/users/${person.userId}`, { role: 'admin' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('unverified_admin');
    expect(await storedAccount(database, person.userId)).toMatchObject({ is_admin: false });
    // Verified in the same request, it may.
    const granted = await adminPatch(actor.client, `/api/admin/users/${person.userId}`, {
      verified: true,
      role: 'admin',
    });
    expect(granted.json()).toMatchObject({ role: 'admin', is_admin: true });
  });

  it('answers in the reader language', async () => {
    const actor = await signUpAdmin(app, database);
    await actor.client.request({ method: 'PUT', url: '/api/settings', payload: { language: 'de-DE' } });
    const refused = await actor.client.request({ method: 'DELETE', url: `/api/admin/users/${actor.userId}` });
    expect(refused.json().detail).toMatch(/^Sie können Ihr eigenes Konto nicht/);
  });

  it('keeps the audit log append-only: the database refuses UPDATE and DELETE', async () => {
    const actor = await signUpAdmin(app, database);
    const person = await signUp(app, database);
    await adminPatch(actor.client, `/api/admin/users/${person.userId}`, { plan_tier: 'premium' });
    await expect(
      database.db.execute(
        sql`update audit_log set actor_email = 'someone@else' where target_id = ${person.userId}`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`delete from audit_log where target_id = ${person.userId}`),
    ).rejects.toThrow();
    const [entry] = await auditOf(actor.client, person.userId);
    expect(entry).toMatchObject({ actor_email: actor.email, action: 'user.set_plan' });
    // No route changes an entry either.
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const response = await actor.client.request({
        method,
        url: `/api/admin/audit/${entry?.id}`,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
