import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type FormatSettings, type Formatters, formattersFor, guestFormatters } from './formatters';

const FormatContext = createContext<Formatters | null>(null);

/**
 * Gives the pages below the formats of whoever is here; the app sets it from the signed-in user's
 * settings. `settings` null means a guest's: en-US in the browser's time zone.
 */
export function FormatProvider({
  settings,
  children,
}: {
  settings: FormatSettings | null;
  children: ReactNode;
}) {
  const locale = settings?.locale ?? null;
  const timeZone = settings?.timeZone ?? null;
  const formatters = useMemo(
    () => (locale !== null && timeZone !== null ? formattersFor({ locale, timeZone }) : guestFormatters()),
    [locale, timeZone],
  );
  return <FormatContext.Provider value={formatters}>{children}</FormatContext.Provider>;
}

/** The date and number formats for whoever is here; a guest's when no FormatProvider is above. */
export function useFormat(): Formatters {
  return useContext(FormatContext) ?? guestFormatters();
}
