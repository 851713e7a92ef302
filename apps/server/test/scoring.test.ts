import { revertResponseSchema } from '@resumeloop/contracts/editor';
import { sessionStatusResponseSchema } from '@resumeloop/contracts/review';
import {
  analyzeResponseSchema,
  industriesResponseSchema,
  refineResponseSchema,
  SCORE_CATEGORY_IDS,
  SCORE_CATEGORY_LABELS,
} from '@resumeloop/contracts/scoring';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { ANSWER, INDUSTRY, JOB, LONG_RESUME, RESUME } from './refine-fixtures';
import { bearerToken, countRows, signUp } from './resume-user';

const ANALYZE = '/api/scoring/analyze';
const REFINE = '/api/scoring/refine-with-answers';
const body = { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY };

describe.each(DATABASE_KINDS)('scoring on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  describe('GET /api/scoring/industries', () => {
    it('lists the 37 industries in their categories, without signing in', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/scoring/industries' });
      expect(response.statusCode).toBe(200);
      const { categories } = industriesResponseSchema.parse(response.json());
      const all = Object.values(categories).flat();
      expect(all).toHaveLength(37);
      expect(new Set(all).size).toBe(37);
      expect(all).toEqual(expect.arrayContaining(['General Professional', 'Logistics', 'Cybersecurity']));
      // SPEC §3's fallback groups hold.
      expect(categories.General).toContain('General Professional');
      expect(categories['Technology & Engineering']).toEqual(
        expect.arrayContaining(['Software Engineering', 'Manufacturing Engineering']),
      );
      expect(categories['Healthcare & Life Sciences']).toContain('Healthcare');
      expect(categories['Business & Finance']).toEqual(
        expect.arrayContaining(['Finance & Banking', 'Consulting']),
      );
      expect(categories['Education & Research']).toContain('Academic & Research');
    });
  });

  it('documents the refinement endpoints in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(document.paths['/api/scoring/industries'].get).toBeDefined();
    expect(document.paths['/api/scoring/analyze'].post.requestBody).toBeDefined();
    expect(document.paths['/api/scoring/refine-with-answers'].post.responses['200']).toBeDefined();
    expect(document.paths['/api/review/sessions/{id}/status'].get).toBeDefined();
    expect(Object.keys(document.paths['/api/resumes/sessions']).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(document.paths['/api/resumes/sessions/{id}']).sort()).toEqual(['delete', 'get']);
    expect(document.components.schemas).toHaveProperty('RefineResponse');
    expect(document.components.schemas).toHaveProperty('StructuredResume');
  });

  describe('POST /api/scoring/analyze', () => {
    it('scores the resume in seven categories and asks 3 to 8 questions', async () => {
      const { client } = await signUp(app, database);
      const response = await client.request({ method: 'POST', url: ANALYZE, payload: body });
      expect(response.statusCode, response.body).toBe(200);
      const result = analyzeResponseSchema.parse(response.json());
      expect(result.questions.length).toBeGreaterThanOrEqual(3);
      expect(result.questions.length).toBeLessThanOrEqual(8);
      for (const question of result.questions) expect(question.trim().length).toBeGreaterThan(10);
      expect(result.question_details.map((detail) => detail.text)).toEqual(result.questions);
      expect(result.notices).toEqual([]);

      const { initial_score: score } = result;
      expect(score.categories.map((category) => category.id)).toEqual([...SCORE_CATEGORY_IDS]);
      expect(Object.keys(score.scores).sort()).toEqual([...SCORE_CATEGORY_IDS].sort());
      for (const category of score.categories) {
        expect(category.label).toBe(SCORE_CATEGORY_LABELS[category.id]);
        expect(category.score).toBe(score.scores[category.id]);
        for (const check of category.checks) {
          expect(check.reason.length).toBeGreaterThan(0);
          // A check that ran and failed says what to do about it.
          if (check.ran && !check.passed) expect(check.fix.length, check.id).toBeGreaterThan(0);
          if (check.passed) expect(check.fix).toBe('');
        }
      }
      expect(score.categories.flatMap((category) => category.checks).some((check) => check.fix)).toBe(true);
      expect(score.overall_score).toBeGreaterThan(0);
      expect(score.overall_score).toBeLessThanOrEqual(100);
      expect(result.job.title.length).toBeGreaterThan(0);

      // Same input, same score and questions.
      const again = await client.request({ method: 'POST', url: ANALYZE, payload: body });
      expect(again.json().initial_score).toEqual(result.initial_score);
      expect(again.json().questions).toEqual(result.questions);
    });

    it('refuses blank fields with SPEC §5 messages joined', async () => {
      const { client } = await signUp(app, database);
      const blank = await client.request({
        method: 'POST',
        url: ANALYZE,
        payload: { resume_text: '  ', job_description: '', target_industry: '' },
      });
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toMatchObject({
        code: 'validation_error',
        detail: 'Resume text is required. Job description is required. Please select your target industry',
      });
      expect(blank.json().errors.map((error: { field: string }) => error.field)).toEqual([
        'resume_text',
        'job_description',
        'target_industry',
      ]);

      const missing = await client.request({ method: 'POST', url: ANALYZE, payload: {} });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().detail).toBe(
        'Resume text is required. Job description is required. Please select your target industry',
      );

      const oneBlank = await client.request({
        method: 'POST',
        url: ANALYZE,
        payload: { ...body, job_description: '\n' },
      });
      expect(oneBlank.statusCode).toBe(422);
      expect(oneBlank.json().detail).toBe('Job description is required');
      expect(oneBlank.json().errors).toEqual([
        { field: 'job_description', message: 'Job description is required' },
      ]);
    });

    it('refuses an industry that is not one of the 37', async () => {
      const { client } = await signUp(app, database);
      const response = await client.request({
        method: 'POST',
        url: ANALYZE,
        payload: { ...body, target_industry: 'Underwater Basket Weaving' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'unknown_industry',
        detail: 'Unknown target industry: Underwater Basket Weaving',
        errors: [{ field: 'target_industry', message: 'Unknown target industry: Underwater Basket Weaving' }],
      });
    });

    it('needs a signed-in user (401), with a verified address (403)', async () => {
      const anonymous = await app.inject({ method: 'POST', url: ANALYZE, payload: body });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().detail).toBe('Authentication required. Please log in again.');
      // Even with an invalid body, the sign-in check comes first.
      expect((await app.inject({ method: 'POST', url: ANALYZE, payload: {} })).statusCode).toBe(401);

      const { client } = await signUp(app, database, { verified: false });
      for (const url of [ANALYZE, REFINE]) {
        const response = await client.request({ method: 'POST', url, payload: { ...body, answers: [] } });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'email_not_verified',
          detail: 'Please verify your email address to use the resume tools.',
        });
      }
    });

    it('requires the CSRF token of a cookie session', async () => {
      const { client } = await signUp(app, database);
      const response = await client.request({ method: 'POST', url: ANALYZE, payload: body, csrf: false });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('csrf_failed');
    });

    it('works with a bearer token and no CSRF token', async () => {
      const { email } = await signUp(app, database);
      const authorization = `Bearer ${await bearerToken(app, email)}`;
      const response = await app.inject({
        method: 'POST',
        url: ANALYZE,
        headers: { authorization },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().questions.length).toBeGreaterThanOrEqual(3);
    });

    it('uses the first 8,000 characters of a longer resume, and says so', async () => {
      const { client } = await signUp(app, database);
      expect(LONG_RESUME.trim().length).toBeGreaterThan(8000);
      const response = await client.request({
        method: 'POST',
        url: ANALYZE,
        payload: { ...body, resume_text: LONG_RESUME, job_description: `${JOB}\n${'x'.repeat(10_001)}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().notices).toEqual([
        'Your resume was longer than 8,000 characters; only the first 8,000 were used.',
        'The job description was longer than 10,000 characters; only the first 10,000 were used.',
      ]);
      const cut = await client.request({
        method: 'POST',
        url: ANALYZE,
        payload: {
          ...body,
          resume_text: LONG_RESUME.trim().slice(0, 8000),
          job_description: `${JOB}\n${'x'.repeat(10_001)}`.slice(0, 10_000),
        },
      });
      expect(cut.json().initial_score).toEqual(response.json().initial_score);
    });
  });

  describe('POST /api/scoring/refine-with-answers', () => {
    async function analyzed() {
      const user = await signUp(app, database);
      const response = await user.client.request({ method: 'POST', url: ANALYZE, payload: body });
      expect(response.statusCode, response.body).toBe(200);
      return { ...user, analysis: analyzeResponseSchema.parse(response.json()) };
    }

    it('refines with the answers, saves the session and reports the improvement', async () => {
      const { client, userId, analysis } = await analyzed();
      const answers = analysis.questions.map((_, index) =>
        index === 0 ? ANSWER : index === 1 ? 'Yes, daily for three years.' : '',
      );
      const response = await client.request({ method: 'POST', url: REFINE, payload: { ...body, answers } });
      expect(response.statusCode, response.body).toBe(200);
      const result = refineResponseSchema.parse(response.json());
      expect(result.final_text.length).toBeGreaterThan(200);
      expect(result.history.length).toBeGreaterThan(0);
      expect(result.notices).toEqual([]);
      expect(result.structured_resume.sections.length).toBeGreaterThan(0);
      const { improvement } = result.final_scores;
      expect(improvement.initial).toBe(analysis.initial_score.overall_score);
      expect(improvement.change).toBeGreaterThan(0);
      expect(improvement.final).toBe(result.final_scores.overall_score);
      expect(improvement.change).toBeCloseTo(improvement.final - improvement.initial, 1);
      expect(result.final_scores.feedback_summary.length).toBeGreaterThan(0);
      expect(result.final_scores.categories).toHaveLength(7);
      expect(await countRows(database, userId)).toBe(1);

      const status = await client.request({
        method: 'GET',
        url: `/api/review/sessions/${result.session_id}/status`,
      });
      expect(status.statusCode).toBe(200);
      const parsed = sessionStatusResponseSchema.parse(status.json());
      expect(parsed).toEqual({
        session_id: result.session_id,
        status: 'completed',
        final_scores: result.final_scores,
        scores: analysis.initial_score,
      });
    });

    it('refuses answers over 8,000 characters in total, saving nothing', async () => {
      const { client, userId } = await signUp(app, database);
      const answers = Array.from({ length: 5 }, () => 'a'.repeat(1700));
      const response = await client.request({ method: 'POST', url: REFINE, payload: { ...body, answers } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'answers_too_long',
        detail: 'Total answers exceed character limit. Please shorten your responses.',
        errors: [{ field: 'answers' }],
      });
      expect(await countRows(database, userId)).toBe(0);
    });

    it('refuses more answers than questions', async () => {
      const { client, userId, analysis } = await analyzed();
      const count = analysis.questions.length;
      const response = await client.request({
        method: 'POST',
        url: REFINE,
        payload: { ...body, answers: Array.from({ length: count + 1 }, () => 'Yes') },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'too_many_answers',
        detail: `Expected at most ${count} answers, one per question.`,
      });
      expect(await countRows(database, userId)).toBe(0);
    });

    it('refuses answers that are not a list of strings', async () => {
      const { client } = await signUp(app, database);
      const response = await client.request({
        method: 'POST',
        url: REFINE,
        payload: { ...body, answers: 'Yes' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe('Answers must be a list of strings, one per question');
    });

    it('accepts empty answers', async () => {
      const { client, userId } = await signUp(app, database);
      const none = await client.request({ method: 'POST', url: REFINE, payload: { ...body, answers: [] } });
      expect(none.statusCode, none.body).toBe(200);
      const blanks = await client.request({
        method: 'POST',
        url: REFINE,
        payload: { ...body, answers: ['', ' ', ''] },
      });
      expect(blanks.statusCode, blanks.body).toBe(200);
      expect(blanks.json().final_scores).toEqual(none.json().final_scores);
      expect(blanks.json().final_text).toBe(none.json().final_text);
      expect(await countRows(database, userId)).toBe(2);
    });

    it('uses the first 2,000 characters of a longer answer, and says so', async () => {
      const { client } = await signUp(app, database);
      const long = `${ANSWER} ${'And more detail about that work. '.repeat(80)}`.slice(0, 2001);
      expect(long).toHaveLength(2001);
      const response = await client.request({
        method: 'POST',
        url: REFINE,
        payload: { ...body, answers: [long] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().notices).toEqual([
        'Answer 1 was longer than 2,000 characters; only the first 2,000 were used.',
      ]);
      const detail = await client.request({
        method: 'GET',
        url: `/api/resumes/sessions/${response.json().session_id}`,
      });
      expect(detail.json().answers[0]).toBe(long.slice(0, 2000));
      expect(detail.json().notices).toEqual(response.json().notices);
    });

    it('needs a signed-in user', async () => {
      const response = await app.inject({ method: 'POST', url: REFINE, payload: { ...body, answers: [] } });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a NUL or half a surrogate pair in the resume, the job or an answer with 422, saving nothing', async () => {
      const { client, userId, analysis } = await analyzed();
      const answers = analysis.questions.map(() => '');
      for (const payload of [
        { ...body, resume_text: `${RESUME}\u0000`, answers },
        { ...body, job_description: `${JOB}\ud83d`, answers },
        { ...body, answers: ['Cut costs by 20%\u0000', ...answers.slice(1)] },
      ]) {
        const response = await client.request({ method: 'POST', url: REFINE, payload });
        expect(response.statusCode).toBe(422);
        expect(response.json().code).toBe('invalid_text');
      }
      expect(await countRows(database, userId)).toBe(0);
    });

    it('reports the answers it did not use, with the reason', async () => {
      const { client, analysis } = await analyzed();
      const answers = analysis.questions.map((_, index) => (index === 0 ? 'not measured' : ''));
      const response = await client.request({ method: 'POST', url: REFINE, payload: { ...body, answers } });
      expect(response.statusCode, response.body).toBe(200);
      const result = refineResponseSchema.parse(response.json());
      expect(result.unused_answers).toEqual([
        {
          question_index: 0,
          text: 'not measured',
          reason: expect.stringMatching(/Nothing to add/),
          reason_ref: { id: 'refine.engine.unused.filler' },
        },
      ]);
    });
  });

  describe('POST /api/review/sessions/{id}/revert', () => {
    async function refined() {
      const user = await signUp(app, database);
      const analysis = analyzeResponseSchema.parse(
        (await user.client.request({ method: 'POST', url: ANALYZE, payload: body })).json(),
      );
      const answers = analysis.questions.map((_, index) => (index === 0 ? ANSWER : ''));
      const response = await user.client.request({
        method: 'POST',
        url: REFINE,
        payload: { ...body, answers },
      });
      expect(response.statusCode, response.body).toBe(200);
      return { ...user, result: refineResponseSchema.parse(response.json()) };
    }
    const revertUrl = (id: string) => `/api/review/sessions/${id}/revert`;

    it('undoes one change, keeps the others, rescores and saves', async () => {
      const { client, result } = await refined();
      expect(result.history.length).toBeGreaterThan(1);
      const [undone, ...kept] = result.history;
      const response = await client.request({
        method: 'POST',
        url: revertUrl(result.session_id),
        payload: { change_ids: [undone?.id] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const reverted = revertResponseSchema.parse(response.json());
      expect(reverted.reverted).toContain(undone?.id);
      expect(reverted.history.map((item) => item.id)).toEqual(
        kept.map((item) => item.id).filter((id) => !reverted.reverted.includes(id)),
      );
      if (undone?.after && undone.before) {
        expect(reverted.final_text).not.toContain(undone.after);
        expect(reverted.final_text).toContain(undone.before);
      }
      expect(reverted.final_scores.improvement.initial).toBe(result.final_scores.improvement.initial);
      // Saved: the session reads back as reverted.
      const detail = (
        await client.request({ method: 'GET', url: `/api/resumes/sessions/${result.session_id}` })
      ).json();
      expect(detail.final_text).toBe(reverted.final_text);
      expect(detail.history).toEqual(reverted.history);
      // Undoing it again finds nothing of it: 422 naming the id.
      const again = await client.request({
        method: 'POST',
        url: revertUrl(result.session_id),
        payload: { change_ids: [undone?.id] },
      });
      expect(again.statusCode).toBe(422);
    });

    it('refuses bad bodies, unknown ids and other users', async () => {
      const { client, result } = await refined();
      for (const payload of [{}, { change_ids: [] }, { change_ids: 'e1' }, { change_ids: [1] }]) {
        const response = await client.request({ method: 'POST', url: revertUrl(result.session_id), payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().detail.length).toBeGreaterThan(0);
      }
      const unknown = await client.request({
        method: 'POST',
        url: revertUrl(result.session_id),
        payload: { change_ids: ['e-not-a-change'] },
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().detail).toMatch(/No change with id e-not-a-change/);
      const missing = await client.request({
        method: 'POST',
        url: revertUrl('00000000-0000-4000-8000-000000000000'),
        payload: { change_ids: ['x'] },
      });
      expect(missing.statusCode).toBe(404);
      const other = await signUp(app, database);
      const theirs = await other.client.request({
        method: 'POST',
        url: revertUrl(result.session_id),
        payload: { change_ids: [result.history[0]?.id] },
      });
      expect(theirs.statusCode).toBe(404);
      const anonymous = await app.inject({
        method: 'POST',
        url: revertUrl(result.session_id),
        payload: { change_ids: ['x'] },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
