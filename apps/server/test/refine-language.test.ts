import { sessionDetailSchema } from '@resumeloop/contracts/resumes';
import { refineResponseSchema } from '@resumeloop/contracts/scoring';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { INDUSTRY, JOB, RESUME } from './refine-fixtures';
import { setLanguage, signUp } from './resume-user';

const REFINE = '/api/scoring/refine-with-answers';
const body = {
  resume_text: RESUME,
  job_description: JOB,
  target_industry: INDUSTRY,
  answers: ['not measured'],
};

describe.each(DATABASE_KINDS)('a refinement in the reader language on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  it('gives a de-DE user each change’s reason and each unused answer’s reason in German', async () => {
    const english = await signUp(app, database);
    const german = await signUp(app, database);
    await setLanguage(german.client, 'de-DE');

    const inEnglish = refineResponseSchema.parse(
      (await english.client.request({ method: 'POST', url: REFINE, payload: body })).json(),
    );
    const response = await german.client.request({ method: 'POST', url: REFINE, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    const inGerman = refineResponseSchema.parse(response.json());

    // The same changes and the same answers back, in other words.
    expect(inGerman.history.map((item) => item.after)).toEqual(inEnglish.history.map((item) => item.after));
    expect(inGerman.history.length).toBeGreaterThan(0);
    for (const [index, item] of inGerman.history.entries()) {
      const original = inEnglish.history[index];
      if (item.reason_ref) expect(item.reason, original?.reason).not.toBe(original?.reason);
    }
    expect(inGerman.history.some((item) => item.reason_ref)).toBe(true);
    expect(inEnglish.unused_answers[0]?.reason).toBe('Nothing to add: it states no fact to write.');
    expect(inGerman.unused_answers[0]?.reason).toBe(
      'Nichts hinzuzufügen: Die Antwort nennt keine Tatsache, die sich eintragen ließe.',
    );

    // The saved session reads the same, from the references kept with it.
    const detail = await german.client.request({
      method: 'GET',
      url: `/api/resumes/sessions/${inGerman.session_id}`,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const session = sessionDetailSchema.parse(detail.json());
    expect(session.history.map((item) => item.reason)).toEqual(inGerman.history.map((item) => item.reason));
    expect(session.unused_answers.map((item) => item.reason)).toEqual(
      inGerman.unused_answers.map((item) => item.reason),
    );
  });
});
