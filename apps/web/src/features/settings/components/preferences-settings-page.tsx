import { LANGUAGES, THEMES, TIME_ZONES } from '@resumeloop/contracts/settings-constants';
import { SETTINGS_NOTICES } from '../settings-errors';
import { LANGUAGE_NAMES, THEME_OPTIONS, TIME_ZONE_NAMES } from '../settings-options';
import { useSettingsForm } from '../use-settings-form';
import { RadioCardGroup, SelectField } from './settings-controls';
import { SettingsFormPage } from './settings-form-page';
import { SettingsSection } from './settings-section';

const KEYS = ['theme', 'language', 'time_zone'] as const;
const THEME_CHOICES = THEMES.map((theme) => ({ value: theme, ...THEME_OPTIONS[theme] }));
const LANGUAGE_CHOICES = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
  lang: language,
}));
const TIME_ZONE_CHOICES = TIME_ZONES.map((zone) => ({ value: zone, label: TIME_ZONE_NAMES[zone] }));

/** /settings/preferences (SPEC §2.6): theme, shown at once before saving, language and time zone. */
export function PreferencesSettingsPage() {
  const form = useSettingsForm(KEYS, SETTINGS_NOTICES.preferencesSaved);
  return (
    <SettingsFormPage
      title="Preferences"
      description="How ResumeLoop looks, and the language and time zone it uses for you."
      form={form}
    >
      <SettingsSection title="Appearance" description="The theme changes the page as soon as you choose it.">
        <RadioCardGroup
          legend="Theme"
          name="theme"
          value={form.values.theme}
          options={THEME_CHOICES}
          onValueChange={(theme) => form.set('theme', theme)}
        />
      </SettingsSection>
      <SettingsSection title="Language and region">
        <div className="space-y-5">
          <SelectField
            label="Language"
            hint="Your preferred language. ResumeLoop's pages are in English for now."
            value={form.values.language}
            options={LANGUAGE_CHOICES}
            onValueChange={(language) => form.set('language', language)}
          />
          <SelectField
            label="Time zone"
            hint="The time zone for the dates and times we show you."
            value={form.values.time_zone}
            options={TIME_ZONE_CHOICES}
            onValueChange={(zone) => form.set('time_zone', zone)}
          />
        </div>
      </SettingsSection>
    </SettingsFormPage>
  );
}
