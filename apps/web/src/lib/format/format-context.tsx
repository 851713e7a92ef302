import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocale } from '../i18n/i18n-context';
import { type FormatSettings, type Formatters, formattersFor, guestFormatters } from './formatters';

const FormatContext = createContext<Formatters | null>(null);

/**
 * Gives the pages below the formats of whoever is here; the app sets it from the signed-in user's
 * settings. `settings` null means a guest's: the language the page is shown in, the browser's time zone.
 */
export function FormatProvider({
  settings,
  children,
}: {
  settings: FormatSettings | null;
  children: ReactNode;
}) {
  const shown = useLocale().locale;
  const locale = settings?.locale ?? null;
  const timeZone = settings?.timeZone ?? null;
  const formatters = useMemo(
    () =>
      locale !== null && timeZone !== null ? formattersFor({ locale, timeZone }) : guestFormatters(shown),
    [locale, timeZone, shown],
  );
  return <FormatContext.Provider value={formatters}>{children}</FormatContext.Provider>;
}

/** The date and number formats for whoever is here; a guest's (the page's language) when no FormatProvider is above. */
export function useFormat(): Formatters {
  const provided = useContext(FormatContext);
  const { locale } = useLocale();
  return provided ?? guestFormatters(locale);
}
