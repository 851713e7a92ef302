import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { signUp } from './resume-user';

/** An error answer stays a few kilobytes whatever was sent: it never echoes the body back. */
const MAX_ERROR_BYTES = 8 * 1024;

describe.each(DATABASE_KINDS)('error answers on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  const put = async (url: string, payload: string) => {
    const { client } = await signUp(app, database);
    return client.request({
      method: 'PUT',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
      csrf: true,
    });
  };

  it('lists the first few of 40,000 unknown settings and says how many more (a 649 KB body)', async () => {
    const body = Object.fromEntries(Array.from({ length: 40_000 }, (_, index) => [`k${index}x`, 1]));
    const payload = JSON.stringify(body);
    expect(payload.length).toBeGreaterThan(400_000);
    const response = await put('/api/settings', payload);
    expect(response.statusCode).toBe(422);
    expect(response.body.length).toBeLessThan(MAX_ERROR_BYTES);
    const answer = response.json() as { detail: string; errors: { field: string }[] };
    expect(answer.errors.length).toBeLessThanOrEqual(20);
    expect(answer.errors[0]).toEqual({ field: 'k0x', message: 'Unknown field' });
    expect(answer.detail).toMatch(/And 39,980 more\.$/);
  });

  it('cuts a half-megabyte key or value short instead of sending it back', async () => {
    const long = 'z'.repeat(500_000);
    for (const payload of [JSON.stringify({ [long]: true }), JSON.stringify({ time_zone: long })]) {
      const response = await put('/api/settings', payload);
      expect(response.statusCode).toBe(422);
      expect(response.body.length).toBeLessThan(MAX_ERROR_BYTES);
      expect(response.json().detail.length).toBeGreaterThan(0);
    }
  });

  it('answers a long editor body of the wrong shape briefly', async () => {
    const sections = Array.from({ length: 5_000 }, () => ({ id: 'x'.repeat(50), bogus: 'y'.repeat(50) }));
    const response = await put(
      '/api/dynamic-pdf/00000000-0000-4000-8000-000000000000/update',
      JSON.stringify({ sections }),
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body.length).toBeLessThan(MAX_ERROR_BYTES);
  });
});
