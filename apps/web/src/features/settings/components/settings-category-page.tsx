import { Info } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { SETTINGS_CATEGORIES, type SettingsCategory } from '../settings-categories';

/**
 * A settings category that ships with the settings release. It says so plainly and lists what is
 * coming, instead of showing controls that would save nothing.
 */
export function SettingsCategoryPage({ category }: { category: SettingsCategory }) {
  useDocumentTitle(`${category.label} settings`);
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{category.label}</h1>
      <p className="mt-2 text-slate-600">{category.description}</p>
      <section className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex gap-3">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <h2 className="font-semibold text-slate-900">Coming with the settings release</h2>
            <p className="mt-1 text-slate-700">
              These options arrive in the next release. Until then ResumeLoop uses sensible defaults.
            </p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
              {category.upcoming.map((item) => (
                <li key={item}>
                  {item}
                  {category.slug === 'beta' && (
                    <span className="ml-2 text-sm text-slate-600">(Coming Soon)</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <ButtonLink to="/settings/account" variant="secondary" className="mt-6">
          Go to account settings
        </ButtonLink>
      </section>
    </>
  );
}

/** The route of /settings/{category}: the category comes from the last segment of the path. */
export function SettingsCategoryRoute() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/').pop();
  const category = SETTINGS_CATEGORIES.find((entry) => entry.slug === slug);
  return category ? <SettingsCategoryPage category={category} /> : <Navigate to="/settings" replace />;
}
