/**
 * The server settings' allowed values and defaults without the schemas: pages that need only these load
 * no validation library. settings.ts re-exports them.
 */

/** SPEC §3 'Settings (server)': the allowed values, in the order pages list them. */
export const THEMES = ['light', 'dark', 'system'] as const;
export const LANGUAGES = ['en-US', 'en-GB', 'es-ES', 'fr-FR', 'de-DE'] as const;
/** SPEC §3 lists the time zones; no other IANA name is accepted (decision 0020). */
export const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
] as const;

export type Theme = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];
export type TimeZone = (typeof TIME_ZONES)[number];

/** SPEC §5 and §9: the text scale slider, in percent. */
export const TEXT_SCALE = { min: 90, max: 130, step: 10, default: 100 } as const;

/** The on/off settings, in SPEC §3's order. */
export const BOOLEAN_SETTING_KEYS = [
  'email_product_updates',
  'email_security_alerts',
  'email_marketing',
  'data_sharing_opt_in',
  'ai_training_opt_in',
  'reduce_motion',
  'high_contrast',
  'beta_features',
] as const;
export type BooleanSettingKey = (typeof BOOLEAN_SETTING_KEYS)[number];

/** Every server setting, as GET /api/settings answers it. */
export type SettingsValues = {
  theme: Theme;
  language: Language;
  time_zone: TimeZone;
  /** Percent: 90 to 130 in steps of 10. */
  text_scale: number;
} & Record<BooleanSettingKey, boolean>;

export type SettingKey = keyof SettingsValues;

/** SPEC §9: what a user who never saved their settings has. */
export const SETTINGS_DEFAULTS: Readonly<SettingsValues> = Object.freeze({
  theme: 'light',
  language: 'en-US',
  time_zone: 'UTC',
  text_scale: TEXT_SCALE.default,
  email_product_updates: true,
  email_security_alerts: true,
  email_marketing: false,
  data_sharing_opt_in: false,
  ai_training_opt_in: false,
  reduce_motion: false,
  high_contrast: false,
  beta_features: false,
});

/** Every setting's name, in SPEC §3's order. */
export const SETTING_KEYS = Object.keys(SETTINGS_DEFAULTS) as SettingKey[];

/** The reasons a setting's value is refused (the `message` of its 422 field error). */
export const SETTINGS_MESSAGES = {
  theme: `Theme must be one of ${THEMES.join(', ')}`,
  language: `Language must be one of ${LANGUAGES.join(', ')}`,
  timeZone: `Time zone must be one of ${TIME_ZONES.join(', ')}`,
  textScale: `Text scale must be a whole number from ${TEXT_SCALE.min} to ${TEXT_SCALE.max} in steps of ${TEXT_SCALE.step}`,
  boolean: 'Must be true or false',
  nothingToUpdate: 'Nothing to update: send at least one setting',
  notAnObject: 'Send the settings to change as a JSON object',
} as const;
