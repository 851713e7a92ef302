import { SETTINGS_DEFAULTS, type SettingsUpdate } from '@resumeloop/contracts/settings';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { NO_READ_CACHE, type ReadCache } from '../db/read-cache';
import { userSettings } from '../db/schema';

export type SettingsRow = typeof userSettings.$inferSelect;
type SettingsColumns = Omit<typeof userSettings.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

/** The API's names of the settings and their columns. */
export function toColumns(values: SettingsUpdate): SettingsColumns {
  const columns: SettingsColumns = {};
  if (values.theme !== undefined) columns.theme = values.theme;
  if (values.language !== undefined) columns.language = values.language;
  if (values.time_zone !== undefined) columns.timeZone = values.time_zone;
  if (values.text_scale !== undefined) columns.textScale = values.text_scale;
  if (values.email_product_updates !== undefined) columns.emailProductUpdates = values.email_product_updates;
  if (values.email_security_alerts !== undefined) columns.emailSecurityAlerts = values.email_security_alerts;
  if (values.email_marketing !== undefined) columns.emailMarketing = values.email_marketing;
  if (values.data_sharing_opt_in !== undefined) columns.dataSharingOptIn = values.data_sharing_opt_in;
  if (values.ai_training_opt_in !== undefined) columns.aiTrainingOptIn = values.ai_training_opt_in;
  if (values.reduce_motion !== undefined) columns.reduceMotion = values.reduce_motion;
  if (values.high_contrast !== undefined) columns.highContrast = values.high_contrast;
  if (values.beta_features !== undefined) columns.betaFeatures = values.beta_features;
  return columns;
}

/**
 * Each user's settings row; a user who never saved has none. A read is remembered until the next write
 * where the database allows (`reads`): every page and every answer in the user's language reads it.
 */
export function createSettingsRepository(db: AppDatabase, reads: ReadCache = NO_READ_CACHE) {
  return {
    async find(userId: string): Promise<SettingsRow | undefined> {
      return reads.remember(`settings:${userId}`, async () => {
        const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
        return row;
      });
    },

    /**
     * Sets the named settings and leaves the others as they are, in one statement: the first save makes
     * the row (the rest at their defaults), a later one updates only the named columns, so two saves of
     * different settings at the same time both hold.
     */
    async update(userId: string, changes: SettingsUpdate): Promise<SettingsRow> {
      const columns = toColumns(changes);
      const [row] = await db
        .insert(userSettings)
        .values({ ...toColumns(SETTINGS_DEFAULTS), ...columns, userId })
        .onConflictDoUpdate({ target: userSettings.userId, set: { ...columns, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
