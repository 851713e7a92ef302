/**
 * The limits on files being read: the service asks the extraction for the resume's length and queues it
 * by account; an account (or address) with two files being read gets 429 for a third, before its body is
 * read, while other people's uploads go on; the review import's file counts with them.
 */
import { PassThrough } from 'node:stream';
import type { ExtractedText, ExtractOptions } from '@resumeloop/extract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EditorRepository } from '../src/editor/repository';
import { AppError } from '../src/errors';
import { createReviewService } from '../src/review/service';
import type { EngineRunner } from '../src/scoring/engine-pool';
import { createInFlightLimit, TOO_MANY_UPLOADS } from '../src/uploads/in-flight';
import { createUploadService } from '../src/uploads/service';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { bearerToken, newIdentity, signUp } from './resume-user';
import type { SessionClient } from './session-client';

const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('the upload service', () => {
  it('asks the extraction to cut the text to the resume limit before any clean-up', async () => {
    const asked: ExtractOptions[] = [];
    const uploads = createUploadService({
      log: silent,
      extract: async (_bytes, options = {}) => {
        asked.push(options);
        return { kind: 'txt', text: 'Jane Doe', cut: true };
      },
    });
    const response = await uploads.readResume(
      { fileName: 'cv.txt', bytes: new Uint8Array([0x4a]) },
      { userId: 'user-1', address: '10.0.0.1' },
    );
    // The parsers' waiting line serves accounts in turn: the file waits under its account.
    expect(asked).toEqual([{ maxChars: 8000, queueKey: 'account:user-1' }]);
    // Text was dropped unread: the answer says the resume was cut, however short what is left.
    expect(response).toMatchObject({ text: 'Jane Doe', truncated: true });
  });
});

const BOUNDARY = '----ResumeLoopBoundary0c1d';
const RESUME = 'Jordan Rivera\nData Analyst\nBuilt dashboards in Tableau.';
const HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n`;
const TAIL = `\r\n--${BOUNDARY}--\r\n`;

/** Lets pending I/O and promises run once. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * An upload whose body is still arriving: its head is sent and read, the rest waits for `finish`. While
 * it waits, the file is in flight.
 */
async function heldUpload(client: SessionClient) {
  const body = new PassThrough();
  body.write(HEAD);
  body.write(RESUME.slice(0, 10));
  const response = client.request({
    method: 'POST',
    url: '/api/resumes/upload',
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  // The handler has taken its place once the form's parser has read what was sent.
  for (let turns = 0; body.readableLength > 0; turns += 1) {
    if (turns > 10_000) throw new Error('the upload was never read');
    await turn();
  }
  return {
    response,
    finish() {
      body.end(`${RESUME.slice(10)}${TAIL}`);
      return response;
    },
  };
}

const WHOLE = {
  method: 'POST',
  url: '/api/resumes/upload',
  payload: `${HEAD}${RESUME}${TAIL}`,
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
} as const;

const wholeUpload = (client: SessionClient) => client.request({ ...WHOLE });

/** The same upload with a bearer token, from any address. */
const bearerUpload = (app: FastifyInstance, token: string, address: string) =>
  app.inject({
    ...WHOLE,
    headers: { ...WHOLE.headers, authorization: `Bearer ${token}` },
    remoteAddress: address,
  });

describe.each(DATABASE_KINDS)('files being read at once, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  it('refuses a third upload of an account with two in flight (429, Retry-After), not another account', async () => {
    const first = await signUp(app, database);
    const second = await signUp(app, database);
    const held = [await heldUpload(first.client), await heldUpload(first.client)];
    const third = await wholeUpload(first.client);
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json()).toMatchObject({ code: 'too_many_uploads', detail: TOO_MANY_UPLOADS });
    expect(third.headers['retry-after']).toBe('5');
    // The same account from another address is the same account.
    const token = await bearerToken(app, first.email);
    expect((await bearerUpload(app, token, newIdentity().ip)).statusCode).toBe(429);
    // Someone else's upload is read meanwhile.
    const other = await wholeUpload(second.client);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({ text: RESUME, file_type: 'txt' });
    // Once the two are read, the account may send again.
    for (const upload of held) expect((await upload.finish()).statusCode).toBe(200);
    expect((await wholeUpload(first.client)).statusCode).toBe(200);
  });

  it('refuses a third upload from an address with two in flight, whichever account sends it', async () => {
    const first = await signUp(app, database);
    const second = await signUp(app, database);
    const token = await bearerToken(app, second.email);
    const held = [await heldUpload(first.client), await heldUpload(first.client)];
    // The second account, from the first one's address.
    expect((await bearerUpload(app, token, first.ip)).statusCode).toBe(429);
    expect((await wholeUpload(second.client)).statusCode).toBe(200);
    for (const upload of held) expect((await upload.finish()).statusCode).toBe(200);
  });
});

describe('the review import of a file', () => {
  const noSessions = {
    transaction: async () => {
      throw new Error('not reached in this test');
    },
  } as unknown as EditorRepository;

  it('counts with the account’s files in flight and queues by account; text is not counted', async () => {
    const waiting: Array<() => void> = [];
    const asked: ExtractOptions[] = [];
    const review = createReviewService({
      sessions: noSessions,
      engine: {} as EngineRunner,
      log: silent,
      uploadsInFlight: createInFlightLimit(2),
      extract: async (_bytes, options = {}): Promise<ExtractedText> => {
        asked.push(options);
        await new Promise<void>((resolve) => waiting.push(resolve));
        return { kind: 'txt', text: 'Jane Doe' };
      },
    });
    const file = { file: { fileName: 'cv.txt', bytes: new Uint8Array([0x4a]) } };
    const id = '00000000-0000-4000-8000-000000000000';
    const held = [review.importRewrite('user-a', id, file), review.importRewrite('user-a', id, file)];
    for (const pending of held) pending.catch(() => {});
    const third = await review.importRewrite('user-a', id, file).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(third).toBeInstanceOf(AppError);
    expect(third).toMatchObject({ code: 'too_many_uploads', statusCode: 429 });
    expect((third as AppError).headers).toEqual({ 'retry-after': '5' });
    // Pasted text reads no file: it reaches the session (here, the stub's error), not the 429.
    await expect(review.importRewrite('user-a', id, { text: 'Jane Doe' })).rejects.toThrow(/not reached/);
    const other = review.importRewrite('user-b', id, file);
    other.catch(() => {});
    await turn();
    expect(asked.map((options) => options.queueKey)).toEqual([
      'account:user-a',
      'account:user-a',
      'account:user-b',
    ]);
    for (const release of waiting.splice(0)) release();
    await Promise.allSettled([...held, other]);
  });
});
