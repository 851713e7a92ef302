import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useT } from '../../../lib/i18n/use-t';
import { SETTINGS_CATEGORIES, settingsPathOf } from '../settings-categories';

/** /settings: the six categories (SPEC §2.6). */
export function SettingsLandingPage() {
  const t = useT();
  useDocumentTitle(t('settings.title'));
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('settings.title')}</h1>
      <p className="mt-2 text-slate-600">{t('settings.landing.description')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {SETTINGS_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link
              to={settingsPathOf(category)}
              className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 hover:shadow"
            >
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                <category.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900 group-hover:text-brand-800">
                  {t(category.label)}
                </span>
                <span className="mt-1 block text-sm text-slate-600">{t(category.description)}</span>
              </span>
              <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
