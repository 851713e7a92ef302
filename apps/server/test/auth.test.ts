import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../src/auth/session-service';
import { hashToken } from '../src/auth/tokens';
import { buildTestApp, DATABASE_KINDS, type TestDatabase, testConfig, useTestApp } from './helper';
import { SessionClient } from './session-client';

const PASSWORD = 'Correct-Horse-42';
let counter = 0;
/** Each test gets its own address and client IP, so rate limits and lock-outs never leak between tests. */
function newIdentity() {
  counter += 1;
  return {
    email: `person${counter}.${Date.now()}@example.com`,
    ip: `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`,
  };
}

type Outbox = { messages: Array<{ to: string; subject: string; links: string[] }> };

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  async function registered(overrides: Record<string, unknown> = {}) {
    const { email, ip } = newIdentity();
    const client = new SessionClient(app, ip);
    const response = await client.register({
      email,
      password: PASSWORD,
      full_name: 'Ada Lovelace',
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { client, email, user: response.json().user as { id: string; username: string } };
  }

  async function outboxLinks(email: string, path: string): Promise<string[]> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    const outbox = response.json() as Outbox;
    return outbox.messages
      .flatMap((message) => message.links)
      .filter((link) => new URL(link).pathname === path);
  }

  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  describe('registration', () => {
    it('creates a signed-in, unverified account with a generated username and secure cookies', async () => {
      const { email, ip } = newIdentity();
      const client = new SessionClient(app, ip);
      const response = await client.register({ email, password: PASSWORD, full_name: '  Ada Lovelace ' });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.email_sent).toBe(true);
      expect(body.user).toMatchObject({
        email,
        full_name: 'Ada Lovelace',
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: email.split('@')[0]?.replace('.', '_').slice(0, 20),
        email_verified: false,
        can_access_resume_features: false,
        is_premium: false,
        plan_tier: 'free',
        role: 'user',
      });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toContain('rl_access=');
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      // Served over plain http (PUBLIC_URL), so not Secure; the https case is below.
      expect(setCookie).not.toContain('Secure');
      const me = await client.request({ method: 'GET', url: '/api/auth/me' });
      expect(me.json().user.email).toBe(email);
    });

    it('marks cookies Secure when the service is public over https', async () => {
      const secure = await buildTestApp(database, {
        config: testConfig({ PUBLIC_URL: 'https://resumeloop.example' }),
      });
      try {
        const client = new SessionClient(secure, newIdentity().ip);
        const response = await client.register({
          email: newIdentity().email,
          password: PASSWORD,
          full_name: 'Ada Lovelace',
        });
        expect(String(response.headers['set-cookie'])).toContain('Secure');
        expect(response.headers['strict-transport-security']).toContain('max-age=');
      } finally {
        await secure.close();
      }
    });

    it('refuses registration without the public CSRF token', async () => {
      const { email, ip } = newIdentity();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: PASSWORD, full_name: 'Ada Lovelace' },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toContain('CSRF');
    });

    it.each([
      [{ password: 'alllowercase1' }, 'password', 'Password must contain an uppercase letter'],
      [{ password: 'NOLOWERCASE1' }, 'password', 'Password must contain a lowercase letter'],
      [{ password: 'NoDigitsHere' }, 'password', 'Password must contain a number'],
      [{ password: 'Sh0rt' }, 'password', 'Password must be at least 8 characters long'],
      [{ password: 'Password123' }, 'password', 'This password is too common'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ full_name: ' A ' }, 'full_name', 'Name must be at least 2 characters long'],
      [{ username: 'no spaces!' }, 'username', 'Username must be 3-20 characters (letters, numbers, _, -)'],
    ])('refuses %o with 422 naming %s', async (override, field, message) => {
      const { email, ip } = newIdentity();
      const client = new SessionClient(app, ip);
      const response = await client.register({
        email,
        password: PASSWORD,
        full_name: 'Ada Lovelace',
        ...override,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual({ field, message: expect.stringContaining(message) });
    });

    it('refuses an email already registered, whatever its case, and a taken username', async () => {
      const { email, user } = await registered({ username: `taken${counter}` });
      const again = new SessionClient(app, newIdentity().ip);
      const duplicate = await again.register({
        email: email.toUpperCase(),
        password: PASSWORD,
        full_name: 'Someone Else',
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ detail: 'Email already registered', code: 'email_taken' });
      const sameName = await again.register({
        email: newIdentity().email,
        password: PASSWORD,
        full_name: 'Someone Else',
        username: user.username.toUpperCase(),
      });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json().code).toBe('username_taken');
    });
  });

  describe('email verification', () => {
    it('verifies with the emailed link, and says so again when the link is opened twice', async () => {
      const { client, email } = await registered();
      const [link] = await outboxLinks(email, '/verify-email');
      expect(link).toBeDefined();
      const verified = await client.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: tokenOf(link ?? '') },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().message).toBe('Your email address is verified. Welcome to ResumeLoop!');
      expect(verified.json().user).toMatchObject({ email_verified: true, can_access_resume_features: true });
      const reused = await app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: tokenOf(link ?? '') },
        remoteAddress: newIdentity().ip,
      });
      expect(reused.statusCode).toBe(200);
      expect(reused.json().message).toBe(
        'Your email address is already verified. You can use every feature.',
      );
      expect(reused.json().user).toMatchObject({ email_verified: true });
      const unknown = await client.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: `${tokenOf(link ?? '')}x` },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('invalid_token');
    });

    it('refuses a link replaced by a newer one while the address is unverified', async () => {
      const { client, email, user } = await registered();
      await database.db.execute(
        sql`update users set verification_sent_at = now() - interval '2 minutes' where id = ${user.id}`,
      );
      expect(
        (await client.request({ method: 'POST', url: '/api/auth/send-verification', payload: {} }))
          .statusCode,
      ).toBe(200);
      // The outbox lists the newest message first.
      const [second, first] = await outboxLinks(email, '/verify-email');
      const replaced = await client.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: tokenOf(first ?? '') },
      });
      expect(replaced.statusCode).toBe(400);
      expect(replaced.json().detail).toBe(
        'This verification link is invalid or has expired. Please request a new one.',
      );
      const current = await client.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: tokenOf(second ?? '') },
      });
      expect(current.statusCode).toBe(200);
    });

    it('refuses an expired link and an empty token', async () => {
      const { client, email } = await registered();
      const [link] = await outboxLinks(email, '/verify-email');
      await database.db.execute(sql`update email_tokens set expires_at = now() - interval '1 minute'`);
      const expired = await client.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: tokenOf(link ?? '') },
      });
      expect(expired.statusCode).toBe(400);
      const empty = await client.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: '' },
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().detail).toContain('Verification token is required');
    });

    it('enforces the 60-second resend cooldown on the server', async () => {
      const { client, email, user } = await registered();
      const early = await client.request({ method: 'POST', url: '/api/auth/send-verification', payload: {} });
      expect(early.statusCode).toBe(429);
      expect(early.json().detail).toMatch(/Please wait \d+ seconds/);
      await database.db.execute(
        sql`update users set verification_sent_at = now() - interval '2 minutes' where id = ${user.id}`,
      );
      const later = await client.request({ method: 'POST', url: '/api/auth/send-verification', payload: {} });
      expect(later.statusCode).toBe(200);
      expect(later.json().message).toBe('Verification email sent! Please check your inbox.');
      expect(await outboxLinks(email, '/verify-email')).toHaveLength(2);
    });

    it('answers an anonymous request by address alike for an unverified account in its cooldown and an unknown one', async () => {
      const { email } = await registered();
      const ask = (address: string) =>
        app.inject({ method: 'POST', url: '/api/auth/send-verification', payload: { email: address } });
      const known = await ask(email);
      const unknown = await ask(`nobody-${Date.now()}@example.com`);
      expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
      expect(known.statusCode).toBe(200);
      // No second mail during the cooldown.
      expect(await outboxLinks(email, '/verify-email')).toHaveLength(1);
    });

    it('asks an anonymous caller without an email to log in, and reveals nothing for unknown emails', async () => {
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/auth/send-verification',
        payload: {},
        remoteAddress: newIdentity().ip,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().detail).toBe('Please log in to resend verification email');
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/auth/send-verification',
        payload: { email: 'nobody@example.com' },
        remoteAddress: newIdentity().ip,
      });
      expect(unknown.statusCode).toBe(200);
    });

    it('treats every user as verified for features when verification is not required', async () => {
      const relaxed = await buildTestApp(database, {
        config: testConfig({ REQUIRE_EMAIL_VERIFICATION: 'false' }),
      });
      try {
        const client = new SessionClient(relaxed, newIdentity().ip);
        const response = await client.register({
          email: newIdentity().email,
          password: PASSWORD,
          full_name: 'Ada Lovelace',
        });
        expect(response.json().user).toMatchObject({
          email_verified: false,
          can_access_resume_features: true,
        });
      } finally {
        await relaxed.close();
      }
    });
  });

  describe('sign-in', () => {
    it('signs in, replacing the session the browser had', async () => {
      const { client, email } = await registered();
      const before = client.cookie('rl_access');
      const response = await client.login(email, PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        csrf_token: expect.any(String),
        session: { expires_at: expect.any(String) },
      });
      expect(client.cookie('rl_access')).not.toBe(before);
      const stale = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        cookies: { rl_access: before ?? '' },
      });
      expect(stale.statusCode).toBe(401);
    });

    it('answers a wrong password and an unknown email identically', async () => {
      const { email } = await registered();
      const client = new SessionClient(app, newIdentity().ip);
      const wrong = await client.login(email, 'Wrong-Password-1');
      const unknown = await client.login(newIdentity().email, 'Wrong-Password-1');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({ detail: 'Invalid email or password.', code: 'invalid_credentials' });
    });

    it('locks an address for 15 minutes after 5 failures, and says so in the session status', async () => {
      const { client: owner, email } = await registered();
      const attacker = new SessionClient(app, newIdentity().ip);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++)
        statuses.push((await attacker.login(email, 'Wrong-Password-1')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const locked = await attacker.login(email, PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().detail).toBe(
        'Too many login attempts. Please wait a few minutes before trying again.',
      );
      const status = await owner.request({ method: 'GET', url: '/api/auth/session-status' });
      expect(status.json()).toMatchObject({ session_valid: true, is_locked: true, failed_login_attempts: 5 });
      expect(status.json().security_alert).toContain('locked');
    });

    it('reports an invalid session to an anonymous caller', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/auth/session-status' });
      expect(response.json()).toMatchObject({ session_valid: false, is_locked: false });
      expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    });

    it('refuses a malformed login with 422', async () => {
      const client = new SessionClient(app, newIdentity().ip);
      await client.preparePublicCsrf();
      const response = await client.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x', password: '' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toContain('email: Please enter a valid email address');
    });
  });

  describe('CSRF on cookie sessions', () => {
    it('requires the session token on writes and accepts it', async () => {
      const { client } = await registered();
      const missing = await client.request({
        method: 'PUT',
        url: '/api/users/me',
        payload: { full_name: 'Ada King' },
        csrf: false,
      });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().detail).toContain('CSRF');
      const wrong = await client.request({
        method: 'PUT',
        url: '/api/users/me',
        payload: { full_name: 'Ada King' },
        headers: { 'x-csrf-token': 'forged' },
      });
      expect(wrong.statusCode).toBe(403);
      const right = await client.request({
        method: 'PUT',
        url: '/api/users/me',
        payload: { full_name: 'Ada King' },
      });
      expect(right.statusCode).toBe(200);
      expect(right.json().user.full_name).toBe('Ada King');
    });

    it('hands out the session CSRF token', async () => {
      const { client } = await registered();
      const response = await client.request({ method: 'GET', url: '/api/auth/csrf-token' });
      expect(response.json()).toEqual({ csrf_token: client.csrfToken, expires_in: expect.any(Number) });
      expect(response.json().expires_in).toBeGreaterThan(3000);
    });
  });

  describe('bearer tokens', () => {
    async function bearerLogin() {
      const { email } = await registered();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: PASSWORD, token_type: 'bearer' },
        remoteAddress: newIdentity().ip,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      return response.json() as { access_token: string; refresh_token: string };
    }

    it('works on every endpoint without CSRF', async () => {
      const tokens = await bearerLogin();
      const authorization = `Bearer ${tokens.access_token}`;
      expect(
        (await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } })).statusCode,
      ).toBe(200);
      const update = await app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: { authorization },
        payload: { full_name: 'Bearer Ada' },
      });
      expect(update.statusCode).toBe(200);
    });

    it('rotates the refresh token, and a reused one ends the whole family', async () => {
      const tokens = await bearerLogin();
      const first = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: tokens.refresh_token },
      });
      expect(first.statusCode).toBe(200);
      const rotated = first.json() as { access_token: string; refresh_token: string };
      expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
      const oldAccess = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(oldAccess.statusCode).toBe(401);
      // A replay, not the same client refreshing twice at once: the rotation is older than the grace window.
      await database.db.execute(
        sql`update sessions set rotated_at = rotated_at - ${`${REFRESH_REUSE_GRACE_MS + 1000} milliseconds`}::interval where refresh_token_hash = ${hashToken(tokens.refresh_token)}`,
      );
      const replay = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: tokens.refresh_token },
      });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('refresh_token_reused');
      const newAccess = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${rotated.access_token}` },
      });
      expect(newAccess.statusCode).toBe(401);
      const newRefresh = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: rotated.refresh_token },
      });
      expect(newRefresh.statusCode).toBe(401);
    });
  });

  describe('cookie refresh and logout', () => {
    it('refreshes from the cookie with a new pair', async () => {
      const { client } = await registered();
      const before = client.cookie('rl_access');
      const refreshed = await client.request({ method: 'POST', url: '/api/auth/refresh', csrf: false });
      expect(refreshed.statusCode).toBe(200);
      expect(client.cookie('rl_access')).not.toBe(before);
      expect((await client.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    });

    it('ends the session on the server at logout', async () => {
      const { client } = await registered();
      const access = client.cookie('rl_access') ?? '';
      const out = await client.request({ method: 'POST', url: '/api/auth/logout' });
      expect(out.statusCode).toBe(200);
      const replay = await app.inject({ method: 'GET', url: '/api/auth/me', cookies: { rl_access: access } });
      expect(replay.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('resets with the emailed link once and ends every session', async () => {
      const { client, email } = await registered();
      const anonymous = new SessionClient(app, newIdentity().ip);
      const unknown = await anonymous.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nobody@example.com' },
      });
      const known = await anonymous.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      const [link] = await outboxLinks(email, '/reset-password');
      const token = tokenOf(link ?? '');
      const weak = await anonymous.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, new_password: 'weak' },
      });
      expect(weak.statusCode).toBe(422);
      const done = await anonymous.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, new_password: 'Brand-New-Secret-7' },
      });
      expect(done.statusCode).toBe(200);
      expect((await client.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      expect((await anonymous.login(email, PASSWORD)).statusCode).toBe(401);
      expect((await anonymous.login(email, 'Brand-New-Secret-7')).statusCode).toBe(200);
      const reused = await anonymous.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, new_password: 'Another-Secret-8' },
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().code).toBe('invalid_token');
    });
  });

  describe('account', () => {
    it('changes the password with the current one and ends other sessions', async () => {
      const { client, email } = await registered();
      const other = new SessionClient(app, newIdentity().ip);
      expect((await other.login(email, PASSWORD)).statusCode).toBe(200);
      const changePassword = (current: string, confirm = 'Fresh-Secret-9') =>
        client.request({
          method: 'POST',
          url: '/api/users/change-password',
          payload: { current_password: current, new_password: 'Fresh-Secret-9', confirm_password: confirm },
        });
      const wrong = await changePassword('Nope-Nope-1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toBe('Current password is incorrect');
      const mismatch = await changePassword(PASSWORD, 'Fresh-Secret-0');
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().detail).toContain('Passwords do not match');
      const changed = await changePassword(PASSWORD);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().message).toBe('Password changed successfully! Please log in again.');
      expect((await client.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
      expect((await other.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    });

    it('refuses a username another user has', async () => {
      const first = await registered();
      const second = await registered();
      const response = await second.client.request({
        method: 'PUT',
        url: '/api/users/me',
        payload: { username: first.user.username },
      });
      expect(response.statusCode).toBe(409);
      const empty = await second.client.request({ method: 'PUT', url: '/api/users/me', payload: {} });
      expect(empty.statusCode).toBe(422);
    });

    it('exports everything stored about the user, and only that user', async () => {
      const { client, email } = await registered();
      await registered();
      const response = await client.request({ method: 'GET', url: '/api/settings/export' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /attachment; filename="resumeloop-data-export-\d{4}-\d{2}-\d{2}\.json"/,
      );
      const data = response.json();
      expect(data.user.email).toBe(email);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(data)).not.toContain('password_hash');
    });

    it('deletes the account and every row that references it, and ends its sessions', async () => {
      const { client, email, user } = await registered();
      const bearer = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: PASSWORD, token_type: 'bearer' },
        remoteAddress: newIdentity().ip,
      });
      const refused = await client.request({
        method: 'POST',
        url: '/api/users/me/delete-account',
        payload: { confirmation: 'delete' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toContain('Please type "DELETE" to confirm account deletion');
      const deleted = await client.request({
        method: 'POST',
        url: '/api/users/me/delete-account',
        payload: { confirmation: 'DELETE' },
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().message).toBe(
        'Your account has been successfully deleted. You will be logged out shortly.',
      );

      const columns = await database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema()`,
      );
      const tables = ((columns as unknown as { rows: Array<{ table_name: string }> }).rows ?? []).map(
        (row) => row.table_name,
      );
      expect(tables.length).toBeGreaterThanOrEqual(3);
      for (const table of tables) {
        const remaining = await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${user.id}`,
        );
        expect((remaining as unknown as { rows: Array<{ n: number }> }).rows[0]?.n, table).toBe(0);
      }
      const users = await database.db.execute(
        sql`select count(*)::int as n from users where id = ${user.id}`,
      );
      expect((users as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
      expect(await outboxLinks(email, '/verify-email')).toHaveLength(0);
      expect((await client.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      const token = bearer.json().access_token as string;
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode,
      ).toBe(401);
    });
  });
});
