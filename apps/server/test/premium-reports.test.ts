import { ZScoreHistoryResponse } from '@resumeloop/contracts/analytics';
import { SCORE_CATEGORY_IDS } from '@resumeloop/contracts/scoring';
import { extractPdfText } from '@resumeloop/render/extract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { makeAdmin, setPlanTier } from './plans-support';
import { refineSession } from './refined-session';
import { setLanguage, signUp } from './resume-user';
import type { SessionClient } from './session-client';

const SCORES = '/api/analytics/scores';
const reportUrl = (id: string) => `/api/resumes/sessions/${id}/ats-report`;

type Account = { client: SessionClient; userId: string };

/** Moves a session's creation time, so the history's order does not rest on the clock's resolution. */
async function setCreatedAt(database: TestDatabase, id: string, at: string): Promise<void> {
  await database.db.execute(sql`update refine_sessions set created_at = ${at}::timestamptz where id = ${id}`);
}

/** A session with its final scores taken away: one analysed, not refined. */
async function unrefine(database: TestDatabase, id: string): Promise<void> {
  await database.db.execute(
    sql`update refine_sessions set final_scores = null, final_overall_score = null where id = ${id}`,
  );
}

async function storedScores(database: TestDatabase, id: string) {
  const result = await database.db.execute(
    sql`select initial_score, final_scores from refine_sessions where id = ${id}`,
  );
  return (result as unknown as { rows: Array<{ initial_score: unknown; final_scores: unknown }> })
    .rows[0] as {
    initial_score: { overall_score: number; scores: Record<string, number> };
    final_scores: {
      overall_score: number;
      scores: Record<string, number>;
      categories: Array<{ checks: Array<{ label: string; passed: boolean; ran: boolean }> }>;
    } | null;
  };
}

