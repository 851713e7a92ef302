/**
 * A malformed multipart body is the client's mistake: the upload and the review import answer 400 with a
 * sentence saying what to send, never 500. One case per way a form can be broken: no boundary in the
 * content type, none in the body, no closing boundary, a part header cut off, part headers that never
 * end, a form cut off after a field; and two the parser reads but we do not: a part whose
 * Content-Disposition names no field, and a field named `__proto__`.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UPLOAD_BAD_FIELD_NAME, UPLOAD_MALFORMED } from '../src/uploads/multipart-errors';
import { UPLOAD_FILE_MISSING } from '../src/uploads/routes';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

const BOUNDARY = '----ResumeLoopBoundary7f3a';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const RESUME = 'Jordan Rivera\nData Analyst\nBuilt dashboards in Tableau.';
const END = `--${BOUNDARY}--\r\n`;

/** One part of a form, to put broken ones together. */
const part = (disposition: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: text/plain\r\n\r\n${RESUME}\r\n`;
const FILE = part('form-data; name="file"; filename="cv.txt"');

const malformed = { code: 'malformed_multipart', detail: UPLOAD_MALFORMED };

const FORMS: Array<{ name: string; contentType: string; body: string; code: string; detail: string }> = [
  {
    name: 'no boundary in the content type',
    contentType: 'multipart/form-data',
    body: `${FILE}${END}`,
    ...malformed,
  },
  { name: 'no boundary in the body', contentType: TYPE, body: RESUME, ...malformed },
  { name: 'no closing boundary', contentType: TYPE, body: FILE, ...malformed },
  {
    name: 'a part header cut off',
    contentType: TYPE,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filena`,
    ...malformed,
  },
  {
    name: 'part headers that never end',
    contentType: TYPE,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\n`,
    ...malformed,
  },
  {
    name: 'a form cut off after a field',
    contentType: TYPE,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nHello`,
    ...malformed,
  },
  {
    name: 'a Content-Disposition that names no field',
    contentType: TYPE,
    body: `${part('form-data; filename="cv.txt"')}${END}`,
    code: 'file_missing',
    detail: UPLOAD_FILE_MISSING,
  },
  {
    name: 'a field named __proto__',
    contentType: TYPE,
    body: `${part('form-data; name="__proto__"; filename="cv.txt"')}${END}`,
    code: 'malformed_multipart',
    detail: UPLOAD_BAD_FIELD_NAME,
  },
];

async function send(client: SessionClient, url: string, form: { contentType: string; body: string }) {
  return client.request({
    method: 'POST',
    url,
    payload: form.body,
    headers: { 'content-type': form.contentType },
  });
}

describe.each(DATABASE_KINDS)('malformed multipart on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  const endpoints = [
    ['the resume upload', () => '/api/resumes/upload'],
    ['the review import', () => '/api/review/sessions/00000000-0000-4000-8000-000000000000/import'],
  ] as const;

  for (const [endpoint, url] of endpoints) {
    it(`is a 400 with a clear detail at ${endpoint}, for every broken form`, async () => {
      const { client } = await signUp(app, database);
      for (const form of FORMS) {
        const response = await send(client, url(), form);
        expect({ form: form.name, status: response.statusCode, ...response.json() }).toEqual({
          form: form.name,
          status: 400,
          code: form.code,
          detail: form.detail,
        });
      }
    });
  }
});
