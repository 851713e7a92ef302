import { analyzeResponseSchema } from '@resumeloop/contracts/scoring';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { INDUSTRY, JOB, RESUME } from './refine-fixtures';
import { setLanguage, signUp } from './resume-user';

const ANALYZE = '/api/scoring/analyze';
const body = { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY };

describe.each(DATABASE_KINDS)('the analysis in the reader language on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  it('answers a de-DE user in German, with the same checks, codes and scores as en-US', async () => {
    const english = await signUp(app, database);
    const german = await signUp(app, database);
    await setLanguage(german.client, 'de-DE');

    const inEnglish = analyzeResponseSchema.parse(
      (await english.client.request({ method: 'POST', url: ANALYZE, payload: body })).json(),
    );
    const response = await german.client.request({ method: 'POST', url: ANALYZE, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    const inGerman = analyzeResponseSchema.parse(response.json());

    const checksOf = (result: typeof inEnglish) =>
      result.initial_score.categories.flatMap((category) => category.checks);
    const englishChecks = checksOf(inEnglish);
    const germanChecks = checksOf(inGerman);
    // The same judgement: ids, categories, pass or fail and every score.
    expect(germanChecks.map(({ id, passed, ran, weight }) => ({ id, passed, ran, weight }))).toEqual(
      englishChecks.map(({ id, passed, ran, weight }) => ({ id, passed, ran, weight })),
    );
    expect(inGerman.initial_score.scores).toEqual(inEnglish.initial_score.scores);
    expect(inGerman.initial_score.overall_score).toBe(inEnglish.initial_score.overall_score);
    expect(
      inGerman.question_details.map(({ id, kind, expected_gain }) => ({ id, kind, expected_gain })),
    ).toEqual(inEnglish.question_details.map(({ id, kind, expected_gain }) => ({ id, kind, expected_gain })));

    // In other words: every label, reason and fix shown, and every question.
    for (const [index, check] of germanChecks.entries()) {
      const original = englishChecks[index];
      expect(check.label, check.id).not.toBe(original?.label);
      expect(check.reason, check.id).not.toBe(original?.reason);
      if (check.fix) expect(check.fix, check.id).not.toBe(original?.fix);
    }
    expect(germanChecks.find((check) => check.id === 'spelling')?.label).toBe('Rechtschreibung');
    expect(germanChecks.some((check) => check.fix !== '')).toBe(true);
    for (const [index, question] of inGerman.questions.entries())
      expect(question).not.toBe(inEnglish.questions[index]);
    expect(inGerman.question_details.map((detail) => detail.text)).toEqual(inGerman.questions);
    expect(inGerman.questions.join(' ')).toMatch(/\b(?:Sie|Ihre?n?|Stelle)\b/);
  });
});
