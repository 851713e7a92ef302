/**
 * The product's languages (SPEC §3's language setting). Each is a catalogue of ICU messages
 * (`catalogues/<locale>/`) and the locale every date, number and percentage is formatted in.
 */
export const LOCALES = ['en-US', 'en-GB', 'es-ES', 'fr-FR', 'de-DE'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of a guest whose browser asks for none of ours, and of every text before a choice. */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** The cookie the web app writes with the language it shows, so the next page is sent in it. */
export const LOCALE_COOKIE = 'resumeloop_lang';

/** Each language's name in itself, as the language menu lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language part of a locale: `de` of `de-DE`. */
export function languageOf(locale: Locale): 'en' | 'es' | 'fr' | 'de' {
  return locale.slice(0, 2) as 'en' | 'es' | 'fr' | 'de';
}

/**
 * The best of our locales for one tag: the same tag, else the same language (`en-AU` and `en-IE` read
 * British English, `en-CA` and bare `en` American; `es-MX` reads es-ES), else null.
 */
export function matchLocale(tag: string): Locale | null {
  const wanted = tag.trim().toLowerCase();
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/.test(wanted)) return null;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const [language, region] = wanted.split('-');
  if (language === 'en') return region && BRITISH_REGIONS.has(region) ? 'en-GB' : 'en-US';
  return LOCALES.find((locale) => locale.slice(0, 2) === language) ?? null;
}

/** Regions whose English spells and dates as British English does. */
const BRITISH_REGIONS = new Set(['gb', 'uk', 'ie', 'au', 'nz', 'za', 'in', 'sg', 'hk', 'mt', 'cy']);

/**
 * The locale an `Accept-Language` header asks for: its tags by quality (RFC 9110 §12.5.4; ties keep their
 * order), the first we have; else null. A malformed header or one over 1 KB is read as none.
 */
export function negotiateLocale(header: string | undefined | null): Locale | null {
  if (typeof header !== 'string' || header.length === 0 || header.length > 1024) return null;
  const ranges: { tag: string; q: number; index: number }[] = [];
  for (const [index, part] of header.split(',').entries()) {
    const [tag = '', ...parameters] = part.split(';');
    let q = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter);
      if (match) q = Number(match[1]);
    }
    if (tag.trim() && tag.trim() !== '*' && q > 0) ranges.push({ tag: tag.trim(), q, index });
  }
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const locale = matchLocale(range.tag);
    if (locale) return locale;
  }
  return null;
}
