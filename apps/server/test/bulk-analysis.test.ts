import { BULK_RANKED_BY, bulkAnalyzeResponseSchema } from '@resumeloop/contracts/bulk';
import { ZFeaturesResponse } from '@resumeloop/contracts/features';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/auth/repositories/users';
import { createUsageLimits } from '../src/plans/usage';
import { createUsageRepository } from '../src/plans/usage-repository';
import { DATABASE_KINDS, type TestDatabase, testConfig, useTestApp } from './helper';
import { setPlanTier } from './plans-support';
import { INDUSTRY, JOB, OTHER_JOB, RESUME } from './refine-fixtures';
import { setLanguage, signUp } from './resume-user';
import type { SessionClient } from './session-client';

const NURSING_JOB = `Registered Nurse, Medical-Surgical Unit
Riverside General Hospital

Responsibilities
- Assess, plan and deliver patient care on a 32-bed medical-surgical unit
- Administer medications and document care in Epic
- Educate patients and families before discharge

Requirements
- Active RN license and BLS certification
- 2+ years of acute care nursing experience
- Experience with electronic health records (Epic preferred)
`;

const POSTINGS = [
  { job_description: NURSING_JOB, target_industry: 'Healthcare', job_title: 'Night nurse' },
  { job_description: JOB, target_industry: INDUSTRY },
  { job_description: OTHER_JOB, target_industry: INDUSTRY, job_title: 'Staff role' },
];

function compare(client: SessionClient, payload: unknown, headers: Record<string, string> = {}) {
  return client.request({ method: 'POST', url: '/api/scoring/bulk', payload: payload as object, headers });
}

async function analysesUsed(client: SessionClient): Promise<number> {
  const features = ZFeaturesResponse.parse(
    (await client.request({ method: 'GET', url: '/api/features' })).json(),
  );
  return features.usage.analyses.used;
}

