import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/helper';
import { createAccountRepository } from '../auth/repository';
import { hashToken, randomToken } from '../auth/tokens';
import type { PgliteLike } from './pglite-thread';
import { createReadCache, onlyReads, tellingWrites } from './read-cache';

describe('createReadCache', () => {
  it('answers from memory until the next write', async () => {
    const cache = createReadCache();
    const load = vi.fn(async () => ({ value: 1 }));
    const first = await cache.remember('key', load);
    expect(await cache.remember('key', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    cache.written();
    await cache.remember('key', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that a write overtook', async () => {
    const cache = createReadCache();
    let finish: (value: string) => void = () => {};
    const slow = cache.remember('key', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.written();
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.remember('key', async () => 'after the write')).toBe('after the write');
  });

  it('starts over instead of growing past its bound', async () => {
    const cache = createReadCache(3);
    const load = vi.fn(async () => 'row');
    for (const key of ['a', 'b', 'c', 'd']) await cache.remember(key, load);
    await cache.remember('a', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('counts only plain selects as reads', () => {
    expect(onlyReads('select "id" from "sessions" where "access_token_hash" = $1')).toBe(true);
    expect(onlyReads('  SELECT 1')).toBe(true);
    for (const statement of [
      'insert into "sessions" ("id") values ($1)',
      'update "users" set "email" = $1',
      'delete from "sessions"',
      'with moved as (delete from "a" returning *) select * from moved',
      "select nextval('serial')",
      "select set_config('search_path', 'x', false)",
    ])
      expect(onlyReads(statement)).toBe(false);
  });
});

describe('tellingWrites', () => {
  // A client whose reads may run beside a transaction and see the data as it was before the commit.
  function fakeClient() {
    const data = { committed: 'before', pending: 'before' };
    const client: PgliteLike = {
      query: async (statement) => {
        if (!onlyReads(statement)) data.pending = data.committed = statement;
        return { rows: [{ value: data.committed }], fields: [] } as never;
      },
      async transaction(callback) {
        const result = await callback({
          query: async (statement) => {
            data.pending = statement;
            return { rows: [], fields: [] } as never;
          },
        });
        data.committed = data.pending;
        return result;
      },
      closed: false,
      close: async () => {},
    };
    return client;
  }

  it('forgets what was read before a write statement, and what was read beside a transaction once it ends', async () => {
    const reads = createReadCache();
    const client = tellingWrites(fakeClient(), reads);
    const read = () =>
      reads.remember('value', async () => (await client.query('select value')).rows[0] as { value: string });
    expect((await read()).value).toBe('before');
    await client.query('update one');
    expect((await read()).value).toBe('update one');
    // Read beside the transaction, before its commit: the end of the transaction must forget it.
    await client.transaction(async (tx) => {
      await tx.query('update two');
      expect((await read()).value).toBe('update one');
    });
    expect((await read()).value).toBe('update two');
  });
});

describe.each(DATABASE_KINDS)('the session lookup on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('is remembered only by the embedded database, and never past a write or its expiry', async () => {
    const repository = createAccountRepository(database.db, database.reads);
    const user = await repository.insertUser({
      email: `cache.${kind}@example.com`,
      username: `cache_${kind}`,
      fullName: 'Read Cache',
    });
    const token = randomToken();
    const issued = new Date();
    const expiresAt = new Date(issued.getTime() + 60_000);
    const session = await repository.insertSession({
      userId: user.id,
      familyId: crypto.randomUUID(),
      mode: 'bearer',
      accessTokenHash: hashToken(token),
      refreshTokenHash: hashToken(randomToken()),
      csrfToken: randomToken(),
      csrfExpiresAt: expiresAt,
      expiresAt,
      refreshExpiresAt: expiresAt,
      createdAt: issued,
      lastActivityAt: issued,
    });
    const selects = vi.spyOn(database.db, 'select');
    const lookUp = (at = new Date()) => repository.findLiveSessionByAccessHash(hashToken(token), at);

    const first = await lookUp();
    expect(first?.user.email).toBe(`cache.${kind}@example.com`);
    // What a caller changes on its copy is not what the next request reads.
    if (first) first.session.userAgent = 'changed by a caller';
    const second = await lookUp();
    expect(second?.session.userAgent).toBeNull();
    expect(selects).toHaveBeenCalledTimes(kind === 'pglite' ? 1 : 2);

    await repository.updateSession(session.id, { userAgent: 'Firefox' });
    expect((await lookUp())?.session.userAgent).toBe('Firefox');
    expect(await lookUp(new Date(expiresAt.getTime() + 1))).toBeUndefined();

    await repository.transaction((queries) => queries.revokeUserSessions(user.id, new Date()));
    expect(await lookUp()).toBeUndefined();
    selects.mockRestore();
  });
});
