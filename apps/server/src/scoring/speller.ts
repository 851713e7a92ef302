import type { Speller } from '@resumeloop/engine';
import { createNspellSpeller } from '@resumeloop/engine/spelling';

let shared: Speller | undefined;

/** The en-US speller, built once per process (building it takes a few hundred milliseconds). */
export function sharedSpeller(): Speller {
  shared ??= createNspellSpeller();
  return shared;
}
