import { EDITOR_MESSAGES } from '@resumeloop/contracts/editor';
import { FEEDBACK_MESSAGES, feedbackSubmitResponseSchema } from '@resumeloop/contracts/feedback';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { refineSession } from './refined-session';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

const NEEDS_FEEDBACK = {
  detail: FEEDBACK_MESSAGES.needsFeedback,
  code: 'needs_feedback',
  needs_feedback: true,
};
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A full survey as the modal sends it. */
const SURVEY = {
  target_industry: 'Software Engineering',
  has_fabricated_content: false,
  fabricated_details: '',
  has_dropped_content: true,
  dropped_content_details: 'The Kafka migration bullet lost its numbers.',
  has_inappropriate_language: false,
  inappropriate_language_examples: '',
  factual_accuracy_rating: 4,
  formatting_rating: 5,
  technical_errors: '',
  export_worked_smoothly: true,
  export_issues: '',
  overall_improvement_rating: 8,
  would_use_refined_resume: true,
  would_use_reason: 'Reads better.',
  most_helpful_change: 'Stronger verbs',
  least_helpful_change: '',
  usage_frequency: 'first_time',
  target_role: 'Senior Backend Engineer',
  experience_years: '6-10',
  store_resume_texts: false,
};

function submit(client: SessionClient, payload: Record<string, unknown>, csrf = true) {
  return client.request({ method: 'POST', url: '/api/feedback/submit', payload, csrf });
}

const download = (client: SessionClient, id: string, format: 'pdf' | 'docx') =>
  client.request({ method: 'GET', url: `/api/feedback/${id}/${format}` });

