import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { FormatProvider } from '../lib/format/format-context';
import type { FormatSettings } from '../lib/format/formatters';
import { useSettings } from '../lib/settings/settings-api';

/**
 * Dates and numbers in the formats of whoever is here: a signed-in user's language and time zone once
 * their settings are read; otherwise the language the page is shown in (a guest's choice, or the one the
 * page started in) and the browser's time zone (SPEC §3).
 */
export function UserFormatProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const settings = useSettings(user !== null);
  const format: FormatSettings | null =
    user !== null && settings.data
      ? { locale: settings.data.language, timeZone: settings.data.time_zone }
      : null;
  return <FormatProvider settings={format}>{children}</FormatProvider>;
}
