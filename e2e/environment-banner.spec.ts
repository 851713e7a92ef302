import { expect, test } from './fixtures';

// Chromium resolves this made-up staging host to the local server, so the page runs on a host that is
// neither localhost nor the production host.
const STAGING_HOST = 'staging.resumeloop.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--host-resolver-rules=MAP ${STAGING_HOST} 127.0.0.1`,
    ],
  },
});

test('a non-production, non-local host shows the development banner', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://${STAGING_HOST}:${port}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Development environment')).toBeVisible();
});
