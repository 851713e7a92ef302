import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AccountRepository, createAccountRepository } from '../src/auth/repository';
import {
  createSessionService,
  type IssuedSession,
  REFRESH_REUSE_GRACE_MS,
  type SessionService,
} from '../src/auth/session-service';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { PASSWORD, signUp } from './resume-user';

const PARALLEL = 5;

const accessCookie = (response: LightMyRequestResponse) =>
  (response.cookies as Array<{ name: string; value: string }>).find((cookie) => cookie.name === 'rl_access')
    ?.value ?? '';

describe.each(DATABASE_KINDS)('refreshing a session on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  useTestApp(kind, (made) => ({ app, database } = made));

  const bearerRefresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });

  /** Every pooled connection open first, so the requests below meet in the database, not in the pool. */
  const warmPool = () => Promise.all(Array.from({ length: PARALLEL * 2 }, () => database.ping()));

  it(`answers ${PARALLEL} refreshes sent at once with one cookie, and the user stays signed in`, async () => {
    const { client } = await signUp(app, database);
    await warmPool();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        client.request({ method: 'POST', url: '/api/auth/refresh', csrf: false }),
      ),
    );
    expect(
      responses.map((response) => response.statusCode),
      responses.map((response) => response.body).join('\n'),
    ).toEqual(Array(PARALLEL).fill(200));
    // Whichever answer the browser kept, its session works; so does every other one.
    for (const response of responses) {
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        cookies: { rl_access: accessCookie(response) },
      });
      expect(me.statusCode).toBe(200);
    }
    expect((await client.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const later = await client.request({ method: 'POST', url: '/api/auth/refresh', csrf: false });
    expect(later.statusCode).toBe(200);
    const status = await client.request({ method: 'GET', url: '/api/auth/session-status' });
    expect(status.json().session_valid).toBe(true);
  });

  it(`answers ${PARALLEL} refreshes sent at once with one bearer token, each with a pair that works`, async () => {
    const { email } = await signUp(app, database);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD, token_type: 'bearer' },
    });
    const { refresh_token: token } = login.json() as { refresh_token: string };
    await warmPool();
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => bearerRefresh(token)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const pairs = responses.map(
      (response) => response.json() as { access_token: string; refresh_token: string },
    );
    expect(new Set(pairs.map((pair) => pair.refresh_token)).size).toBe(PARALLEL);
    for (const pair of pairs) {
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${pair.access_token}` },
      });
      expect(me.statusCode).toBe(200);
      expect((await bearerRefresh(pair.refresh_token)).statusCode).toBe(200);
    }
  });

  /** A bearer session of a new account, and a session service on a clock the test moves. */
  async function onAClock() {
    const { userId } = await signUp(app, database);
    const clock = { now: new Date() };
    const sessions = createSessionService({
      repository: createAccountRepository(database.db),
      now: () => clock.now,
    });
    const advance = (ms: number) => {
      clock.now = new Date(clock.now.getTime() + ms);
    };
    return { sessions, advance, first: await sessions.issue(userId, 'bearer') };
  }

  /** The pairs no longer work: no access, and their refresh tokens belong to an ended family. */
  async function expectEnded(sessions: SessionService, pairs: IssuedSession[]) {
    for (const pair of pairs) {
      expect(await sessions.authenticate(pair.accessToken, 'bearer')).toBeNull();
      await expect(sessions.refresh(pair.refreshToken, 'bearer')).rejects.toMatchObject({
        statusCode: 401,
        code: 'invalid_refresh_token',
      });
    }
  }

  it('takes a rotated refresh token for a replay once the grace window is over, and ends the family', async () => {
    const { sessions, advance, first } = await onAClock();
    const successor = await sessions.refresh(first.refreshToken, 'bearer');
    expect(successor.session.familyId).toBe(first.session.familyId);

    // The same token again within the window: the client refreshed twice at once. A pair of the same family.
    advance(REFRESH_REUSE_GRACE_MS - 1);
    const sibling = await sessions.refresh(first.refreshToken, 'bearer');
    expect(sibling.session.familyId).toBe(first.session.familyId);
    expect(sibling.refreshToken).not.toBe(successor.refreshToken);
    expect(await sessions.authenticate(successor.accessToken, 'bearer')).not.toBeNull();
    expect(await sessions.authenticate(sibling.accessToken, 'bearer')).not.toBeNull();

    advance(2);
    await expect(sessions.refresh(first.refreshToken, 'bearer')).rejects.toMatchObject({
      statusCode: 401,
      code: 'refresh_token_reused',
    });
    await expectEnded(sessions, [successor, sibling]);
  });

  it('takes a token two rotations back for a replay, even within the grace window', async () => {
    const { sessions, advance, first } = await onAClock();
    const second = await sessions.refresh(first.refreshToken, 'bearer');
    advance(1000);
    const third = await sessions.refresh(second.refreshToken, 'bearer');
    advance(1000);
    await expect(sessions.refresh(first.refreshToken, 'bearer')).rejects.toMatchObject({
      statusCode: 401,
      code: 'refresh_token_reused',
    });
    await expectEnded(sessions, [third]);
  });

  it('ends the pair a refresh is adding when every session of the account is revoked meanwhile', async () => {
    const repository = createAccountRepository(database.db);
    const { userId } = await signUp(app, database);
    const { refreshToken } = await createSessionService({ repository }).issue(userId, 'bearer');
    // The refresh stops just before it writes the new pair, its rotation of the old one done.
    let arrived = () => {};
    const atInsert = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const paused: AccountRepository = {
      ...repository,
      transaction: (work) =>
        repository.transaction((queries) =>
          work({
            ...queries,
            insertSession: async (row) => {
              arrived();
              await gate;
              return queries.insertSession(row);
            },
          }),
        ),
    };
    const refreshing = createSessionService({ repository: paused }).refresh(refreshToken, 'bearer');
    await atInsert;
    const revoking = createSessionService({ repository }).revokeAll(userId);
    // Time for the revocation to reach the database and wait there.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.allSettled([refreshing, revoking]);
    const live = (await repository.listUserSessions(userId)).filter(
      (session) => !session.revokedAt && !session.rotatedAt,
    );
    expect(live).toEqual([]);
  });
});
