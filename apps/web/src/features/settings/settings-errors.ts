import type { MessageId } from '@resumeloop/i18n';
import { ApiError } from '../../lib/api';
import type { T } from '../../lib/i18n/use-t';

/** SPEC §8, settings ('Profile updated successfully!'...), as catalogue ids. */
export const SETTINGS_NOTICES = {
  authenticationRequired: 'settings.notice.authenticationRequired',
  cannotConnect: 'settings.notice.cannotConnect',
  profileUpdated: 'settings.notice.profileUpdated',
  passwordChanged: 'settings.notice.passwordChanged',
  exported: 'settings.notice.exported',
  deleted: 'settings.notice.deleted',
  typeDelete: 'settings.notice.typeDelete',
  preferencesSaved: 'settings.notice.preferencesSaved',
  notificationsSaved: 'settings.notice.notificationsSaved',
  privacySaved: 'settings.notice.privacySaved',
  accessibilitySaved: 'settings.notice.accessibilitySaved',
  betaSaved: 'settings.notice.betaSaved',
  /** The settings pages' load and save failures: 'Failed to load settings: {reason}'. */
  loadFailed: 'settings.notice.loadFailed',
  saveFailed: 'settings.notice.saveFailed',
} as const satisfies Record<string, MessageId>;

/** What a settings request was doing, as its failure names it: 'Failed to update settings'. */
export type SettingsAction =
  | 'updateSettings'
  | 'getSettings'
  | 'updateProfile'
  | 'changePassword'
  | 'deleteAccount'
  | 'exportData'
  | 'getSessions'
  | 'endSession';

const ACTION_FAILED: Record<SettingsAction, MessageId> = {
  updateSettings: 'settings.error.updateSettings',
  getSettings: 'settings.error.getSettings',
  updateProfile: 'settings.error.updateProfile',
  changePassword: 'settings.error.changePassword',
  deleteAccount: 'settings.error.deleteAccount',
  exportData: 'settings.error.exportData',
  getSessions: 'settings.error.getSessions',
  endSession: 'settings.error.endSession',
};

/**
 * SPEC §8, settings, in the language of `t`: 401 and 403 have fixed wording; otherwise the server's
 * detail, else 'Failed to {action}: {status}'.
 */
export function settingsErrorMessage(error: unknown, action: SettingsAction, t: T): string {
  const failed = t(ACTION_FAILED[action]);
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? error.message : failed;
  }
  if (error.status === 401) return t(SETTINGS_NOTICES.authenticationRequired);
  if (error.status === 403) return t('common.apiError.csrfFailed');
  if (error.status === 0 && error.code === 'NETWORK_ERROR') return t(SETTINGS_NOTICES.cannotConnect);
  return error.message || t('settings.error.withStatus', { failed, status: String(error.status) });
}
