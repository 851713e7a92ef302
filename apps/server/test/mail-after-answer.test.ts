import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { SessionClient } from './session-client';

const PASSWORD = 'Correct-Horse-42';
let counter = 0;
const nextIp = () => {
  counter += 1;
  return `10.79.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};

/** A mailer that delivers, fails, or never answers, as a test asks. */
function controllableMailer() {
  const sent: MailMessage[] = [];
  const stuck: Array<() => void> = [];
  let mode: 'deliver' | 'fail' | 'hang' = 'deliver';
  const mailer: Mailer = {
    transport: 'outbox',
    send(message) {
      if (mode === 'fail') return Promise.reject(new Error('mail server down'));
      if (mode === 'hang') return new Promise<void>((resolve) => stuck.push(resolve));
      sent.push(message);
      return Promise.resolve();
    },
  };
  return {
    mailer,
    sent,
    set: (next: typeof mode) => {
      mode = next;
    },
    release: () => {
      for (const resolve of stuck.splice(0)) resolve();
    },
  };
}

/** Settles with the response, or fails the test if the request has not completed in `ms`. */
function completesWithin(request: Promise<LightMyRequestResponse>, ms: number) {
  return Promise.race([
    request,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);
}

describe.each(DATABASE_KINDS)('anonymous requests by address on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const mail = controllableMailer();
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({ mailer: mail.mailer }),
  );
  afterAll(() => {
    mail.set('deliver');
    mail.release();
  });

  async function account(verified = false) {
    mail.set('deliver');
    const email = `person${counter}.${Date.now()}@example.com`;
    const client = new SessionClient(app, nextIp());
    const response = await client.register({ email, password: PASSWORD, full_name: 'Ada Lovelace' });
    expect(response.statusCode, response.body).toBe(201);
    if (verified) {
      const link = mail.sent.findLast((message) => message.to === email)?.text.match(/token=([\w-]+)/)?.[1];
      const confirmed = await client.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: link },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    return email;
  }

  const resetMailsTo = (email: string) =>
    mail.sent.filter((message) => message.to === email && /reset-password/.test(message.text)).length;

  const post = (url: string, email: string) =>
    app.inject({ method: 'POST', url, payload: { email }, remoteAddress: nextIp() });

  it('answers send-verification alike for unknown, unverified (in its cooldown or not) and verified addresses', async () => {
    const inCooldown = await account();
    const verified = await account(true);
    const unverified = await account();
    // Its cooldown over: the mail may go again, and the mail server is down.
    await database.db.execute(
      sql`update users set verification_sent_at = now() - interval '2 minutes' where email = ${unverified}`,
    );
    mail.set('fail');
    const answers = await Promise.all(
      [`nobody.${Date.now()}@example.com`, inCooldown, verified].map((email) =>
        post('/api/auth/send-verification', email),
      ),
    );
    const unknownAnswer = answers[0];
    for (const answer of answers) {
      expect([answer.statusCode, answer.json()]).toEqual([unknownAnswer?.statusCode, unknownAnswer?.json()]);
    }
    expect(unknownAnswer?.statusCode).toBe(200);
    // An unverified address whose mail cannot go (the old code answered 503 here) gets the same answer too.
    const failing = await post('/api/auth/send-verification', unverified);
    expect([failing.statusCode, failing.json()]).toEqual([unknownAnswer?.statusCode, unknownAnswer?.json()]);
  });

  it('answers forgot-password alike for known and unknown addresses', async () => {
    const email = await account();
    const known = await post('/api/auth/forgot-password', email);
    const unknown = await post('/api/auth/forgot-password', `nobody.${Date.now()}@example.com`);
    expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(known.statusCode).toBe(200);
  });

  it('answers without waiting for the mail: a mail server that never answers does not hold the request', async () => {
    const email = await account();
    mail.set('hang');
    const reset = await completesWithin(post('/api/auth/forgot-password', email), 5_000);
    expect(reset.statusCode).toBe(200);
    const verification = await completesWithin(post('/api/auth/send-verification', email), 5_000);
    expect(verification.statusCode).toBe(200);
  });

  it('sends one reset mail a minute per account, however many addresses ask', async () => {
    const email = await account();
    mail.set('deliver');
    for (let round = 0; round < 5; round += 1)
      expect((await post('/api/auth/forgot-password', email)).statusCode).toBe(200);
    // The development outbox waits for every queued mail job before it answers (mail an earlier test
    // left hanging is let go first).
    mail.release();
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    expect(resetMailsTo(email)).toBe(1);
  });

  it('still sends the reset mail after the answer', async () => {
    const email = await account();
    mail.set('deliver');
    expect((await post('/api/auth/forgot-password', email)).statusCode).toBe(200);
    await expect.poll(() => resetMailsTo(email)).toBe(1);
  });
});
