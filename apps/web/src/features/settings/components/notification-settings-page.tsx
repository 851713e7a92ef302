import { SETTINGS_NOTICES } from '../settings-errors';
import { useSettingsForm } from '../use-settings-form';
import { SwitchField, SwitchList } from './settings-controls';
import { SettingsFormPage } from './settings-form-page';
import { SettingsSection } from './settings-section';

const KEYS = ['email_product_updates', 'email_security_alerts', 'email_marketing'] as const;

/** /settings/notifications (SPEC §2.6): which emails the user receives. */
export function NotificationSettingsPage() {
  const form = useSettingsForm(KEYS, SETTINGS_NOTICES.notificationsSaved);
  return (
    <SettingsFormPage
      title="Notifications"
      description="Choose which emails ResumeLoop sends you."
      form={form}
    >
      <SettingsSection title="Email">
        <SwitchList>
          <SwitchField
            label="Product updates"
            description="New features and improvements to ResumeLoop, a few times a month at most."
            checked={form.values.email_product_updates}
            onCheckedChange={(checked) => form.set('email_product_updates', checked)}
          />
          <SwitchField
            label="Security alerts"
            description="Password changes and other changes to your account's security. We recommend keeping these on."
            checked={form.values.email_security_alerts}
            onCheckedChange={(checked) => form.set('email_security_alerts', checked)}
          />
          <SwitchField
            label="Tips and offers"
            description="Marketing emails: resume tips and offers from ResumeLoop."
            checked={form.values.email_marketing}
            onCheckedChange={(checked) => form.set('email_marketing', checked)}
          />
        </SwitchList>
      </SettingsSection>
    </SettingsFormPage>
  );
}
