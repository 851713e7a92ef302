import { createHash } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

/**
 * Every page must load without script errors or Content-Security-Policy violations: a page that only
 * looks right while its console fills with errors is broken.
 */
/** A client address of the test's own (10.x.y.z), from its id and attempt: no two tests share one. */
function clientAddressOf(testId: string, retry: number): string {
  const hash = createHash('sha256').update(`${testId}#${retry}`).digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

export const test = base.extend<{ consoleErrors: string[]; expectedConsoleError: RegExp | null }>({
  // Every request of the test (its pages, contexts and API calls) comes from the test's own address, as
  // the server (TRUST_PROXY=loopback) reads it: rate limits are per client, and each test is one.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': clientAddressOf(testInfo.testId, testInfo.retry) });
  },
  /**
   * Console errors a test causes on purpose (requests that fail while it has switched the network off), as
   * one pattern: Playwright reads a list of two given to test.use as a fixture's value and its options.
   */
  expectedConsoleError: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleError }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 4xx the page expects and handles (a wrong password, say) is logged by Chromium; it is not a fault.
        const expectedClientError = /^Failed to load resource: the server responded with a status of 4\d\d/;
        const text = message.text();
        const expected = expectedClientError.test(text) || expectedConsoleError?.test(text) === true;
        if (message.type() === 'error' && !expected) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
