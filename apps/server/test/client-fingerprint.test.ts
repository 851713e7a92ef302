import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientFingerprint, sameFingerprint } from '../src/auth/client-fingerprint';
import { clientHeaders } from '../src/auth/http';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  curl: 'curl/8.5.0',
};

describe('the client fingerprint', () => {
  it.each([
    [UA.chromeWindows, 'Chrome', 'Windows'],
    [UA.chromeMac, 'Chrome', 'macOS'],
    [UA.chromeLinux, 'Chrome', 'Linux'],
    [UA.chromeAndroid, 'Chrome', 'Android'],
    [UA.chromeIos, 'Chrome', 'iOS'],
    [UA.chromeOs, 'Chrome', 'ChromeOS'],
    [UA.firefoxWindows, 'Firefox', 'Windows'],
    [UA.firefoxLinux, 'Firefox', 'Linux'],
    [UA.firefoxIos, 'Firefox', 'iOS'],
    [UA.safariMac, 'Safari', 'macOS'],
    [UA.safariIpad, 'Safari', 'iOS'],
    [UA.edgeWindows, 'Edge', 'Windows'],
    [UA.edgeAndroid, 'Edge', 'Android'],
    [UA.opera, 'other', 'Windows'],
    [UA.samsung, 'other', 'Android'],
    [UA.curl, 'other', 'other'],
    ['', 'other', 'other'],
  ])('%s is %s on %s', (userAgent, browser, platform) => {
    expect(clientFingerprint({ userAgent })).toEqual({ browser, platform });
  });

  it('reads the User-Agent alone: with or without Sec-CH-UA-Platform, one browser is one client', () => {
    // A browser's service worker and its pages over plain HTTP send no platform hint; an emulated device
    // sends a hint that disagrees with its User-Agent. Neither may make one browser look like two.
    for (const platformHint of [undefined, '"Linux"', '"Chrome OS"', '"Windows"', 'Unknown']) {
      const headers = { 'user-agent': UA.chromeWindows, 'sec-ch-ua-platform': platformHint };
      expect(clientFingerprint(clientHeaders({ headers } as unknown as FastifyRequest))).toEqual({
        browser: 'Chrome',
        platform: 'Windows',
      });
    }
  });

  it('ignores versions: an updated browser is the same client', () => {
    const before = clientFingerprint({ userAgent: UA.chromeWindows });
    const after = clientFingerprint({
      userAgent: UA.chromeWindows.replace('Chrome/124.0.0.0', 'Chrome/131.0.6778.86'),
    });
    expect(sameFingerprint(before, after)).toBe(true);
    expect(sameFingerprint(before, clientFingerprint({ userAgent: UA.firefoxWindows }))).toBe(false);
    expect(sameFingerprint(before, clientFingerprint({ userAgent: UA.chromeMac }))).toBe(false);
  });
});
