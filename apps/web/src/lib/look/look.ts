import {
  ALL_LOOK_CLASS_NAMES,
  GUEST_LOOK,
  LOOK_COOKIE,
  type Look,
  lookClassNames,
  parseLook,
  serializeLook,
  textScales,
} from '@resumeloop/contracts/look';
import { THEMES, type Theme } from '@resumeloop/contracts/settings-constants';

/**
 * The look on the page: classes on <html> (styles.css draws them), the cookie the server reads to write
 * the same classes into the next page it sends, and SPEC §3's local settings per user id or guest.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Puts a look on <html> at once: every page, every component. */
export function applyLook(look: Look, root: HTMLElement = document.documentElement): void {
  const wanted = lookClassNames(look);
  for (const name of ALL_LOOK_CLASS_NAMES) {
    if (!wanted.includes(name)) root.classList.remove(name);
  }
  root.classList.add(...wanted);
}

/** The look <html> carries now (as the server sent it, or as last applied); null when it carries none. */
export function lookOnPage(root: HTMLElement = document.documentElement): Look | null {
  const has = (name: string) => root.classList.contains(name);
  const theme = THEMES.find((candidate) => has(`theme-${candidate}`));
  const scale = textScales().find((candidate) => has(`text-scale-${candidate}`));
  if (!theme || scale === undefined) return null;
  return {
    theme,
    text_scale: scale,
    reduce_motion: has('reduce-motion'),
    high_contrast: has('high-contrast'),
  };
}

/** Remembers the look for the server's next page (decision 0022). */
export function writeLookCookie(look: Look): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${LOOK_COOKIE}=${serializeLook(look)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** SPEC §3 'Settings (local, per user id or as guest)'. */
export type LocalSettings = {
  reducedMotion: boolean;
  highContrast: boolean;
  /** SPEC's name for the text size; `textScale` holds the percent it stands for. */
  fontSize: 'small' | 'medium' | 'large' | 'x-large' | 'xx-large';
  textScale: number;
  emailNotifications: boolean;
  pushNotifications: boolean;
  analyticsEmails: boolean;
  marketingEmails: boolean;
  dataCollection: boolean;
  cookies: boolean;
  analytics: boolean;
  language: string;
  /** Unset: the browser's own zone (SPEC's default), looked up only where a zone is needed. */
  timezone?: string;
  theme: Theme;
  betaFeatures: boolean;
  experimentalUi: boolean;
};

const FONT_SIZES: Record<number, LocalSettings['fontSize']> = {
  90: 'small',
  100: 'medium',
  110: 'large',
  120: 'x-large',
  130: 'xx-large',
};

export const localSettingsKey = (userId: string | null) => `resumeloop.settings.${userId ?? 'guest'}`;

export function defaultLocalSettings(): LocalSettings {
  return {
    reducedMotion: GUEST_LOOK.reduce_motion,
    highContrast: GUEST_LOOK.high_contrast,
    fontSize: 'medium',
    textScale: GUEST_LOOK.text_scale,
    emailNotifications: true,
    pushNotifications: true,
    analyticsEmails: false,
    marketingEmails: false,
    dataCollection: true,
    cookies: true,
    analytics: true,
    language: 'en',
    theme: GUEST_LOOK.theme,
    betaFeatures: false,
    experimentalUi: false,
  };
}

/** The stored local settings of a user (or the guest), defaults filled in; bad stored data is ignored. */
export function readLocalSettings(userId: string | null): LocalSettings {
  const defaults = defaultLocalSettings();
  try {
    const raw = window.localStorage.getItem(localSettingsKey(userId));
    const stored = raw ? (JSON.parse(raw) as Partial<LocalSettings>) : {};
    if (typeof stored !== 'object' || stored === null) return defaults;
    const merged = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof LocalSettings)[]) {
      if (typeof stored[key] === typeof defaults[key]) Object.assign(merged, { [key]: stored[key] });
    }
    if (typeof stored.timezone === 'string') merged.timezone = stored.timezone;
    if (!(THEMES as readonly string[]).includes(merged.theme)) merged.theme = defaults.theme;
    if (!textScales().includes(merged.textScale)) merged.textScale = defaults.textScale;
    return merged;
  } catch {
    return defaults;
  }
}

export function writeLocalLook(userId: string | null, look: Look): void {
  const settings: LocalSettings = {
    ...readLocalSettings(userId),
    theme: look.theme,
    textScale: look.text_scale,
    fontSize: FONT_SIZES[look.text_scale] ?? 'medium',
    reducedMotion: look.reduce_motion,
    highContrast: look.high_contrast,
  };
  try {
    window.localStorage.setItem(localSettingsKey(userId), JSON.stringify(settings));
  } catch {
    // Without storage the look lasts as long as the page (the cookie still carries it).
  }
}

/** The look stored for a user (or the guest) in this browser; null when none was ever stored. */
export function storedLook(userId: string | null): Look | null {
  try {
    if (window.localStorage.getItem(localSettingsKey(userId)) === null) return null;
  } catch {
    return null;
  }
  return localLook(userId);
}

export function localLook(userId: string | null): Look {
  const settings = readLocalSettings(userId);
  return {
    theme: settings.theme,
    text_scale: settings.textScale,
    reduce_motion: settings.reducedMotion,
    high_contrast: settings.highContrast,
  };
}

export { parseLook };

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme the page shows: the chosen one, or the system's for 'system'. */
export function resolvedTheme(theme: Theme): 'light' | 'dark' {
  if (theme !== 'system') return theme;
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Calls back when the system's light or dark preference changes; returns the unsubscribe. */
export function onSystemThemeChange(callback: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', callback);
  return () => query.removeEventListener('change', callback);
}
