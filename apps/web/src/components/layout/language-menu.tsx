import { LOCALE_NAMES, LOCALES, type Locale } from '@resumeloop/i18n/locales';
import { useId } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { useLocale } from '../../lib/i18n/i18n-context';
import { storeGuestLocale } from '../../lib/i18n/locale';
import { useT } from '../../lib/i18n/use-t';
import { useUpdateSettings } from '../../lib/settings/settings-api';
import { toast } from '../ui/toast';

/**
 * The footer's language menu, for everyone: each language by its own name, in its own language. A choice
 * shows the page in it at once, without a reload; a guest's is kept in this browser, a signed-in user's is
 * saved as their `language` setting (as the Preferences page saves it).
 */
export function LanguageMenu() {
  const t = useT();
  const id = useId();
  const { user } = useAuth();
  const { locale, changeLocale } = useLocale();
  const update = useUpdateSettings();

  const choose = (next: Locale) => {
    if (next === locale) return;
    const previous = locale;
    void changeLocale(next);
    if (!user) {
      storeGuestLocale(next);
      return;
    }
    update.mutate(
      { language: next },
      {
        onError: () => {
          void changeLocale(previous);
          toast.error(t('common.language.saveFailed'));
        },
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('common.language.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => choose(event.target.value as Locale)}
        disabled={update.isPending}
        className="cursor-pointer rounded-md border border-slate-500 bg-white px-2 py-1 text-sm text-slate-900"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
