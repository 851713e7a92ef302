import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminGet, seedFeedback, signUpAdmin } from './admin-support';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

describe.each(DATABASE_KINDS)('feedback in the admin console on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));
  let admin: SessionClient;
  const ids: Record<'kept' | 'notKept' | 'low' | 'export', string> = {
    kept: '',
    notKept: '',
    low: '',
    export: '',
  };
  let email = '';

  beforeAll(async () => {
    admin = (await signUpAdmin(app, database)).client;
    const person = await signUp(app, database);
    email = person.email;
    ids.kept = await seedFeedback(database, person.userId, {
      overallImprovementRating: 10,
      factualAccuracyRating: 4,
      formattingRating: 5,
      wouldUseRefinedResume: true,
      targetIndustry: 'technology',
      storeResumeTexts: true,
      resumeText: 'Resume before',
      refinedText: 'Resume after',
    });
    ids.notKept = await seedFeedback(database, person.userId, {
      overallImprovementRating: 4,
      factualAccuracyRating: 3,
      wouldUseRefinedResume: false,
      targetIndustry: 'Technology',
      hasDroppedContent: true,
      droppedContentDetails: 'My certification went missing',
    });
    ids.low = await seedFeedback(database, person.userId, {
      overallImprovementRating: 1,
      hasFabricatedContent: true,
      fabricatedDetails: 'It invented a degree',
      hasInappropriateLanguage: true,
      targetIndustry: 'healthcare',
    });
    ids.export = await seedFeedback(database, person.userId, {
      exportWorkedSmoothly: false,
      exportIssues: 'The PDF was blank',
      targetIndustry: 'healthcare',
    });
  });

  it('lists every entry newest first with the aggregates of the whole set', async () => {
    const page = (await adminGet(admin, '/api/admin/feedback')).json();
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(4);
    expect(page.items[0]).toMatchObject({ user_email: email });
    expect(page.summary).toEqual({
      count: 4,
      average_overall: 5,
      average_accuracy: 3.5,
      average_formatting: 5,
      overall_distribution: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1],
      would_use: { yes: 1, no: 1, unanswered: 2 },
      reports: { fabricated: 1, dropped: 1, inappropriate: 1, export: 1 },
    });
    const kept = page.items.find((item: { id: string }) => item.id === ids.kept);
    expect(kept).toMatchObject({
      texts_kept: true,
      overall_improvement_rating: 10,
      would_use_refined_resume: true,
    });
    expect(page.items.find((item: { id: string }) => item.id === ids.notKept).texts_kept).toBe(false);
  });

  it('filters by rating, reported problem and industry (any case), the aggregates following the filter', async () => {
    const low = (await adminGet(admin, '/api/admin/feedback?max_rating=2')).json();
    expect(low.items.map((item: { id: string }) => item.id)).toEqual([ids.low]);
    expect(low.summary).toMatchObject({
      count: 1,
      average_overall: 1,
      reports: { fabricated: 1, dropped: 0 },
    });
    // Out of 10: every rated entry is at most 10; the unrated one matches no rating.
    expect((await adminGet(admin, '/api/admin/feedback?max_rating=10')).json().total).toBe(3);
    expect((await adminGet(admin, '/api/admin/feedback?max_rating=9')).json().total).toBe(2);
    for (const [report, id] of [
      ['fabricated', ids.low],
      ['dropped', ids.notKept],
      ['inappropriate', ids.low],
      ['export', ids.export],
    ] as const) {
      const page = (await adminGet(admin, `/api/admin/feedback?report=${report}`)).json();
      expect(
        page.items.map((item: { id: string }) => item.id),
        report,
      ).toEqual([id]);
    }
    const technology = (await adminGet(admin, '/api/admin/feedback?industry=TECHNOLOGY')).json();
    expect(technology.total).toBe(2);
    expect(technology.summary.would_use).toEqual({ yes: 1, no: 1, unanswered: 0 });
    const paged = (await adminGet(admin, '/api/admin/feedback?page_size=3&page=2')).json();
    expect([paged.total, paged.items.length, paged.summary.count]).toEqual([4, 1, 4]);
  });

  it('opens the before and after only when the person kept the texts; otherwise 404 saying why', async () => {
    const kept = await adminGet(admin, `/api/admin/feedback/${ids.kept}/texts`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ resume_text: 'Resume before', refined_text: 'Resume after' });
    expect(kept.headers['cache-control']).toBe('no-store');
    const notKept = await adminGet(admin, `/api/admin/feedback/${ids.notKept}/texts`);
    expect(notKept.statusCode).toBe(404);
    expect(notKept.json()).toEqual({
      code: 'texts_not_kept',
      detail: expect.stringMatching(/chose not to keep/),
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const missing = await adminGet(admin, `/api/admin/feedback/${id}/texts`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('feedback_not_found');
    }
  });
});
