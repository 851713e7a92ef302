/**
 * Two instances of the service behind one load balancer: one PostgreSQL database (the same schema) and one
 * Redis. Whatever decides a request (sessions and their CSRF tokens, the pre-sign-in CSRF token, rate
 * limits, the sign-in lockout) must be the same whichever instance answers.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helper';
import { PASSWORD } from './resume-user';
import { SessionClient } from './session-client';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** A client address of this run's own, so parallel runs on one Redis never count each other's requests. */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const newEmail = () => `twin.${randomBytes(6).toString('hex')}@example.com`;

describe.skipIf(!databaseUrl || !redisUrl)('two instances on one database and one Redis', () => {
  // Every key this run writes in Redis starts with its own prefix, removed afterwards.
  const keyPrefix = `resumeloop-test:${randomBytes(6).toString('hex')}:`;
  const redisClients: Redis[] = [];
  let database: TestDatabase;
  let secondDatabase: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  const connectRedis = () => {
    const redis = new Redis(redisUrl ?? '', { keyPrefix, maxRetriesPerRequest: 2 });
    redisClients.push(redis);
    return redis;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const result = await database.db.execute(sql`select current_schema() as schema`);
    const { schema } = (result as unknown as { rows: Array<{ schema: string }> }).rows[0] ?? { schema: '' };
    secondDatabase = await openDatabase({ kind: 'postgres', url: databaseUrl ?? '', schema });
    a = await buildTestApp(database, { redis: connectRedis() });
    b = await buildTestApp(secondDatabase, { redis: connectRedis() });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    const [redis] = redisClients;
    if (redis) {
      // KEYS's pattern is not prefixed by the client; DEL's keys are, so the prefix comes off first.
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(keyPrefix.length)));
    }
    for (const client of redisClients) client.disconnect();
    await secondDatabase?.close();
    await database?.dispose();
  });

  /** A browser whose requests reach whichever instance `target` names (a load balancer without affinity). */
  function balancedClient() {
    const route = { target: 'a' as 'a' | 'b' };
    const balancer = {
      inject: (options: InjectOptions) => (route.target === 'a' ? a : b).inject(options),
    } as unknown as FastifyInstance;
    const client = new SessionClient(balancer, newIp());
    const on = (target: 'a' | 'b') => {
      route.target = target;
      return client;
    };
    return { client, on };
  }

  it('takes a session from either instance, and a sign-out on one ends it on the other', async () => {
    const { client, on } = balancedClient();
    const email = newEmail();
    const registered = await on('a').register({ email, password: PASSWORD, full_name: 'Ada Lovelace' });
    expect(registered.statusCode, registered.body).toBe(201);

    // The pre-sign-in CSRF token of one instance is good on the other.
    await on('b').preparePublicCsrf();
    const login = await on('a').request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await on('b').request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    // So is the session's CSRF token, handed out by A, on a write to B.
    const update = await on('b').request({
      method: 'PUT',
      url: '/api/users/me',
      payload: { full_name: 'Ada King' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await on('a').request({ method: 'GET', url: '/api/auth/me' })).json().user.full_name).toBe(
      'Ada King',
    );

    // Refreshed on B, the new pair works on A, and the old one nowhere.
    const before = client.cookie('rl_access') ?? '';
    expect(
      (await on('b').request({ method: 'POST', url: '/api/auth/refresh', csrf: false })).statusCode,
    ).toBe(200);
    expect((await on('a').request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect(
      (await a.inject({ method: 'GET', url: '/api/auth/me', cookies: { rl_access: before } })).statusCode,
    ).toBe(401);

    const access = client.cookie('rl_access') ?? '';
    const refresh = client.cookie('rl_refresh') ?? '';
    expect((await on('b').request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect(
      (await a.inject({ method: 'GET', url: '/api/auth/me', cookies: { rl_access: access } })).statusCode,
    ).toBe(401);
    const refreshed = await a.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rl_refresh: refresh },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('counts the per-endpoint rate limit on both: the 61st request of a minute, alternating, gets 429', async () => {
    const remoteAddress = newIp();
    const statuses: number[] = [];
    for (let n = 0; n < 62; n++) {
      const response = await (n % 2 === 0 ? a : b).inject({
        method: 'GET',
        url: '/api/auth/session-status',
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    // The 61st went to A, the 62nd to B.
    expect(statuses.slice(60)).toEqual([429, 429]);
    // Another client is not held back.
    expect(
      (await b.inject({ method: 'GET', url: '/api/auth/session-status', remoteAddress: newIp() })).statusCode,
    ).toBe(200);
  });

  it('counts sign-in failures on both: failures alternating between them lock the address', async () => {
    const email = newEmail();
    const owner = new SessionClient(a, newIp());
    expect((await owner.register({ email, password: PASSWORD, full_name: 'Ada Lovelace' })).statusCode).toBe(
      201,
    );
    const login = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: newIp(),
        payload: { email, password, token_type: 'bearer' },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await login(n % 2 === 0 ? a : b, `Wrong-Guess-${n}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    for (const app of [a, b]) {
      const locked = await login(app, PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('account_locked');
    }
  });
});
