import { useMemo } from 'react';
import { SITE } from '../../components/layout/site';
import { useLocale } from '../../lib/i18n/i18n-context';

/** The month the service launched, as the language shown writes a month and year ("July 2025", "Juli 2025"). */
export function useLaunchMonth(): string {
  const { locale } = useLocale();
  return useMemo(() => {
    const [year, month] = SITE.launched.split('-').map(Number);
    const launched = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      launched,
    );
  }, [locale]);
}
