import { editConflictBodySchema, editorDocumentSchema } from '@resumeloop/contracts/editor';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentDocument as current, updateDocument as update } from './editor-requests';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { refineSession } from './refined-session';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

const NO_EMAIL = 'Add an email address so employers can reach you.';
const NO_PHONE = 'Add a phone number so employers can reach you.';
const KEIN_EMAIL = 'Fügen Sie eine E-Mail-Adresse hinzu, damit Arbeitgeber Sie erreichen können.';
const KEIN_TELEFON = 'Fügen Sie eine Telefonnummer hinzu, damit Arbeitgeber Sie erreichen können.';

async function setLanguage(client: SessionClient, language: string): Promise<void> {
  const saved = await client.request({ method: 'PUT', url: '/api/settings', payload: { language } });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe.each(DATABASE_KINDS)('the editor layout warnings in the reader language on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  it('answers a de-DE user the warnings in German, with their references, and en-US in English', async () => {
    const german = await signUp(app, database);
    await setLanguage(german.client, 'de-DE');
    const id = await refineSession(german.client);
    const saved = await update(german.client, id, { contact: { email: '', phone: '' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const document = editorDocumentSchema.parse(saved.json());
    expect(document.warnings).toEqual(expect.arrayContaining([KEIN_EMAIL, KEIN_TELEFON]));
    expect(document.warnings).not.toContain(NO_EMAIL);
    expect(document.warning_refs).toHaveLength(document.warnings.length);
    expect(document.warning_refs).toEqual(
      expect.arrayContaining([{ id: 'pdf.warning.missingEmail' }, { id: 'pdf.warning.missingPhone' }]),
    );
    expect((await current(german.client, id)).warnings).toEqual(document.warnings);

    // A save against an older version: the 412's current document is in German too.
    const stale = await update(
      german.client,
      id,
      { template: 'modern' },
      { 'if-match': '"2000-01-01T00:00:00.000Z"' },
    );
    expect(stale.statusCode, stale.body).toBe(412);
    expect(editConflictBodySchema.parse(stale.json()).current.warnings).toEqual(
      expect.arrayContaining([KEIN_EMAIL, KEIN_TELEFON]),
    );

    const english = await signUp(app, database);
    const englishId = await refineSession(english.client);
    const inEnglish = await update(english.client, englishId, { contact: { email: '', phone: '' } });
    expect(inEnglish.statusCode, inEnglish.body).toBe(200);
    expect(editorDocumentSchema.parse(inEnglish.json()).warnings).toEqual(
      expect.arrayContaining([NO_EMAIL, NO_PHONE]),
    );
  });
});
