import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { STALE_CLAIM_MS } from '../src/idempotency/hooks';
import { createIdempotencyRepository } from '../src/idempotency/repository';
import { createTestDatabase, DATABASE_KINDS, inlineEngine, type TestDatabase, testConfig } from './helper';
import { ANSWER, INDUSTRY, JOB, RESUME } from './refine-fixtures';
import { newIdentity, signUp } from './resume-user';
import type { SessionClient } from './session-client';

const REUSED = 'This Idempotency-Key was already used for a different request.';
const IN_PROGRESS = 'A request with this Idempotency-Key is still being processed.';

let keyCounter = 0;
const newKey = () => {
  keyCounter += 1;
  return `key-${Date.now()}-${keyCounter}`;
};

const contact = (subject: string) => ({
  name: 'Avery Lee',
  email: 'avery@example.com',
  subject,
  message: 'Hello there, a question about exports.',
});

async function count(database: TestDatabase, query: ReturnType<typeof sql>): Promise<number> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
}

/** Kept answers of the caller `scope`, or of anyone, whose body holds `text`. */
const keptMentioning = (database: TestDatabase, text: string, scope?: string) =>
  count(
    database,
    sql`select count(*)::int as n from idempotency_keys
        where strpos(lower(coalesce(response_body, '')), lower(${text})) > 0
        ${scope ? sql`and scope = ${scope}` : sql``}`,
  );

async function countContactMessages(database: TestDatabase, subject: string): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from contact_messages where subject = ${subject}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
}

