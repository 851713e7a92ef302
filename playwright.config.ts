import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  forbidOnly: process.env.CI === 'true',
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // e2e/visual.spec.ts: a little anti-aliasing may differ; a layout break changes far more than 1 %.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', threshold: 0.2, maxDiffPixelRatio: 0.01 },
  },
  // One baseline per screenshot, whatever the platform: the suite runs in Debian's Chromium.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  updateSnapshots: process.env.CI === 'true' ? 'none' : 'missing',
  use: {
    baseURL,
    trace: 'off',
    // The app's service worker (production builds) would answer requests that page.route() cannot see;
    // the offline tests turn it on in their own contexts.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Each test speaks as its own client (e2e/fixtures.ts gives it an X-Forwarded-For address), as people
      // behind a reverse proxy do: the per-client limits (10 sign-ins a minute) hold per test, not for the
      // whole suite at once.
      TRUST_PROXY: 'loopback',
      // The free plan's monthly limits (10 analyses, 10 uploads) are out of reach: the suite reuses accounts.
      FREE_MONTHLY_ANALYSES: '1000000',
      FREE_MONTHLY_UPLOADS: '1000000',
      // Admins (who have the premium features too): each spec that signs in as one has its own address.
      ADMIN_EMAILS: [
        'admin-console@example.com',
        'admin-looks@example.com',
        'premium-tools-admin@example.com',
        'premium-admin@example.com',
        'plans-journey-admin@example.com',
      ].join(','),
    },
  },
});
