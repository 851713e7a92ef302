import { isLocale } from '@resumeloop/i18n/locales';
import { useEffect } from 'react';
import { useAuth } from '../auth/auth-context';
import { useSettings } from '../settings/settings-api';
import { useLocale } from './i18n-context';
import { storedGuestLocale } from './locale';

/**
 * Keeps the page in the language of whoever is here: a signed-in user's saved language once their
 * settings are read; a guest's choice on this browser, else the language the page started in.
 */
export function LocaleSync() {
  const { user, loading } = useAuth();
  const signedIn = user !== null;
  const settings = useSettings(signedIn);
  const { changeLocale } = useLocale();
  const saved = settings.data?.language;
  useEffect(() => {
    if (loading) return;
    if (signedIn) {
      if (isLocale(saved)) void changeLocale(saved);
      return;
    }
    const guest = storedGuestLocale();
    if (guest) void changeLocale(guest);
  }, [loading, signedIn, saved, changeLocale]);
  return null;
}
