/**
 * ENGINE_THREADS reaches the engine's pool: the app builds its pool with the configured number of threads
 * (one per core when unset), analyses through it, and closes it with the app.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { EnginePoolOptions } from '../src/scoring/engine-pool';
import { buildTestApp, createTestDatabase, type TestDatabase, testConfig } from './helper';
import { INDUSTRY, JOB, RESUME } from './refine-fixtures';
import { signUp } from './resume-user';

const pools = vi.hoisted(() => ({ made: [] as { options: EnginePoolOptions; closed: boolean }[] }));
vi.mock('../src/scoring/engine-pool', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/scoring/engine-pool')>();
  return {
    ...original,
    createEnginePool: (options: EnginePoolOptions = {}) => {
      const pool = original.createEnginePool(options);
      const made = { options, closed: false };
      pools.made.push(made);
      return {
        ...pool,
        close: async () => {
          made.closed = true;
          await pool.close();
        },
      };
    },
  };
});

/** An app on a fresh embedded database with `env`, whose engine is the pool the app builds itself. */
async function withApp(
  env: Record<string, string>,
  use: (app: FastifyInstance, database: TestDatabase) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase('pglite');
  let app: FastifyInstance | undefined;
  try {
    app = await buildTestApp(database, { config: testConfig(env), engine: undefined });
    await use(app, database);
  } finally {
    await app?.close();
    await database.dispose();
  }
}

describe('ENGINE_THREADS', () => {
  it('sizes the pool the app analyses on, and the pool closes with the app', async () => {
    pools.made.length = 0;
    await withApp({ ENGINE_THREADS: '1' }, async (app, database) => {
      expect(pools.made.map((made) => made.options.size)).toEqual([1]);
      const { client } = await signUp(app, database);
      const response = await client.request({
        method: 'POST',
        url: '/api/scoring/analyze',
        payload: { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY },
      });
      expect(response.statusCode).toBe(200);
    });
    expect(pools.made.map((made) => made.closed)).toEqual([true]);
  });

  it('leaves the size to the pool (one thread per core) when unset', async () => {
    pools.made.length = 0;
    await withApp({}, async () => {
      expect(pools.made.map((made) => made.options.size)).toEqual([undefined]);
    });
  });
});
