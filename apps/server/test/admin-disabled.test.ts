import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAccountRepository } from '../src/auth/repository';
import { hashToken, randomToken } from '../src/auth/tokens';
import { adminPatch, signUpAdmin } from './admin-support';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { newIdentity, PASSWORD, setLanguage, signUp } from './resume-user';
import { SessionClient } from './session-client';

const DISABLED_DETAIL = /disabled by an administrator/;

describe.each(DATABASE_KINDS)('a disabled account on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  async function bearerLogin(email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD, token_type: 'bearer' },
      remoteAddress: newIdentity().ip,
    });
    return response;
  }

  it('loses every session at once: its very next request, by cookie or bearer, is refused, and so is its refresh', async () => {
    const admin = await signUpAdmin(app, database);
    const person = await signUp(app, database);
    const tokens = (await bearerLogin(person.email)).json() as {
      access_token: string;
      refresh_token: string;
    };
    const authorization = `Bearer ${tokens.access_token}`;
    // Both sessions have just been looked up (and, on the embedded database, remembered).
    expect((await person.client.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } })).statusCode,
    ).toBe(200);

    const disabled = await adminPatch(admin.client, `/api/admin/users/${person.userId}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true, active_sign_ins: 0 });

    expect((await person.client.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } })).statusCode,
    ).toBe(401);
    const cookieRefresh = await person.client.request({ method: 'POST', url: '/api/auth/refresh' });
    expect(cookieRefresh.statusCode).toBe(403);
    expect(cookieRefresh.json()).toEqual({
      code: 'account_disabled',
      detail: expect.stringMatching(DISABLED_DETAIL),
    });
    const bearerRefresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(bearerRefresh.statusCode).toBe(403);
    expect(bearerRefresh.json().code).toBe('account_disabled');
  });

  it('is refused a password sign-in with 403 account_disabled in the reader language, and let in again once enabled', async () => {
    const admin = await signUpAdmin(app, database);
    const person = await signUp(app, database);
    await setLanguage(person.client, 'fr-FR');
    await adminPatch(admin.client, `/api/admin/users/${person.userId}`, { disabled: true });

    const refused = await bearerLogin(person.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'account_disabled',
      detail: expect.stringMatching(DISABLED_DETAIL),
    });
    const french = new SessionClient(app, newIdentity().ip);
    await french.preparePublicCsrf();
    const inFrench = await french.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: PASSWORD },
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(inFrench.json().detail).toMatch(/^Un administrateur a désactivé ce compte/);
    // A wrong password is answered as for anyone: the refusal tells only the owner the account is disabled.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'Wrong-Horse-42', token_type: 'bearer' },
      remoteAddress: newIdentity().ip,
    });
    expect(wrong.statusCode).toBe(401);

    await adminPatch(admin.client, `/api/admin/users/${person.userId}`, { disabled: false });
    const again = await bearerLogin(person.email);
    expect(again.statusCode).toBe(200);
  });

  it('is refused a password reset, which leaves the password as it was', async () => {
    const admin = await signUpAdmin(app, database);
    const person = await signUp(app, database);
    const token = randomToken();
    const at = new Date();
    await createAccountRepository(database.db).issueEmailToken({
      userId: person.userId,
      purpose: 'reset_password',
      tokenHash: hashToken(token),
      issuedAt: at,
      expiresAt: new Date(at.getTime() + 60 * 60 * 1000),
    });
    await adminPatch(admin.client, `/api/admin/users/${person.userId}`, { disabled: true });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'Another-Horse-77' },
      remoteAddress: newIdentity().ip,
    });
    expect(reset.statusCode, reset.body).toBe(403);
    expect(reset.json().code).toBe('account_disabled');
    await adminPatch(admin.client, `/api/admin/users/${person.userId}`, { disabled: false });
    expect((await bearerLogin(person.email)).statusCode).toBe(200);
  });
});
