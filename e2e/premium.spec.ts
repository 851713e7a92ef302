/**
 * Plans as a person meets them (issue 27): a free account sees what the score history and the ATS report
 * hold back and what Premium gives, and reaches its monthly limit with the server's clear message; a
 * premium account (an admin of ADMIN_EMAILS, who has the premium features) sees its score history as a
 * chart and as a table and downloads the ATS report as a PDF. Axe-clean in every look.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { extractPdfText } from '../packages/render/src/extract-pdf-text';
import { expectNoViolations } from './accessibility';
import { type Account, createVerifiedAccount, ensureVerifiedAccount, newAccount, signIn } from './accounts';
import { expect, test } from './fixtures';
import { bearerToken, JOB, RESUME, refinedSession } from './refined-session';

/** The premium account: its address is in the test server's ADMIN_EMAILS (playwright.config.ts). */
const PREMIUM: Account = {
  email: 'premium-admin@example.com',
  username: 'premium_admin',
  fullName: 'Grace Premium',
  password: 'Orchard-Lamp-42',
};

const LOOKS = {
  light: { theme: 'light', high_contrast: false },
  dark: { theme: 'dark', high_contrast: false },
  'high-contrast-light': { theme: 'light', high_contrast: true },
  'high-contrast-dark': { theme: 'dark', high_contrast: true },
} as const;

test.describe.configure({ mode: 'serial' });

let premiumReady: { token: string; sessions: string[] } | null = null;
/** The premium account with two refined sessions, made once for the file. */
async function premiumAccount(request: APIRequestContext) {
  if (!premiumReady) {
    await ensureVerifiedAccount(request, PREMIUM);
    const token = await bearerToken(request, PREMIUM);
    const sessions = [
      await refinedSession(request, PREMIUM, token),
      await refinedSession(request, PREMIUM, token),
    ];
    premiumReady = { token, sessions };
  }
  return premiumReady;
}

