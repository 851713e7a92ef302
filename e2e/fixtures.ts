import { test as base, expect } from '@playwright/test';

/**
 * Every page must load without script errors or Content-Security-Policy violations: a page that only
 * looks right while its console fills with errors is broken.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test causes on purpose (requests that fail while it has switched the network off). */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 4xx the page expects and handles (a wrong password, say) is logged by Chromium; it is not a fault.
        const expectedClientError = /^Failed to load resource: the server responded with a status of 4\d\d/;
        const text = message.text();
        const expected = [expectedClientError, ...expectedConsoleErrors].some((pattern) =>
          pattern.test(text),
        );
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
