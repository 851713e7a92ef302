import { describe, expect, it } from 'vitest';
import { createServiceSettings, SETTINGS_TTL_MS, settingsRow } from '../src/admin/service-settings';
import type { AppDatabase } from '../src/db/client';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';

const CONFIGURED = {
  registration_open: true,
  email_verification_required: true,
  free_monthly_analyses: 10,
  free_monthly_uploads: 10,
};

describe.each(DATABASE_KINDS)('the service settings module on %s', (kind) => {
  let database: TestDatabase;
  useTestApp(kind, (made) => {
    database = made.database;
  });

  /** Two instances of the server on one database, each with its own memory, on one clock. */
  function twoInstances() {
    let clock = 1_000_000;
    const make = () => createServiceSettings({ db: database.db, configured: CONFIGURED, now: () => clock });
    return { here: make(), there: make(), advance: (ms: number) => (clock += ms) };
  }

  async function write(changes: Parameters<typeof settingsRow.write>[1]) {
    return database.db.transaction(async (tx) => {
      await settingsRow.lock(tx as unknown as AppDatabase);
      return settingsRow.write(tx as unknown as AppDatabase, changes, new Date());
    });
  }

  it('follows a write at once on the writing instance, and on another once its read is SETTINGS_TTL_MS old', async () => {
    const { here, there, advance } = twoInstances();
    expect(await here.current()).toEqual(CONFIGURED);
    expect(await there.current()).toEqual(CONFIGURED);

    here.written(await write({ registration_open: false, free_monthly_uploads: 3 }));
    const changed = { ...CONFIGURED, registration_open: false, free_monthly_uploads: 3 };
    expect(await here.current()).toEqual(changed);
    expect(here.latest()).toEqual(changed);
    // The other instance still serves what it read, until its read is old enough.
    expect(await there.current()).toEqual(CONFIGURED);
    advance(SETTINGS_TTL_MS - 1);
    expect(await there.current()).toEqual(CONFIGURED);
    advance(1);
    expect(await there.current()).toEqual(changed);
    expect(there.latest()).toEqual(changed);

    here.written(await write({ registration_open: null, free_monthly_uploads: null }));
    expect(await here.current()).toEqual(CONFIGURED);
  });

  it('keeps serving the last settings it read when the database cannot be read', async () => {
    const failures: unknown[] = [];
    const broken = {
      select: () => {
        throw new Error('database unreachable');
      },
    } as unknown as AppDatabase;
    const settings = createServiceSettings({
      db: broken,
      configured: CONFIGURED,
      onReadError: (error) => failures.push(error),
    });
    expect(await settings.current()).toEqual(CONFIGURED);
    expect(failures).toHaveLength(1);
  });
});
