import { SETTINGS_DEFAULTS, type SettingsValues, TEXT_SCALE, THEMES, type Theme } from './settings-constants';

/**
 * The look: the four settings that change how every page is drawn (SPEC §3, §4 'Settings pages'). The web
 * app applies it as classes on <html>; the server writes the same classes into the page it sends, so the
 * first paint already has them (decision 0022).
 */
export type Look = {
  theme: Theme;
  /** Percent, 90 to 130 in steps of 10. */
  text_scale: number;
  reduce_motion: boolean;
  high_contrast: boolean;
};

/** A guest's look before they change anything: SPEC §3's local settings (theme follows the system). */
export const GUEST_LOOK: Readonly<Look> = Object.freeze({
  theme: 'system',
  text_scale: TEXT_SCALE.default,
  reduce_motion: false,
  high_contrast: false,
});

/** A signed-in user's look before they save settings: SPEC §9's server defaults. */
export const DEFAULT_USER_LOOK: Readonly<Look> = Object.freeze(lookOf(SETTINGS_DEFAULTS));

export function lookOf(settings: Pick<SettingsValues, keyof Look>): Look {
  return {
    theme: settings.theme,
    text_scale: settings.text_scale,
    reduce_motion: settings.reduce_motion,
    high_contrast: settings.high_contrast,
  };
}

/** The cookie that carries the browser's last applied look to the server (not httpOnly: the app writes it). */
export const LOOK_COOKIE = 'resumeloop_look';

/** The classes <html> carries for a look, e.g. `theme-dark text-scale-110 reduce-motion`. */
export function lookClassNames(look: Look): string[] {
  const names = [`theme-${look.theme}`, `text-scale-${look.text_scale}`];
  if (look.reduce_motion) names.push('reduce-motion');
  if (look.high_contrast) names.push('high-contrast');
  return names;
}

/** Every class lookClassNames can give: what the app removes before adding a new look's. */
export const ALL_LOOK_CLASS_NAMES: readonly string[] = [
  ...THEMES.map((theme) => `theme-${theme}`),
  ...textScales().map((scale) => `text-scale-${scale}`),
  'reduce-motion',
  'high-contrast',
];

export function textScales(): number[] {
  const scales: number[] = [];
  for (let scale = TEXT_SCALE.min; scale <= TEXT_SCALE.max; scale += TEXT_SCALE.step) scales.push(scale);
  return scales;
}

/** The cookie's value: `theme.scale.motion.contrast`, e.g. `dark.110.1.0`. */
export function serializeLook(look: Look): string {
  return [look.theme, look.text_scale, look.reduce_motion ? 1 : 0, look.high_contrast ? 1 : 0].join('.');
}

const FLAG = { '0': false, '1': true } as const;

/** The cookie's value read back; anything that is not exactly what serializeLook writes is null. */
export function parseLook(value: string | undefined | null): Look | null {
  if (typeof value !== 'string' || value.length > 32) return null;
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [theme, scale, motion, contrast] = parts as [string, string, string, string];
  if (!(THEMES as readonly string[]).includes(theme)) return null;
  if (!/^\d{2,3}$/.test(scale) || !textScales().includes(Number(scale))) return null;
  if (!(motion in FLAG) || !(contrast in FLAG)) return null;
  return {
    theme: theme as Theme,
    text_scale: Number(scale),
    reduce_motion: FLAG[motion as keyof typeof FLAG],
    high_contrast: FLAG[contrast as keyof typeof FLAG],
  };
}

export function sameLook(a: Look, b: Look): boolean {
  return (
    a.theme === b.theme &&
    a.text_scale === b.text_scale &&
    a.reduce_motion === b.reduce_motion &&
    a.high_contrast === b.high_contrast
  );
}
