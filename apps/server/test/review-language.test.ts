/**
 * The saved session's reads, the review of rewrites, a rescore's summary, the industries list and a
 * language mismatch, each in the reader's language: the same session read by a user whose setting is
 * English, then German, has the same checks and scores in other words.
 */
import { revertResponseSchema } from '@resumeloop/contracts/editor';
import { sessionDetailSchema } from '@resumeloop/contracts/resumes';
import {
  decideChangesResponseSchema,
  importRewriteResponseSchema,
  pendingChangesResponseSchema,
  sessionStatusResponseSchema,
} from '@resumeloop/contracts/review';
import { analyzeResponseSchema, industriesResponseSchema } from '@resumeloop/contracts/scoring';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { setLanguage, signUp } from './resume-user';
import { REVIEW_ANSWERS, REVIEW_JOB, REVIEW_RESUME, REVIEW_REWRITE } from './review-fixtures';
import type { SessionClient } from './session-client';

const base = (id: string) => `/api/review/sessions/${id}`;

const GERMAN_RESUME = `Thomas Müller
Elektroniker für Energie- und Gebäudetechnik
thomas.mueller@example.de | 0341 2233445 | Leipzig

Berufserfahrung

Elektromeister bei Elektro Schulze GmbH, Leipzig
06/2020 – heute
- Leitung eines Teams von sechs Monteuren auf den Baustellen im Wohnungsbau
- Planung und Kalkulation von Elektroinstallationen für die Kunden der Firma
- Abnahme der Anlagen mit dem Kunden und Dokumentation für den Betreiber

Elektroniker bei Stadtwerke Leipzig GmbH, Leipzig
09/2014 – 05/2020
- Wartung und Instandhaltung von Umspannwerken und Mittelspannungsanlagen
- Störungsbereitschaft im Schichtbetrieb und Prüfung der Anlagen nach DGUV V3

Ausbildung
2011 – 2014 Ausbildung zum Elektroniker, Berufsschule Leipzig

Kenntnisse
SPS-Programmierung, KNX, Photovoltaik, Schaltschrankbau`;

const ENGLISH_JOB = `Electrician

We are looking for a licensed electrician to join our team. You will install, maintain and repair
electrical systems in residential and commercial buildings, read blueprints and work with the site
managers on our projects across the region.

Requirements
- 3+ years of experience as an electrician
- Experience with PLC programming and solar installations
- A valid driver's license
- You are able to work in a team and communicate with our customers`;

