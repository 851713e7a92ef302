import type { EngineRunner } from '../src/scoring/engine-pool';
import { inlineEngine } from './helper';

type Held = { count: number; entered: () => void; gate: Promise<void> };

/**
 * The test thread's engine, whose analyses and reverts can be held until released: a test puts other
 * requests in the middle of them, or keeps them in progress as long as it needs. `finished` counts the
 * tasks the engine completed, answered or not.
 */
export function createHeldEngine() {
  const held: Partial<Record<'analyze' | 'revert', Held>> = {};
  let finished = 0;
  async function pass(task: 'analyze' | 'revert'): Promise<void> {
    const hold = held[task];
    if (!hold || hold.count === 0) return;
    hold.count -= 1;
    if (hold.count === 0) {
      delete held[task];
      hold.entered();
    }
    await hold.gate;
  }
  const engine: EngineRunner = {
    ...inlineEngine,
    async analyze(...args) {
      await pass('analyze');
      try {
        return await inlineEngine.analyze(...args);
      } finally {
        finished += 1;
      }
    },
    async revert(...args) {
      await pass('revert');
      return inlineEngine.revert(...args);
    },
  };
  return {
    engine,
    finished: () => finished,
    /** Holds the next `count` tasks of the kind: `entered` once all of them are in the engine. */
    hold(task: 'analyze' | 'revert', count = 1): { entered: Promise<void>; release: () => void } {
      let entered!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => {
        entered = resolve;
      });
      held[task] = { count, entered, gate: new Promise<void>((resolve) => (release = resolve)) };
      return { entered: reached, release };
    },
    /** Drops what a test held and did not use. */
    reset() {
      delete held.analyze;
      delete held.revert;
    },
  };
}
