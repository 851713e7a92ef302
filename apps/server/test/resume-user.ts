import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestDatabase } from './helper';
import { SessionClient } from './session-client';

export const PASSWORD = 'Correct-Horse-42';
let counter = 0;

/** A new address and client IP each time, so rate limits never leak between tests. */
export function newIdentity() {
  counter += 1;
  return {
    email: `refiner${counter}.${Date.now()}@example.com`,
    ip: `10.7.${Math.floor(counter / 250)}.${(counter % 250) + 1}`,
  };
}

/** A signed-in cookie client of a new account; verified (through the database) unless asked not to be. */
export async function signUp(
  app: FastifyInstance,
  database: TestDatabase,
  options: { verified?: boolean; address?: string } = {},
): Promise<{ client: SessionClient; email: string; userId: string; ip: string }> {
  const identity = newIdentity();
  const email = identity.email;
  const ip = options.address ?? identity.ip;
  const client = new SessionClient(app, ip);
  const response = await client.register({ email, password: PASSWORD, full_name: 'Jordan Rivera' });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const userId = (response.json().user as { id: string }).id;
  if (options.verified ?? true) {
    await database.db.execute(sql`update users set email_verified_at = now() where id = ${userId}`);
  }
  return { client, email, userId, ip };
}

/** An access token for a bearer client of the same account. */
export async function bearerToken(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD, token_type: 'bearer' },
    remoteAddress: newIdentity().ip,
  });
  if (response.statusCode !== 200) throw new Error(`bearer login failed: ${response.body}`);
  return response.json().access_token as string;
}

export async function countRows(database: TestDatabase, userId: string): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from refine_sessions where user_id = ${userId}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
}

/** Saves a user's language setting (the API's answers and mails then follow it). */
export async function setLanguage(client: SessionClient, language: string): Promise<void> {
  const saved = await client.request({ method: 'PUT', url: '/api/settings', payload: { language } });
  expect(saved.statusCode, saved.body).toBe(200);
}
