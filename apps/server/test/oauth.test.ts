import { SETTINGS_DEFAULTS } from '@resumeloop/contracts/settings-constants';
import { sql } from 'drizzle-orm';
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

describe.each(DATABASE_KINDS)('Google sign-in against a local OpenID provider on %s', (kind) => {
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

  /**
   * Plays the browser: the app's redirect to the provider, the provider's login form, and the provider's
   * redirect back to the app's callback. Returns the callback URL, before the app sees it.
   */
  async function authorizeAtProvider(client: SessionClient, login: string, query = ''): Promise<URL> {
    const start = await client.request({ method: 'GET', url: `/api/oauth/google/login${query}` });
    expect(start.statusCode).toBe(302);
    let location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider.issuer);
    const jar = new CookieJar();
    for (let hop = 0; hop < 12; hop++) {
      if (location.href.startsWith(CALLBACK)) return location;
      let response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.store(response);
      if (response.status === 200) {
        const html = await response.text();
        const action = /action="([^"]+)"/.exec(html)?.[1];
        const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? 'login';
        expect(action).toBeDefined();
        response = await fetch(new URL(action ?? '', location), {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt, login, password: 'any' }).toString(),
        });
        jar.store(response);
      }
      location = new URL(String(response.headers.get('location')), location);
    }
    throw new Error('the provider never redirected back');
  }

  async function completeSignIn(client: SessionClient, login: string) {
    const callback = await authorizeAtProvider(client, login);
    return client.request({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  }

  it('reports only configured providers as available', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(response.json()).toEqual({
      data: {
        providers: {
          google: { available: true, name: 'Google' },
          microsoft: { available: false, name: 'Microsoft' },
        },
      },
    });
  });

  it('registers a new account on first sign-in, then signs the same identity in', async () => {
    identities.set('grace', {
      sub: 'google-sub-grace',
      email: 'grace@example.com',
      email_verified: true,
      name: 'Grace Hopper',
    });
    const browser = new SessionClient(app);
    const first = await completeSignIn(browser, 'grace');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/oauth/success?provider=google&action=register');
    const me = await browser.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.json().user).toMatchObject({
      email: 'grace@example.com',
      full_name: 'Grace Hopper',
      email_verified: true,
      has_password: false,
    });

    const again = new SessionClient(app);
    const second = await completeSignIn(again, 'grace');
    expect(second.headers.location).toBe('/oauth/success?provider=google&action=login');
    expect((await again.request({ method: 'GET', url: '/api/auth/me' })).json().user.id).toBe(
      me.json().user.id,
    );
  });

  async function rowCount(query: ReturnType<typeof sql>): Promise<number> {
    const result = await database.db.execute(query);
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
  }

  async function outboxTokens(email: string, path: string): Promise<string[]> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    return (response.json() as { messages: Array<{ links: string[] }> }).messages
      .flatMap((message) => message.links)
      .filter((link) => new URL(link).pathname === path)
      .map((link) => new URL(link).searchParams.get('token') ?? '');
  }

  it('links an existing verified password account only when the provider vouches for the email', async () => {
    const owner = new SessionClient(app, '10.7.0.1');
    const registered = await owner.register({
      email: 'linus@example.com',
      password: 'Kernel-Hacker-91',
      full_name: 'Linus T',
    });
    expect(registered.statusCode).toBe(201);
    const [verification] = await outboxTokens('linus@example.com', '/verify-email');
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: verification },
      remoteAddress: '10.7.0.1',
    });
    expect(verified.statusCode).toBe(200);

    identities.set('impostor', {
      sub: 'google-sub-impostor',
      email: 'linus@example.com',
      email_verified: false,
      name: 'Not Linus',
    });
    const refused = await completeSignIn(new SessionClient(app), 'impostor');
    expect(refused.headers.location).toMatch(/^\/auth\/oauth\/error\?provider=google&error=account_exists/);

    identities.set('linus', {
      sub: 'google-sub-linus',
      email: 'linus@example.com',
      email_verified: true,
      name: 'Linus T',
    });
    const browser = new SessionClient(app);
    const linked = await completeSignIn(browser, 'linus');
    expect(linked.headers.location).toBe('/oauth/success?provider=google&action=login');
    const me = await browser.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.id).toBe(registered.json().user.id);
    const status = await browser.request({ method: 'GET', url: '/api/oauth/status' });
    expect(status.json().data.linked_accounts.google).toEqual({ linked: true, email: 'linus@example.com' });
  });

  it('replaces an unverified account at the address with a fresh one before a vouched identity signs in', async () => {
    const victimEmail = 'ada.victim@example.com';
    const attackerPassword = 'Squatter-Pass-77';
    const attacker = new SessionClient(app, '10.7.1.1');
    const registered = await attacker.register({
      email: victimEmail,
      password: attackerPassword,
      full_name: 'Not Ada',
    });
    expect(registered.statusCode).toBe(201);
    const squatted = registered.json().user as { id: string };
    // The squatter leaves things in the account: settings, a pending reset link.
    await attacker.request({ method: 'GET', url: '/api/auth/csrf-token' });
    const saved = await attacker.request({ method: 'PUT', url: '/api/settings', payload: { theme: 'dark' } });
    expect(saved.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: victimEmail },
      remoteAddress: '10.7.1.1',
    });
    const resets = await outboxTokens(victimEmail, '/reset-password');
    expect(resets).toHaveLength(1);
    const [verification] = await outboxTokens(victimEmail, '/verify-email');
    expect((await attacker.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);

    identities.set('ada', {
      sub: 'google-sub-ada',
      email: victimEmail,
      email_verified: true,
      name: 'Ada Lovelace',
    });
    const victim = new SessionClient(app);
    const signedIn = await completeSignIn(victim, 'ada');

    // The squatter's session, refresh token, password and emailed links are all gone.
    expect((await attacker.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const refreshed = await attacker.request({ method: 'POST', url: '/api/auth/refresh', csrf: false });
    expect(refreshed.statusCode).toBe(401);
    const login = await new SessionClient(app, '10.7.1.2').login(victimEmail, attackerPassword);
    expect(login.statusCode).toBe(401);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resets[0], new_password: 'Another-Pass-88' },
      remoteAddress: '10.7.1.3',
    });
    expect(reset.statusCode).toBe(400);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: verification },
      remoteAddress: '10.7.1.3',
    });
    expect(verify.statusCode).toBe(400);

    // The person who proved the address is signed in to a fresh account that holds nothing of the squatter's.
    expect(signedIn.headers.location).toBe('/oauth/success?provider=google&action=register');
    const me = await victim.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: victimEmail,
      full_name: 'Ada Lovelace',
      email_verified: true,
      has_password: false,
    });
    expect(me.json().user.id).not.toBe(squatted.id);
    const settings = await victim.request({ method: 'GET', url: '/api/settings' });
    expect(settings.json()).toMatchObject({ theme: SETTINGS_DEFAULTS.theme });
    for (const table of ['users', 'sessions', 'email_tokens', 'user_settings', 'oauth_accounts']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const left = await rowCount(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${squatted.id}`,
      );
      expect(left, table).toBe(0);
    }
  });

  it('neither links nor resets an unverified account when the provider does not vouch for the email', async () => {
    const email = 'grace.owner@example.com';
    const password = 'Compiler-Queen-42';
    const owner = new SessionClient(app, '10.7.2.1');
    const registered = await owner.register({ email, password, full_name: 'Grace H' });
    expect(registered.statusCode).toBe(201);

    identities.set('unvouched', {
      sub: 'google-sub-unvouched',
      email,
      email_verified: false,
      name: 'Someone Else',
    });
    const stranger = new SessionClient(app);
    const refused = await completeSignIn(stranger, 'unvouched');
    expect(refused.headers.location).toMatch(/^\/auth\/oauth\/error\?provider=google&error=account_exists/);
    expect((await stranger.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);

    // The account is as it was: its session and password work, and nothing is linked to it.
    const me = await owner.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.json().user).toMatchObject({ id: registered.json().user.id, email_verified: false });
    const status = await owner.request({ method: 'GET', url: '/api/oauth/status' });
    expect(status.json().data.linked_accounts.google).toEqual({ linked: false, email: null });
    expect((await new SessionClient(app, '10.7.2.2').login(email, password)).statusCode).toBe(200);
  });

  it('refuses a callback whose state was tampered with', async () => {
    identities.set('mallory', {
      sub: 'google-sub-mallory',
      email: 'mallory@example.com',
      email_verified: true,
      name: 'Mallory',
    });
    const browser = new SessionClient(app);
    const callback = await authorizeAtProvider(browser, 'mallory');
    callback.searchParams.set('state', 'forged-state');
    const response = await browser.request({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(
      /^\/auth\/oauth\/error\?provider=google&error=invalid_request/,
    );
    expect((await browser.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('refuses a callback without the state cookie', async () => {
    identities.set('eve', {
      sub: 'google-sub-eve',
      email: 'eve@example.com',
      email_verified: true,
      name: 'Eve',
    });
    const callback = await authorizeAtProvider(new SessionClient(app), 'eve');
    const stranger = new SessionClient(app);
    const response = await stranger.request({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(String(response.headers.location)).toContain('error_description=Invalid+OAuth+callback+received');
  });

  it("passes the provider's own error on, such as a cancelled sign-in", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/oauth/google/callback?error=access_denied&error_description=User+cancelled',
    });
    expect(response.headers.location).toBe(
      '/auth/oauth/error?provider=google&error=access_denied&error_description=User+cancelled',
    );
  });

  it('sends an unconfigured provider to the error page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/oauth/microsoft/login' });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(
      /^\/auth\/oauth\/error\?provider=microsoft&error=temporarily_unavailable/,
    );
  });

  it('refuses to unlink the only way to sign in', async () => {
    identities.set('solo', {
      sub: 'google-sub-solo',
      email: 'solo@example.com',
      email_verified: true,
      name: 'Solo',
    });
    const browser = new SessionClient(app);
    await completeSignIn(browser, 'solo');
    await browser.request({ method: 'GET', url: '/api/auth/csrf-token' });
    const response = await browser.request({ method: 'POST', url: '/api/oauth/google/unlink' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('last_sign_in_method');
  });

  /** A sign-in through the provider from a new client: the client, and where the app sent it. */
  async function signInWithGoogle(login: string) {
    const client = new SessionClient(app, newIdentity().ip);
    const answer = await completeSignIn(client, login);
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
