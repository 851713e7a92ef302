import { ApiError, CSRF_FAILED_MESSAGE } from '../../lib/api';

/** SPEC §8, settings. */
export const SETTINGS_NOTICES = {
  authenticationRequired: 'Authentication required. Please log in again.',
  cannotConnect: 'Unable to connect to server. Please check your connection.',
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully! Please log in again.',
  exported: 'Your data has been exported successfully!',
  deleted: 'Your account has been successfully deleted. You will be logged out shortly.',
  typeDelete: 'Please type "DELETE" to confirm account deletion',
  preferencesSaved: 'Preferences saved successfully!',
  notificationsSaved: 'Notification preferences saved successfully!',
  privacySaved: 'Privacy preferences saved successfully!',
  accessibilitySaved: 'Accessibility preferences saved successfully!',
  betaSaved: 'Beta feature preferences saved successfully!',
  /** Prefixes of the settings pages' load and save failures. */
  loadFailed: 'Failed to load settings: ',
  saveFailed: 'Failed to save preferences: ',
} as const;

/**
 * SPEC §8, settings: 401 and 403 have fixed wording; otherwise the server's detail, else
 * 'Failed to {action}: {status}'.
 */
export function settingsErrorMessage(error: unknown, action: string): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? error.message : `Failed to ${action}`;
  }
  if (error.status === 401) return SETTINGS_NOTICES.authenticationRequired;
  if (error.status === 403) return CSRF_FAILED_MESSAGE;
  if (error.status === 0 && error.code === 'NETWORK_ERROR') return SETTINGS_NOTICES.cannotConnect;
  return error.message || `Failed to ${action}: ${error.status}`;
}
