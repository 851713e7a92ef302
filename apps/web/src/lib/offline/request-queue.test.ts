import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createRequestQueue,
  type QueuedRequest,
  type QueuedRequestInput,
  type ReplayOutcome,
  type RequestQueue,
} from './request-queue';

const ALICE = 'user-alice';
const BOB = 'user-bob';

function save(documentId: string, text: string, userId = ALICE): QueuedRequestInput {
  return {
    method: 'PUT',
    url: `/api/editor/${documentId}/update`,
    body: JSON.stringify({ text }),
    headers: { 'content-type': 'application/json', 'X-CSRF-Token': 'secret', Authorization: 'Bearer x' },
    userId,
    coalesceKey: `editor:${documentId}`,
  };
}

function post(url: string, userId = ALICE): QueuedRequestInput {
  return { method: 'post', url, body: null, userId };
}

/** A sender that answers from a script, entry by entry, and records what it was given. */
function scriptedSend(outcomes: ReplayOutcome[] = []) {
  const sent: QueuedRequest[] = [];
  const send = vi.fn(async (entry: QueuedRequest): Promise<ReplayOutcome> => {
    sent.push(entry);
    return outcomes.shift() ?? 'done';
  });
  return { send, sent };
}

const queues: RequestQueue[] = [];
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.close();
});

function indexedDbQueue(factory = new IDBFactory()): RequestQueue {
  const queue = createRequestQueue({ indexedDB: factory, now: () => 1_700_000_000_000 });
  queues.push(queue);
  return queue;
}

function memoryQueue(): RequestQueue {
  const queue = createRequestQueue({ indexedDB: null });
  queues.push(queue);
  return queue;
}

/** An IndexedDB whose open fails, as in private windows of some browsers. */
function refusingFactory(): IDBFactory {
  const factory = new IDBFactory();
  factory.open = () => {
    throw new DOMException(
      'A mutation operation was attempted on a database that did not allow mutations.',
      'InvalidStateError',
    );
  };
  return factory;
}