async function feedbackRows(database: TestDatabase, sessionId: string) {
  const result = await database.db.execute(
    sql`select * from feedback where session_id = ${sessionId} order by created_at`,
  );
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

describe.each(DATABASE_KINDS)('feedback and export on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  it('asks for feedback before the download, then sends the PDF and the DOCX', async () => {
    const { client, userId } = await signUp(app, database);
    const id = await refineSession(client);
    for (const format of ['pdf', 'docx'] as const) {
      const gated = await download(client, id, format);
      expect(gated.statusCode, format).toBe(403);
      expect(gated.json(), format).toEqual(NEEDS_FEEDBACK);
    }

    const response = await submit(client, { ...SURVEY, session_id: id });
    expect(response.statusCode, response.body).toBe(201);
    const body = feedbackSubmitResponseSchema.parse(response.json());
    expect(body).toEqual({
      message: 'Thank you for your feedback!',
      feedback_id: body.feedback_id,
      can_export: true,
    });

    const pdf = await download(client, id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const pdfName = /^attachment; filename="(.+)"$/.exec(String(pdf.headers['content-disposition']))?.[1];
    expect(pdfName).toMatch(/^enhanced_resume_\d{8}T\d{6}Z\.pdf$/);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const docx = await download(client, id, 'docx');
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe(DOCX_TYPE);
    const docxName = /^attachment; filename="(.+)"$/.exec(String(docx.headers['content-disposition']))?.[1];
    expect(docxName).toMatch(/^enhanced_resume_\d{8}T\d{6}Z\.docx$/);
    expect(docx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    const [row] = await feedbackRows(database, id);
    expect(row).toMatchObject({
      id: body.feedback_id,
      user_id: userId,
      has_dropped_content: true,
      dropped_content_details: SURVEY.dropped_content_details,
      factual_accuracy_rating: 4,
      formatting_rating: 5,
      overall_improvement_rating: 8,
      would_use_refined_resume: true,
      usage_frequency: 'first_time',
      experience_years: '6-10',
      target_role: 'Senior Backend Engineer',
      store_resume_texts: false,
      resume_text: null,
      refined_text: null,
    });
  });

  it('opens the export of that session only', async () => {
    const { client } = await signUp(app, database);
    const first = await refineSession(client);
    const second = await refineSession(client);
    expect((await submit(client, { session_id: first })).statusCode).toBe(201);
    expect((await download(client, first, 'pdf')).statusCode).toBe(200);
    expect((await download(client, second, 'pdf')).json()).toEqual(NEEDS_FEEDBACK);
  });

  it('takes a survey of defaults, and keeps the resume texts only when asked to', async () => {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    const detail = (await client.request({ method: 'GET', url: `/api/resumes/sessions/${id}` })).json();

    expect((await submit(client, { session_id: id })).statusCode).toBe(201);
    expect((await submit(client, { ...SURVEY, session_id: id, store_resume_texts: true })).statusCode).toBe(
      201,
    );
    const [plain, kept] = await feedbackRows(database, id);
    expect(plain).toMatchObject({
      target_industry: detail.target_industry,
      export_worked_smoothly: true,
      factual_accuracy_rating: null,
      would_use_refined_resume: null,
      usage_frequency: null,
      store_resume_texts: false,
      resume_text: null,
      refined_text: null,
    });
    expect(kept).toMatchObject({
      store_resume_texts: true,
      resume_text: detail.resume_text,
      refined_text: detail.final_text,
    });
  });

  it('refuses ratings out of range and unknown choices, naming the field', async () => {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    const bad: Array<[string, unknown]> = [
      ['factual_accuracy_rating', 0],
      ['factual_accuracy_rating', 6],
      ['factual_accuracy_rating', 1.5],
      ['formatting_rating', 0],
      ['formatting_rating', 6],
      ['formatting_rating', '5'],
      ['overall_improvement_rating', 0],
      ['overall_improvement_rating', 11],
      ['overall_improvement_rating', 1.5],
      ['usage_frequency', 'daily'],
      ['experience_years', '20+'],
      ['would_use_refined_resume', 'maybe'],
      ['has_fabricated_content', 'yes'],
      ['fabricated_details', 'x'.repeat(2_001)],
      ['session_id', ''],
    ];
    for (const [field, value] of bad) {
      const response = await submit(client, { ...SURVEY, session_id: id, [field]: value });
      expect(response.statusCode, `${field} ${value}`).toBe(422);
      expect(response.json().code).toBe('validation_error');
      expect(response.json().detail, `${field} ${value}`).toMatch(new RegExp(`^${field}: `));
      expect(response.json().errors[0].field).toBe(field);
    }
    expect(await feedbackRows(database, id)).toHaveLength(0);
    expect((await download(client, id, 'pdf')).json()).toEqual(NEEDS_FEEDBACK);
  });

  it("answers 403 for another user's session and 404 for a missing or malformed one", async () => {
    const owner = await signUp(app, database);
    const id = await refineSession(owner.client);
    expect((await submit(owner.client, { session_id: id })).statusCode).toBe(201);
    const stranger = await signUp(app, database);
    const forbidden = { detail: EDITOR_MESSAGES.forbidden, code: 'forbidden' };
    const refused = await submit(stranger.client, { session_id: id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(forbidden);
    for (const format of ['pdf', 'docx'] as const) {
      const response = await download(stranger.client, id, format);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    expect(await feedbackRows(database, id)).toHaveLength(1);

    const notFound = { detail: EDITOR_MESSAGES.sessionNotFound, code: 'session_not_found' };
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await submit(stranger.client, { session_id: missing });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
      for (const format of ['pdf', 'docx'] as const) {
        expect((await download(stranger.client, missing, format)).json()).toEqual(notFound);
      }
    }
  });

  it('needs a signed-in, verified user, and the CSRF token to submit', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/feedback/submit'],
      ['GET', `/api/feedback/${id}/pdf`],
      ['GET', `/api/feedback/${id}/docx`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { session_id: id } } : {}),
      });
      expect(response.statusCode, url).toBe(401);
    }
    const unverified = await signUp(app, database, { verified: false });
    const refused = await submit(unverified.client, { session_id: id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('email_not_verified');

    const { client } = await signUp(app, database);
    const session = await refineSession(client);
    const noToken = await submit(client, { session_id: session }, false);
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('csrf_failed');
    expect(await feedbackRows(database, session)).toHaveLength(0);
  });

  it("includes the user's feedback in the data export and deletes it with the account", async () => {
    const { client, userId } = await signUp(app, database);
    const id = await refineSession(client);
    const submitted = (await submit(client, { ...SURVEY, session_id: id })).json();
    const other = await signUp(app, database);
    const otherId = await refineSession(other.client);
    await submit(other.client, { session_id: otherId });

    const exported = (await client.request({ method: 'GET', url: '/api/settings/export' })).json();
    expect(exported.feedback).toHaveLength(1);
    expect(exported.feedback[0]).toMatchObject({
      ...SURVEY,
      id: submitted.feedback_id,
      session_id: id,
      resume_text: null,
      refined_text: null,
    });

    const deleted = await client.request({
      method: 'POST',
      url: '/api/users/me/delete-account',
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await database.db.execute(
      sql`select count(*)::int as n from feedback where user_id = ${userId}`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    expect(await feedbackRows(database, otherId)).toHaveLength(1);
  });

  it('documents the feedback endpoints and the needs_feedback answer', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(document.paths['/api/feedback/submit'].post.requestBody).toBeDefined();
    const pdf = document.paths['/api/feedback/{sessionId}/pdf'].get.responses;
    expect(pdf['200'].content).toHaveProperty('application/pdf');
    expect(JSON.stringify(pdf['403'])).toContain('NeedsFeedbackBody');
    expect(document.paths['/api/feedback/{sessionId}/docx'].get.responses['200'].content).toHaveProperty(
      DOCX_TYPE,
    );
    expect(document.components.schemas).toHaveProperty('FeedbackSubmission');
  });
});
