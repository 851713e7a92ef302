import { readdirSync, readFileSync } from 'node:fs';
import { sessionDetailSchema, sessionListResponseSchema } from '@resumeloop/contracts/resumes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { ANSWER, INDUSTRY, JOB, OTHER_JOB, OTHER_RESUME, RESUME } from './refine-fixtures';
import { countRows, signUp } from './resume-user';
import type { SessionClient } from './session-client';

const NOT_FOUND = 'Resume session not found.';

async function refine(
  client: SessionClient,
  input: { resume_text: string; job_description: string; target_industry: string } = {
    resume_text: RESUME,
    job_description: JOB,
    target_industry: INDUSTRY,
  },
) {
  const response = await client.request({
    method: 'POST',
    url: '/api/scoring/refine-with-answers',
    payload: { ...input, answers: [ANSWER] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    session_id: string;
    final_text: string;
    final_scores: { overall_score: number };
  };
}

describe.each(DATABASE_KINDS)('refine sessions on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  it('lists the user’s sessions newest first, and shows one in full', async () => {
    const { client } = await signUp(app, database);
    const first = await refine(client);
    const second = await refine(client, {
      resume_text: OTHER_RESUME,
      job_description: OTHER_JOB,
      target_industry: 'finance & banking',
    });
    const list = await client.request({ method: 'GET', url: '/api/resumes/sessions' });
    expect(list.statusCode).toBe(200);
    const { sessions } = sessionListResponseSchema.parse(list.json());
    expect(sessions.map((session) => session.id)).toEqual([second.session_id, first.session_id]);
    expect(sessions[0]).toMatchObject({
      target_industry: 'Finance & Banking',
      final_score: second.final_scores.overall_score,
    });
    expect(sessions[1]).toMatchObject({
      target_industry: INDUSTRY,
      final_score: first.final_scores.overall_score,
    });
    expect(Date.parse(sessions[0]?.created_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(sessions[1]?.created_at ?? ''),
    );
    for (const session of sessions) {
      expect(Date.parse(session.updated_at)).toBeGreaterThanOrEqual(Date.parse(session.created_at));
    }
    for (const session of sessions) expect(session.job_title.length).toBeGreaterThan(0);

    const detail = await client.request({ method: 'GET', url: `/api/resumes/sessions/${first.session_id}` });
    expect(detail.statusCode).toBe(200);
    const session = sessionDetailSchema.parse(detail.json());
    expect(session).toMatchObject({
      id: first.session_id,
      resume_text: RESUME.trim(),
      job_description: JOB.trim(),
      target_industry: INDUSTRY,
      final_text: first.final_text,
      final_scores: first.final_scores,
      notices: [],
    });
    expect(session.answers[0]).toBe(ANSWER);
    expect(session.answers).toHaveLength(session.questions.length);
    expect(session.answers.slice(1).every((answer) => answer === '')).toBe(true);
    expect(session.initial_score.overall_score).toBe(sessions[1]?.initial_score);
    expect(session.history.length).toBeGreaterThan(0);
  });

  it('hides another user’s sessions: 404 on status, detail and delete', async () => {
    const owner = await signUp(app, database);
    const { session_id: id } = await refine(owner.client);
    const stranger = await signUp(app, database);
    for (const url of [`/api/review/sessions/${id}/status`, `/api/resumes/sessions/${id}`]) {
      const response = await stranger.client.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: NOT_FOUND, code: 'session_not_found' });
    }
    const deleted = await stranger.client.request({ method: 'DELETE', url: `/api/resumes/sessions/${id}` });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().detail).toBe(NOT_FOUND);
    const all = await stranger.client.request({ method: 'DELETE', url: '/api/resumes/sessions' });
    expect(all.json()).toEqual({ deleted: 0 });
    expect((await stranger.client.request({ method: 'GET', url: '/api/resumes/sessions' })).json()).toEqual({
      sessions: [],
    });
    expect(await countRows(database, owner.userId)).toBe(1);
    expect(
      (await owner.client.request({ method: 'GET', url: `/api/review/sessions/${id}/status` })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const { client } = await signUp(app, database);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1%20or%201=1']) {
      for (const url of [`/api/review/sessions/${id}/status`, `/api/resumes/sessions/${id}`]) {
        const response = await client.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().detail).toBe(NOT_FOUND);
      }
      const deleted = await client.request({ method: 'DELETE', url: `/api/resumes/sessions/${id}` });
      expect(deleted.statusCode).toBe(404);
    }
  });

  it('needs a signed-in, verified user, and the CSRF token to delete', async () => {
    for (const [method, url] of [
      ['GET', '/api/resumes/sessions'],
      ['GET', '/api/resumes/sessions/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/review/sessions/00000000-0000-4000-8000-000000000000/status'],
      ['DELETE', '/api/resumes/sessions'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const unverified = await signUp(app, database, { verified: false });
    const refused = await unverified.client.request({ method: 'GET', url: '/api/resumes/sessions' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Please verify your email address to use the resume tools.');

    const { client, userId } = await signUp(app, database);
    const { session_id: id } = await refine(client);
    const noToken = await client.request({
      method: 'DELETE',
      url: `/api/resumes/sessions/${id}`,
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('csrf_failed');
    expect(await countRows(database, userId)).toBe(1);
  });

  it('deletes one session, then all of them', async () => {
    const { client, userId } = await signUp(app, database);
    const first = await refine(client);
    const second = await refine(client);
    const third = await refine(client);
    const one = await client.request({ method: 'DELETE', url: `/api/resumes/sessions/${second.session_id}` });
    expect(one.statusCode).toBe(204);
    expect(one.body).toBe('');
    expect(
      (await client.request({ method: 'GET', url: `/api/resumes/sessions/${second.session_id}` })).statusCode,
    ).toBe(404);
    const list = await client.request({ method: 'GET', url: '/api/resumes/sessions' });
    expect(list.json().sessions.map((session: { id: string }) => session.id)).toEqual([
      third.session_id,
      first.session_id,
    ]);
    const again = await client.request({
      method: 'DELETE',
      url: `/api/resumes/sessions/${second.session_id}`,
    });
    expect(again.statusCode).toBe(404);

    const all = await client.request({ method: 'DELETE', url: '/api/resumes/sessions' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ deleted: 2 });
    expect((await client.request({ method: 'GET', url: '/api/resumes/sessions' })).json()).toEqual({
      sessions: [],
    });
    expect(await countRows(database, userId)).toBe(0);
  });

  it('exports the user’s sessions in full', async () => {
    const { client } = await signUp(app, database);
    const { session_id: id } = await refine(client);
    const other = await signUp(app, database);
    await refine(other.client);
    const response = await client.request({ method: 'GET', url: '/api/settings/export' });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.refine_sessions).toHaveLength(1);
    const detail = await client.request({ method: 'GET', url: `/api/resumes/sessions/${id}` });
    expect(data.refine_sessions[0]).toEqual(detail.json());
  });

  it('deletes the sessions with the account', async () => {
    const { client, userId } = await signUp(app, database);
    await refine(client);
    expect(await countRows(database, userId)).toBe(1);
    const deleted = await client.request({
      method: 'POST',
      url: '/api/users/me/delete-account',
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await countRows(database, userId)).toBe(0);
    const users = await database.db.execute(sql`select count(*)::int as n from users where id = ${userId}`);
    expect((users as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });
});

describe('the migrations', () => {
  it('name no schema, so tables resolve through search_path', () => {
    const folder = new URL('../drizzle/', import.meta.url);
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(files).toContain('0002_refine_sessions.sql');
    for (const file of files)
      expect(readFileSync(new URL(file, folder), 'utf8'), file).not.toContain('"public".');
  });
});
