import { atsTextResponseSchema, EDITOR_MESSAGES, editorDocumentSchema } from '@resumeloop/contracts/editor';
import type { Bullet, Section, StructuredResume } from '@resumeloop/contracts/resume';
import type { FinalScores } from '@resumeloop/contracts/scoring';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createResumeRenderer, type ResumeRenderer } from '../src/editor/render';
import type { Rescore } from '../src/editor/service';
import { currentDocument as current, editorBase, updateDocument as update } from './editor-requests';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { refineSession } from './refined-session';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

const INVALID = EDITOR_MESSAGES.invalidUpdate;
const base = editorBase;

/** The first bullet of the resume, wherever it is (a section's or an experience entry's). */
function firstBullet(resume: StructuredResume) {
  for (const section of resume.sections) {
    const bullet =
      section.bullets[0] ?? section.entries.find((entry) => entry.bullets.length > 0)?.bullets[0];
    if (bullet) return { section, bullet };
  }
  throw new Error('the resume has no bullet');
}

/** The resume with its first bullet's text replaced. */
function withFirstBullet(resume: StructuredResume, text: string): Section[] {
  const { bullet } = firstBullet(resume);
  return resume.sections.map((section) => ({
    ...section,
    bullets: section.bullets.map((item) => (item.id === bullet.id ? { ...item, text } : item)),
    entries: section.entries.map((entry) => ({
      ...entry,
      bullets: entry.bullets.map((item) => (item.id === bullet.id ? { ...item, text } : item)),
    })),
  }));
}

/** The resume with its first bullet repeated beside itself (the same id twice). */
function withFirstBulletTwice(resume: StructuredResume): Section[] {
  const { bullet } = firstBullet(resume);
  const twice = (bullets: Bullet[]) =>
    bullets.flatMap((item) => (item.id === bullet.id ? [item, item] : [item]));
  return resume.sections.map((section) => ({
    ...section,
    bullets: twice(section.bullets),
    entries: section.entries.map((entry) => ({ ...entry, bullets: twice(entry.bullets) })),
  }));
}

