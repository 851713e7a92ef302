import { UseCaseError } from '@resumeloop/usecases';
import { afterEach, describe, expect, it } from 'vitest';
import { loopTurnsDuring } from '../../test/loop-turns';
import { ANSWER, INDUSTRY, JOB, RESUME } from '../../test/refine-fixtures';
import { createEnginePool, createInlineEngine, EngineBusyError, type EngineRunner } from './engine-pool';
import { createEngineTasks } from './engine-tasks';
import { sharedSpeller } from './speller';

const AS_OF = { year: 2026, month: 11 };
const BODY = { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY };

describe('engine pool', () => {
  let pool: EngineRunner | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('answers what the engine answers on this thread, for every task', async () => {
    pool = createEnginePool({ size: 2 });
    const inline = createInlineEngine(createEngineTasks(sharedSpeller));
    expect(await pool.analyze(BODY, AS_OF)).toEqual(await inline.analyze(BODY, AS_OF));
    const refineBody = { ...BODY, answers: [ANSWER] };
    const [threaded, local] = await Promise.all([
      pool.refine(refineBody, AS_OF),
      inline.refine(refineBody, AS_OF),
    ]);
    expect(threaded).toEqual(local);
    const saved = {
      jobDescription: JOB,
      targetIndustry: INDUSTRY,
      initialScore: local.session.initialScore,
      structuredResume: local.session.structuredResume,
      edits: local.session.edits,
    };
    expect(await pool.rescore(saved, saved.structuredResume, saved.edits.length, AS_OF)).toEqual(
      await inline.rescore(saved, saved.structuredResume, saved.edits.length, AS_OF),
    );
    const ids = local.session.history.slice(0, 1).map((change) => change.id);
    expect(await pool.revert(saved, ids, AS_OF)).toEqual(await inline.revert(saved, ids, AS_OF));
  });

  it("keeps a use case's refusal: its code, status and field", async () => {
    pool = createEnginePool({ size: 1 });
    const refused = await pool
      .analyze({ ...BODY, target_industry: 'Underwater Basketry' }, AS_OF)
      .catch((e) => e);
    expect(refused).toBeInstanceOf(UseCaseError);
    expect(refused).toMatchObject({ code: 'unknown_industry', status: 422, field: 'target_industry' });
  });

  it('leaves the event loop free while the threads work', async () => {
    pool = createEnginePool({ size: 2 });
    await pool.analyze(BODY, AS_OF);
    const turns = await loopTurnsDuring(() =>
      Promise.all(Array.from({ length: 4 }, () => pool?.analyze(BODY, AS_OF))),
    );
    // On this thread the four analyses would run back to back before any turn of the loop.
    expect(turns).toBeGreaterThan(4);
  });

  it('refuses a task when the line of waiting tasks is full, with a time to retry', async () => {
    pool = createEnginePool({ size: 1, queueLimit: 1 });
    const first = pool.analyze(BODY, AS_OF);
    const refused = await pool.analyze(BODY, AS_OF).catch((e) => e);
    expect(refused).toBeInstanceOf(EngineBusyError);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    await expect(first).resolves.toMatchObject({ questions: expect.any(Array) });
  });

  it('stops a task that runs past the time limit, and a new thread takes the next one', async () => {
    pool = createEnginePool({ size: 1, taskTimeoutMs: 1 });
    await expect(pool.refine({ ...BODY, answers: [ANSWER] }, AS_OF)).rejects.toThrow(/ran past 1 ms/);
    await pool.close();
    pool = createEnginePool({ size: 1, idleMs: 1 });
    await pool.analyze(BODY, AS_OF);
    // The idle thread has stopped by now; the next task starts another.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(pool.analyze(BODY, AS_OF)).resolves.toMatchObject({ questions: expect.any(Array) });
  });

  it('refuses work once closed', async () => {
    pool = createEnginePool({ size: 1 });
    const waiting = pool.analyze(BODY, AS_OF).catch((error: unknown) => error);
    await pool.close();
    expect(await waiting).toMatchObject({ message: expect.stringMatching(/closed/) });
    await expect(pool.analyze(BODY, AS_OF)).rejects.toThrow(/closed/);
  });
});
