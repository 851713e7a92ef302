/**
 * One engine thread of the pool (engine-pool.ts): runs analyze, refine, revert and rescore off the event
 * loop. The speller is built on the first task that needs it, so a thread that starts costs little.
 */
import type { Speller } from '@resumeloop/engine';
import { createNspellSpeller } from '@resumeloop/engine/spelling';
import { serveTasks } from '../workers/worker-protocol';
import { createEngineTasks, serializeError } from './engine-tasks';

let speller: Speller | undefined;
serveTasks(
  createEngineTasks(() => {
    speller ??= createNspellSpeller();
    return speller;
  }),
  serializeError,
);
