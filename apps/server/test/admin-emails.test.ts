import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { buildTestApp, createTestDatabase, DATABASE_KINDS, type TestDatabase, testConfig } from './helper';
import { storedPlan } from './plans-support';
import { newIdentity, PASSWORD, signUp } from './resume-user';
import { SessionClient } from './session-client';

async function me(client: SessionClient) {
  return (await client.request({ method: 'GET', url: '/api/users/me' })).json().user as {
    is_admin: boolean;
    role: string;
  };
}

/** The verification link's token the outbox holds for an address. */
async function verificationToken(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  const links = (response.json() as { messages: Array<{ links: string[] }> }).messages.flatMap(
    (message) => message.links,
  );
  const link = links.find((entry) => new URL(entry).pathname === '/verify-email');
  return new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
}

describe('ADMIN_EMAILS in the configuration', () => {
  it('reads addresses separated by commas, in lower case, and refuses what is not an address', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ops@Example.com, boss@example.org ,' }).adminEmails).toEqual([
      'ops@example.com',
      'boss@example.org',
    ]);
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'ops@example.com, not-an-address' })).toThrow(ConfigError);
  });
});

describe.each(DATABASE_KINDS)('admins from ADMIN_EMAILS on %s', (kind) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const listed = {
    verified: newIdentity().email,
    unverified: newIdentity().email,
    later: newIdentity().email,
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  async function start(adminEmails: string[]): Promise<FastifyInstance> {
    const app = await buildTestApp(database, { config: testConfig({ ADMIN_EMAILS: adminEmails.join(',') }) });
    apps.push(app);
    return app;
  }

  it('makes listed verified accounts admins at start, and only those', async () => {
    const before = await start([]);
    const register = async (email: string) => {
      const client = new SessionClient(before, newIdentity().ip);
      const response = await client.register({ email, password: PASSWORD, full_name: 'Avery Admin' });
      return (response.json().user as { id: string }).id;
    };
    const verifiedId = await register(listed.verified);
    const unverifiedId = await register(listed.unverified);
    await database.db.execute(sql`update users set email_verified_at = now() where id = ${verifiedId}`);
    const other = await signUp(before, database);
    await before.close();

    const app = await start([listed.verified.toUpperCase(), listed.unverified, listed.later]);
    expect(await storedPlan(database, verifiedId)).toMatchObject({ is_admin: true });
    expect(await storedPlan(database, unverifiedId)).toMatchObject({ is_admin: false });
    expect(await storedPlan(database, other.userId)).toMatchObject({ is_admin: false });

    const client = new SessionClient(app, newIdentity().ip);
    await client.login(listed.verified, PASSWORD);
    expect(await me(client)).toMatchObject({ is_admin: true, role: 'admin' });
    const features = (await client.request({ method: 'GET', url: '/api/features' })).json();
    expect(features.features).toMatchObject({
      admin_panel: true,
      user_management: true,
      system_settings: true,
    });
  });

  it('makes a listed account an admin when its address is verified, not before', async () => {
    const app = apps.at(-1) as FastifyInstance;
    const client = new SessionClient(app, newIdentity().ip);
    const registered = await client.register({
      email: listed.later,
      password: PASSWORD,
      full_name: 'Lee Later',
    });
    expect(registered.json().user).toMatchObject({ is_admin: false, role: 'user' });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await verificationToken(app, listed.later) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ is_admin: true, role: 'admin' });
    expect(await me(client)).toMatchObject({ is_admin: true });
  });

  it('makes a listed account verified after start an admin at its next sign-in', async () => {
    const app = apps.at(-1) as FastifyInstance;
    const userId = (await storedPlanId(listed.unverified)) ?? '';
    await database.db.execute(sql`update users set email_verified_at = now() where id = ${userId}`);
    const client = new SessionClient(app, newIdentity().ip);
    const response = await client.login(listed.unverified, PASSWORD);
    expect(response.json().user).toMatchObject({ is_admin: true, role: 'admin' });
  });

  async function storedPlanId(email: string): Promise<string | undefined> {
    const result = await database.db.execute(sql`select id from users where lower(email) = lower(${email})`);
    return (result as unknown as { rows: Array<{ id: string }> }).rows[0]?.id;
  }
});
