import { randomBytes } from 'node:crypto';
import { uploadResponseSchema } from '@resumeloop/contracts/resumes';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  buildAllKinds,
  buildDoc,
  buildDocxWithExternalFile,
  buildDocxZipBomb,
  buildDrawingPdf,
  buildEncryptedDocx,
  buildEncryptedPdf,
  buildHtmlPage,
  buildTruncatedPdf,
  CORPUS_PRESENT,
  corpusResumes,
  missingLines,
  RESUME_TEXT,
} from '../../../packages/extract/test/fixtures';
import { CSRF_FAILED } from '../src/auth/http';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { bearerToken, newIdentity, signUp } from './resume-user';
import { SessionClient } from './session-client';

const URL = '/api/resumes/upload';
const TEN_MB = 10 * 1024 * 1024;
const MESSAGES = {
  loginRequired: 'Authentication required. Please log in.',
  verifyEmail: 'Please verify your email address to use the resume tools.',
  tooLarge: 'File size must be less than 10MB',
  unsupported:
    'This file type is not supported. Please upload a PDF, a Word document (.docx or .doc) or a plain-text (.txt) file.',
  fileMissing: 'Please choose a file to upload (multipart form field "file").',
  notMultipart: 'Send the file as multipart/form-data in a field named "file".',
  truncated: 'Your resume was longer than 8,000 characters; only the first 8,000 were kept.',
};

