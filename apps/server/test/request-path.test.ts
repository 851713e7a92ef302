import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from './helper';

let counter = 0;
const nextIp = () => {
  counter += 1;
  return `10.77.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};

/** Every hook reads the routed path, so another spelling of a path gets the same limits and checks. */
describe.each(DATABASE_KINDS)('encoded spellings of a path on %s', (kind) => {
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app } = made));

  const login = (url: string, remoteAddress: string, n: number) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress,
      payload: {
        email: `nobody${n}.${Date.now()}@example.com`,
        password: 'wrong-password-1',
        token_type: 'bearer',
      },
    });

  it('rate-limits sign-in through /%61pi/auth/login as through the plain path', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 40; n += 1) statuses.push((await login('/%61pi/auth/login', ip, n)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
  });

  it('counts mixed spellings of one path in one bucket', async () => {
    const ip = nextIp();
    const spellings = [
      '/api/auth/login',
      '/%61pi/auth/login',
      '/api/%61uth/login',
      '/api/auth/log%69n',
      '/%61%70%69/auth/login',
    ];
    const responses = [];
    for (let n = 0; n < 40; n += 1) responses.push(await login(spellings[n % spellings.length] ?? '', ip, n));
    expect(responses.slice(0, 10).map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    expect(responses.slice(10).map((response) => response.statusCode)).toEqual(Array(30).fill(429));
    expect(responses[39]?.json().code).toBe('rate_limited');
  });

  it('refuses a sign-in through an encoded path without the public CSRF token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      remoteAddress: nextIp(),
      payload: { email: 'someone@example.com', password: 'wrong-password-1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrf_failed');
  });

  it('limits forgot-password across spellings: one address gets at most five requests a minute', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      const response = await app.inject({
        method: 'POST',
        url: n % 2 ? '/%61pi/auth/forgot-password' : '/api/auth/forgot-password',
        remoteAddress: ip,
        payload: { email: 'victim@example.com' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('answers an unknown encoded API path with the JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/%61pi/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
