import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TOO_MUCH_WORK, WORK_PER_ACCOUNT, WORK_PER_ADDRESS } from '../src/plugins/work-in-flight';
import { createHeldEngine } from './held-engine';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { INDUSTRY, JOB, RESUME } from './refine-fixtures';
import { bearerToken, newIdentity, signUp } from './resume-user';
import type { SessionClient } from './session-client';

const held = createHeldEngine();
const holdAnalyses = (count: number) => held.hold('analyze', count);

const analyze = (client: SessionClient) =>
  client.request({
    method: 'POST',
    url: '/api/scoring/analyze',
    payload: { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY },
  });

describe.each(DATABASE_KINDS)('work in progress per account and address on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({ engine: held.engine }),
  );
  afterEach(() => held.reset());

  it(`lets an account have ${WORK_PER_ACCOUNT} analyses in progress, refuses one more with 429, and not another account's`, async () => {
    const { client } = await signUp(app, database);
    const { client: other } = await signUp(app, database);
    const hold = holdAnalyses(WORK_PER_ACCOUNT);
    const running = Array.from({ length: WORK_PER_ACCOUNT }, () => analyze(client));
    await hold.entered;

    const refused = await analyze(client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_much_work', detail: TOO_MUCH_WORK });
    expect(refused.headers['retry-after']).toBe('1');
    const theirs = await analyze(other);
    expect(theirs.statusCode, theirs.body).toBe(200);

    hold.release();
    for (const response of await Promise.all(running)) expect(response.statusCode, response.body).toBe(200);
    // Places are given back with the answers.
    const again = await analyze(client);
    expect(again.statusCode, again.body).toBe(200);
  });

  it(`lets an address have ${WORK_PER_ADDRESS} in progress across its accounts`, async () => {
    const { ip } = newIdentity();
    const onAddress = async () => {
      const { client } = await signUp(app, database, { address: ip });
      return client;
    };
    const first = await onAddress();
    const second = await onAddress();
    const third = await onAddress();
    const elsewhere = (await signUp(app, database)).client;
    const hold = holdAnalyses(WORK_PER_ADDRESS);
    const running = [first, second].flatMap((client) =>
      Array.from({ length: WORK_PER_ADDRESS / 2 }, () => analyze(client)),
    );
    await hold.entered;

    expect((await analyze(third)).statusCode).toBe(429);
    expect((await analyze(elsewhere)).statusCode).toBe(200);
    hold.release();
    for (const response of await Promise.all(running)) expect(response.statusCode, response.body).toBe(200);
    expect((await analyze(third)).statusCode).toBe(200);
  });

  it("counts a gone client's work until it is done, then gives its places back", async () => {
    const { email } = await signUp(app, database);
    const token = await bearerToken(app, email);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const hold = holdAnalyses(WORK_PER_ACCOUNT);
    const body = JSON.stringify({ resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY });
    const sent = Array.from({ length: WORK_PER_ACCOUNT }, () => {
      const request = http.request(`${address}/api/scoring/analyze`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      request.on('error', () => undefined);
      request.end(body);
      return request;
    });
    await hold.entered;
    for (const request of sent) request.destroy();

    const viaBearer = () =>
      app.inject({
        method: 'POST',
        url: '/api/scoring/analyze',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: body,
      });
    // Gone clients' work is still in progress: it still counts, so they cannot queue more behind it.
    expect((await viaBearer()).statusCode).toBe(429);
    const before = held.finished();
    hold.release();
    // The abandoned analyses finish, answer no one, and give their places back.
    for (let turn = 0; turn < 500 && held.finished() < before + WORK_PER_ACCOUNT; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(held.finished()).toBe(before + WORK_PER_ACCOUNT);
    const next = holdAnalyses(WORK_PER_ACCOUNT);
    const again = Array.from({ length: WORK_PER_ACCOUNT }, () => viaBearer());
    await next.entered;
    next.release();
    for (const response of await Promise.all(again)) expect(response.statusCode, response.body).toBe(200);
  });
});
