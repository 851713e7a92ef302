import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/use-t';
import { ActiveSessionsSection } from './active-sessions-section';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { ExportDataSection } from './export-data-section';
import { ProfileForm } from './profile-form';
import { SettingsSection } from './settings-section';

/** /settings/account (SPEC §2.6): profile, password change, data export, account deletion. */
export function AccountSettingsPage() {
  const t = useT();
  useDocumentTitle(t('settings.account.title'));
  const { user } = useAuth();
  // The route is for signed-in users; this covers the moment the stored session is being checked.
  if (!user) return <LoadingScreen message={t('settings.account.loading')} />;
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('settings.account.title')}</h1>
      <p className="mt-2 text-slate-600">{t('settings.account.description')}</p>
      <div className="mt-8 space-y-6">
        <SettingsSection title={t('settings.profile.title')} description={t('settings.profile.description')}>
          <ProfileForm />
        </SettingsSection>
        <SettingsSection
          title={t('settings.password.title')}
          description={t('settings.password.description')}
        >
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection
          title={t('settings.sessions.title')}
          description={t('settings.sessions.description')}
        >
          <ActiveSessionsSection />
        </SettingsSection>
        <SettingsSection title={t('settings.export.title')} description={t('settings.export.description')}>
          <ExportDataSection />
        </SettingsSection>
        <SettingsSection title={t('settings.delete.title')} danger>
          <DeleteAccountSection />
        </SettingsSection>
      </div>
    </>
  );
}
