import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LOCK_AFTER_FAILURES } from '../src/auth/account-rules';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { SessionClient } from './session-client';

// Counts the passwords the service checks against an account's hash: the throttle must stop a burst
// before the check, whatever order its requests reach the database in.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/auth/passwords')>();
  return {
    ...original,
    verifyPassword: (passwordHash: string, password: string) => {
      checks.count += 1;
      return original.verifyPassword(passwordHash, password);
    },
  };
});

const PASSWORD = 'Correct-Horse-42';
let counter = 0;
const nextIp = () => {
  counter += 1;
  return `10.78.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};

describe.each(DATABASE_KINDS)('the sign-in throttle on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  useTestApp(kind, (made) => ({ app, database } = made));

  const login = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      // Each guess from its own address, as a spread attacker would: the per-client rate limit is no help.
      remoteAddress: nextIp(),
      payload: { email, password, token_type: 'bearer' },
    });

  it('counts parallel guesses before the password is checked: a burst gets five checks, then the lock', async () => {
    const email = `burst.${Date.now()}@example.com`;
    const owner = new SessionClient(app, nextIp());
    expect((await owner.register({ email, password: PASSWORD, full_name: 'Ada Lovelace' })).statusCode).toBe(
      201,
    );

    // Parallel requests have no order: any five of them may be the ones counted first. What must hold in
    // every order is that no more than five are checked at all, and none after the lock.
    checks.count = 0;
    const guesses = Array.from({ length: 40 }, (_, n) => `Wrong-Guess-${n}`);
    const responses = await Promise.all(guesses.map((password) => login(email, password)));

    expect(checks.count).toBe(LOCK_AFTER_FAILURES);
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(LOCK_AFTER_FAILURES - 1);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - (LOCK_AFTER_FAILURES - 1));
    for (const response of responses.filter((each) => each.statusCode === 429))
      expect(response.json().code).toBe('account_locked');

    // The right password now finds the lock, and is not checked either.
    const later = await login(email, PASSWORD);
    expect(later.statusCode).toBe(429);
    expect(later.json().detail).toBe(
      'Too many login attempts. Please wait a few minutes before trying again.',
    );
    expect(checks.count).toBe(LOCK_AFTER_FAILURES);
  });

  it('still lets the right password in after fewer than five failures, and starts the count again', async () => {
    const email = `few.${Date.now()}@example.com`;
    const owner = new SessionClient(app, nextIp());
    expect((await owner.register({ email, password: PASSWORD, full_name: 'Ada Lovelace' })).statusCode).toBe(
      201,
    );
    const wrong = await Promise.all([1, 2, 3, 4].map((n) => login(email, `Wrong-Guess-${n}`)));
    expect(wrong.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const again = [];
    for (const n of [1, 2, 3, 4]) again.push((await login(email, `Wrong-Guess-${n}`)).statusCode);
    expect(again).toEqual([401, 401, 401, 401]);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });
});
