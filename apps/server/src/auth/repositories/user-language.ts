import { SETTINGS_DEFAULTS } from '@resumeloop/contracts/settings';
import type { Locale } from '@resumeloop/i18n';
import type { AppDatabase } from '../../db/client';
import { userSettings } from '../../db/schema';
import { toColumns } from '../../settings/repository';

/** The `user_settings` table, as far as accounts go: a new account's language. */
export function createUserLanguageRepository(db: AppDatabase) {
  return {
    /**
     * Saves the account's language setting (the others at their defaults): a new account starts in the
     * language it registered in, so its mail and pages are in it before it ever opens its settings.
     */
    async saveLanguage(userId: string, language: Locale): Promise<void> {
      await db
        .insert(userSettings)
        .values({ ...toColumns(SETTINGS_DEFAULTS), language, userId })
        .onConflictDoUpdate({ target: userSettings.userId, set: { language } });
    },
  };
}
export type UserLanguageRepository = ReturnType<typeof createUserLanguageRepository>;
