import { ZFeaturesResponse } from '@resumeloop/contracts/features';
import { FEATURE_AUDIENCE, FEATURE_NAMES, type FeatureName } from '@resumeloop/contracts/plans';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { requireUser } from '../src/auth/http';
import {
  createTestDatabase,
  DATABASE_KINDS,
  inlineEngine,
  inlineRenderer,
  type TestDatabase,
  testConfig,
} from './helper';
import { makeAdmin, setPlanTier } from './plans-support';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

const gateUrl = (feature: FeatureName) => `/api/test-gates/${feature}`;

/** What each kind of account may use: SPEC §6, admins also having the premium features (decision 0032). */
const ALLOWED: Record<'free' | 'premium' | 'admin', (feature: FeatureName) => boolean> = {
  free: (feature) => FEATURE_AUDIENCE[feature] === 'signed_in',
  premium: (feature) => FEATURE_AUDIENCE[feature] !== 'admin',
  admin: () => true,
};

const PREMIUM_DETAIL =
  /^Bulk operations are part of the Premium plan, and your account is on the free plan\. Upgrade to Premium/;
const ADMIN_DETAIL = /^User management is only for administrators, and your account is not an administrator/;

describe.each(DATABASE_KINDS)('feature gates on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clients = {} as Record<'free' | 'premium' | 'admin', SessionClient>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      sessionSecret: 'test-secret-test-secret-test-secret-1234',
      engine: inlineEngine,
      renderer: inlineRenderer,
    });
    // One route per gate, declared as real routes declare theirs: the one hook decides who passes.
    for (const feature of FEATURE_NAMES) {
      app.get(gateUrl(feature), { config: { gate: feature } }, async (request) => {
        requireUser(request);
        return { feature };
      });
    }
    await app.ready();
    const free = await signUp(app, database);
    const premium = await signUp(app, database);
    const admin = await signUp(app, database);
    await setPlanTier(database, premium.userId, 'premium');
    await makeAdmin(database, admin.userId);
    Object.assign(clients, { free: free.client, premium: premium.client, admin: admin.client });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  for (const who of ['free', 'premium', 'admin'] as const) {
    it(`lets a ${who} account through exactly the gates it may use, and refuses the others with their code`, async () => {
      for (const feature of FEATURE_NAMES) {
        const response = await clients[who].request({ method: 'GET', url: gateUrl(feature) });
        if (ALLOWED[who](feature)) {
          expect(response.statusCode, `${who} ${feature}`).toBe(200);
          continue;
        }
        expect(response.statusCode, `${who} ${feature}`).toBe(403);
        const code = FEATURE_AUDIENCE[feature] === 'admin' ? 'admin_required' : 'premium_required';
        expect(response.json().code, `${who} ${feature}`).toBe(code);
        expect(response.json().detail).toEqual(expect.any(String));
      }
    });
  }

  it('says what the feature is and why it is refused, in the reader language', async () => {
    const premium = await clients.free.request({ method: 'GET', url: gateUrl('bulk_operations') });
    expect(premium.json()).toEqual({
      code: 'premium_required',
      detail: expect.stringMatching(PREMIUM_DETAIL),
    });
    const admin = await clients.premium.request({ method: 'GET', url: gateUrl('user_management') });
    expect(admin.json()).toEqual({ code: 'admin_required', detail: expect.stringMatching(ADMIN_DETAIL) });

    const german = await signUp(app, database);
    const saved = await german.client.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { language: 'de-DE' },
    });
    expect(saved.statusCode).toBe(200);
    const inGerman = await german.client.request({ method: 'GET', url: gateUrl('custom_templates') });
    expect(inGerman.json()).toEqual({
      code: 'premium_required',
      detail: expect.stringMatching(/^Für eigene Vorlagen brauchen Sie den Premium-Tarif/),
    });
  });

  it('answers a guest 401 on every gated route', async () => {
    for (const feature of FEATURE_NAMES) {
      const response = await app.inject({ method: 'GET', url: gateUrl(feature) });
      expect(response.statusCode, feature).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    }
  });

  describe('GET /api/features', () => {
    it('answers the twelve gates of a free, a premium and an admin account', async () => {
      for (const who of ['free', 'premium', 'admin'] as const) {
        const response = await clients[who].request({ method: 'GET', url: '/api/features' });
        expect(response.statusCode, who).toBe(200);
        const body = ZFeaturesResponse.parse(response.json());
        expect(Object.keys(body.features).sort()).toEqual([...FEATURE_NAMES].sort());
        for (const feature of FEATURE_NAMES) {
          expect(body.features[feature], `${who} ${feature}`).toBe(ALLOWED[who](feature));
        }
        expect(body.is_premium, who).toBe(who === 'premium');
        expect(body.is_admin, who).toBe(who === 'admin');
        expect(body.plan_tier).toBe(who === 'premium' ? 'premium' : 'free');
      }
    });

    it('reports this month and what is left of it', async () => {
      const free = ZFeaturesResponse.parse(
        (await clients.free.request({ method: 'GET', url: '/api/features' })).json(),
      );
      const limit = Number(testConfig().freeMonthlyLimits.analyses);
      expect(free.usage.analyses).toEqual({ used: 0, limit, remaining: limit });
      expect(new Date(free.usage.resets_at).getUTCDate()).toBe(1);
      expect(new Date(free.usage.resets_at).getTime()).toBeGreaterThan(Date.now());
      const premium = ZFeaturesResponse.parse(
        (await clients.premium.request({ method: 'GET', url: '/api/features' })).json(),
      );
      expect(premium.usage.uploads).toEqual({ used: 0, limit: null, remaining: null });
    });

    it('answers a guest 401', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/features' });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    });
  });
});
