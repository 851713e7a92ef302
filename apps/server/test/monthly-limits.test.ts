import { ZFeaturesResponse } from '@resumeloop/contracts/features';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUsageRepository, periodKey } from '../src/plans/usage-repository';
import { DATABASE_KINDS, type TestDatabase, testConfig, useTestApp } from './helper';
import { setPlanTier } from './plans-support';
import { INDUSTRY, JOB, RESUME } from './refine-fixtures';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

const LIMIT = 2;
const ANALYZE = { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY };

function analyze(client: SessionClient, payload: object = ANALYZE) {
  return client.request({ method: 'POST', url: '/api/scoring/analyze', payload });
}

/** A one-file form, as the browser sends it. */
function upload(client: SessionClient, text: string) {
  const boundary = '----ResumeLoopLimitBoundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.txt"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  );
  return client.request({
    method: 'POST',
    url: '/api/resumes/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function usageOf(client: SessionClient) {
  return ZFeaturesResponse.parse((await client.request({ method: 'GET', url: '/api/features' })).json())
    .usage;
}

/** The first day of next month (UTC), as the English detail writes it. */
function nextMonthInEnglish(): string {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 12));
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(first);
}

describe.each(DATABASE_KINDS)('monthly limits of the free plan on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({
      config: testConfig({ FREE_MONTHLY_ANALYSES: String(LIMIT), FREE_MONTHLY_UPLOADS: String(LIMIT) }),
    }),
  );

  it('refuses the analysis past the limit with a detail naming the limit and the day it resets', async () => {
    const { client } = await signUp(app, database);
    for (let round = 0; round < LIMIT; round += 1) expect((await analyze(client)).statusCode).toBe(200);
    const refused = await analyze(client);
    expect(refused.statusCode).toBe(403);
    const body = refused.json();
    expect(body.code).toBe('monthly_limit_reached');
    expect(body.detail).toBe(
      `You have used all 2 analyses of the free plan this month. The count starts again on ${nextMonthInEnglish()}; Premium has no monthly limit.`,
    );
    expect(body).toMatchObject({ kind: 'analyses', limit: LIMIT });
    expect(new Date(body.resets_at).getUTCDate()).toBe(1);
    expect(await usageOf(client)).toMatchObject({
      analyses: { used: LIMIT, limit: LIMIT, remaining: 0 },
      uploads: { used: 0, limit: LIMIT, remaining: LIMIT },
    });
  });

  it('does not count a refused body', async () => {
    const { client } = await signUp(app, database);
    expect((await analyze(client, { ...ANALYZE, resume_text: '' })).statusCode).toBe(422);
    expect((await usageOf(client)).analyses.used).toBe(0);
  });

  it('refuses the upload past the limit, and an unreadable file does not count', async () => {
    const { client } = await signUp(app, database);
    expect((await upload(client, '')).statusCode).toBe(400);
    for (let round = 0; round < LIMIT; round += 1)
      expect((await upload(client, RESUME)).statusCode).toBe(200);
    const refused = await upload(client, RESUME);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'monthly_limit_reached',
      kind: 'uploads',
      detail: expect.stringMatching(/^You have used all 2 uploads of the free plan this month\./),
    });
    expect((await usageOf(client)).uploads).toEqual({ used: LIMIT, limit: LIMIT, remaining: 0 });
  });

  it('says it in the reader language', async () => {
    const { client } = await signUp(app, database);
    await client.request({ method: 'PUT', url: '/api/settings', payload: { language: 'es-ES' } });
    for (let round = 0; round < LIMIT; round += 1) await analyze(client);
    const refused = await analyze(client);
    expect(refused.json().detail).toMatch(/^Ya has usado los 2 análisis del plan gratuito de este mes\./);
  });

  it('never limits a premium account', async () => {
    const { client, userId } = await signUp(app, database);
    await setPlanTier(database, userId, 'premium');
    for (let round = 0; round < LIMIT + 2; round += 1) {
      expect((await analyze(client)).statusCode).toBe(200);
      expect((await upload(client, RESUME)).statusCode).toBe(200);
    }
    expect(await usageOf(client)).toMatchObject({
      analyses: { used: LIMIT + 2, limit: null, remaining: null },
      uploads: { used: LIMIT + 2, limit: null, remaining: null },
    });
  });

  it('lets no more than the limit through when requests race', async () => {
    const { client } = await signUp(app, database);
    const answers = await Promise.all([1, 2, 3, 4].map(() => analyze(client)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 403, 403]);
  });

  it('counts in one statement, so instances sharing the database share the limit', async () => {
    const { userId } = await signUp(app, database);
    const repository = createUsageRepository(database.db);
    const period = periodKey(new Date(Date.UTC(2030, 0, 1)));
    const claims = await Promise.all(
      Array.from({ length: 12 }, () => repository.claim(userId, period, 'uploads', 5)),
    );
    expect(claims.filter((claim) => claim !== null).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await repository.counts(userId, period)).toEqual({ uploads: 5 });
    expect(await repository.claim(userId, period, 'analyses', 0)).toBeNull();
  });
});
