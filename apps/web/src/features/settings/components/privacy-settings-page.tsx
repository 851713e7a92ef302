import { ExternalLink } from 'lucide-react';
import { SETTINGS_NOTICES } from '../settings-errors';
import { useSettingsForm } from '../use-settings-form';
import { SwitchField, SwitchList } from './settings-controls';
import { SettingsFormPage } from './settings-form-page';
import { SettingsSection } from './settings-section';

const KEYS = ['data_sharing_opt_in', 'ai_training_opt_in'] as const;

/** /settings/privacy (SPEC §2.6): the two uses of the user's data they may opt in to. */
export function PrivacySettingsPage() {
  const form = useSettingsForm(KEYS, SETTINGS_NOTICES.privacySaved);
  return (
    <SettingsFormPage
      title="Privacy"
      description="Decide how your data may be used. Both options are off unless you turn them on."
      form={form}
    >
      <SettingsSection
        title="Your data"
        description="ResumeLoop analyses your resumes on its own servers, without any external AI service. Your resumes are never sold."
      >
        <SwitchList>
          <SwitchField
            label="Share anonymous usage data"
            description="Would let us record which pages and features you use, without your resume text or contact details, to decide what to improve."
            checked={form.values.data_sharing_opt_in}
            onCheckedChange={(checked) => form.set('data_sharing_opt_in', checked)}
          />
          <SwitchField
            label="Use my resumes to improve the service"
            description="Would let us use your resumes, with names and contact details removed, to tune ResumeLoop's own scoring and suggestions. They would not be sent to any AI provider."
            checked={form.values.ai_training_opt_in}
            onCheckedChange={(checked) => form.set('ai_training_opt_in', checked)}
          />
        </SwitchList>
        <p className="mt-6 text-sm text-slate-700">
          How we collect, use and protect your data is set out in our{' '}
          <a
            href="/privacy-policy"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-900"
          >
            Privacy Policy
            <ExternalLink aria-hidden="true" className="size-4" />{' '}
            <span className="font-normal">(opens in a new tab)</span>
          </a>
          .
        </p>
      </SettingsSection>
    </SettingsFormPage>
  );
}
