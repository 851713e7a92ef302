import { LANGUAGES, THEMES, TIME_ZONES } from '@resumeloop/contracts/settings-constants';
import { useT } from '../../../lib/i18n/use-t';
import { SETTINGS_NOTICES } from '../settings-errors';
import { LANGUAGE_NAMES, THEME_OPTIONS, TIME_ZONE_NAMES } from '../settings-options';
import { useSettingsForm } from '../use-settings-form';
import { RadioCardGroup, SelectField } from './settings-controls';
import { SettingsFormPage } from './settings-form-page';
import { SettingsSection } from './settings-section';

const KEYS = ['theme', 'language', 'time_zone'] as const;
const LANGUAGE_CHOICES = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
  lang: language,
}));

/**
 * /settings/preferences (SPEC §2.6): theme, shown at once before saving, language and time zone. A saved
 * language shows the whole app in it at once (LocaleSync follows the saved setting).
 */
export function PreferencesSettingsPage() {
  const t = useT();
  const form = useSettingsForm(KEYS, SETTINGS_NOTICES.preferencesSaved);
  const themeChoices = THEMES.map((theme) => ({
    value: theme,
    label: t(THEME_OPTIONS[theme].label),
    description: t(THEME_OPTIONS[theme].description),
  }));
  const timeZoneChoices = TIME_ZONES.map((zone) => ({ value: zone, label: t(TIME_ZONE_NAMES[zone]) }));
  return (
    <SettingsFormPage
      title={t('settings.preferences.title')}
      description={t('settings.preferences.description')}
      form={form}
    >
      <SettingsSection
        title={t('settings.preferences.appearance')}
        description={t('settings.preferences.appearanceDescription')}
      >
        <RadioCardGroup
          legend={t('settings.preferences.theme')}
          name="theme"
          value={form.values.theme}
          options={themeChoices}
          onValueChange={(theme) => form.set('theme', theme)}
        />
      </SettingsSection>
      <SettingsSection title={t('settings.preferences.languageAndRegion')}>
        <div className="space-y-5">
          <SelectField
            label={t('settings.preferences.language')}
            hint={t('settings.preferences.languageHint')}
            value={form.values.language}
            options={LANGUAGE_CHOICES}
            onValueChange={(language) => form.set('language', language)}
          />
          <SelectField
            label={t('settings.preferences.timeZone')}
            hint={t('settings.preferences.timeZoneHint')}
            value={form.values.time_zone}
            options={timeZoneChoices}
            onValueChange={(zone) => form.set('time_zone', zone)}
          />
        </div>
      </SettingsSection>
    </SettingsFormPage>
  );
}
