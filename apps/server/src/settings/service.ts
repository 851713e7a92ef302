import { SETTINGS_DEFAULTS, type Settings, type SettingsUpdate } from '@resumeloop/contracts/settings';
import type { SettingsRepository, SettingsRow } from './repository';

/** A row as the API answers it. */
function toSettings(row: SettingsRow): Settings {
  return {
    theme: row.theme,
    language: row.language,
    time_zone: row.timeZone,
    text_scale: row.textScale,
    email_product_updates: row.emailProductUpdates,
    email_security_alerts: row.emailSecurityAlerts,
    email_marketing: row.emailMarketing,
    data_sharing_opt_in: row.dataSharingOptIn,
    ai_training_opt_in: row.aiTrainingOptIn,
    reduce_motion: row.reduceMotion,
    high_contrast: row.highContrast,
    beta_features: row.betaFeatures,
  };
}

/** The signed-in user's server settings (SPEC §3, §7.4); SPEC §9's defaults until they save. */
export function createSettingsService(dependencies: { repository: SettingsRepository }) {
  const { repository } = dependencies;
  return {
    async get(userId: string): Promise<Settings> {
      const row = await repository.find(userId);
      return row ? toSettings(row) : { ...SETTINGS_DEFAULTS };
    },

    /** Changes the named settings only (the body was validated); answers every setting after the change. */
    async update(userId: string, changes: SettingsUpdate): Promise<Settings> {
      return toSettings(await repository.update(userId, changes));
    },

    /** The data export's part: every setting, and when they were last saved (null: never, the defaults). */
    async exportFor(userId: string) {
      const row = await repository.find(userId);
      return row
        ? { ...toSettings(row), updated_at: row.updatedAt.toISOString() }
        : { ...SETTINGS_DEFAULTS, updated_at: null };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
