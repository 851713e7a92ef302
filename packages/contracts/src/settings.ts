import { z } from 'zod';
import {
  BOOLEAN_SETTING_KEYS,
  type BooleanSettingKey,
  LANGUAGES,
  SETTINGS_MESSAGES,
  type SettingsValues,
  TEXT_SCALE,
  THEMES,
  TIME_ZONES,
} from './settings-constants';

/**
 * The server settings (SPEC §2.6, §3 'Settings (server)', §7.4, §9 defaults): GET and PUT /api/settings.
 * PUT takes any subset and changes only what it names; GET answers every setting, defaults included.
 */

export * from './settings-constants';

const themeSchema = z.enum(THEMES, { error: SETTINGS_MESSAGES.theme });
const languageSchema = z.enum(LANGUAGES, { error: SETTINGS_MESSAGES.language });
const timeZoneSchema = z.enum(TIME_ZONES, { error: SETTINGS_MESSAGES.timeZone });
const textScaleSchema = z
  .number({ error: SETTINGS_MESSAGES.textScale })
  .int({ error: SETTINGS_MESSAGES.textScale })
  .min(TEXT_SCALE.min, { error: SETTINGS_MESSAGES.textScale })
  .max(TEXT_SCALE.max, { error: SETTINGS_MESSAGES.textScale })
  .multipleOf(TEXT_SCALE.step, { error: SETTINGS_MESSAGES.textScale });
const flagSchema = z.boolean({ error: SETTINGS_MESSAGES.boolean });

const flags = Object.fromEntries(BOOLEAN_SETTING_KEYS.map((key) => [key, flagSchema])) as Record<
  BooleanSettingKey,
  typeof flagSchema
>;

/** Every setting: the answer of GET and PUT /api/settings. */
export const settingsSchema = z
  .object({
    theme: themeSchema,
    language: languageSchema,
    time_zone: timeZoneSchema,
    /** Percent, 90 to 130 in steps of 10. */
    text_scale: textScaleSchema,
    ...flags,
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof settingsSchema>;

/**
 * PUT /api/settings: one setting or more; the others keep their values. A key that is not a setting, a
 * value of the wrong type or outside the allowed values, and an empty object are refused (422 naming the
 * field; `body` for the empty object).
 */
export const settingsUpdateSchema = z
  .strictObject(settingsSchema.partial().shape, { error: SETTINGS_MESSAGES.notAnObject })
  .refine((body) => Object.keys(body).length > 0, {
    error: SETTINGS_MESSAGES.nothingToUpdate,
    // Only a body with nothing else wrong is empty: `{ "colour": "red" }` is refused for its unknown key.
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ id: 'SettingsUpdate' });
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

// The schema-free type and the schema describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const settingsTypesAgree: Same<Settings, SettingsValues> = true;
void settingsTypesAgree;
