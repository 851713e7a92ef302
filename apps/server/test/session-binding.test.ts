import { ZActiveSessionList } from '@resumeloop/contracts/sessions';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { newIdentity, PASSWORD, signUp } from './resume-user';
import { SessionClient } from './session-client';

const ALERT = 'This session was used from another device or browser. Sign in again to continue.';
const EXPIRED = 'Authentication expired. Please log in again.';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const CHROME_WINDOWS_UPDATED = CHROME_WINDOWS.replace('Chrome/124.0.0.0', 'Chrome/131.0.6778.86');
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/** A browser: a cookie client that sends one User-Agent on every request. */
class Browser {
  readonly client: SessionClient;
  constructor(
    app: FastifyInstance,
    readonly userAgent: string,
  ) {
    this.client = new SessionClient(app, newIdentity().ip);
  }
  request(options: Parameters<SessionClient['request']>[0]) {
    return this.client.request({
      ...options,
      headers: { 'user-agent': this.userAgent, ...(options.headers as Record<string, string>) },
    });
  }
  async login(email: string) {
    await this.request({ method: 'GET', url: '/api/auth/public-csrf-token' });
    const response = await this.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }
  status() {
    return this.request({ method: 'GET', url: '/api/auth/session-status' });
  }
}

describe.each(DATABASE_KINDS)('session binding on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  it('ends a session whose cookie comes from another browser, and tells its own client why', async () => {
    const { email } = await signUp(app, database);
    const owner = new Browser(app, CHROME_WINDOWS);
    await owner.login(email);
    expect((await owner.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await owner.status()).json()).toMatchObject({ session_valid: true, security_alert: null });

    // The cookie, copied into another browser.
    const stolen = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `rl_access=${owner.client.cookie('rl_access')}`, 'user-agent': FIREFOX_WINDOWS },
      remoteAddress: newIdentity().ip,
    });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toEqual({ code: 'not_authenticated', detail: EXPIRED });

    // The owner's session is over, and its 60-second check learns why.
    expect((await owner.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const status = await owner.status();
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ session_valid: false, security_alert: ALERT });
    // Nor can it be refreshed past: the refresh tells its own client why (not the other browser).
    const refreshCookie = owner.client.cookie('rl_refresh');
    const refreshed = await owner.request({ method: 'POST', url: '/api/auth/refresh' });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toEqual({ code: 'session_ended_elsewhere', detail: ALERT });
    const thief = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `rl_refresh=${refreshCookie}`, 'user-agent': FIREFOX_WINDOWS },
      remoteAddress: newIdentity().ip,
    });
    expect(thief.json()).toEqual({ code: 'invalid_refresh_token', detail: EXPIRED });
  });

  it('keeps a session across a browser update', async () => {
    const { email } = await signUp(app, database);
    const owner = new Browser(app, CHROME_WINDOWS);
    await owner.login(email);
    const updated = await owner.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'user-agent': CHROME_WINDOWS_UPDATED, 'sec-ch-ua-platform': '"Windows"' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await owner.status()).json()).toMatchObject({ session_valid: true, security_alert: null });
  });

  it('binds bearer tokens too, and a refresh keeps the binding', async () => {
    const { email } = await signUp(app, database);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD, token_type: 'bearer' },
      headers: { 'user-agent': SAFARI_MAC },
      remoteAddress: newIdentity().ip,
    });
    const { refresh_token } = login.json() as { refresh_token: string };
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token },
      headers: { 'user-agent': SAFARI_MAC.replace('Version/17.4', 'Version/18.0') },
      remoteAddress: newIdentity().ip,
    });
    expect(refreshed.statusCode).toBe(200);
    const token = (refreshed.json() as { access_token: string }).access_token;
    const as = (userAgent: string, url = '/api/auth/me') =>
      app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'user-agent': userAgent },
      });
    expect((await as(SAFARI_MAC)).statusCode).toBe(200);
    expect((await as(CHROME_WINDOWS)).statusCode).toBe(401);
    expect((await as(SAFARI_MAC)).statusCode).toBe(401);
    expect((await as(SAFARI_MAC, '/api/auth/session-status')).json()).toMatchObject({
      session_valid: false,
      security_alert: ALERT,
    });
  });

  it('ends the session when its refresh token comes from another browser', async () => {
    const { email } = await signUp(app, database);
    const owner = new Browser(app, CHROME_WINDOWS);
    await owner.login(email);
    const stolen = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `rl_refresh=${owner.client.cookie('rl_refresh')}`, 'user-agent': FIREFOX_WINDOWS },
      remoteAddress: newIdentity().ip,
    });
    expect(stolen.statusCode).toBe(401);
    expect((await owner.status()).json()).toMatchObject({ session_valid: false, security_alert: ALERT });
  });

  it('reports no alert for a session simply signed out', async () => {
    const { email } = await signUp(app, database);
    const owner = new Browser(app, CHROME_WINDOWS);
    await owner.login(email);
    const access = owner.client.cookie('rl_access');
    await owner.request({ method: 'POST', url: '/api/auth/logout' });
    const status = await app.inject({
      method: 'GET',
      url: '/api/auth/session-status',
      headers: { cookie: `rl_access=${access}`, 'user-agent': CHROME_WINDOWS },
    });
    expect(status.json()).toMatchObject({ session_valid: false, security_alert: null });
  });

  it('lists the live sessions and ends one of them', async () => {
    const { email, client: first } = await signUp(app, database);
    const chrome = new Browser(app, CHROME_WINDOWS);
    await chrome.login(email);
    const safari = new Browser(app, SAFARI_MAC);
    await safari.login(email);

    const listed = await chrome.request({ method: 'GET', url: '/api/auth/sessions' });
    expect(listed.statusCode).toBe(200);
    const { sessions } = ZActiveSessionList.parse(listed.json());
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ browser: 'Safari', platform: 'macOS', current: false });
    const current = sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ browser: 'Chrome', platform: 'Windows' });
    const activity = sessions.map((session) => Date.parse(session.last_activity_at));
    expect([...activity].sort((a, b) => b - a)).toEqual(activity);

    // Another of the user's sessions.
    const safariId = sessions[0]?.id ?? '';
    const ended = await chrome.request({ method: 'DELETE', url: `/api/auth/sessions/${safariId}` });
    expect(ended.statusCode).toBe(204);
    expect((await safari.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await safari.status()).json()).toMatchObject({ session_valid: false, security_alert: null });
    const after = ZActiveSessionList.parse(
      (await chrome.request({ method: 'GET', url: '/api/auth/sessions' })).json(),
    );
    expect(after.sessions.map((session) => session.id)).not.toContain(safariId);
    expect(after.sessions).toHaveLength(2);

    // Another user's session, an unknown one, an ended one and no id at all are not found.
    const other = await signUp(app, database);
    const theirs = ZActiveSessionList.parse(
      (await other.client.request({ method: 'GET', url: '/api/auth/sessions' })).json(),
    ).sessions[0]?.id;
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000', safariId, 'not-a-session']) {
      const response = await chrome.request({ method: 'DELETE', url: `/api/auth/sessions/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'unknown_session' });
    }
    expect((await other.client.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);

    // The current one: signed out.
    const mine = after.sessions.find((session) => session.current)?.id;
    const signedOut = await chrome.request({ method: 'DELETE', url: `/api/auth/sessions/${mine}` });
    expect(signedOut.statusCode).toBe(204);
    expect(chrome.client.cookie('rl_access')).toBeUndefined();
    expect((await chrome.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await first.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('needs a signed-in caller and the CSRF token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
    const { client } = await signUp(app, database);
    const { sessions } = ZActiveSessionList.parse(
      (await client.request({ method: 'GET', url: '/api/auth/sessions' })).json(),
    );
    const refused = await client.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${sessions[0]?.id}`,
      csrf: false,
    });
    expect(refused.statusCode).toBe(403);
  });
});
