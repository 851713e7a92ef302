/**
 * One engine thread of the pool (engine-pool.ts): runs analyze, refine, revert and rescore off the event
 * loop. The speller is built on the first task that needs it, so a thread that starts costs little.
 */
import { parentPort } from 'node:worker_threads';
import type { Speller } from '@resumeloop/engine';
import { createNspellSpeller } from '@resumeloop/engine/spelling';
import { createEngineTasks, type EngineTaskName, serializeError } from './engine-tasks';

export type EngineRequest = { id: number; task: EngineTaskName; args: unknown[] };
export type EngineReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: unknown };

if (!parentPort) throw new Error('engine-worker runs as a worker thread');
const port = parentPort;

let speller: Speller | undefined;
const tasks = createEngineTasks(() => {
  speller ??= createNspellSpeller();
  return speller;
});

port.on('message', ({ id, task, args }: EngineRequest) => {
  let reply: EngineReply;
  try {
    const run = tasks[task] as (...values: unknown[]) => unknown;
    reply = { id, ok: true, result: run(...args) };
  } catch (error) {
    reply = { id, ok: false, error: serializeError(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