describe.each(DATABASE_KINDS)('bulk analysis on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({ config: testConfig({ FREE_MONTHLY_ANALYSES: '3' }) }),
  );

  async function premiumUser() {
    const user = await signUp(app, database);
    await setPlanTier(database, user.userId, 'premium');
    return user;
  }

  it('refuses a free account with 403 premium_required before any work, and counts nothing', async () => {
    const { client } = await signUp(app, database);
    const response = await compare(client, { resume_text: RESUME, postings: POSTINGS });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'premium_required' });
    expect(response.json().detail).toMatch(/^Bulk operations are part of the Premium plan/);
    expect(await analysesUsed(client)).toBe(0);
  });

  it('ranks the postings by job match, ties by overall, each the same analysis a single one gives', async () => {
    const { client } = await premiumUser();
    const response = await compare(client, { resume_text: RESUME, postings: POSTINGS });
    expect(response.statusCode, response.body).toBe(200);
    const body = bulkAnalyzeResponseSchema.parse(response.json());
    expect(body.ranked_by).toEqual({ primary: 'tailoring', tie_break: 'overall_score' });
    expect(body.failures).toEqual([]);
    expect(body.results.map((result) => result.rank)).toEqual([1, 2, 3]);
    expect(body.results.map((result) => result.posting_index).sort()).toEqual([0, 1, 2]);
    for (const [index, result] of body.results.entries()) {
      expect(result.fit_score).toBe(result.scores[BULK_RANKED_BY]);
      const next = body.results[index + 1];
      if (next) {
        expect(result.fit_score).toBeGreaterThanOrEqual(next.fit_score);
        if (result.fit_score === next.fit_score)
          expect(result.overall_score).toBeGreaterThanOrEqual(next.overall_score);
      }
      expect(result.missing_requirements.length).toBeLessThanOrEqual(5);
    }
    // A software resume fits the software postings better than the nursing one.
    const nursing = body.results.find((result) => result.posting_index === 0);
    expect(nursing?.rank).toBe(3);
    expect(nursing?.job_title).toBe('Night nurse');
    expect(nursing?.missing_requirements.length).toBeGreaterThan(0);
    const untitled = body.results.find((result) => result.posting_index === 1);
    expect(untitled?.job_title).toBe(untitled?.analysis.job.title);
    expect(untitled?.job_title).not.toBe('');
    // Opening a posting continues from exactly what a single analysis of it answers.
    const single = await client.request({
      method: 'POST',
      url: '/api/scoring/analyze',
      payload: { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY },
    });
    expect(untitled?.analysis).toEqual(single.json());
    expect(untitled?.overall_score).toBe(single.json().initial_score.overall_score);
    // Three analyses of the month, and the single one after them.
    expect(await analysesUsed(client)).toBe(4);
  });

  it.each([
    [
      'one posting',
      { resume_text: RESUME, postings: POSTINGS.slice(0, 1) },
      'Add between 2 and 5 job postings to compare',
      'postings',
    ],
    [
      'six postings',
      { resume_text: RESUME, postings: [...POSTINGS, ...POSTINGS] },
      'Add between 2 and 5 job postings to compare',
      'postings',
    ],
    ['no postings', { resume_text: RESUME }, 'Add between 2 and 5 job postings to compare', 'postings'],
    ['no resume', { resume_text: '  ', postings: POSTINGS }, 'Resume text is required', 'resume_text'],
    [
      'a posting without its description',
      { resume_text: RESUME, postings: [POSTINGS[0], { target_industry: INDUSTRY }] },
      'Job description is required',
      'postings.1.job_description',
    ],
    [
      'a posting without its industry',
      { resume_text: RESUME, postings: [POSTINGS[0], { job_description: JOB, target_industry: '' }] },
      'Please select your target industry',
      'postings.1.target_industry',
    ],
    [
      'a field the contract does not have',
      { resume_text: RESUME, postings: POSTINGS, plan_tier: 'premium' },
      undefined,
      undefined,
    ],
  ])('refuses %s with 422 and counts nothing', async (_what, payload, detail, field) => {
    const { client } = await premiumUser();
    const response = await compare(client, payload);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    if (detail) expect(body.detail).toBe(detail);
    if (field) expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await analysesUsed(client)).toBe(0);
  });

  it('answers a posting the engine refuses as that posting’s error, not counted, and ranks the rest', async () => {
    const { client } = await premiumUser();
    const postings = [
      POSTINGS[1],
      { job_description: JOB, target_industry: 'Astrology', job_title: 'Stars' },
      POSTINGS[2],
    ];
    const response = await compare(client, { resume_text: RESUME, postings });
    expect(response.statusCode, response.body).toBe(200);
    const body = bulkAnalyzeResponseSchema.parse(response.json());
    expect(body.failures).toEqual([
      {
        posting_index: 1,
        job_title: 'Stars',
        code: 'unknown_industry',
        detail: 'Unknown target industry: Astrology',
      },
    ]);
    expect(body.results.map((result) => result.posting_index).sort()).toEqual([0, 2]);
    expect(body.results.map((result) => result.rank)).toEqual([1, 2]);
    expect(await analysesUsed(client)).toBe(2);
  });

  it('answers in the reader’s language', async () => {
    const { client } = await premiumUser();
    await setLanguage(client, 'es-ES');
    const response = await compare(client, { resume_text: RESUME, postings: POSTINGS.slice(0, 1) });
    expect(response.json().detail).toBe('Añade entre 2 y 5 ofertas de empleo para compararlas');
  });

  it('counts all of a bulk analysis before any work, or none of it past a free limit', async () => {
    const { userId } = await signUp(app, database);
    const usage = createUsageLimits({
      repository: createUsageRepository(database.db),
      limits: async () => ({ analyses: 3, uploads: 3 }),
    });
    const free = { id: userId, planTier: 'free', isAdmin: false } as UserRow;
    let ran = 0;
    const work = async () => {
      ran += 1;
      return ran;
    };
    const refusal = await usage
      .countedEach(free, 'analyses', [work, work, work, work])
      .catch((error) => error);
    expect(refusal).toMatchObject({
      code: 'monthly_limit_reached',
      extra: { needed: 4, remaining: 3, limit: 3 },
    });
    expect(refusal.message).toMatch(
      /^Comparing these postings needs 4 analyses, and the free plan has 3 analyses left/,
    );
    expect(ran).toBe(0);
    expect((await usage.report(free)).analyses.used).toBe(0);
    // Two fit; the one that fails is given back.
    const outcomes = await usage.countedEach(free, 'analyses', [
      work,
      async () => {
        throw new Error('unreadable');
      },
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
    expect((await usage.report(free)).analyses.used).toBe(1);
    const premium = { ...free, planTier: 'premium' } as UserRow;
    const many = await usage.countedEach(premium, 'analyses', [work, work, work, work, work]);
    expect(many.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect((await usage.report(premium)).analyses).toMatchObject({ used: 6, limit: null });
  });
});
