import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { createResumeRenderer } from '../src/editor/render';
import { createInlineRenders } from '../src/editor/render-tasks';
import { createInlineEngine } from '../src/scoring/engine-pool';
import { createEngineTasks } from '../src/scoring/engine-tasks';
import { sharedSpeller } from '../src/scoring/speller';

export type DatabaseKind = Database['kind'];

/** Every integration suite runs against embedded PGlite, and also against PostgreSQL when it is configured. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = Database & { dispose(): Promise<void> };

/** A fresh, migrated database: an in-memory PGlite, or a new schema of its own in PostgreSQL. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    return { ...database, dispose: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ kind: 'postgres', url, schema });
  return {
    ...database,
    async dispose() {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The free plan's monthly limits are out of reach in the suites that do not test them: a suite may analyze
 * or upload more than ten times with one account.
 */
export const UNREACHED_MONTHLY_LIMIT = '1000000';

export const testConfig = (overrides: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FREE_MONTHLY_ANALYSES: UNREACHED_MONTHLY_LIMIT,
    FREE_MONTHLY_UPLOADS: UNREACHED_MONTHLY_LIMIT,
    ...overrides,
  });

/**
 * The engine on the test's own thread, with the shared speller: suites build many apps, and starting
 * engine threads for each would only slow them down. engine-pool.test.ts covers the threads.
 */
export const inlineEngine = createInlineEngine(createEngineTasks(sharedSpeller));

/** Layout, PDF and DOCX on the test's own thread too, for the same reason; render-threads.test.ts covers them. */
export const inlineRenderer = createResumeRenderer({ renders: createInlineRenders() });

export async function buildTestApp(
  database: Database,
  overrides: Partial<AppDependencies> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    sessionSecret: 'test-secret-test-secret-test-secret-1234',
    engine: inlineEngine,
    renderer: inlineRenderer,
    ...overrides,
  });
  await app.ready();
  return app;
}

/**
 * A fresh database and app for one suite: made before its tests, handed to `receive`, and closed after
 * them. `overrides` is read when the app is built, so it may use what earlier hooks prepared.
 */
export function useTestApp(
  kind: DatabaseKind,
  receive: (made: { app: FastifyInstance; database: TestDatabase }) => void,
  overrides: () => Partial<AppDependencies> = () => ({}),
): void {
  let made: { app: FastifyInstance; database: TestDatabase } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    made = { database, app: await buildTestApp(database, overrides()) };
    receive(made);
  });
  afterAll(async () => {
    await made?.app.close();
    await made?.database.dispose();
  });
}
