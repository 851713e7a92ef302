/**
 * When every engine thread is busy and the line of waiting tasks is full, analyze and refine answer 503
 * with Retry-After at once, and nothing is saved; the next request after the rush is served.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EngineBusyError, type EngineRunner } from '../src/scoring/engine-pool';
import { ENGINE_BUSY } from '../src/scoring/service';
import { DATABASE_KINDS, inlineEngine, type TestDatabase, useTestApp } from './helper';
import { ANSWER, INDUSTRY, JOB, RESUME } from './refine-fixtures';
import { countRows, signUp } from './resume-user';

const body = { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY };

describe.each(DATABASE_KINDS)('a full engine queue on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let busy = true;
  const refused = () => Promise.reject(new EngineBusyError(2));
  const engine: EngineRunner = {
    ...inlineEngine,
    analyze: (...args) => (busy ? refused() : inlineEngine.analyze(...args)),
    refine: (...args) => (busy ? refused() : inlineEngine.refine(...args)),
  };
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({ engine }),
  );

  it('answers 503 with Retry-After and a message to show, saves nothing, and serves once free', async () => {
    const { client, userId } = await signUp(app, database);
    busy = true;
    for (const [url, payload] of [
      ['/api/scoring/analyze', body],
      ['/api/scoring/refine-with-answers', { ...body, answers: [ANSWER] }],
    ] as const) {
      const response = await client.request({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({ detail: ENGINE_BUSY, code: 'server_busy' });
    }
    expect(await countRows(database, userId)).toBe(0);
    busy = false;
    expect(
      (await client.request({ method: 'POST', url: '/api/scoring/analyze', payload: body })).statusCode,
    ).toBe(200);
  });
});
