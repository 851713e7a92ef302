import type { Language, Theme, TimeZone } from '@resumeloop/contracts/settings-constants';
import type { MessageId } from '@resumeloop/i18n';

/** The theme radio group's options (SPEC §3 'Settings (server)'), in THEMES' order. */
export const THEME_OPTIONS: Record<Theme, { label: MessageId; description: MessageId }> = {
  light: { label: 'settings.theme.light', description: 'settings.theme.lightDescription' },
  dark: { label: 'settings.theme.dark', description: 'settings.theme.darkDescription' },
  system: { label: 'settings.theme.system', description: 'settings.theme.systemDescription' },
};

/**
 * Each language by its own name, the same in every language, with the BCP 47 tag a screen reader needs
 * to pronounce it.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  'es-ES': 'Español (España)',
  'fr-FR': 'Français (France)',
  'de-DE': 'Deutsch (Deutschland)',
};

export const TIME_ZONE_NAMES: Record<TimeZone, MessageId> = {
  UTC: 'settings.timeZone.utc',
  'America/New_York': 'settings.timeZone.newYork',
  'America/Chicago': 'settings.timeZone.chicago',
  'America/Denver': 'settings.timeZone.denver',
  'America/Los_Angeles': 'settings.timeZone.losAngeles',
  'Europe/London': 'settings.timeZone.london',
  'Europe/Paris': 'settings.timeZone.paris',
  'Asia/Tokyo': 'settings.timeZone.tokyo',
};