async function signedInPage(browser: Browser, account: Account, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    // SCREENSHOT_DIR keeps them where a later run in the same tree (which empties test-results) cannot.
    const file = `${name}-${width}.png`;
    const where = process.env.SCREENSHOT_DIR
      ? path.join(process.env.SCREENSHOT_DIR, file)
      : test.info().outputPath(file);
    await page.screenshot({ path: where, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const resultsOf = (sessionId: string) => `/refine?open=${sessionId}&step=results`;
const usageLine = (page: Page) => page.locator('[data-monthly-usage]');

test('a free account sees what the score history and the ATS report hold back, and how to ask for Premium', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const account = newAccount('Lin Free');
  await createVerifiedAccount(request, account);
  const sessionId = await refinedSession(request, account);
  const page = await signedInPage(browser, account);

  await page.goto('/dashboard');
  await settle(page);
  const history = page.locator('[data-locked-feature="analytics_dashboard"]');
  await expect(history.getByRole('heading', { name: 'Score history' })).toBeVisible();
  await expect(history).toContainText('Your account is on the free plan. This is part of Premium.');
  await expect(history).toContainText(
    'See how your overall and category scores changed across all your saved sessions',
  );
  await expect(page.getByRole('img', { name: /^Overall score across/ })).toHaveCount(0);
  // The test server's limits are out of reach, so the count is large; it is still the count.
  await expect(usageLine(page)).toContainText(
    /analyses and .* uploads left this month; the count starts again on/,
  );
  await shoot(page, 'dashboard-free');

  await page.goto(resultsOf(sessionId));
  const report = page.locator('[data-locked-feature="advanced_analysis"]');
  await expect(report.getByRole('heading', { name: 'ATS report' })).toBeVisible();
  await expect(report).toContainText('Download a PDF of every check on your resume');
  await expect(page.getByRole('button', { name: 'Download ATS report' })).toHaveCount(0);
  await settle(page);
  await shoot(page, 'results-free');

  await report.getByRole('link', { name: 'Ask about Premium' }).click();
  await expect(page).toHaveURL(/\/contact\?topic=premium$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('billing');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('About the Premium plan');

  // The server holds the gates whatever the page shows.
  const token = await bearerToken(request, account);
  const refused = await request.get(`/api/resumes/sessions/${sessionId}/ats-report`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('premium_required');
  await page.context().close();
});

test('a premium account sees its score history as a chart and a table, and downloads the ATS report', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { sessions } = await premiumAccount(request);
  const page = await signedInPage(browser, PREMIUM);

  await page.goto('/dashboard');
  await settle(page);
  const section = page.getByRole('region', { name: 'Your score history' });
  await expect(
    section.getByRole('img', { name: /^Overall score across 2 sessions, from .*: latest \d+, best \d+/ }),
  ).toBeVisible();
  await expect(usageLine(page)).toHaveText('Unlimited analyses and uploads.');
  await shoot(page, 'dashboard-premium');
  await section.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Content Impact' });
  await expect(section.getByRole('img', { name: /^Content Impact across 2 sessions/ })).toBeVisible();
  await section.getByRole('button', { name: 'Show as table' }).click();
  const table = section.getByRole('table', { name: 'Content Impact by session, oldest first' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('columnheader')).toHaveText(['Session', 'Before', 'After', 'Change']);
  await shoot(page, 'dashboard-premium-table');
  // On a phone the table fits its box: nothing to scroll sideways to find the numbers.
  await page.setViewportSize({ width: 390, height: 900 });
  const box = table.locator('xpath=..');
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(resultsOf(sessions[1] as string));
  const button = page.getByRole('button', { name: 'Download ATS report' });
  await expect(button).toBeVisible();
  await settle(page);
  await shoot(page, 'results-premium');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^ats-report-([a-z0-9-]+-)?\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = (await extractPdfText(new Uint8Array(pdf))).replace(/\s+/g, ' ');
  expect(text).toContain('Scores by category');
  expect(text).toContain('Every check');
  expect(text).toContain('What we found');
  await expect(page.getByText(`Saved ${download.suggestedFilename()}.`)).toBeVisible();

  await page.goto(`/dynamic-pdf-editor/${sessions[0]}`);
  await expect(page.getByRole('button', { name: 'Download ATS report' })).toBeVisible();
  await page.context().close();
});

test('the changed pages have no axe violations in any look', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { token, sessions } = await premiumAccount(request);
  const free = newAccount('Noor Free');
  await createVerifiedAccount(request, free);
  const freeToken = await bearerToken(request, free);
  const premiumPage = await signedInPage(browser, PREMIUM);
  const freePage = await signedInPage(browser, free);
  for (const [name, look] of Object.entries(LOOKS)) {
    for (const bearer of [token, freeToken]) {
      const saved = await request.put('/api/settings', {
        headers: { authorization: `Bearer ${bearer}` },
        data: look,
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await test.step(`${name}: the premium dashboard, chart and table`, async () => {
      await premiumPage.goto('/dashboard');
      await settle(premiumPage);
      const section = premiumPage.getByRole('region', { name: 'Your score history' });
      await expect(section.getByRole('img')).toBeVisible();
      await expectNoViolations(premiumPage);
      await shoot(premiumPage, `dashboard-premium-${name}`);
      await section.getByRole('button', { name: 'Show as table' }).click();
      await expect(section.getByRole('table')).toBeVisible();
      await expectNoViolations(premiumPage);
    });
    await test.step(`${name}: the results step with the report button`, async () => {
      await premiumPage.goto(resultsOf(sessions[0] as string));
      await expect(premiumPage.getByRole('button', { name: 'Download ATS report' })).toBeVisible();
      await settle(premiumPage);
      await expectNoViolations(premiumPage);
    });
    await test.step(`${name}: the free dashboard and the first step of /refine`, async () => {
      await freePage.goto('/dashboard');
      await settle(freePage);
      await expect(freePage.locator('[data-locked-feature="analytics_dashboard"]')).toBeVisible();
      await expect(usageLine(freePage)).toBeVisible();
      await expectNoViolations(freePage);
      await freePage.goto('/refine');
      await settle(freePage);
      await expect(usageLine(freePage)).toBeVisible();
      await expectNoViolations(freePage);
    });
  }
  await premiumPage.context().close();
  await freePage.context().close();
});

/** A port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

test.describe('with a free plan of one analysis and one upload a month', () => {
  // The suite's server keeps the limits out of reach (its accounts are reused), so this part starts a
  // second instance of the same build with a limit of one: on the suite's PostgreSQL database when there
  // is one (the counts live in the database), else on an embedded database of its own.
  let server: ChildProcess | null = null;
  let dataDir = '';
  let baseURL = '';
  let api: APIRequestContext;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'resumeloop-e2e-limits-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUST_PROXY: 'loopback',
      FREE_MONTHLY_ANALYSES: '1',
      FREE_MONTHLY_UPLOADS: '1',
      ADMIN_EMAILS: '',
    };
    server = spawn(process.execPath, ['apps/server/dist/server.js'], { env, stdio: 'inherit' });
    api = await playwrightRequest.newContext({ baseURL });
    await expect
      .poll(async () => (await api.get('/api/ready').catch(() => null))?.status() ?? 0, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    await api?.dispose();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a free account reaches its monthly limit and is told so clearly, keeping what it typed', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const account = newAccount('Sam Limited');
    await createVerifiedAccount(api, account);
    // The month's one analysis, used through the API.
    await refinedSession(api, account);
    const page = await signedInPage(browser, account, baseURL);
    await page.goto('/refine');
    await settle(page);
    const line = usageLine(page);
    await expect(line).toContainText(
      '0 of 1 analysis and 1 of 1 upload left this month; the count starts again on',
    );
    await expect(line.getByRole('link', { name: 'Ask about Premium' })).toHaveAttribute(
      'href',
      '/contact?topic=premium',
    );
    await shoot(page, 'refine-first-step-limit');

    await page.getByRole('combobox', { name: /Target industry/ }).selectOption({ label: 'Data Science' });
    await page.getByRole('textbox', { name: /Your resume/ }).fill(RESUME);
    await page.getByRole('textbox', { name: /Job description/ }).fill(JOB);
    await page.getByRole('button', { name: 'Analyze' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'You have used all' });
    await expect(alert).toHaveText(
      /^You have used all 1 analysis of the free plan this month\. The count starts again on .+; Premium has no monthly limit\.$/,
    );
    await expect(page.getByRole('textbox', { name: /Your resume/ })).toHaveValue(RESUME);
    await expect(page.getByRole('textbox', { name: /Job description/ })).toHaveValue(JOB);
    await expect(page.getByRole('heading', { level: 2, name: /question/i })).toHaveCount(0);
    await shoot(page, 'refine-first-step-refused');
    await page.context().close();
  });
});
