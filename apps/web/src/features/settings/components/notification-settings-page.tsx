import { useT } from '../../../lib/i18n/use-t';
import { SETTINGS_NOTICES } from '../settings-errors';
import { useSettingsForm } from '../use-settings-form';
import { SwitchField, SwitchList } from './settings-controls';
import { SettingsFormPage } from './settings-form-page';
import { SettingsSection } from './settings-section';

const KEYS = ['email_product_updates', 'email_security_alerts', 'email_marketing'] as const;

/** /settings/notifications (SPEC §2.6): which emails the user receives. */
export function NotificationSettingsPage() {
  const t = useT();
  const form = useSettingsForm(KEYS, SETTINGS_NOTICES.notificationsSaved);
  return (
    <SettingsFormPage
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
      form={form}
    >
      <SettingsSection title={t('settings.notifications.email')}>
        <SwitchList>
          <SwitchField
            label={t('settings.notifications.productUpdates')}
            description={t('settings.notifications.productUpdatesDescription')}
            checked={form.values.email_product_updates}
            onCheckedChange={(checked) => form.set('email_product_updates', checked)}
          />
          <SwitchField
            label={t('settings.notifications.securityAlerts')}
            description={t('settings.notifications.securityAlertsDescription')}
            checked={form.values.email_security_alerts}
            onCheckedChange={(checked) => form.set('email_security_alerts', checked)}
          />
          <SwitchField
            label={t('settings.notifications.marketing')}
            description={t('settings.notifications.marketingDescription')}
            checked={form.values.email_marketing}
            onCheckedChange={(checked) => form.set('email_marketing', checked)}
          />
        </SwitchList>
      </SettingsSection>
    </SettingsFormPage>
  );
}
