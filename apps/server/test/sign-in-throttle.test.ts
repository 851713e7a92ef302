import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { SessionClient } from './session-client';

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

  it('counts parallel guesses before the password is checked: the right one late in a burst is refused', async () => {
    const email = `burst.${Date.now()}@example.com`;
    const owner = new SessionClient(app, nextIp());
    expect((await owner.register({ email, password: PASSWORD, full_name: 'Ada Lovelace' })).statusCode).toBe(
      201,
    );

    const passwords = Array.from({ length: 40 }, (_, n) => `Wrong-Guess-${n}`);
    for (const position of [11, 21, 31]) passwords.splice(position - 1, 0, PASSWORD);
    // Every pooled connection open before the burst, so the attempts reach the database in the order sent
    // (a connection still opening would let a later request overtake the first ones).
    await Promise.all(Array.from({ length: 10 }, () => database.ping()));
    const responses = await Promise.all(passwords.map((password) => login(email, password)));

    for (const position of [11, 21, 31]) {
      const response = responses[position - 1];
      expect(response?.statusCode, `the right password at position ${position}`).toBe(429);
      expect(response?.json().code).toBe('account_locked');
    }
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(0);
    // At most the first five guesses were checked at all.
    expect(responses.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(4);

    const later = await login(email, PASSWORD);
    expect(later.statusCode).toBe(429);
    expect(later.json().detail).toBe(
      'Too many login attempts. Please wait a few minutes before trying again.',
    );
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
