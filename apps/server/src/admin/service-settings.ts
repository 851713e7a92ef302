/**
 * The service's settings an admin changes at run time (decision 0033): registration open or closed, whether
 * an unverified address keeps an account from the resume tools, and the free plan's monthly limits. The
 * one row of `service_settings` holds what an admin set; a null column means "as the server's environment
 * configured", so the row never hides a change of the configuration it does not override.
 *
 * Read on every request that needs them, so they are kept in memory: a write on this instance replaces
 * them at once; another instance sharing the PostgreSQL database reads them again once they are
 * SETTINGS_TTL_MS old, so it sees an admin's change at most that late.
 */
import type { TServiceSettings, TServiceSettingsUpdate } from '@resumeloop/contracts/admin';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { serviceSettings } from '../db/schema';

/** How long a read of the settings serves before it is read again. */
export const SETTINGS_TTL_MS = 5_000;

export type StoredSettings = typeof serviceSettings.$inferSelect;

/** The stored overrides by the API's names: null where the configuration decides. */
export type SettingOverrides = { [K in keyof TServiceSettings]: TServiceSettings[K] | null };

const NO_OVERRIDES: SettingOverrides = {
  registration_open: null,
  email_verification_required: null,
  free_monthly_analyses: null,
  free_monthly_uploads: null,
};

function overridesOf(row: StoredSettings | undefined): SettingOverrides {
  if (!row) return NO_OVERRIDES;
  return {
    registration_open: row.registrationOpen,
    email_verification_required: row.emailVerificationRequired,
    free_monthly_analyses: row.freeMonthlyAnalyses,
    free_monthly_uploads: row.freeMonthlyUploads,
  };
}

/** The settings in force: each override, or the configuration's value where there is none. */
export function effectiveSettings(
  configured: TServiceSettings,
  overrides: SettingOverrides,
): TServiceSettings {
  return {
    registration_open: overrides.registration_open ?? configured.registration_open,
    email_verification_required:
      overrides.email_verification_required ?? configured.email_verification_required,
    free_monthly_analyses: overrides.free_monthly_analyses ?? configured.free_monthly_analyses,
    free_monthly_uploads: overrides.free_monthly_uploads ?? configured.free_monthly_uploads,
  };
}

/** The row's columns an update names (null: back to the configuration). */
function columnsOf(changes: TServiceSettingsUpdate): Partial<typeof serviceSettings.$inferInsert> {
  const columns: Partial<typeof serviceSettings.$inferInsert> = {};
  if (changes.registration_open !== undefined) columns.registrationOpen = changes.registration_open;
  if (changes.email_verification_required !== undefined)
    columns.emailVerificationRequired = changes.email_verification_required;
  if (changes.free_monthly_analyses !== undefined)
    columns.freeMonthlyAnalyses = changes.free_monthly_analyses;
  if (changes.free_monthly_uploads !== undefined) columns.freeMonthlyUploads = changes.free_monthly_uploads;
  return columns;
}

/** The one row, read or written on a connection or in a transaction. */
export const settingsRow = {
  async read(db: AppDatabase): Promise<StoredSettings | undefined> {
    const [row] = await db.select().from(serviceSettings).where(eq(serviceSettings.id, 1));
    return row;
  },
  /** The row locked until the transaction ends (made first if there is none), so writes queue. */
  async lock(db: AppDatabase): Promise<StoredSettings> {
    await db.insert(serviceSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await db.select().from(serviceSettings).where(eq(serviceSettings.id, 1)).for('update');
    if (!row) throw new Error('service_settings row vanished');
    return row;
  },
  async write(db: AppDatabase, changes: TServiceSettingsUpdate, at: Date): Promise<StoredSettings> {
    const [row] = await db
      .update(serviceSettings)
      .set({ ...columnsOf(changes), updatedAt: at })
      .where(eq(serviceSettings.id, 1))
      .returning();
    if (!row) throw new Error('service_settings row vanished');
    return row;
  },
};

export type ServiceSettingsView = {
  settings: TServiceSettings;
  overrides: SettingOverrides;
  updatedAt: Date | null;
};

/**
 * The settings as the rest of the server reads them. `current()` answers from memory while its read is
 * fresh; `latest()` answers at once with the last read, for rules that cannot wait (an account's view),
 * and is kept fresh by `current()` being awaited at the start of each API request (app.ts).
 */
export function createServiceSettings(dependencies: {
  db: AppDatabase;
  configured: TServiceSettings;
  ttlMs?: number;
  now?: () => number;
  /**
   * A read that failed (the database unreachable): the last settings read keep serving, so a request
   * that does not need the database (a page, /api/health) is not failed by it; the next request reads again.
   */
  onReadError?: (error: unknown) => void;
}) {
  const { db, configured } = dependencies;
  const ttlMs = dependencies.ttlMs ?? SETTINGS_TTL_MS;
  const now = dependencies.now ?? Date.now;
  let known: ServiceSettingsView = { settings: configured, overrides: NO_OVERRIDES, updatedAt: null };
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<ServiceSettingsView> | undefined;
  // Counts writes: a read that a write overtook does not replace what the write left.
  let writes = 0;

  function remember(row: StoredSettings | undefined, at: number): ServiceSettingsView {
    const overrides = overridesOf(row);
    known = {
      settings: effectiveSettings(configured, overrides),
      overrides,
      updatedAt: row?.updatedAt ?? null,
    };
    readAt = at;
    return known;
  }

  async function view(): Promise<ServiceSettingsView> {
    if (now() - readAt < ttlMs) return known;
    // Requests arriving together share one read.
    reading ??= (async () => {
      const startedAt = now();
      const startedUnder = writes;
      try {
        const row = await settingsRow.read(db);
        return startedUnder === writes ? remember(row, startedAt) : known;
      } catch (error) {
        dependencies.onReadError?.(error);
        return known;
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  }

  return {
    configured,
    view,
    async current(): Promise<TServiceSettings> {
      return (await view()).settings;
    },
    latest: (): TServiceSettings => known.settings,
    /** What a committed write left in the row: this instance uses it from now on. */
    written(row: StoredSettings): void {
      writes += 1;
      remember(row, now());
    },
  };
}
export type ServiceSettings = ReturnType<typeof createServiceSettings>;

/** The configuration's settings: what each returns to when an admin resets it. */
export function configuredSettings(config: {
  requireEmailVerification: boolean;
  registrationOpen?: boolean;
  freeMonthlyLimits: { analyses: number; uploads: number };
}): TServiceSettings {
  return {
    registration_open: config.registrationOpen ?? true,
    email_verification_required: config.requireEmailVerification,
    free_monthly_analyses: config.freeMonthlyLimits.analyses,
    free_monthly_uploads: config.freeMonthlyLimits.uploads,
  };
}
