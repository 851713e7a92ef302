import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/helper';
import { createAccountRepository } from '../auth/repository';
import { hashToken, randomToken } from '../auth/tokens';
import { createReadCache, onlyReads } from './read-cache';

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
