/**
 * The parser slots (run-parser.ts): at most `slots` files are parsed at once, and the slots are shared
 * fairly among the people waiting rather than first come, first served. Each parse names a key (whose
 * file it is: the account, or the address); a free slot goes to the waiting key served longest ago, and a
 * key not served yet goes first (in order of arrival), so one person's many files take turns with
 * everyone else's instead of filling the line. A key also runs at most `perKey` parses at once, even with
 * a slot free: with two or more slots, one person never holds them all, and someone else's file starts at
 * once. A parse without a key is its own key, so callers that give none (the command line, tests) queue in
 * order of arrival as before.
 */

export interface ParserSlots {
  /** Resolves, once a slot is this key's, with the function that hands the slot back (once). */
  acquire(key?: string): Promise<() => void>;
}

type KeyState = {
  running: number;
  waiting: Array<() => void>;
  /** When the key last got a slot (a count of grants); 0 when never since it came. */
  lastServed: number;
};

export function createParserSlots(options: { slots: number; perKey: number }): ParserSlots {
  const slots = Math.max(1, options.slots);
  const perKey = Math.max(1, options.perKey);
  // In order of arrival; a key with nothing running or waiting is forgotten.
  const keys = new Map<string | symbol, KeyState>();
  let running = 0;
  let grants = 0;

  /** The waiting key served longest ago that may run one more. */
  function next(): KeyState | undefined {
    let best: KeyState | undefined;
    for (const state of keys.values()) {
      if (state.waiting.length === 0 || state.running >= perKey) continue;
      if (!best || state.lastServed < best.lastServed) best = state;
    }
    return best;
  }

  function dispatch(): void {
    while (running < slots) {
      const state = next();
      const start = state?.waiting.shift();
      if (!state || !start) return;
      state.running += 1;
      running += 1;
      grants += 1;
      state.lastServed = grants;
      start();
    }
  }

  return {
    acquire(key) {
      const id = key ?? Symbol('parse');
      let state = keys.get(id);
      if (!state) {
        state = { running: 0, waiting: [], lastServed: 0 };
        keys.set(id, state);
      }
      const own = state;
      return new Promise((resolve) => {
        own.waiting.push(() => {
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            own.running -= 1;
            running -= 1;
            if (own.running === 0 && own.waiting.length === 0) keys.delete(id);
            dispatch();
          });
        });
        dispatch();
      });
    },
  };
}
