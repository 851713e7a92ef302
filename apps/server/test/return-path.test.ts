import { ZRegisterRequest, ZSendVerificationRequest } from '@resumeloop/contracts/auth';
import { RETURN_PATH_MAX, returnPathOrNull } from '@resumeloop/contracts/return-path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { newIdentity, PASSWORD } from './resume-user';
import { SessionClient } from './session-client';

/** Values that must never become a return path: other origins, schemes, tricks that decode into them. */
const HOSTILE = [
  '//evil.com',
  '//evil.com/refine',
  '/\\evil.com',
  '/\\/evil.com',
  '\\\\evil.com',
  'https://x',
  'http://evil.com/refine',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.com',
  'refine',
  '',
  ' /refine',
  '/refine\nLocation: //evil.com',
  '/\tevil',
  '/%2F%2Fevil.com',
  '/%2f/evil.com',
  '%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/%252F%252Fevil.com',
  '/%25252F%25252Fevil.com',
  '/%E0%A4%A',
  '/%09/evil.com',
  '/login',
  '/register?next=/refine',
  `/${'a'.repeat(RETURN_PATH_MAX)}`,
];

describe('returnPathOrNull (the rule the server applies to return paths)', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(returnPathOrNull(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/refine'], { path: '/refine' }]) {
      expect(returnPathOrNull(value)).toBeNull();
    }
  });

  it('keeps a path inside the app, with its query and hash', () => {
    for (const value of ['/refine', '/refine?step=input', '/settings/account#profile', '/', '/a%20b']) {
      expect(returnPathOrNull(value)).toBe(value);
    }
    expect(returnPathOrNull(`/${'a'.repeat(RETURN_PATH_MAX - 1)}`)).toHaveLength(RETURN_PATH_MAX);
  });

  it('drops a bad return path from a request instead of refusing it', () => {
    const base = { email: 'ada@example.com', password: PASSWORD, full_name: 'Ada Lovelace' };
    for (const value of [...HOSTILE, 42, null, { x: 1 }]) {
      const parsed = ZRegisterRequest.safeParse({ ...base, return_path: value });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.return_path).toBeUndefined();
      const resend = ZSendVerificationRequest.safeParse({ return_path: value });
      expect(resend.success).toBe(true);
      expect(resend.data?.return_path).toBeUndefined();
    }
    expect(ZRegisterRequest.parse({ ...base, return_path: '/refine' }).return_path).toBe('/refine');
  });
});

type Outbox = { messages: Array<{ to: string; links: string[] }> };

describe.each(DATABASE_KINDS)('the verification link carries the return path, on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  useTestApp(kind, (made) => ({ app, database } = made));

  /** The verification links mailed to `email`, newest first. */
  async function verificationLinks(email: string): Promise<URL[]> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    return (response.json() as Outbox).messages
      .flatMap((message) => message.links)
      .map((link) => new URL(link))
      .filter((url) => url.pathname === '/verify-email');
  }

  async function register(returnPath: unknown) {
    const { email, ip } = newIdentity();
    const client = new SessionClient(app, ip);
    const response = await client.register({
      email,
      password: PASSWORD,
      full_name: 'Ada Lovelace',
      return_path: returnPath,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { client, email, userId: (response.json().user as { id: string }).id };
  }

  it('puts a same-app return path into the mailed link as ?next=', async () => {
    const { email } = await register('/refine');
    const [link] = await verificationLinks(email);
    expect(link?.searchParams.get('token')).toMatch(/\S{20,}/);
    expect(link?.searchParams.get('next')).toBe('/refine');
  });

  it.each(['//evil.com', '/\\evil', 'https://x', 'javascript:alert(1)', '/%2F%2Fevil.com', 42])(
    'registers anyway with the hostile return path %j, and mails a link without it',
    async (value) => {
      const { email } = await register(value);
      const [link] = await verificationLinks(email);
      expect(link?.searchParams.get('token')).toBeTruthy();
      expect(link?.searchParams.has('next')).toBe(false);
      expect(link?.origin).toBe('http://localhost:3000');
    },
  );

  it('carries the return path of a resend, signed in and by address alike', async () => {
    const { client, email, userId } = await register(undefined);
    const cooldownOver = () =>
      database.db.execute(
        sql`update users set verification_sent_at = now() - interval '2 minutes' where id = ${userId}`,
      );
    await cooldownOver();
    const signedIn = await client.request({
      method: 'POST',
      url: '/api/auth/send-verification',
      payload: { return_path: '/refine?step=input' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await verificationLinks(email))[0]?.searchParams.get('next')).toBe('/refine?step=input');

    await cooldownOver();
    const byAddress = await app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      payload: { email, return_path: '/settings' },
      remoteAddress: newIdentity().ip,
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      payload: { email: `nobody.${Date.now()}@example.com`, return_path: '/settings' },
      remoteAddress: newIdentity().ip,
    });
    // No telling known and unknown addresses apart, with a return path as without.
    expect([byAddress.statusCode, byAddress.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(byAddress.statusCode).toBe(200);
    expect((await verificationLinks(email))[0]?.searchParams.get('next')).toBe('/settings');

    await cooldownOver();
    const hostile = await client.request({
      method: 'POST',
      url: '/api/auth/send-verification',
      payload: { return_path: '//evil.com' },
    });
    expect(hostile.statusCode).toBe(200);
    expect((await verificationLinks(email))[0]?.searchParams.has('next')).toBe(false);
  });

  it('answers the resend cooldown with Retry-After in seconds', async () => {
    const { client } = await register('/refine');
    const early = await client.request({ method: 'POST', url: '/api/auth/send-verification', payload: {} });
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('resend_cooldown');
    const seconds = Number(early.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(early.json().detail).toBe(
      `Please wait ${seconds} seconds before requesting another verification email.`,
    );
  });
});
