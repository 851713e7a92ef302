import { SETTINGS_NOTICES } from '../settings-errors';
import { useSettingsForm } from '../use-settings-form';
import { SwitchField } from './settings-controls';
import { SettingsFormPage } from './settings-form-page';
import { SettingsSection } from './settings-section';

const KEYS = ['beta_features'] as const;

/** SPEC §2.6: what the beta will bring; listed, not offered as controls. */
export const COMING_SOON_FEATURES = [
  {
    name: 'AI interview practice',
    description: 'Practise answering interview questions for the job you are applying to.',
  },
  {
    name: 'Advanced resume analytics',
    description: 'See how your resume scores change from one version to the next.',
  },
  {
    name: 'Cover letter generator',
    description: 'Draft a cover letter from your resume and the job description.',
  },
] as const;

/** /settings/beta (SPEC §2.6): the beta toggle and the features on their way. */
export function BetaSettingsPage() {
  const form = useSettingsForm(KEYS, SETTINGS_NOTICES.betaSaved);
  return (
    <SettingsFormPage
      title="Beta Features"
      description="Try new features before everyone else."
      form={form}
      after={
        <SettingsSection title="Coming Soon" description="Features we are working on for the beta.">
          <ul className="divide-y divide-slate-200">
            {COMING_SOON_FEATURES.map((feature) => (
              <li
                key={feature.name}
                className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{feature.name}</p>
                  <p className="mt-1 text-sm text-slate-600">{feature.description}</p>
                </div>
                <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  Coming Soon
                </span>
              </li>
            ))}
          </ul>
        </SettingsSection>
      }
    >
      <SettingsSection title="Beta program">
        <SwitchField
          label="Join the beta"
          description="Turn on new features as they reach the beta. They may change, and may have rough edges."
          checked={form.values.beta_features}
          onCheckedChange={(checked) => form.set('beta_features', checked)}
        />
      </SettingsSection>
    </SettingsFormPage>
  );
}
