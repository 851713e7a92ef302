import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { FormatProvider } from '../lib/format/format-context';
import type { FormatSettings } from '../lib/format/formatters';
import { useSettings } from '../lib/settings/settings-api';

/**
 * Dates and numbers in the formats of whoever is here: a signed-in user's language and time zone once
 * their settings are read, a guest's (en-US, the browser's time zone) otherwise (SPEC §3).
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