describe.each(DATABASE_KINDS)('the resume editor on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));
  const renderer = createResumeRenderer();

  it('shows the stored resume with its template, page size and layout; parse reports the same', async () => {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    const detail = (await client.request({ method: 'GET', url: `/api/resumes/sessions/${id}` })).json();
    const document = await current(client, id);
    expect(document.structured_resume).toEqual(detail.structured_resume);
    expect(document).toMatchObject({
      template: 'classic',
      page_size: 'letter',
      updated_at: detail.updated_at,
    });
    expect(document.estimated_pages).toBeGreaterThan(0);
    expect(document.character_count).toBeGreaterThan(100);
    expect(document.total_char_count).toBeGreaterThanOrEqual(document.character_count);

    const parsed = await client.request({ method: 'POST', url: `${base(id)}/parse` });
    expect(parsed.statusCode).toBe(200);
    expect(editorDocumentSchema.parse(parsed.json())).toEqual(document);
  });

  it('saves sections, contact, template and page size, and the plain text with them', async () => {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    const before = await current(client, id);
    const sections = withFirstBullet(
      before.structured_resume,
      'Rebuilt the ledger reconciliation nightly job',
    );
    const saved = await update(client, id, {
      sections,
      contact: { phone: '(555) 000-1234' },
      template: 'modern',
      page_size: 'a4',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const document = editorDocumentSchema.parse(saved.json());
    expect(document).toMatchObject({ template: 'modern', page_size: 'a4' });
    expect(document.structured_resume.sections).toEqual(sections);
    expect(document.structured_resume.contact).toEqual({
      ...before.structured_resume.contact,
      phone: '(555) 000-1234',
    });
    expect(Date.parse(document.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect(await current(client, id)).toEqual(document);

    const detail = (await client.request({ method: 'GET', url: `/api/resumes/sessions/${id}` })).json();
    expect(detail.final_text).toContain('Rebuilt the ledger reconciliation nightly job');
    expect(detail.final_text).toContain('(555) 000-1234');
    expect(detail.structured_resume).toEqual(document.structured_resume);

    // A body with only the template leaves the resume as it is.
    const templateOnly = await update(client, id, { template: 'compact' });
    expect(templateOnly.statusCode).toBe(200);
    expect(templateOnly.json()).toMatchObject({ template: 'compact', page_size: 'a4' });
    expect(templateOnly.json().structured_resume).toEqual(document.structured_resume);
  });

  it('renumbers the sections by their order', async () => {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    const { structured_resume: resume } = await current(client, id);
    const reversed = resume.sections.map((section, index) => ({ ...section, order: 100 - index }));
    const saved = await update(client, id, { sections: reversed });
    expect(saved.statusCode).toBe(200);
    const sections: Section[] = saved.json().structured_resume.sections;
    expect(sections.map((section) => section.id)).toEqual(
      resume.sections.map((section) => section.id).reverse(),
    );
    expect(sections.map((section) => section.order)).toEqual(sections.map((_, index) => index + 1));
  });

  it("refuses every update of the wrong shape with 'Invalid update data' and keeps the resume", async () => {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    const before = await current(client, id);
    const { sections } = before.structured_resume;
    const [first, second] = sections;
    if (!first || !second) throw new Error('expected two sections at least');
    const long = 'x'.repeat(2_001);
    const bad: Array<[string, unknown]> = [
      ['an array', []],
      ['a string', 'sections'],
      ['a number', 42],
      ['null', null],
      ['contact a string', { contact: 'Jordan Rivera' }],
      ['contact an array', { contact: ['Jordan Rivera'] }],
      ['contact null', { contact: null }],
      ['a contact field that does not exist', { contact: { twitter: '@jordan' } }],
      ['a contact field of the wrong type', { contact: { name: 42 } }],
      ['sections an object', { sections: { 0: first } }],
      ['sections a string', { sections: 'none' }],
      ['a section without a title', { sections: [{ ...first, title: undefined }] }],
      ['a section whose bullets are not a list', { sections: [{ ...first, bullets: 'none' }] }],
      ['a section whose entries are malformed', { sections: [{ ...first, entries: [{ id: 'e1' }] }] }],
      ['a section that is a string', { sections: ['Experience'] }],
      ['two sections with one id', { sections: [first, { ...second, id: first.id }] }],
      ['two bullets with one id', { sections: withFirstBulletTwice(before.structured_resume) }],
      ['an empty section id', { sections: [{ ...first, id: '' }] }],
      ['a bullet over 2,000 characters', { sections: withFirstBullet(before.structured_resume, long) }],
      ['a contact field over 2,000 characters', { contact: { name: long } }],
      [
        'over 40,000 characters in all',
        {
          sections: [
            {
              ...first,
              content_lines: Array.from({ length: 25 }, (_, index) => `${index} ${'y'.repeat(1_900)}`),
            },
          ],
        },
      ],
      [
        'more than 40 sections',
        {
          sections: Array.from({ length: 41 }, (_, index) => ({
            ...first,
            id: `section-x${index}`,
            order: index + 1,
          })),
        },
      ],
      ['an unknown template', { template: 'fancy' }],
      ['an unknown page size', { page_size: 'legal' }],
    ];
    for (const [label, payload] of bad) {
      const response = await update(client, id, payload);
      expect(response.statusCode, label).toBe(422);
      expect(response.json().detail, label).toBe(INVALID);
      expect(response.json().code, label).toBe('invalid_update');
      expect(response.json().errors.length, label).toBeGreaterThan(0);
    }
    expect(await current(client, id)).toEqual(before);
  });

  it('reorders the sections: exactly every id, each once', async () => {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    const before = await current(client, id);
    const ids = before.structured_resume.sections.map((section) => section.id);
    const reorder = (sectionIds: unknown) =>
      client.request({
        method: 'POST',
        url: `${base(id)}/reorder-sections`,
        payload: { section_ids: sectionIds },
      });
    for (const wrong of [
      ids.slice(1),
      [...ids, 'section-99'],
      [...ids.slice(1), ids[1]],
      [...ids.slice(1), 'section-99'],
      [],
      'section-1',
    ]) {
      const response = await reorder(wrong);
      expect(response.statusCode, JSON.stringify(wrong)).toBe(422);
      expect(response.json().detail).toBe(INVALID);
    }
    expect(await current(client, id)).toEqual(before);

    const wanted = [...ids].reverse();
    const response = await reorder(wanted);
    expect(response.statusCode).toBe(200);
    const sections: Section[] = response.json().structured_resume.sections;
    expect(sections.map((section) => section.id)).toEqual(wanted);
    expect(sections.map((section) => section.order)).toEqual(wanted.map((_, index) => index + 1));
    expect((await current(client, id)).structured_resume.sections).toEqual(sections);
  });

  it('deletes a section and renumbers the rest; an unknown section is 404', async () => {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    const before = await current(client, id);
    const unknown = await client.request({ method: 'DELETE', url: `${base(id)}/sections/section-404` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('section_not_found');

    const [first, ...rest] = before.structured_resume.sections;
    if (!first) throw new Error('no section');
    const deleted = await client.request({ method: 'DELETE', url: `${base(id)}/sections/${first.id}` });
    expect(deleted.statusCode).toBe(200);
    const sections: Section[] = deleted.json().structured_resume.sections;
    expect(sections.map((section) => section.id)).toEqual(rest.map((section) => section.id));
    expect(sections.map((section) => section.order)).toEqual(rest.map((_, index) => index + 1));
    expect((await current(client, id)).structured_resume.sections).toEqual(sections);
  });

  it('previews the edited resume as a PDF', async () => {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    const before = await current(client, id);
    const edited = 'Automated quarterly vendor audits across twelve regional offices';
    expect(
      (await update(client, id, { sections: withFirstBullet(before.structured_resume, edited) })).statusCode,
    ).toBe(200);
    const response = await client.request({ method: 'GET', url: `${base(id)}/preview-pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await renderer.pdfText(new Uint8Array(response.rawPayload));
    expect(text.replace(/\s+/g, ' ')).toContain(edited);
  });

  it('reads its own PDF back as an ATS would: the same contact, sections and entries', async () => {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    const { structured_resume: resume } = await current(client, id);
    const response = await client.request({ method: 'GET', url: `${base(id)}/ats-text` });
    expect(response.statusCode).toBe(200);
    const body = atsTextResponseSchema.parse(response.json());
    expect(body.text).toContain(resume.contact.name);
    expect(body.round_trip).toEqual({ contact: true, sections: true, entries: true });
  });

  it("answers 403 for another user's session and changes nothing", async () => {
    const owner = await signUp(app, database);
    const id = await refineSession(owner.client);
    const before = await current(owner.client, id);
    const stranger = await signUp(app, database);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${base(id)}/current`],
      ['POST', `${base(id)}/parse`],
      ['PUT', `${base(id)}/update`, { contact: { name: 'Someone Else' } }],
      ['GET', `${base(id)}/preview-pdf`],
      [
        'POST',
        `${base(id)}/reorder-sections`,
        { section_ids: before.structured_resume.sections.map((s) => s.id) },
      ],
      ['DELETE', `${base(id)}/sections/${before.structured_resume.sections[0]?.id}`],
      ['GET', `${base(id)}/ats-text`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await stranger.client.request({
        method: method as 'GET',
        url,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ detail: EDITOR_MESSAGES.forbidden, code: 'forbidden' });
    }
    expect(await current(owner.client, id)).toEqual(before);
  });

  it('answers 404 for a missing session and a malformed id', async () => {
    const { client } = await signUp(app, database);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1%20or%201=1']) {
      for (const [method, url, payload] of [
        ['GET', `${base(id)}/current`],
        ['POST', `${base(id)}/parse`],
        ['PUT', `${base(id)}/update`, { template: 'modern' }],
        ['GET', `${base(id)}/preview-pdf`],
        ['POST', `${base(id)}/reorder-sections`, { section_ids: ['section-1'] }],
        ['DELETE', `${base(id)}/sections/section-1`],
        ['GET', `${base(id)}/ats-text`],
      ] as Array<[string, string, Record<string, unknown>?]>) {
        const response = await client.request({
          method: method as 'GET',
          url,
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({
          detail: EDITOR_MESSAGES.sessionNotFound,
          code: 'session_not_found',
        });
      }
    }
  });

  it('needs a signed-in, verified user, and the CSRF token to write', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `${base(id)}/current`],
      ['POST', `${base(id)}/parse`],
      ['PUT', `${base(id)}/update`],
      ['GET', `${base(id)}/preview-pdf`],
      ['POST', `${base(id)}/reorder-sections`],
      ['DELETE', `${base(id)}/sections/section-1`],
      ['GET', `${base(id)}/ats-text`],
    ] as const) {
      const response = await app.inject({ method, url, ...(method === 'PUT' ? { payload: {} } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
    const unverified = await signUp(app, database, { verified: false });
    const refused = await unverified.client.request({ method: 'GET', url: `${base(id)}/current` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('email_not_verified');

    const { client } = await signUp(app, database);
    const session = await refineSession(client);
    const before = await current(client, session);
    const sectionIds = before.structured_resume.sections.map((section) => section.id);
    for (const [method, url, payload] of [
      ['PUT', `${base(session)}/update`, { template: 'modern' }],
      ['POST', `${base(session)}/reorder-sections`, { section_ids: [...sectionIds].reverse() }],
      ['DELETE', `${base(session)}/sections/${sectionIds[0]}`],
      ['POST', `${base(session)}/parse`],
    ] as Array<[string, string, Record<string, unknown>?]>) {
      const response = await client.request({
        method: method as 'PUT',
        url,
        csrf: false,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('csrf_failed');
    }
    expect(await current(client, session)).toEqual(before);
  });

  it('documents the editor endpoints in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    const paths = document.paths;
    expect(paths['/api/dynamic-pdf/{sessionId}/current'].get).toBeDefined();
    expect(paths['/api/dynamic-pdf/{sessionId}/parse'].post).toBeDefined();
    expect(paths['/api/dynamic-pdf/{sessionId}/update'].put.requestBody).toBeDefined();
    expect(paths['/api/dynamic-pdf/{sessionId}/preview-pdf'].get.responses['200'].content).toHaveProperty(
      'application/pdf',
    );
    expect(paths['/api/dynamic-pdf/{sessionId}/reorder-sections'].post).toBeDefined();
    expect(paths['/api/dynamic-pdf/{sessionId}/sections/{sectionId}'].delete).toBeDefined();
    expect(paths['/api/dynamic-pdf/{sessionId}/ats-text'].get).toBeDefined();
    expect(document.components.schemas).toHaveProperty('EditorDocument');
    expect(document.components.schemas).toHaveProperty('EditorUpdateRequest');
  });
});

describe.each(DATABASE_KINDS)('saving in the editor on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let rescore: Rescore = () => null;
  let failLayout = false;
  let failPdf = false;
  const real = createResumeRenderer();
  const renderer: ResumeRenderer = {
    ...real,
    layout: (resume, options) =>
      failLayout ? Promise.reject(new Error('layout broke')) : real.layout(resume, options),
    pdf: (resume, options) =>
      failPdf ? Promise.reject(new Error('/secret/path: font missing')) : real.pdf(resume, options),
  };
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({ rescoreEditedSession: (session) => rescore(session), renderer }),
  );
  let client: SessionClient;
  let id: string;

  beforeAll(async () => {
    ({ client } = await signUp(app, database));
    id = await refineSession(client);
  });

  const status = async () =>
    (await client.request({ method: 'GET', url: `/api/review/sessions/${id}/status` })).json()
      .final_scores as FinalScores;

  it('stores what the rescoring returns, in the same save', async () => {
    const before = await current(client, id);
    // The stored summary's message references go with the text they were: a rescoring writes both anew.
    const { feedback_summary_ref: _summaryRef, ...scores } = await status();
    const rescored: FinalScores = {
      ...scores,
      overall_score: 12.5,
      feedback_summary: 'rescored after editing',
    };
    let seen: string | undefined;
    rescore = (session) => {
      seen = session.finalText;
      return Promise.resolve(rescored);
    };
    const sections = withFirstBullet(before.structured_resume, 'Cut refund handling time in half');
    expect((await update(client, id, { sections })).statusCode).toBe(200);
    expect(seen).toContain('Cut refund handling time in half');
    expect(await status()).toEqual(rescored);
    const list = (await client.request({ method: 'GET', url: '/api/resumes/sessions' })).json();
    expect(list.sessions[0].final_score).toBe(12.5);

    // No scores from the rescoring keeps the stored ones.
    rescore = () => null;
    expect((await update(client, id, { template: 'modern' })).statusCode).toBe(200);
    expect(await status()).toEqual(rescored);
  });

  it('keeps the old resume when the rescoring or the layout fails inside the save', async () => {
    const before = await current(client, id);
    const detailBefore = (await client.request({ method: 'GET', url: `/api/resumes/sessions/${id}` })).json();
    const sections = withFirstBullet(before.structured_resume, 'This edit must not be saved');

    rescore = () => {
      throw new Error('scoring broke');
    };
    const failed = await update(client, id, { sections, template: 'compact' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      detail: 'Server error. Our team has been notified.',
      code: 'internal_error',
    });
    rescore = () => Promise.reject(new Error('scoring broke later'));
    expect((await update(client, id, { sections })).statusCode).toBe(500);
    rescore = () => null;

    failLayout = true;
    const noLayout = await update(client, id, { sections });
    failLayout = false;
    expect(noLayout.statusCode).toBe(500);
    expect(noLayout.json().code).toBe('pdf_generation_failed');

    expect(await current(client, id)).toEqual(before);
    const detailAfter = (await client.request({ method: 'GET', url: `/api/resumes/sessions/${id}` })).json();
    expect(detailAfter).toEqual(detailBefore);
  });

  it('answers a clean 500 when the PDF cannot be made', async () => {
    failPdf = true;
    const response = await client.request({ method: 'GET', url: `${base(id)}/preview-pdf` });
    failPdf = false;
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'We could not generate the PDF. Please try again.',
      code: 'pdf_generation_failed',
    });
    expect(response.body).not.toContain('secret');
  });
});
