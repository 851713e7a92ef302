import { ExternalLink } from 'lucide-react';
import { Message, useT } from '../../../lib/i18n/use-t';
import { SETTINGS_NOTICES } from '../settings-errors';
import { useSettingsForm } from '../use-settings-form';
import { SwitchField, SwitchList } from './settings-controls';
import { SettingsFormPage } from './settings-form-page';
import { SettingsSection } from './settings-section';

const KEYS = ['data_sharing_opt_in', 'ai_training_opt_in'] as const;

/** /settings/privacy (SPEC §2.6): the two uses of the user's data they may opt in to. */
export function PrivacySettingsPage() {
  const t = useT();
  const form = useSettingsForm(KEYS, SETTINGS_NOTICES.privacySaved);
  return (
    <SettingsFormPage
      title={t('settings.privacy.title')}
      description={t('settings.privacy.description')}
      form={form}
    >
      <SettingsSection
        title={t('settings.privacy.yourData')}
        description={t('settings.privacy.yourDataDescription')}
      >
        <SwitchList>
          <SwitchField
            label={t('settings.privacy.usageData')}
            description={t('settings.privacy.usageDataDescription')}
            checked={form.values.data_sharing_opt_in}
            onCheckedChange={(checked) => form.set('data_sharing_opt_in', checked)}
          />
          <SwitchField
            label={t('settings.privacy.training')}
            description={t('settings.privacy.trainingDescription')}
            checked={form.values.ai_training_opt_in}
            onCheckedChange={(checked) => form.set('ai_training_opt_in', checked)}
          />
        </SwitchList>
        <p className="mt-6 text-sm text-slate-700">
          <Message
            id="settings.privacy.policyLink"
            values={{
              link: (words) => (
                <a
                  href="/privacy-policy"
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-900"
                >
                  {words}
                  <ExternalLink aria-hidden="true" className="size-4" />{' '}
                  <span className="font-normal">{t('common.opensInNewTab')}</span>
                </a>
              ),
            }}
          />
        </p>
      </SettingsSection>
    </SettingsFormPage>
  );
}