describe.each([
  ['IndexedDB', () => indexedDbQueue()],
  ['memory', () => memoryQueue()],
])('request queue (%s)', (_name, makeQueue) => {
  it('keeps writes in the order they were queued and replays them in that order', async () => {
    const queue = makeQueue();
    await queue.enqueue(post('/api/a'));
    await queue.enqueue(save('doc-1', 'first'));
    await queue.enqueue(post('/api/b'));

    expect((await queue.list(ALICE)).map((entry) => entry.url)).toEqual([
      '/api/a',
      '/api/editor/doc-1/update',
      '/api/b',
    ]);
    const { send, sent } = scriptedSend();
    const result = await queue.replay(ALICE, send);

    expect(sent.map((entry) => entry.url)).toEqual(['/api/a', '/api/editor/doc-1/update', '/api/b']);
    expect(result).toEqual({ sent: 3, dropped: 0, conflicts: 0, stopped: false, remaining: 0 });
    expect(await queue.count(ALICE)).toBe(0);
  });

  it('keeps only the headers that matter, and makes an idempotency key kept for every replay', async () => {
    const queue = makeQueue();
    const queued = await queue.enqueue(save('doc-1', 'text'));
    const withKey = await queue.enqueue({ ...post('/api/c'), headers: { 'Idempotency-Key': 'given-key' } });

    expect(queued.method).toBe('PUT');
    expect(queued.headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(queued.createdAt).toEqual(expect.any(Number));
    expect(withKey.method).toBe('POST');
    expect(withKey.headers).toEqual({ 'Idempotency-Key': 'given-key' });

    const first = scriptedSend(['retry-later']);
    await queue.replay(ALICE, first.send);
    const second = scriptedSend();
    await queue.replay(ALICE, second.send);

    expect(first.sent[0]?.headers['Idempotency-Key']).toBe(queued.headers['Idempotency-Key']);
    expect(second.sent[0]?.headers['Idempotency-Key']).toBe(queued.headers['Idempotency-Key']);
    expect(second.sent[1]?.headers['Idempotency-Key']).toBe('given-key');
  });

  it('coalesces saves of one document into the newest, at the first one’s place in line', async () => {
    const queue = makeQueue();
    await queue.enqueue(post('/api/a'));
    const first = await queue.enqueue(save('doc-1', 'v1'));
    await queue.enqueue(post('/api/b'));
    await queue.enqueue(save('doc-2', 'other document'));
    const last = await queue.enqueue(save('doc-1', 'v2'));
    await queue.enqueue(save('doc-1', 'v3'));

    const entries = await queue.list(ALICE);
    expect(entries.map((entry) => [entry.url, entry.body])).toEqual([
      ['/api/a', null],
      ['/api/editor/doc-1/update', JSON.stringify({ text: 'v3' })],
      ['/api/b', null],
      ['/api/editor/doc-2/update', JSON.stringify({ text: 'other document' })],
    ]);
    expect(last.id).toBe(first.id);
    expect(entries[1]?.createdAt).toBe(first.createdAt);
    // Another body under the first key would be refused by the server: the newest write has its own key.
    expect(entries[1]?.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it('never coalesces or replays another user’s writes', async () => {
    const queue = makeQueue();
    await queue.enqueue(save('doc-1', 'alice', ALICE));
    await queue.enqueue(save('doc-1', 'bob', BOB));
    await queue.enqueue(post('/api/bob-only', BOB));

    expect(await queue.count(ALICE)).toBe(1);
    expect(await queue.count(BOB)).toBe(2);
    const { send, sent } = scriptedSend();
    await queue.replay(ALICE, send);

    expect(sent.map((entry) => [entry.userId, entry.body])).toEqual([
      [ALICE, JSON.stringify({ text: 'alice' })],
    ]);
    expect(await queue.count(ALICE)).toBe(0);
    expect((await queue.list(BOB)).map((entry) => entry.url)).toEqual([
      '/api/editor/doc-1/update',
      '/api/bob-only',
    ]);
  });

  it('stops at the first write that still cannot be sent, and keeps it and the rest', async () => {
    const queue = makeQueue();
    await queue.enqueue(post('/api/a'));
    await queue.enqueue(post('/api/b'));
    await queue.enqueue(post('/api/c'));

    const offline = scriptedSend(['done', 'retry-later']);
    const result = await queue.replay(ALICE, offline.send);

    expect(offline.sent.map((entry) => entry.url)).toEqual(['/api/a', '/api/b']);
    expect(result).toEqual({ sent: 1, dropped: 0, conflicts: 0, stopped: true, remaining: 2 });
    expect((await queue.list(ALICE)).map((entry) => entry.url)).toEqual(['/api/b', '/api/c']);
  });

  it('treats a sender that throws as still offline', async () => {
    const queue = makeQueue();
    await queue.enqueue(post('/api/a'));
    const result = await queue.replay(ALICE, async () => {
      throw new TypeError('Failed to fetch');
    });

    expect(result.stopped).toBe(true);
    expect(await queue.count(ALICE)).toBe(1);
  });

  it('removes dropped writes and keeps a conflicting write for the user, then goes on', async () => {
    const queue = makeQueue();
    await queue.enqueue(save('doc-1', 'made offline'));
    await queue.enqueue(post('/api/gone'));
    await queue.enqueue(post('/api/after'));
    const onConflict = vi.fn();

    const { send, sent } = scriptedSend(['conflict', 'drop', 'done']);
    const result = await queue.replay(ALICE, send, { onConflict });

    expect(sent).toHaveLength(3);
    expect(result).toEqual({ sent: 1, dropped: 1, conflicts: 1, stopped: false, remaining: 0 });
    const conflicts = await queue.listConflicts(ALICE);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.request.body).toBe(JSON.stringify({ text: 'made offline' }));
    expect(conflicts[0]?.request.url).toBe('/api/editor/doc-1/update');
    expect(onConflict).toHaveBeenCalledWith(conflicts[0]);
    expect(await queue.listConflicts(BOB)).toEqual([]);

    await queue.removeConflict(conflicts[0]?.id ?? -1);
    expect(await queue.listConflicts(ALICE)).toEqual([]);
  });

  it('sends the newer write when one replaces the entry being sent', async () => {
    const queue = makeQueue();
    await queue.enqueue(save('doc-1', 'v1'));
    await queue.enqueue(post('/api/after'));
    const sent: string[] = [];
    const result = await queue.replay(ALICE, async (entry) => {
      sent.push(entry.body ?? entry.url);
      if (entry.body === JSON.stringify({ text: 'v1' })) await queue.enqueue(save('doc-1', 'v2'));
      return 'done';
    });

    expect(sent).toEqual([JSON.stringify({ text: 'v1' }), JSON.stringify({ text: 'v2' }), '/api/after']);
    expect(result.remaining).toBe(0);
  });

  it('runs one replay per user at a time', async () => {
    const queue = makeQueue();
    await queue.enqueue(post('/api/a'));
    const { send, sent } = scriptedSend();
    const [first, second] = await Promise.all([queue.replay(ALICE, send), queue.replay(ALICE, send)]);

    expect(sent).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('removes one entry, clears one user, and tells subscribers of every change', async () => {
    const queue = makeQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const a = await queue.enqueue(post('/api/a'));
    await queue.enqueue(post('/api/b'));
    await queue.enqueue(post('/api/bob', BOB));
    await queue.remove(a.id);
    expect((await queue.list(ALICE)).map((entry) => entry.url)).toEqual(['/api/b']);

    await queue.clear(ALICE);
    expect(await queue.count(ALICE)).toBe(0);
    expect(await queue.count(BOB)).toBe(1);
    expect(listener).toHaveBeenCalledTimes(5);
    unsubscribe();
    await queue.enqueue(post('/api/c'));
    expect(listener).toHaveBeenCalledTimes(5);
  });
});

describe('request queue storage', () => {
  it('keeps the queue in IndexedDB across page loads', async () => {
    const factory = new IDBFactory();
    const before = indexedDbQueue(factory);
    await before.enqueue(post('/api/a'));
    await before.enqueue(save('doc-1', 'offline edit'));
    await before.close();

    const after = indexedDbQueue(factory);
    expect(await after.storage()).toBe('indexeddb');
    const entries = await after.list(ALICE);
    expect(entries.map((entry) => entry.url)).toEqual(['/api/a', '/api/editor/doc-1/update']);
    // Coalescing still finds the entry queued before the reload.
    await after.enqueue(save('doc-1', 'later edit'));
    expect(await after.count(ALICE)).toBe(2);
  });

  it('falls back to memory when IndexedDB cannot be opened, with the same behaviour', async () => {
    const queue = createRequestQueue({ indexedDB: refusingFactory() });
    queues.push(queue);
    expect(await queue.storage()).toBe('memory');
    await queue.enqueue(save('doc-1', 'v1'));
    await queue.enqueue(save('doc-1', 'v2'));
    const { send, sent } = scriptedSend();
    await queue.replay(ALICE, send);

    expect(sent.map((entry) => entry.body)).toEqual([JSON.stringify({ text: 'v2' })]);
  });

  it('uses memory when the browser has no IndexedDB', async () => {
    expect(await memoryQueue().storage()).toBe('memory');
  });
});
