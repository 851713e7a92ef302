/**
 * The log never carries what a user sent: a failing query's parameters (email, password hash, names), a
 * database error's detail (which repeats the row), or a URL's query values (an OAuth code).
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helper';
import { newIdentity, PASSWORD } from './resume-user';
import { SessionClient } from './session-client';

describe('log redaction', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp(database, { logger: { level: 'info', stream } });
    // A rule the registration breaks inside the database: PostgreSQL's error then repeats the whole row.
    await database.db.execute(
      sql`alter table users add constraint short_names check (char_length(full_name) < 20)`,
    );
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('logs a failed query by its kind, SQL and constraint, without its values or the row', async () => {
    const { email, ip } = newIdentity();
    const fullName = 'Philippa Quartermaine-Oduya';
    const response = await new SessionClient(app, ip).register({
      email,
      password: PASSWORD,
      full_name: fullName,
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('short_names');
    expect(log).toContain('insert into');
    for (const secret of [email, fullName, '$argon2', PASSWORD]) expect(log).not.toContain(secret);
  });

  it('logs a URL by its path and query names only', async () => {
    await app.inject({ method: 'GET', url: '/api/oauth/google/callback?code=SECRET-CODE-42&state=abc' });
    const log = lines.join('');
    expect(log).toContain('/api/oauth/google/callback?code=[redacted]&state=[redacted]');
    expect(log).not.toContain('SECRET-CODE-42');
  });
});
