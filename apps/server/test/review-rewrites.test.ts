import { revertResponseSchema } from '@resumeloop/contracts/editor';
import {
  decideChangesResponseSchema,
  importRewriteResponseSchema,
  pendingChangesResponseSchema,
  REVIEW_LIMITS,
} from '@resumeloop/contracts/review';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { signUp } from './resume-user';
import { REVIEW_ANSWERS, REVIEW_JOB, REVIEW_RESUME, REVIEW_REWRITE } from './review-fixtures';
import type { SessionClient } from './session-client';

const base = (id: string) => `/api/review/sessions/${id}`;

async function refined(client: SessionClient): Promise<string> {
  const analyze = await client.request({
    method: 'POST',
    url: '/api/scoring/analyze',
    payload: { resume_text: REVIEW_RESUME, job_description: REVIEW_JOB, target_industry: 'Operations' },
  });
  expect(analyze.statusCode, analyze.body).toBe(200);
  const questions = (analyze.json() as { questions: string[] }).questions;
  const response = await client.request({
    method: 'POST',
    url: '/api/scoring/refine-with-answers',
    payload: {
      resume_text: REVIEW_RESUME,
      job_description: REVIEW_JOB,
      target_industry: 'Operations',
      // Each answer to the question it answers; the others left blank.
      answers: questions.map((question) =>
        /Power BI/.test(question)
          ? (REVIEW_ANSWERS[1] ?? '')
          : /mis-picks/.test(question)
            ? (REVIEW_ANSWERS[0] ?? '')
            : '',
      ),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { session_id: string }).session_id;
}

function importText(client: SessionClient, id: string, text: unknown) {
  return client.request({ method: 'POST', url: `${base(id)}/import`, payload: { text } });
}

describe.each(DATABASE_KINDS)('checking a rewrite from another tool (%s)', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  useTestApp(kind, (made) => {
    ({ app, database } = made);
  });

  let user: Awaited<ReturnType<typeof signUp>>;
  let sessionId: string;
  beforeAll(async () => {
    user = await signUp(app, database);
    sessionId = await refined(user.client);
  });

  it('applies what the resume holds and holds a planted figure and a tool only the job names', async () => {
    const response = await importText(user.client, sessionId, REVIEW_REWRITE);
    expect(response.statusCode, response.body).toBe(200);
    const result = importRewriteResponseSchema.parse(response.json());
    expect(result.writer).toBe('pasted');
    const planted = result.changes.find((change) => change.after.includes('45%'));
    expect(planted).toMatchObject({ status: 'pending', verdict: 'unsupported' });
    expect(planted?.flags.map((flag) => flag.text)).toContain('45%');
    const tool = result.changes.find((change) => change.after.includes('Tableau'));
    expect(tool?.status).toBe('pending');
    expect(tool?.flags).toContainEqual(
      expect.objectContaining({
        kind: 'skill',
        reason: expect.stringContaining('you said you have not used it'),
      }),
    );
    expect(tool?.flags[0]?.text).toContain('Tableau');
    // The answers' own figures go in; the planted ones do not.
    expect(result.final_text).not.toContain('45%');
    expect(result.final_text).not.toContain('Tableau');
    const pending = pendingChangesResponseSchema.parse(
      (await user.client.request({ method: 'GET', url: `${base(sessionId)}/changes` })).json(),
    );
    expect(pending.pending_changes.map((change) => change.id).sort()).toEqual(
      result.changes
        .filter((change) => change.status === 'pending')
        .map((change) => change.id)
        .sort(),
    );
    // Every flag's text is the very words of the change.
    for (const change of result.changes)
      for (const flag of change.flags) {
        const text = change.after || change.before;
        expect(text.slice(flag.start, flag.end)).toBe(flag.text);
      }
  });

  it('accepts a held change in the user own words, rejects another, and the applied one can be undone', async () => {
    const pending = pendingChangesResponseSchema.parse(
      (await user.client.request({ method: 'GET', url: `${base(sessionId)}/changes` })).json(),
    ).pending_changes;
    const planted = pending.find((change) => change.after.includes('45%'));
    const tool = pending.find((change) => change.after.includes('Tableau'));
    expect(planted && tool).toBeTruthy();
    const response = await user.client.request({
      method: 'POST',
      url: `${base(sessionId)}/changes`,
      payload: {
        accept: [{ id: planted?.id, text: 'Helped reduce mis-picks by auditing pick paths every week' }],
        reject: [tool?.id],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const decided = decideChangesResponseSchema.parse(response.json());
    expect(decided.changes.find((change) => change.id === planted?.id)).toMatchObject({
      status: 'applied',
      verdict: 'supported',
    });
    expect(decided.changes.find((change) => change.id === tool?.id)?.status).toBe('rejected');
    expect(decided.final_text).toContain('auditing pick paths every week');
    expect(decided.pending_changes.map((change) => change.id)).not.toContain(tool?.id);
    expect(decided.history.map((item) => item.id)).toContain(planted?.id);
    const undo = await user.client.request({
      method: 'POST',
      url: `${base(sessionId)}/revert`,
      payload: { change_ids: [planted?.id] },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(revertResponseSchema.parse(undo.json()).final_text).not.toContain('every week');
  });

  it('refuses bad input with a clear detail and keeps the session as it was', async () => {
    const before = (
      await user.client.request({ method: 'GET', url: `/api/dynamic-pdf/${sessionId}/current` })
    ).json();
    for (const text of ['', '   ', 'x'.repeat(REVIEW_LIMITS.rewriteText + 1), 42]) {
      const response = await importText(user.client, sessionId, text);
      expect(response.statusCode, response.body).toBe(422);
      expect((response.json() as { detail: string }).detail.length).toBeGreaterThan(0);
    }
    const nonsense = await importText(user.client, sessionId, 'hello there, just a note');
    expect([200, 422]).toContain(nonsense.statusCode);
    const unknown = await user.client.request({
      method: 'POST',
      url: `${base(sessionId)}/changes`,
      payload: { accept: [{ id: 'no-such-change' }] },
    });
    expect(unknown.statusCode).toBe(422);
    const empty = await user.client.request({
      method: 'POST',
      url: `${base(sessionId)}/changes`,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    const after = (
      await user.client.request({ method: 'GET', url: `/api/dynamic-pdf/${sessionId}/current` })
    ).json();
    if (nonsense.statusCode === 422) expect(after).toEqual(before);
  });

  it('reads a rewrite sent as a file, as uploads are', async () => {
    const boundary = '----review-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="rewrite.txt"',
      'Content-Type: text/plain',
      '',
      REVIEW_REWRITE,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await user.client.request({
      method: 'POST',
      url: `${base(sessionId)}/import`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      importRewriteResponseSchema
        .parse(response.json())
        .changes.some((change) => change.after.includes('45%')),
    ).toBe(true);
  });

  it("answers 404 for an unknown session and 403 for another user's", async () => {
    const other = await signUp(app, database);
    expect((await importText(other.client, sessionId, REVIEW_REWRITE)).statusCode).toBe(403);
    expect(
      (await other.client.request({ method: 'GET', url: `${base(sessionId)}/changes` })).statusCode,
    ).toBe(403);
    expect(
      (await importText(other.client, '00000000-0000-4000-8000-000000000000', REVIEW_REWRITE)).statusCode,
    ).toBe(404);
  });
});
