/**
 * Behind a reverse proxy every request comes from the proxy's address: with TRUST_PROXY set, limits and
 * lockouts count the client the proxy names in X-Forwarded-For; without it, that header is not believed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestDatabase, type TestDatabase, testConfig } from './helper';

async function appWith(database: TestDatabase, env: Record<string, string>) {
  const app = await buildApp({
    config: testConfig(env),
    database,
    logger: false,
    sessionSecret: 'test-secret-test-secret-test-secret-1234',
  });
  await app.ready();
  return app;
}

/** Health checks from one proxy address, for the clients named; the statuses in order. */
async function statuses(app: Awaited<ReturnType<typeof appWith>>, clients: string[]) {
  const out: number[] = [];
  for (const client of clients) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/oauth/providers',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': client },
    });
    out.push(response.statusCode);
  }
  return out;
}

describe('TRUST_PROXY', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('gives each client behind a trusted proxy a limit of its own', async () => {
    for (const trust of ['1', '10.0.0.0/8']) {
      const app = await appWith(database, { TRUST_PROXY: trust });
      try {
        const first = await statuses(
          app,
          Array.from({ length: 60 }, () => '203.0.113.7'),
        );
        expect(first.every((status) => status === 200)).toBe(true);
        expect(await statuses(app, ['203.0.113.7', '198.51.100.9'])).toEqual([429, 200]);
      } finally {
        await app.close();
      }
    }
  });

  it.each([
    ['without TRUST_PROXY', {}],
    ['from a proxy outside the trusted ranges', { TRUST_PROXY: '192.168.0.0/16' }],
  ])('believes no X-Forwarded-For %s: every client of the proxy shares its address', async (_, env) => {
    const app = await appWith(database, env);
    try {
      await statuses(
        app,
        Array.from({ length: 60 }, (_, index) => `203.0.113.${index + 1}`),
      );
      expect(await statuses(app, ['198.51.100.9'])).toEqual([429]);
    } finally {
      await app.close();
    }
  });
});
