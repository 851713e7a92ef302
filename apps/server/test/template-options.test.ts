import type { TemplateOptions } from '@resumeloop/contracts/editor';
import { extractPdfText } from '@resumeloop/render/extract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { currentDocument, editorBase } from './editor-requests';
import {
  createTestDatabase,
  DATABASE_KINDS,
  inlineEngine,
  inlineRenderer,
  type TestDatabase,
  testConfig,
} from './helper';
import { setPlanTier } from './plans-support';
import { refineSession } from './refined-session';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

const OPTIONS: TemplateOptions = {
  accent: 'teal',
  fonts: 'inter_and_serif',
  spacing: 'compact',
  section_order: 'education_first',
};

function saveOptions(
  client: SessionClient,
  id: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return client.request({
    method: 'PUT',
    url: `${editorBase(id)}/template-options`,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The section headings of the session's PDF, in the order an ATS reads them. */
async function headingsOf(client: SessionClient, id: string): Promise<string[]> {
  const response = await client.request({ method: 'GET', url: `${editorBase(id)}/preview-pdf` });
  expect(response.statusCode).toBe(200);
  const lines = (await extractPdfText(new Uint8Array(response.rawPayload))).split('\n');
  return lines.filter((line) => ['Experience', 'Education', 'Skills'].includes(line.trim()));
}

describe.each(DATABASE_KINDS)('template options on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let free: SessionClient;
  let premium: SessionClient;
  let other: SessionClient;
  let freeSession: string;
  let premiumSession: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      sessionSecret: 'test-secret-test-secret-test-secret-1234',
      engine: inlineEngine,
      renderer: inlineRenderer,
    });
    await app.ready();
    const freeUser = await signUp(app, database);
    const premiumUser = await signUp(app, database);
    const otherUser = await signUp(app, database);
    await setPlanTier(database, premiumUser.userId, 'premium');
    await setPlanTier(database, otherUser.userId, 'premium');
    free = freeUser.client;
    premium = premiumUser.client;
    other = otherUser.client;
    freeSession = await refineSession(free);
    premiumSession = await refineSession(premium);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('a new session has none: the template’s own look', async () => {
    expect((await currentDocument(premium, premiumSession)).template_options).toBeNull();
  });

  it('refuses a free account with 403 premium_required and saves nothing', async () => {
    const before = await currentDocument(free, freeSession);
    const response = await saveOptions(free, freeSession, { template_options: OPTIONS });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'premium_required' });
    expect(response.json().detail).toMatch(/Premium/);
    const after = await currentDocument(free, freeSession);
    expect(after.template_options).toBeNull();
    expect(after.updated_at).toBe(before.updated_at);
  });

  it('saves them for the owner, keeps the resume, and the PDF follows the section order', async () => {
    const before = await currentDocument(premium, premiumSession);
    expect(await headingsOf(premium, premiumSession)).toEqual(['Experience', 'Education', 'Skills']);
    const response = await saveOptions(
      premium,
      premiumSession,
      { template_options: OPTIONS },
      { 'if-match': `"${before.updated_at}"` },
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved.template_options).toEqual(OPTIONS);
    expect(saved.structured_resume).toEqual(before.structured_resume);
    expect(response.headers.etag).toBe(`"${saved.updated_at}"`);
    expect(saved.updated_at > before.updated_at).toBe(true);
    expect((await currentDocument(premium, premiumSession)).template_options).toEqual(OPTIONS);
    expect(await headingsOf(premium, premiumSession)).toEqual(['Education', 'Experience', 'Skills']);
    // Compact spacing is measured as the page shows it: the resume fills less of its page.
    expect(saved.estimated_pages).toBeLessThanOrEqual(before.estimated_pages);
  });

  it('an If-Match of an older version is 412 and keeps what was saved', async () => {
    const stale = '"2020-01-01T00:00:00.000Z"';
    const response = await saveOptions(
      premium,
      premiumSession,
      { template_options: { ...OPTIONS, accent: 'plum' } },
      { 'if-match': stale },
    );
    expect(response.statusCode).toBe(412);
    expect((await currentDocument(premium, premiumSession)).template_options?.accent).toBe('teal');
  });

  it.each([
    ['a colour off the palette', { template_options: { ...OPTIONS, accent: '#ff0000' } }],
    ['an unknown option', { template_options: { ...OPTIONS, columns: 2 } }],
    ['a missing option', { template_options: { accent: 'navy' } }],
    ['no options at all', {}],
    ['a role in the body', { template_options: OPTIONS, role: 'admin' }],
  ])('refuses %s with 422 and saves nothing', async (_what, payload) => {
    const response = await saveOptions(premium, premiumSession, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Invalid update data');
    expect((await currentDocument(premium, premiumSession)).template_options).toEqual(OPTIONS);
  });

  it("is the owner's only: another premium account is refused", async () => {
    const response = await saveOptions(other, premiumSession, { template_options: null });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).not.toBe('premium_required');
    expect((await currentDocument(premium, premiumSession)).template_options).toEqual(OPTIONS);
    const missing = await saveOptions(premium, '00000000-0000-4000-8000-000000000000', {
      template_options: null,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('the exported PDF and DOCX follow them', async () => {
    const feedback = await premium.request({
      method: 'POST',
      url: '/api/feedback/submit',
      payload: {
        session_id: premiumSession,
        target_industry: 'Software Engineering',
        overall_improvement_rating: 8,
        would_use_refined_resume: true,
        store_resume_texts: false,
      },
    });
    expect(feedback.statusCode, feedback.body).toBe(201);
    const pdf = await premium.request({ method: 'GET', url: `/api/feedback/${premiumSession}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const lines = (await extractPdfText(new Uint8Array(pdf.rawPayload)))
      .split('\n')
      .map((line) => line.trim());
    expect(lines.indexOf('Education')).toBeGreaterThan(-1);
    expect(lines.indexOf('Education')).toBeLessThan(lines.indexOf('Experience'));
    const docx = await premium.request({ method: 'GET', url: `/api/feedback/${premiumSession}/docx` });
    expect(docx.statusCode).toBe(200);
    const { unzipSync, strFromU8 } = await import('fflate');
    const xml = strFromU8(unzipSync(new Uint8Array(docx.rawPayload))['word/document.xml'] as Uint8Array);
    // Inter headings and Source Serif 4 text (the pairing), the teal accent on the headings.
    expect(xml).toContain('w:ascii="Inter"');
    expect(xml).toContain('w:ascii="Source Serif 4"');
    expect(xml).toContain('w:color w:val="0b5c5c"');
    expect(xml.indexOf('>Education<')).toBeLessThan(xml.indexOf('>Experience<'));
  });

  it('null resets to the template’s own look', async () => {
    const reset = await saveOptions(premium, premiumSession, { template_options: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().template_options).toBeNull();
    expect(await headingsOf(premium, premiumSession)).toEqual(['Experience', 'Education', 'Skills']);
  });
});
