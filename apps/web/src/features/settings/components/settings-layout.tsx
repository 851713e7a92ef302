import { ArrowLeft } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n/use-t';
import { SETTINGS_CATEGORIES, settingsPathOf } from '../settings-categories';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/** SPEC §2.6: the settings area, a sidebar of the six categories beside the current page; 'Back to Dashboard' goes to /dashboard. */
export function SettingsLayout() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('settings.backToDashboard')}
      </Link>
      <div className="mt-6 flex flex-col gap-8 lg:flex-row">
        <nav aria-label={t('settings.title')} className="lg:w-60 lg:shrink-0">
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
            <li>
              <NavLink to="/settings" end className={navLinkClass}>
                {t('settings.allSettings')}
              </NavLink>
            </li>
            {SETTINGS_CATEGORIES.map((category) => (
              <li key={category.slug}>
                <NavLink to={settingsPathOf(category)} className={navLinkClass}>
                  <category.icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(category.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