describe.each(DATABASE_KINDS)('premium analytics and ATS reports on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  let free: Account;
  let premium: Account;
  let admin: Account;
  let stranger: Account;
  let older: string;
  let newer: string;

  beforeAll(async () => {
    [free, premium, admin, stranger] = await Promise.all([
      signUp(app, database),
      signUp(app, database),
      signUp(app, database),
      signUp(app, database),
    ]);
    await setPlanTier(database, premium.userId, 'premium');
    await setPlanTier(database, stranger.userId, 'premium');
    await makeAdmin(database, admin.userId);
    newer = await refineSession(premium.client);
    older = await refineSession(premium.client);
    await setCreatedAt(database, older, '2026-09-01T10:00:00Z');
    await setCreatedAt(database, newer, '2026-10-15T10:00:00Z');
    await unrefine(database, older);
    await refineSession(stranger.client);
  });

  describe('GET /api/analytics/scores', () => {
    it('refuses a free account with premium_required and a detail naming the feature', async () => {
      const response = await free.client.request({ method: 'GET', url: SCORES });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('premium_required');
      expect(response.json().detail).toMatch(/Premium/);
    });

    it('answers a guest 401', async () => {
      const response = await app.inject({ method: 'GET', url: SCORES });
      expect(response.statusCode).toBe(401);
    });

    it("gives a premium account its own sessions' scores, oldest first, with aggregates", async () => {
      const response = await premium.client.request({ method: 'GET', url: SCORES });
      expect(response.statusCode, response.body).toBe(200);
      const history = ZScoreHistoryResponse.parse(response.json());
      expect(history.sessions.map((session) => session.session_id)).toEqual([older, newer]);
      const [first, second] = history.sessions;
      const stored = await storedScores(database, newer);
      const final = stored.final_scores;
      if (!first || !second || !final) throw new Error('missing sessions');
      expect(first.created_at).toBe('2026-09-01T10:00:00.000Z');
      expect(first.overall.after).toBeNull();
      expect(second.overall).toEqual({
        before: Math.round(stored.initial_score.overall_score * 10) / 10,
        after: Math.round(final.overall_score * 10) / 10,
      });
      for (const id of SCORE_CATEGORY_IDS) {
        expect(second.categories[id].before).toBeCloseTo(stored.initial_score.scores[id] ?? -1, 1);
        expect(second.categories[id].after).toBeCloseTo(final.scores[id] ?? -1, 1);
        expect(first.categories[id].after).toBeNull();
      }
      const overall = history.aggregates.overall;
      expect(overall.refined_sessions).toBe(1);
      expect(overall.latest).toBe(second.overall.after);
      expect(overall.best).toBe(Math.max(first.overall.before, second.overall.after ?? 0));
      expect(overall.average_gain).toBeCloseTo((second.overall.after ?? 0) - second.overall.before, 1);
    });

    it('gives an account without sessions an empty history, and an admin the feature too', async () => {
      const response = await admin.client.request({ method: 'GET', url: SCORES });
      expect(response.statusCode).toBe(200);
      expect(response.json().sessions).toEqual([]);
      expect(response.json().aggregates.overall).toEqual({
        best: null,
        latest: null,
        average_gain: null,
        refined_sessions: 0,
      });
    });
  });

  describe('GET /api/resumes/sessions/:id/ats-report', () => {
    it('refuses a free account with premium_required, even for its own session', async () => {
      const own = await refineSession(free.client);
      const response = await free.client.request({ method: 'GET', url: reportUrl(own) });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('premium_required');
      expect(response.json().detail).toMatch(/ATS|Premium/);
    });

    it("answers 404 for another account's session, an unknown id and a malformed one", async () => {
      for (const url of [
        reportUrl(newer),
        reportUrl('6f1c2a9e-0b7d-4f53-9c1e-2d8a4b5c6e7f'),
        reportUrl('nope'),
      ]) {
        const response = await stranger.client.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('session_not_found');
      }
    });

    it('gives the owner a PDF of every check of the latest scores, with scores before and after', async () => {
      const response = await premium.client.request({ method: 'GET', url: reportUrl(newer) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="ats-report-[a-z0-9-]+-2026-10-15\.pdf"$/,
      );
      const text = (await extractPdfText(new Uint8Array(response.rawPayload))).replace(/\s+/g, ' ');
      expect(text).toContain('ATS report');
      expect(text).toContain('Scores by category');
      expect(text).toMatch(/Overall score: \d+ before refinement, \d+ after/);
      const final = (await storedScores(database, newer)).final_scores;
      if (!final) throw new Error('not refined');
      const checks = final.categories.flatMap((category) => category.checks);
      expect(checks.length).toBeGreaterThan(10);
      for (const check of checks) expect(text).toContain(check.label.replace(/\s+/g, ' '));
      expect(text).toContain('What we found');
      if (checks.some((check) => check.ran && !check.passed)) expect(text).toContain('How to fix it');
      expect(text).toMatch(/Page 1 of \d+/);
    });

    it("reports a session not refined yet on the analysis' checks", async () => {
      const response = await premium.client.request({ method: 'GET', url: reportUrl(older) });
      expect(response.statusCode).toBe(200);
      const text = (await extractPdfText(new Uint8Array(response.rawPayload))).replace(/\s+/g, ' ');
      expect(text).toMatch(/Overall score: \d+ \(not refined yet\)/);
    });

    it("is written in the reader's language", async () => {
      const german = await signUp(app, database);
      await setPlanTier(database, german.userId, 'premium');
      await setLanguage(german.client, 'de-DE');
      const id = await refineSession(german.client);
      const response = await german.client.request({ method: 'GET', url: reportUrl(id) });
      expect(response.statusCode).toBe(200);
      const text = (await extractPdfText(new Uint8Array(response.rawPayload))).replace(/\s+/g, ' ');
      expect(text).toContain('ATS-Bericht');
      expect(text).toContain('Bewertungen nach Kategorie');
      expect(text).toMatch(/Seite 1 von \d+/);
      expect(text).not.toContain('What we found');
    });
  });
});
