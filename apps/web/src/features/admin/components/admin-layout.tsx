import { canUse, type FeatureName } from '@resumeloop/contracts/plans';
import type { MessageId } from '@resumeloop/i18n';
import { ClipboardList, MessageSquareText, Settings2, Users } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/use-t';

type Section = { to: string; label: MessageId; icon: typeof Users; feature: FeatureName };

/** The console's pages, each behind the gate its API is behind (the server checks the same names). */
const SECTIONS: Section[] = [
  { to: '/admin/users', label: 'admin.nav.users', icon: Users, feature: 'user_management' },
  { to: '/admin/feedback', label: 'admin.nav.feedback', icon: MessageSquareText, feature: 'admin_panel' },
  { to: '/admin/settings', label: 'admin.nav.settings', icon: Settings2, feature: 'system_settings' },
  { to: '/admin/audit', label: 'admin.nav.audit', icon: ClipboardList, feature: 'admin_panel' },
];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/** The admin console: its sections as tabs above the current one (on two rows on a phone). */
export function AdminLayout() {
  const t = useT();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('admin.console')}</p>
      <nav aria-label={t('admin.nav.label')} className="mt-2 border-b border-slate-200">
        <ul className="flex flex-wrap gap-1 pb-2">
          {SECTIONS.filter((section) => canUse(user, section.feature)).map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className={tabClass}>
                <section.icon aria-hidden="true" className="size-4 shrink-0" />
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
