import type { TSessionBrowser, TSessionPlatform } from '@resumeloop/contracts/sessions';

/**
 * The coarse fingerprint a session is bound to: the browser's family and the platform, never versions, so
 * a browser or system update is not a change of device.
 */
export type ClientFingerprint = { browser: TSessionBrowser; platform: TSessionPlatform };

/** What a request says about its client: the User-Agent and, from Chromium browsers, Sec-CH-UA-Platform. */
export type ClientHeaders = { userAgent?: string | undefined; platformHint?: string | undefined };

/** The family, tested in this order: Edge and the Chromium-based others name Chrome too. */
function browserOf(userAgent: string): TSessionBrowser {
  if (/\b(?:Edg|Edge|EdgA|EdgiOS)\//.test(userAgent)) return 'Edge';
  if (/\b(?:OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi|UCBrowser)\b/.test(userAgent)) return 'other';
  if (/\b(?:Firefox|FxiOS)\//.test(userAgent)) return 'Firefox';
  if (/\b(?:Chrome|CriOS|Chromium)\//.test(userAgent)) return 'Chrome';
  if (/\bSafari\//.test(userAgent) && /\bVersion\//.test(userAgent)) return 'Safari';
  return 'other';
}

/** Sec-CH-UA-Platform's values (a quoted string, such as "macOS"). */
const PLATFORM_HINTS: Record<string, TSessionPlatform> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  android: 'Android',
  ios: 'iOS',
  'chrome os': 'ChromeOS',
  chromeos: 'ChromeOS',
};

function platformOf(userAgent: string): TSessionPlatform {
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return 'iOS';
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\bWindows\b/.test(userAgent)) return 'Windows';
  if (/\b(?:Macintosh|Mac OS X)\b/.test(userAgent)) return 'macOS';
  if (/\b(?:Linux|X11)\b/.test(userAgent)) return 'Linux';
  return 'other';
}

/** The fingerprint of a request's client; the platform hint wins over the User-Agent when it is known. */
export function clientFingerprint(headers: ClientHeaders): ClientFingerprint {
  const userAgent = headers.userAgent ?? '';
  const hint = headers.platformHint
    ?.trim()
    .replace(/^"(.*)"$/, '$1')
    .toLowerCase();
  return {
    browser: browserOf(userAgent),
    platform: (hint && PLATFORM_HINTS[hint]) || platformOf(userAgent),
  };
}

export function sameFingerprint(a: ClientFingerprint, b: ClientFingerprint): boolean {
  return a.browser === b.browser && a.platform === b.platform;
}
