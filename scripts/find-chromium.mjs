import { existsSync } from 'node:fs';

/**
 * The browser for end-to-end tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then a browser that
 * Playwright installed itself. Returns undefined when there is none.
 */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    const { chromium } = await import('@playwright/test');
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright without its own browser: only the system ones count.
  }
  return candidates.find((candidate) => candidate && existsSync(candidate));
}
