/**
 * The parser slots with fake tasks: the waiting line serves keys in turn rather than in order of arrival,
 * a key never holds every slot, and parses without a key keep their order of arrival.
 */
import { describe, expect, it } from 'vitest';
import { createParserSlots } from '../src/parser-slots';

/** Lets the promises of granted slots settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function recorder(slots: ReturnType<typeof createParserSlots>) {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  return {
    started,
    /** Queues the task `name` under `key`; it records its start when it gets a slot. */
    take(name: string, key?: string) {
      void slots.acquire(key).then((release) => {
        started.push(name);
        releases.set(name, release);
      });
    },
    /** Ends the task `name`, handing its slot on. */
    finish(name: string) {
      const release = releases.get(name);
      if (!release) throw new Error(`${name} is not running`);
      releases.delete(name);
      release();
    },
    /** Ends running tasks one at a time, oldest first, until none is left. */
    async drain() {
      for (let name = started.find((each) => releases.has(each)); name; ) {
        this.finish(name);
        await settle();
        name = started.find((each) => releases.has(each));
      }
    },
  };
}

describe('the parser slots', () => {
  it('serve the waiting keys in turn, not in order of arrival', async () => {
    const tasks = recorder(createParserSlots({ slots: 1, perKey: 1 }));
    tasks.take('a1', 'account:a');
    await settle();
    // Account a queues two more before b and c arrive: each still waits only for one of a's.
    for (const [name, key] of [
      ['a2', 'account:a'],
      ['a3', 'account:a'],
      ['b1', 'account:b'],
      ['b2', 'account:b'],
      ['c1', 'account:c'],
    ] as const)
      tasks.take(name, key);
    await settle();
    expect(tasks.started).toEqual(['a1']);
    await tasks.drain();
    expect(tasks.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('never give one key every slot: the last free slot waits for someone else', async () => {
    const tasks = recorder(createParserSlots({ slots: 2, perKey: 1 }));
    tasks.take('a1', 'account:a');
    tasks.take('a2', 'account:a');
    await settle();
    expect(tasks.started).toEqual(['a1']);
    tasks.take('b1', 'account:b');
    await settle();
    expect(tasks.started).toEqual(['a1', 'b1']);
    tasks.finish('a1');
    await settle();
    expect(tasks.started).toEqual(['a1', 'b1', 'a2']);
  });

  it('let parses without a key use every slot, in order of arrival', async () => {
    const tasks = recorder(createParserSlots({ slots: 2, perKey: 1 }));
    for (const name of ['x1', 'x2', 'x3', 'x4']) tasks.take(name);
    await settle();
    expect(tasks.started).toEqual(['x1', 'x2']);
    await tasks.drain();
    expect(tasks.started).toEqual(['x1', 'x2', 'x3', 'x4']);
  });

  it('hand a slot back once, however often its release is called', async () => {
    const slots = createParserSlots({ slots: 1, perKey: 1 });
    const release = await slots.acquire('account:a');
    release();
    release();
    const first = await slots.acquire('account:b');
    let second = false;
    void slots.acquire('account:c').then(() => {
      second = true;
    });
    await settle();
    expect(second).toBe(false);
    first();
    await settle();
    expect(second).toBe(true);
  });
});
