import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPatch, signUpAdmin } from './admin-support';
import { buildTestApp, createTestDatabase, DATABASE_KINDS, type TestDatabase, testConfig } from './helper';
import { CookieJar, startOidcProvider, type TestIdentity } from './oidc-provider';
import { newIdentity } from './resume-user';
import { SessionClient } from './session-client';

const CLIENT_ID = 'resumeloop-test';
const CLIENT_SECRET = 'resumeloop-test-secret-0123456789';
const CALLBACK = 'http://localhost:3000/api/oauth/google/callback';

describe.each(DATABASE_KINDS)('social sign-in under the admin console rules on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  const identities = new Map<string, TestIdentity>();

  beforeAll(async () => {
    provider = await startOidcProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [CALLBACK],
      identities,
    });
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, {
      config: testConfig({
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: provider.issuer,
      }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await provider?.close();
  });

  /** Plays the browser through the provider's login form; answers the app's reply to the callback. */
  async function signInWithGoogle(login: string) {
    const client = new SessionClient(app, newIdentity().ip);
    const start = await client.request({ method: 'GET', url: '/api/oauth/google/login' });
    let location = new URL(String(start.headers.location));
    const jar = new CookieJar();
    for (let hop = 0; hop < 12 && !location.href.startsWith(CALLBACK); hop++) {
      let response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.store(response);
      if (response.status === 200) {
        const html = await response.text();
        const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
        const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? 'login';
        response = await fetch(new URL(action, location), {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt, login, password: 'any' }).toString(),
        });
        jar.store(response);
      }
      location = new URL(String(response.headers.get('location')), location);
    }
    const answer = await client.request({ method: 'GET', url: `${location.pathname}${location.search}` });
    return { client, location: new URL(String(answer.headers.location), 'http://localhost:3000') };
  }

  it('refuses a disabled account its social sign-in, and lets it in once enabled', async () => {
    identities.set('dora', {
      sub: 'sub-dora',
      email: 'dora@example.com',
      email_verified: true,
      name: 'Dora',
    });
    const first = await signInWithGoogle('dora');
    expect(first.location.pathname).toBe('/oauth/success');
    const userId = (await first.client.request({ method: 'GET', url: '/api/auth/me' })).json().user.id;
    const admin = await signUpAdmin(app, database);
    await adminPatch(admin.client, `/api/admin/users/${userId}`, { disabled: true });

    const refused = await signInWithGoogle('dora');
    expect(refused.location.pathname).toBe('/auth/oauth/error');
    expect(refused.location.searchParams.get('error')).toBe('account_disabled');
    expect(refused.location.searchParams.get('error_description')).toMatch(/disabled by an administrator/);
    expect((await refused.client.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);

    await adminPatch(admin.client, `/api/admin/users/${userId}`, { disabled: false });
    expect((await signInWithGoogle('dora')).location.pathname).toBe('/oauth/success');
  });

  it('makes no account while registration is closed, and still signs existing ones in', async () => {
    identities.set('known', {
      sub: 'sub-known',
      email: 'known@example.com',
      email_verified: true,
      name: 'Known',
    });
    identities.set('newcomer', {
      sub: 'sub-new',
      email: 'newcomer@example.com',
      email_verified: true,
      name: 'New',
    });
    expect((await signInWithGoogle('known')).location.pathname).toBe('/oauth/success');
    const admin = await signUpAdmin(app, database);
    await adminPatch(admin.client, '/api/admin/settings', { registration_open: false });
    try {
      const refused = await signInWithGoogle('newcomer');
      expect(refused.location.searchParams.get('error')).toBe('registration_closed');
      expect(refused.location.searchParams.get('error_description')).toMatch(/registration is closed/);
      const known = await signInWithGoogle('known');
      expect(known.location.toString()).toMatch(/\/oauth\/success\?provider=google&action=login$/);
    } finally {
      await adminPatch(admin.client, '/api/admin/settings', { registration_open: null });
    }
    const opened = await signInWithGoogle('newcomer');
    expect(opened.location.searchParams.get('action')).toBe('register');
  });
});
