import type { Language, Theme, TimeZone } from '@resumeloop/contracts/settings-constants';

/** The theme radio group's options (SPEC §3 'Settings (server)'), in THEMES' order. */
export const THEME_OPTIONS: Record<Theme, { label: string; description: string }> = {
  light: { label: 'Light', description: 'Dark text on a light background.' },
  dark: { label: 'Dark', description: 'Light text on a dark background.' },
  system: { label: 'System', description: "Follows your device's light or dark setting." },
};

/** Each language by its own name, with the BCP 47 tag a screen reader needs to pronounce it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  'es-ES': 'Español (España)',
  'fr-FR': 'Français (France)',
  'de-DE': 'Deutsch (Deutschland)',
};

export const TIME_ZONE_NAMES: Record<TimeZone, string> = {
  UTC: 'Coordinated Universal Time (UTC)',
  'America/New_York': 'Eastern Time (New York)',
  'America/Chicago': 'Central Time (Chicago)',
  'America/Denver': 'Mountain Time (Denver)',
  'America/Los_Angeles': 'Pacific Time (Los Angeles)',
  'Europe/London': 'UK Time (London)',
  'Europe/Paris': 'Central European Time (Paris)',
  'Asia/Tokyo': 'Japan Standard Time (Tokyo)',
};