/** A refined session of the review fixtures, its questions answered in English. */
async function refined(client: SessionClient): Promise<string> {
  const payload = { resume_text: REVIEW_RESUME, job_description: REVIEW_JOB, target_industry: 'Operations' };
  const analyze = await client.request({ method: 'POST', url: '/api/scoring/analyze', payload });
  expect(analyze.statusCode, analyze.body).toBe(200);
  const { questions } = analyzeResponseSchema.parse(analyze.json());
  const answers = questions.map((question) =>
    /Power BI/.test(question)
      ? (REVIEW_ANSWERS[1] ?? '')
      : /mis-picks/.test(question)
        ? (REVIEW_ANSWERS[0] ?? '')
        : '',
  );
  const response = await client.request({
    method: 'POST',
    url: '/api/scoring/refine-with-answers',
    payload: { ...payload, answers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { session_id: string }).session_id;
}

const checksOf = (report: { categories: Array<{ checks: Array<{ id: string; label: string }> }> }) =>
  report.categories.flatMap((category) => category.checks);

describe.each(DATABASE_KINDS)('saved sessions and reviews in the reader language on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  useTestApp(kind, (made) => ({ app, database } = made));

  let user: Awaited<ReturnType<typeof signUp>>;
  let sessionId: string;
  beforeAll(async () => {
    user = await signUp(app, database);
    sessionId = await refined(user.client);
  });

  it('reads a saved session and its status in German, with the same checks and scores', async () => {
    const read = async () => ({
      detail: sessionDetailSchema.parse(
        (await user.client.request({ method: 'GET', url: `/api/resumes/sessions/${sessionId}` })).json(),
      ),
      status: sessionStatusResponseSchema.parse(
        (await user.client.request({ method: 'GET', url: `${base(sessionId)}/status` })).json(),
      ),
    });
    const english = await read();
    await setLanguage(user.client, 'de-DE');
    const german = await read();
    await setLanguage(user.client, 'en-US');

    expect(german.detail.initial_score.scores).toEqual(english.detail.initial_score.scores);
    expect(german.detail.final_scores?.overall_score).toBe(english.detail.final_scores?.overall_score);
    expect(english.detail.initial_score.categories[0]?.label).toBe('Formatting');
    expect(german.detail.initial_score.categories.map((category) => category.label)).toContain(
      'Formatierung',
    );
    const englishChecks = checksOf(english.detail.initial_score);
    const germanChecks = checksOf(german.detail.initial_score);
    expect(germanChecks.map((check) => check.id)).toEqual(englishChecks.map((check) => check.id));
    for (const [index, check] of germanChecks.entries())
      expect(check.label, check.id).not.toBe(englishChecks[index]?.label);
    expect(german.detail.questions).toHaveLength(english.detail.questions.length);
    for (const [index, question] of german.detail.questions.entries())
      expect(question).not.toBe(english.detail.questions[index]);

    expect(english.detail.final_scores?.feedback_summary).toMatch(/^Your score /);
    expect(german.detail.final_scores?.feedback_summary).toMatch(/^Ihre Bewertung /);
    expect(checksOf(german.detail.final_scores ?? { categories: [] }).map((check) => check.label)).toEqual(
      germanChecks.map((check) => check.label),
    );
    expect(german.status.scores).toEqual(german.detail.initial_score);
    expect(german.status.final_scores?.feedback_summary).toBe(german.detail.final_scores?.feedback_summary);
  });

  it('explains a rewrite change flags, held changes, decisions and an undo in German', async () => {
    await setLanguage(user.client, 'de-DE');
    const imported = await user.client.request({
      method: 'POST',
      url: `${base(sessionId)}/import`,
      payload: { text: REVIEW_REWRITE },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const result = importRewriteResponseSchema.parse(imported.json());
    const tool = result.changes.find((change) => change.after.includes('Tableau'));
    expect(tool?.flags).toContainEqual(
      expect.objectContaining({ kind: 'skill', reason: expect.stringContaining('Sie haben angegeben') }),
    );
    const flags = result.changes.flatMap((change) => change.flags);
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(flag.reason).not.toMatch(/\byour (?:resume|answers?)\b/);
    expect(result.final_scores.feedback_summary).toMatch(/^Ihre Bewertung /);

    const pending = pendingChangesResponseSchema.parse(
      (await user.client.request({ method: 'GET', url: `${base(sessionId)}/changes` })).json(),
    ).pending_changes;
    const planted = pending.find((change) => change.after.includes('45%'));
    expect(planted?.flags.map((flag) => flag.reason).join(' ')).toMatch(/Lebenslauf|Antworten/);

    const decided = await user.client.request({
      method: 'POST',
      url: `${base(sessionId)}/changes`,
      payload: { accept: [{ id: planted?.id }], reject: [tool?.id] },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const decision = decideChangesResponseSchema.parse(decided.json());
    expect(decision.changes.find((change) => change.id === planted?.id)?.flags[0]?.reason).toMatch(
      /Lebenslauf|Antworten/,
    );
    expect(decision.final_scores.categories.map((category) => category.label)).toContain('Struktur');
    // The accepted change in the history: its reason and its source (the pasted rewrite) in German.
    const accepted = decision.history.filter((item) => item.reason_ref !== undefined && item.source_ref);
    expect(accepted.length).toBeGreaterThan(0);
    for (const item of accepted) {
      expect(item.reason).toMatch(/aus Ihrer eingefügten Überarbeitung$/);
      expect(item.source).toBe(
        'Ihre eingefügte Überarbeitung (mit Ihrem Lebenslauf und Ihren Antworten abgeglichen)',
      );
    }

    const undo = await user.client.request({
      method: 'POST',
      url: `${base(sessionId)}/revert`,
      payload: { change_ids: [planted?.id] },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    const reverted = revertResponseSchema.parse(undo.json());
    expect(reverted.final_scores.feedback_summary).toMatch(/^Ihre Bewertung /);
    await setLanguage(user.client, 'en-US');
  });

  it('says plainly that a German resume is read against an English posting, in the reader language', async () => {
    const german = await signUp(app, database);
    await setLanguage(german.client, 'de-DE');
    const payload = {
      resume_text: GERMAN_RESUME,
      job_description: ENGLISH_JOB,
      target_industry: 'Construction',
    };
    const analyze = async (client: SessionClient) => {
      const response = await client.request({ method: 'POST', url: '/api/scoring/analyze', payload });
      expect(response.statusCode, response.body).toBe(200);
      return analyzeResponseSchema.parse(response.json()).initial_score.warnings;
    };
    expect((await analyze(user.client))[0]).toBe(
      'Your resume is in German and the job posting in English. The keyword match compares words, so for this application, write your resume in the language of the posting.',
    );
    expect((await analyze(german.client))[0]).toMatch(
      /^Ihr Lebenslauf ist auf Deutsch verfasst, die Stellenanzeige auf Englisch\./,
    );
  });

  it('names the industries and their groups in the guest language beside the English names', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/scoring/industries',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      remoteAddress: '10.9.0.1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = industriesResponseSchema.parse(response.json());
    expect(list.categories['Technology & Engineering']).toContain('Software Engineering');
    expect(list.labels?.industries['Software Engineering']).toBe('Softwareentwicklung');
    expect(list.labels?.categories['Technology & Engineering']).toBe('Technik & Ingenieurwesen');
    expect(Object.keys(list.labels?.industries ?? {})).toHaveLength(37);
  });
});
