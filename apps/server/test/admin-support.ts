import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { feedback, refineSessions } from '../src/db/schema';
import type { TestDatabase } from './helper';
import { makeAdmin } from './plans-support';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

/** A signed-in admin (made one through the database, as ADMIN_EMAILS or another admin would). */
export async function signUpAdmin(app: FastifyInstance, database: TestDatabase) {
  const admin = await signUp(app, database);
  await makeAdmin(database, admin.userId);
  return admin;
}

export function adminGet(client: SessionClient, url: string) {
  return client.request({ method: 'GET', url });
}

export function adminPatch(client: SessionClient, url: string, payload: object) {
  return client.request({ method: 'PATCH', url, payload });
}

/** The audit entries about one account, newest first, as the console reads them. */
export async function auditOf(client: SessionClient, targetId: string) {
  const response = await adminGet(client, `/api/admin/audit?target_id=${targetId}&page_size=100`);
  if (response.statusCode !== 200) throw new Error(`audit failed: ${response.body}`);
  return (response.json() as { entries: Array<Record<string, unknown>> }).entries;
}

/** A saved session of the account (the smallest row the table accepts), for feedback to belong to. */
export async function seedSession(database: TestDatabase, userId: string): Promise<string> {
  const [row] = await database.db
    .insert(refineSessions)
    .values({
      userId,
      targetIndustry: 'technology',
      jobTitle: 'Engineer',
      resumeText: 'before',
      jobDescription: 'job',
      questions: [],
      questionDetails: [],
      answers: [],
      initialScore: {} as never,
      initialOverallScore: 50,
      finalText: 'after',
      structuredResume: {} as never,
      history: [],
      notices: [],
    } as never)
    .returning({ id: refineSessions.id });
  if (!row) throw new Error('no session');
  return row.id;
}

/** A feedback entry on a new session of the account. */
export async function seedFeedback(
  database: TestDatabase,
  userId: string,
  values: Partial<typeof feedback.$inferInsert>,
): Promise<string> {
  const sessionId = await seedSession(database, userId);
  const [row] = await database.db
    .insert(feedback)
    .values({ userId, sessionId, ...values })
    .returning({ id: feedback.id });
  if (!row) throw new Error('no feedback');
  return row.id;
}

/** The stored columns an admin changes. */
export async function storedAccount(database: TestDatabase, userId: string) {
  const result = await database.db.execute(
    sql`select is_admin, plan_tier, disabled_at, email_verified_at from users where id = ${userId}`,
  );
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0];
}
