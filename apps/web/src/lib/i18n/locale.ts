import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, matchLocale } from '@resumeloop/i18n/locales';

/**
 * The language the page starts in: the one the server wrote on <html lang> (a signed-in user's setting,
 * else this browser's last choice, else its Accept-Language), else the browser's own languages, else
 * en-US. The app's first render uses it, so nothing is drawn in another language first.
 */
export function initialLocale(): Locale {
  const onPage = document.documentElement.lang;
  if (isLocale(onPage)) return onPage;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const locale = tag ? matchLocale(tag) : null;
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Marks the page as written in `locale`, and keeps the choice for the page the server sends next. */
export function applyLocaleToPage(locale: Locale): void {
  document.documentElement.lang = locale;
  // A year, for the whole site; not httpOnly: this is the app's own preference, not a credential. Written as
  // the look's cookie is (look.ts): the Cookie Store API is not in every browser the app supports.
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

const GUEST_KEY = 'resumeloop:guest-language';

/** The language a guest chose on this browser (from the footer's menu), or null. */
export function storedGuestLocale(): Locale | null {
  try {
    const value = localStorage.getItem(GUEST_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeGuestLocale(locale: Locale): void {
  try {
    localStorage.setItem(GUEST_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the cookie still carries the choice.
  }
}
