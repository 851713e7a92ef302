import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { ActiveSessionsSection } from './active-sessions-section';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { ExportDataSection } from './export-data-section';
import { ProfileForm } from './profile-form';
import { SettingsSection } from './settings-section';

/** /settings/account (SPEC §2.6): profile, password change, data export, account deletion. */
export function AccountSettingsPage() {
  useDocumentTitle('Account settings');
  const { user } = useAuth();
  // The route is for signed-in users; this covers the moment the stored session is being checked.
  if (!user) return <LoadingScreen message="Loading your account..." />;
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Account settings</h1>
      <p className="mt-2 text-slate-600">Your profile, your password and your data.</p>
      <div className="mt-8 space-y-6">
        <SettingsSection title="Profile" description="How ResumeLoop greets you.">
          <ProfileForm />
        </SettingsSection>
        <SettingsSection
          title="Change password"
          description="Other devices signed in to your account are signed out when you change it."
        >
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection
          title="Where you're signed in"
          description="Every browser and device signed in to your account. Sign out any you do not recognise."
        >
          <ActiveSessionsSection />
        </SettingsSection>
        <SettingsSection
          title="Export your data"
          description="A copy of everything we store about you, as JSON."
        >
          <ExportDataSection />
        </SettingsSection>
        <SettingsSection title="Delete account" danger>
          <DeleteAccountSection />
        </SettingsSection>
      </div>
    </>
  );
}
