/**
 * One engine thread of the pool (engine-pool.ts): runs analyze, refine, revert and rescore off the event
 * loop. Each language's speller is built on the first task of a resume in that language, so a thread that
 * starts costs little and one that only sees English never loads another dictionary.
 */
import { serveTasks } from '../workers/worker-protocol';
import { createEngineTasks, serializeError } from './engine-tasks';
import { sharedSpeller } from './speller';

serveTasks(createEngineTasks(sharedSpeller), serializeError);
