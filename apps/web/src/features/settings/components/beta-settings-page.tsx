import type { MessageId } from '@resumeloop/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { SETTINGS_NOTICES } from '../settings-errors';
import { useSettingsForm } from '../use-settings-form';
import { SwitchField } from './settings-controls';
import { SettingsFormPage } from './settings-form-page';
import { SettingsSection } from './settings-section';

const KEYS = ['beta_features'] as const;

/** SPEC §2.6: what the beta will bring; listed, not offered as controls. */
export const COMING_SOON_FEATURES: ReadonlyArray<{ name: MessageId; description: MessageId }> = [
  { name: 'settings.beta.interview', description: 'settings.beta.interviewDescription' },
  { name: 'settings.beta.analytics', description: 'settings.beta.analyticsDescription' },
  { name: 'settings.beta.coverLetter', description: 'settings.beta.coverLetterDescription' },
];

/** /settings/beta (SPEC §2.6): the beta toggle and the features on their way. */
export function BetaSettingsPage() {
  const t = useT();
  const form = useSettingsForm(KEYS, SETTINGS_NOTICES.betaSaved);
  return (
    <SettingsFormPage
      title={t('settings.beta.title')}
      description={t('settings.beta.description')}
      form={form}
      after={
        <SettingsSection
          title={t('common.comingSoon')}
          description={t('settings.beta.comingSoonDescription')}
        >
          <ul className="divide-y divide-slate-200">
            {COMING_SOON_FEATURES.map((feature) => (
              <li
                key={feature.name}
                className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{t(feature.name)}</p>
                  <p className="mt-1 text-sm text-slate-600">{t(feature.description)}</p>
                </div>
                <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  {t('common.comingSoon')}
                </span>
              </li>
            ))}
          </ul>
        </SettingsSection>
      }
    >
      <SettingsSection title={t('settings.beta.program')}>
        <SwitchField
          label={t('settings.beta.join')}
          description={t('settings.beta.joinDescription')}
          checked={form.values.beta_features}
          onCheckedChange={(checked) => form.set('beta_features', checked)}
        />
      </SettingsSection>
    </SettingsFormPage>
  );
}