interface Part {
  name: string;
  content: Uint8Array | string;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
function multipart(parts: Part[]) {
  const boundary = `----ResumeLoopBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function fileUpload(bytes: Uint8Array, fileName: string, contentType = 'application/octet-stream') {
  return multipart([{ name: 'file', content: bytes, fileName, contentType }]);
}

async function upload(
  client: SessionClient,
  body: ReturnType<typeof multipart>,
  options: { csrf?: boolean } = {},
) {
  return client.request({ method: 'POST', url: URL, ...body, ...options });
}

function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  detail?: string,
) {
  expect({ status: response.statusCode, ...(response.json() as object) }).toMatchObject({
    status,
    code,
    ...(detail === undefined ? {} : { detail }),
  });
}

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
} as const;

describe.each(DATABASE_KINDS)('resume upload on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  it('reads a PDF, a DOCX, a DOC and a TXT resume with every line intact', async () => {
    const { client } = await signUp(app, database);
    for (const file of await buildAllKinds(RESUME_TEXT)) {
      const response = await upload(client, fileUpload(file.bytes, file.name, CONTENT_TYPES[file.kind]));
      expect(response.statusCode, response.body).toBe(200);
      const body = uploadResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        file_type: file.kind,
        file_name: file.name,
        char_count: body.text.length,
        truncated: false,
        notices: [],
      });
      expect({ kind: file.kind, missing: missingLines(file.source, body.text) }).toEqual({
        kind: file.kind,
        missing: [],
      });
    }
  });

  it.skipIf(!CORPUS_PRESENT)(
    'reads every kind built from corpus resumes with every line intact',
    async () => {
      const { client } = await signUp(app, database);
      const resumes = corpusResumes().filter((resume) => ['003.txt', '040.txt'].includes(resume.file));
      expect(resumes).toHaveLength(2);
      for (const resume of resumes) {
        for (const file of await buildAllKinds(resume.text)) {
          const response = await upload(client, fileUpload(file.bytes, file.name, CONTENT_TYPES[file.kind]));
          expect(response.statusCode, response.body).toBe(200);
          const body = uploadResponseSchema.parse(response.json());
          expect(body.file_type).toBe(file.kind);
          // The corpus resumes are under 8,000 characters, so nothing is cut.
          expect({
            file: resume.file,
            kind: file.kind,
            missing: missingLines(file.source, body.text),
          }).toEqual({
            file: resume.file,
            kind: file.kind,
            missing: [],
          });
        }
      }
    },
  );

  it('judges the file by its bytes: a text file named resume.pdf is text', async () => {
    const { client } = await signUp(app, database);
    const response = await upload(
      client,
      fileUpload(new TextEncoder().encode(RESUME_TEXT), 'resume.pdf', 'application/pdf'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ file_type: 'txt', file_name: 'resume.pdf' });
  });

  it('cuts text beyond 8,000 characters, saying so', async () => {
    const { client } = await signUp(app, database);
    const long = Array.from(
      { length: 300 },
      (_, index) => `• Shipped release ${index + 1} of the reporting tool`,
    ).join('\n');
    expect(long.length).toBeGreaterThan(8000);
    const response = await upload(
      client,
      fileUpload(new TextEncoder().encode(long), 'long-resume.txt', 'text/plain'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = uploadResponseSchema.parse(response.json());
    expect(body).toMatchObject({ truncated: true, char_count: 8000, notices: [MESSAGES.truncated] });
    expect(body.text).toBe(long.slice(0, 8000));
  });

  it('accepts a file of exactly 10 MB and refuses one byte more with 413', async () => {
    const { client } = await signUp(app, database);
    const atCap = await upload(
      client,
      fileUpload(new Uint8Array(TEN_MB).fill(0x41), 'big.txt', 'text/plain'),
    );
    expect(atCap.statusCode, atCap.body).toBe(200);
    expect(atCap.json()).toMatchObject({ truncated: true, char_count: 8000 });
    const over = await upload(
      client,
      fileUpload(new Uint8Array(TEN_MB + 1).fill(0x41), 'big.txt', 'text/plain'),
    );
    expectError(over, 413, 'too_large', MESSAGES.tooLarge);
  });

  it('refuses an HTML page named resume.pdf and sent as application/pdf', async () => {
    const { client } = await signUp(app, database);
    const response = await upload(client, fileUpload(buildHtmlPage(), 'resume.pdf', 'application/pdf'));
    expectError(response, 415, 'unsupported_type', MESSAGES.unsupported);
  });

  it('refuses bad files with their code, status and message', async () => {
    const { client } = await signUp(app, database);
    const cases: Array<{ name: string; bytes: Uint8Array; status: number; code: string; detail: RegExp }> = [
      {
        name: 'bomb.docx',
        bytes: buildDocxZipBomb(),
        status: 422,
        code: 'archive_too_large',
        detail: /unpacks to more data/,
      },
      {
        name: 'linked.docx',
        bytes: buildDocxWithExternalFile('image', 'file:///etc/passwd'),
        status: 422,
        code: 'external_reference',
        detail: /links to files outside itself/,
      },
      {
        name: 'locked.pdf',
        bytes: await buildEncryptedPdf(),
        status: 422,
        code: 'encrypted_pdf',
        detail: /password-protected/,
      },
      {
        name: 'locked.docx',
        bytes: buildEncryptedDocx(),
        status: 422,
        code: 'encrypted_document',
        detail: /This Word document is password-protected/,
      },
      {
        name: 'locked.doc',
        bytes: buildDoc('Jordan Rivera\nData Analyst', { encrypted: true }),
        status: 422,
        code: 'encrypted_document',
        detail: /This Word document is password-protected/,
      },
      {
        name: 'scan.pdf',
        bytes: await buildDrawingPdf(),
        status: 422,
        code: 'no_text',
        detail: /looks like a scanned image\. Please paste your resume text, or upload a text-based PDF\./,
      },
      {
        name: 'broken.pdf',
        bytes: await buildTruncatedPdf(),
        status: 422,
        code: 'corrupt_file',
        detail: /damaged/,
      },
      {
        name: 'empty.txt',
        bytes: new Uint8Array(0),
        status: 400,
        code: 'empty_file',
        detail: /^The file is empty\./,
      },
    ];
    for (const entry of cases) {
      const response = await upload(client, fileUpload(entry.bytes, entry.name));
      const body = response.json() as { detail: string; code: string };
      expect({ name: entry.name, status: response.statusCode, code: body.code }).toEqual({
        name: entry.name,
        status: entry.status,
        code: entry.code,
      });
      expect(body.detail).toMatch(entry.detail);
    }
  });

  it('asks for the file when the form has none, or names it otherwise, or is not a form', async () => {
    const { client } = await signUp(app, database);
    const noFile = await upload(client, multipart([{ name: 'note', content: 'no file here' }]));
    expectError(noFile, 400, 'file_missing', MESSAGES.fileMissing);
    const otherField = await upload(
      client,
      multipart([
        { name: 'resume', content: RESUME_TEXT, fileName: 'resume.txt', contentType: 'text/plain' },
      ]),
    );
    expectError(otherField, 400, 'file_missing', MESSAGES.fileMissing);
    const json = await client.request({ method: 'POST', url: URL, payload: { file: RESUME_TEXT } });
    expectError(json, 415, 'not_multipart', MESSAGES.notMultipart);
  });

  it('refuses a form of far more parts than an upload needs', async () => {
    const { client } = await signUp(app, database);
    const notes = Array.from({ length: 20 }, (_, index) => ({ name: `note${index}`, content: 'x' }));
    const response = await upload(
      client,
      multipart([
        ...notes,
        { name: 'file', content: RESUME_TEXT, fileName: 'resume.txt', contentType: 'text/plain' },
      ]),
    );
    expectError(response, 413, 'too_many_parts', 'The upload form has too many fields; send only the file.');
  });

  it('reads only the first file of a form with two', async () => {
    const { client } = await signUp(app, database);
    const encoder = new TextEncoder();
    const response = await upload(
      client,
      multipart([
        {
          name: 'file',
          content: encoder.encode(RESUME_TEXT),
          fileName: 'first.txt',
          contentType: 'text/plain',
        },
        {
          name: 'file',
          content: encoder.encode('Second file'),
          fileName: 'second.txt',
          contentType: 'text/plain',
        },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ file_name: 'first.txt', file_type: 'txt' });
  });

  it('needs a signed-in user: 401 with the upload message', async () => {
    const guest = new SessionClient(app, newIdentity().ip);
    const response = await upload(
      guest,
      fileUpload(new TextEncoder().encode(RESUME_TEXT), 'resume.txt', 'text/plain'),
    );
    expectError(response, 401, 'not_authenticated', MESSAGES.loginRequired);
  });

  it('needs a verified email: 403', async () => {
    const { client } = await signUp(app, database, { verified: false });
    const response = await upload(
      client,
      fileUpload(new TextEncoder().encode(RESUME_TEXT), 'resume.txt', 'text/plain'),
    );
    expectError(response, 403, 'email_not_verified', MESSAGES.verifyEmail);
  });

  it('needs the CSRF token with a session cookie: 403 without it', async () => {
    const { client } = await signUp(app, database);
    const response = await upload(
      client,
      fileUpload(new TextEncoder().encode(RESUME_TEXT), 'resume.txt', 'text/plain'),
      {
        csrf: false,
      },
    );
    expectError(response, 403, 'csrf_failed', CSRF_FAILED);
  });

  it('takes a bearer token without a CSRF token', async () => {
    const { email } = await signUp(app, database);
    const token = await bearerToken(app, email);
    const body = fileUpload(new TextEncoder().encode(RESUME_TEXT), 'resume.txt', 'text/plain');
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      remoteAddress: newIdentity().ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ file_type: 'txt', truncated: false });
  });
});
