import type { TSessionBrowser, TSessionPlatform } from '@resumeloop/contracts/sessions';

/**
 * The coarse fingerprint a session is bound to: the browser's family and the platform, never versions, so
 * a browser or system update is not a change of device.
 */
export type ClientFingerprint = { browser: TSessionBrowser; platform: TSessionPlatform };

/** What a request says about its client: its User-Agent (clientFingerprint says why nothing more). */
export type ClientHeaders = { userAgent?: string | undefined };

/** The family, tested in this order: Edge and the Chromium-based others name Chrome too. */
function browserOf(userAgent: string): TSessionBrowser {
  if (/\b(?:Edg|Edge|EdgA|EdgiOS)\//.test(userAgent)) return 'Edge';
  if (/\b(?:OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi|UCBrowser)\b/.test(userAgent)) return 'other';
  if (/\b(?:Firefox|FxiOS)\//.test(userAgent)) return 'Firefox';
  if (/\b(?:Chrome|CriOS|Chromium)\//.test(userAgent)) return 'Chrome';
  if (/\bSafari\//.test(userAgent) && /\bVersion\//.test(userAgent)) return 'Safari';
  return 'other';
}

function platformOf(userAgent: string): TSessionPlatform {
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return 'iOS';
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\bWindows\b/.test(userAgent)) return 'Windows';
  if (/\b(?:Macintosh|Mac OS X)\b/.test(userAgent)) return 'macOS';
  if (/\b(?:Linux|X11)\b/.test(userAgent)) return 'Linux';
  return 'other';
}

/**
 * The fingerprint of a request's client, from its User-Agent alone. Sec-CH-UA-Platform is not used: a
 * browser sends it on some requests and not on others (its service worker's fetches, pages over plain
 * HTTP), and where it disagrees with the User-Agent (an emulated device) one browser would look like two.
 */
export function clientFingerprint(headers: ClientHeaders): ClientFingerprint {
  const userAgent = headers.userAgent ?? '';
  return { browser: browserOf(userAgent), platform: platformOf(userAgent) };
}

export function sameFingerprint(a: ClientFingerprint, b: ClientFingerprint): boolean {
  return a.browser === b.browser && a.platform === b.platform;
}