describe.each(DATABASE_KINDS)('Idempotency-Key on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const counts = { count: 0, fail: 0, binary: 0, slow: 0 };
  let openGate: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      sessionSecret: 'test-secret-test-secret-test-secret-1234',
      engine: inlineEngine,
    });
    // Routes whose runs the tests count.
    app.post('/api/test-idempotency/count', async (_request, reply) => {
      counts.count += 1;
      return reply.status(201).send({ count: counts.count });
    });
    app.post('/api/test-idempotency/fail', async () => {
      counts.fail += 1;
      if (counts.fail === 1) throw new Error('boom');
      return { runs: counts.fail };
    });
    app.post('/api/test-idempotency/binary', async (_request, reply) => {
      counts.binary += 1;
      return reply.type('application/pdf').send(Buffer.from(`%PDF-${counts.binary}`));
    });
    app.post('/api/test-idempotency/slow', async () => {
      counts.slow += 1;
      await gate;
      return { done: true };
    });
    app.delete('/api/test-idempotency/items/:id', async (request) => {
      counts.count += 1;
      return { deleted: (request.params as { id: string }).id };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const send = (options: InjectOptions & { key?: string; ip?: string }) => {
    const { key, ip, ...rest } = options;
    return app.inject({
      method: 'POST',
      ...rest,
      headers: { ...(rest.headers as Record<string, string>), ...(key ? { 'idempotency-key': key } : {}) },
      remoteAddress: ip ?? '10.99.0.1',
    });
  };

  it('replays the first response without running the handler again', async () => {
    const key = newKey();
    const before = counts.count;
    const first = await send({ url: '/api/test-idempotency/count', payload: { a: 1 }, key });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send({ url: '/api/test-idempotency/count', payload: { a: 1 }, key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
    expect(counts.count).toBe(before + 1);
    // Without the header, every request runs.
    await send({ url: '/api/test-idempotency/count', payload: { a: 1 } });
    expect(counts.count).toBe(before + 2);
  });

  it('stores a contact message once for a repeated request', async () => {
    const subject = `Replay ${newKey()}`;
    const key = newKey();
    const { ip } = newIdentity();
    const first = await send({ url: '/api/contact', payload: contact(subject), key, ip });
    expect(first.statusCode).toBe(201);
    const second = await send({ url: '/api/contact', payload: contact(subject), key, ip });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await countContactMessages(database, subject)).toBe(1);
  });

  it('refuses the key with another body (422) or another path', async () => {
    const key = newKey();
    await send({ url: '/api/test-idempotency/count', payload: { a: 1 }, key });
    const other = await send({ url: '/api/test-idempotency/count', payload: { a: 2 }, key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'idempotency_key_reused', detail: REUSED });
    const otherRoute = await send({ url: '/api/test-idempotency/slow', payload: { a: 1 }, key });
    expect(otherRoute.statusCode).toBe(422);
  });

  it('tells two resources of one route apart', async () => {
    const key = newKey();
    const first = await send({ method: 'DELETE', url: '/api/test-idempotency/items/one', key });
    expect(first.json()).toEqual({ deleted: 'one' });
    const second = await send({ method: 'DELETE', url: '/api/test-idempotency/items/two', key });
    expect(second.statusCode).toBe(422);
    const replayed = await send({ method: 'DELETE', url: '/api/test-idempotency/items/one', key });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 409 while the first request with the key still runs', async () => {
    const key = newKey();
    gate = new Promise((resolve) => {
      openGate = resolve;
    });
    const before = counts.slow;
    const first = send({ url: '/api/test-idempotency/slow', payload: { n: 1 }, key });
    // Wait until the first request is inside its handler.
    for (let i = 0; i < 200 && counts.slow === before; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(counts.slow).toBe(before + 1);
    const second = await send({ url: '/api/test-idempotency/slow', payload: { n: 1 }, key });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'idempotency_key_in_progress', detail: IN_PROGRESS });
    openGate();
    expect((await first).statusCode).toBe(200);
    const third = await send({ url: '/api/test-idempotency/slow', payload: { n: 1 }, key });
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(counts.slow).toBe(before + 1);
  });

  it('takes over a claim whose request never finished', async () => {
    const key = newKey();
    const scope = 'ip:10.99.0.1';
    const old = new Date(Date.now() - STALE_CLAIM_MS - 1000);
    await database.db.execute(
      sql`insert into idempotency_keys (scope, key, fingerprint, state, created_at, expires_at)
          values (${scope}, ${key}, 'x', 'in_progress', ${old.toISOString()}::timestamptz, now() + interval '1 day')`,
    );
    const response = await send({ url: '/api/test-idempotency/count', payload: {}, key });
    expect(response.statusCode).toBe(201);
  });

  it('scopes anonymous keys to the client address, and signed-in keys to the user', async () => {
    const key = newKey();
    const before = counts.count;
    await send({ url: '/api/test-idempotency/count', payload: { a: 1 }, key, ip: '10.99.1.1' });
    const elsewhere = await send({
      url: '/api/test-idempotency/count',
      payload: { a: 2 },
      key,
      ip: '10.99.1.2',
    });
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    expect(counts.count).toBe(before + 2);

    // Two users with one key: each their own request.
    const one = await signUp(app, database);
    const two = await signUp(app, database);
    const shared = newKey();
    const put = (client: typeof one.client, theme: string) =>
      client.request({
        method: 'PUT',
        url: '/api/settings',
        payload: { theme },
        headers: { 'idempotency-key': shared },
      });
    const first = await put(one.client, 'dark');
    const second = await put(two.client, 'system');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(first.json()).toMatchObject({ theme: 'dark' });
    expect(second.json()).toMatchObject({ theme: 'system' });
    const replay = await put(one.client, 'dark');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await put(one.client, 'light')).statusCode).toBe(422);
    // The user's key is theirs from any address: an anonymous caller with the key is someone else.
    const anonymous = await send({
      method: 'PUT',
      url: '/api/settings',
      payload: { theme: 'dark' },
      key: shared,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('does not store 5xx responses: a retry runs again', async () => {
    const key = newKey();
    const failed = await send({ url: '/api/test-idempotency/fail', payload: {}, key });
    expect(failed.statusCode).toBe(500);
    const retried = await send({ url: '/api/test-idempotency/fail', payload: {}, key });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const replayed = await send({ url: '/api/test-idempotency/fail', payload: {}, key });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual({ runs: 2 });
    expect(counts.fail).toBe(2);
  });

  it('runs a non-JSON response again, but still refuses the key for another body', async () => {
    const key = newKey();
    const first = await send({ url: '/api/test-idempotency/binary', payload: { doc: 1 }, key });
    expect(first.headers['content-type']).toBe('application/pdf');
    const again = await send({ url: '/api/test-idempotency/binary', payload: { doc: 1 }, key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body).toBe('%PDF-2');
    const other = await send({ url: '/api/test-idempotency/binary', payload: { doc: 2 }, key });
    expect(other.statusCode).toBe(422);
  });

  it('does not keep credentials: a bearer login with a key runs again', async () => {
    const { email } = await signUp(app, database);
    const key = newKey();
    const login = () =>
      send({
        url: '/api/auth/login',
        payload: { email, password: 'Correct-Horse-42', token_type: 'bearer' },
        key,
      });
    const first = await login();
    const second = await login();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().access_token).not.toBe(first.json().access_token);
    const stored = await database.db.execute(
      sql`select response_body from idempotency_keys where key = ${key}`,
    );
    expect(JSON.stringify(stored)).not.toContain(first.json().access_token);
  });

  const refineWithKey = (client: SessionClient, key: string, resume = RESUME) =>
    client.request({
      method: 'POST',
      url: '/api/scoring/refine-with-answers',
      payload: { resume_text: resume, job_description: JOB, target_industry: INDUSTRY, answers: [ANSWER] },
      headers: { 'idempotency-key': key },
    });

  it("forgets a deleted session's answers: its refinement is not replayed", async () => {
    const { client, userId } = await signUp(app, database);
    const scope = `user:${userId}`;
    const key = newKey();
    const first = await refineWithKey(client, key);
    expect(first.statusCode, first.body).toBe(200);
    const sessionId = first.json().session_id as string;
    const replayed = await refineWithKey(client, key);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().session_id).toBe(sessionId);
    // A write that names the session in its path, whose answer holds the resume but not the session's id.
    const parseKey = newKey();
    const parse = () =>
      client.request({
        method: 'POST',
        url: `/api/dynamic-pdf/${sessionId}/parse`,
        headers: { 'idempotency-key': parseKey },
      });
    const parsed = await parse();
    expect(parsed.statusCode).toBe(200);
    expect(parsed.body).not.toContain(sessionId);
    expect((await parse()).headers['idempotent-replayed']).toBe('true');
    expect(await keptMentioning(database, sessionId, scope)).toBeGreaterThan(0);

    const deleted = await client.request({
      method: 'DELETE',
      url: `/api/resumes/sessions/${sessionId}`,
      headers: { 'idempotency-key': newKey() },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await keptMentioning(database, sessionId, scope)).toBe(0);
    expect(
      await count(
        database,
        sql`select count(*)::int as n from idempotency_keys where scope = ${scope} and key = ${parseKey}`,
      ),
    ).toBe(0);

    // The same requests again are handled afresh: a new refinement, and the deleted session not found.
    const again = await refineWithKey(client, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().session_id).not.toBe(sessionId);
    const parsedAgain = await parse();
    expect(parsedAgain.statusCode).toBe(404);
    expect(parsedAgain.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets the answers about every session deleted at once', async () => {
    const { client, userId } = await signUp(app, database);
    const key = newKey();
    const first = await refineWithKey(client, key);
    const sessionId = first.json().session_id as string;
    const cleared = await client.request({ method: 'DELETE', url: '/api/resumes/sessions' });
    expect(cleared.json()).toEqual({ deleted: 1 });
    expect(await keptMentioning(database, sessionId, `user:${userId}`)).toBe(0);
    const again = await refineWithKey(client, key);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().session_id).not.toBe(sessionId);
  });

  it("forgets a deleted account's answers, and any kept answer naming its address", async () => {
    const { client, userId, email } = await signUp(app, database, { verified: false });
    const scope = `user:${userId}`;
    // Verified through the emailed link by an anonymous request with a key: its answer names the address.
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    const link = (outbox.json() as { messages: Array<{ links: string[] }> }).messages
      .flatMap((message) => message.links)
      .find((href) => new URL(href).pathname === '/verify-email');
    const verified = await send({
      url: '/api/auth/verify-email',
      payload: { token: new URL(link ?? 'http://x/').searchParams.get('token') },
      key: newKey(),
      ip: newIdentity().ip,
    });
    expect(verified.statusCode).toBe(200);
    const name = 'Marisol Okonkwo-Vance';
    const resume = RESUME.replace(/^.*$/m, name);
    expect((await refineWithKey(client, newKey(), resume)).statusCode).toBe(200);
    const renamed = await client.request({
      method: 'PUT',
      url: '/api/users/me',
      payload: { full_name: 'Marisol Vance' },
      headers: { 'idempotency-key': newKey() },
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      await count(database, sql`select count(*)::int as n from idempotency_keys where scope = ${scope}`),
    ).toBe(2);
    expect(await keptMentioning(database, email)).toBe(2);
    expect(await keptMentioning(database, name)).toBe(1);

    const deleted = await client.request({
      method: 'POST',
      url: '/api/users/me/delete-account',
      payload: { confirmation: 'DELETE' },
      headers: { 'idempotency-key': newKey() },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await count(database, sql`select count(*)::int as n from idempotency_keys where scope = ${scope}`),
    ).toBe(0);
    expect(await keptMentioning(database, email)).toBe(0);
    expect(await keptMentioning(database, userId)).toBe(0);
    expect(await keptMentioning(database, name)).toBe(0);
  });

  it('refuses a malformed key with 400', async () => {
    for (const key of ['', 'has space', 'x'.repeat(256), 'ключ']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test-idempotency/count',
        payload: {},
        headers: { 'idempotency-key': key },
        remoteAddress: '10.99.2.1',
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_idempotency_key' });
      expect(response.json().detail).toContain('Idempotency-Key');
    }
    const longest = await send({ url: '/api/test-idempotency/count', payload: {}, key: 'k'.repeat(255) });
    expect(longest.statusCode).toBe(201);
  });

  it('ignores the header on reads', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'idempotency-key': 'has space' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('purges expired keys', async () => {
    await database.db.execute(
      sql`insert into idempotency_keys (scope, key, fingerprint, state, expires_at)
          values ('ip:10.99.3.1', 'expired-one', 'x', 'completed', now() - interval '1 minute')`,
    );
    const key = newKey();
    // The same key, expired, is a new key.
    await database.db.execute(
      sql`insert into idempotency_keys (scope, key, fingerprint, state, response_status, response_body, expires_at)
          values ('ip:10.99.0.1', ${key}, 'x', 'completed', 201, '{}', now() - interval '1 minute')`,
    );
    const response = await send({ url: '/api/test-idempotency/count', payload: { z: 1 }, key });
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    await createIdempotencyRepository(database.db).purgeExpired(new Date());
    const left = await database.db.execute(
      sql`select key from idempotency_keys where key in ('expired-one', ${key})`,
    );
    expect((left as unknown as { rows: Array<{ key: string }> }).rows.map((row) => row.key)).toEqual([key]);
  });
});
