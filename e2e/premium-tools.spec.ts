/**
 * The premium tools of issue 27 as a person uses them: comparing one resume with several postings
 * (bulk_operations) and the template options of the editor (custom_templates). The premium account is an
 * admin named in ADMIN_EMAILS (playwright.config.ts), since admins have the premium features; a new free
 * account sees what each gate holds back.
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expectNoViolations } from './accessibility';
import { type Account, createVerifiedAccount, ensureVerifiedAccount, newAccount, signIn } from './accounts';
import { expect, test } from './fixtures';
import { bearerToken, JOB, RESUME, refinedSession } from './refined-session';

const ADMIN: Account = {
  email: 'premium-tools-admin@example.com',
  username: 'premium_tools_admin',
  fullName: 'Ada Premium',
  password: 'Orchard-Lamp-42',
};

const NURSING_JOB = `Registered Nurse, Medical-Surgical Unit. Riverside General Hospital.
Responsibilities: assess and deliver patient care on a 32-bed unit; administer medications and document care in Epic.
Requirements: active RN license and BLS certification; 2+ years of acute care nursing; electronic health records.`;

const BACKEND_JOB = `Backend Engineer. Build and run services in Java and Spring Boot on AWS with Kubernetes.
Requirements: 3+ years of backend development; Java, Spring Boot, Kafka and PostgreSQL; CI/CD pipelines.`;

const LOOKS = {
  light: { theme: 'light', high_contrast: false },
  dark: { theme: 'dark', high_contrast: false },
  'high-contrast-light': { theme: 'light', high_contrast: true },
  'high-contrast-dark': { theme: 'dark', high_contrast: true },
} as const;

test.describe.configure({ mode: 'serial' });

/** The admin of ADMIN_EMAILS, registered and verified once for the whole file. */
let adminReady = false;
async function premiumAccount(request: APIRequestContext): Promise<Account> {
  if (!adminReady) {
    await ensureVerifiedAccount(request, ADMIN);
    adminReady = true;
  }
  return ADMIN;
}

async function signedIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const posting = (page: Page, number: number) => page.getByRole('group', { name: `Posting ${number}` });

async function fillPosting(group: Locator, title: string, industry: string, description: string) {
  await group.getByRole('textbox', { name: /^Job title/ }).fill(title);
  await group.getByRole('combobox', { name: 'Target industry' }).selectOption({ label: industry });
  await group.getByRole('textbox', { name: /^Job description/ }).fill(description);
}

/** The page at a desktop's and a phone's width, for a person to look at (in SCREENSHOT_DIR when set). */
async function shoot(page: Page, name: string, focus?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    if (focus) await focus.scrollIntoViewIfNeeded();
    const file = `${name}-${width}.png`;
    const path = process.env.SCREENSHOT_DIR
      ? `${process.env.SCREENSHOT_DIR}/${file}`
      : test.info().outputPath(file);
    await page.screenshot({ path, fullPage: !focus });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Fills the compare form with the resume and three postings, and compares them. */
async function compareThree(page: Page): Promise<Locator> {
  await page.goto('/compare');
  await settle(page);
  await page.getByRole('textbox', { name: /^Resume text/ }).fill(RESUME);
  await fillPosting(posting(page, 1), 'Night nurse', 'Healthcare', NURSING_JOB);
  await fillPosting(posting(page, 2), 'Senior analyst', 'Data Science', JOB);
  await page.getByRole('button', { name: /^Add a posting/ }).click();
  // The new posting's first field has the focus.
  await expect(posting(page, 3).getByRole('textbox', { name: /^Job title/ })).toBeFocused();
  await fillPosting(posting(page, 3), 'Backend role', 'Software Engineering', BACKEND_JOB);
  await page.getByRole('button', { name: 'Compare 3 postings' }).click();
  const results = page.locator('[data-compare-results]');
  await expect(
    results.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
  ).toHaveCount(3, {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Ranked by fit' })).toBeFocused();
  return results;
}

test('a premium user compares one resume with three postings, sees them ranked and opens one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, await premiumAccount(request));
  await page.goto('/compare');
  await settle(page);
  // Two postings to start with; a third is added below.
  await expect(posting(page, 2)).toBeVisible();
  await expect(posting(page, 3)).toHaveCount(0);
  // Comparing with a blank posting names what is missing and sends nothing.
  await page.getByRole('button', { name: 'Compare 2 postings' }).click();
  await expect(page.getByRole('alert')).toContainText('fields need filling in');
  await expect(page.getByRole('textbox', { name: /^Resume text/ })).toBeFocused();
  await shoot(page, 'compare-form');
  await shoot(page, 'compare-form-postings', page.getByRole('heading', { name: 'Job postings' }));

  const results = await compareThree(page);
  const cards = results.locator('> li');
  // Ranked by job match: the data posting first for a data analyst, the nursing posting last.
  await expect(cards.nth(0).getByRole('heading', { level: 3 })).toContainText('Senior analyst');
  await expect(cards.nth(2).getByRole('heading', { level: 3 })).toContainText('Night nurse');
  const fits = await cards.evaluateAll((items) =>
    items.map((item) => Number(item.querySelector('dd')?.textContent ?? Number.NaN)),
  );
  expect(fits).toEqual([...fits].sort((a, b) => b - a));
  await expect(cards.nth(2).getByRole('heading', { name: 'Top missing requirements' })).toBeVisible();
  await shoot(page, 'compare-results');
  await shoot(page, 'compare-results-list', page.getByRole('heading', { name: 'Ranked by fit' }));

  // Coming back shows the ranking again; Open continues the refine flow on that posting's questions.
  await page.reload();
  await expect(page.locator('[data-compare-results] > li')).toHaveCount(3);
  await page.getByRole('button', { name: /^Open Backend role/ }).click();
  await expect(page).toHaveURL(/\/refine\?step=questions/);
  await expect(page.getByRole('heading', { name: 'Additional Information Needed' })).toBeVisible();
  await expect(page.getByRole('textbox').first()).toBeVisible();

  // Opening another posting over that unfinished refinement asks first, and keeping it changes nothing.
  await page.goto('/compare');
  await page.getByRole('button', { name: /^Open Night nurse/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace your unfinished refinement?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my refinement' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/compare$/);
  await page.getByRole('button', { name: /^Open Night nurse/ }).click();
  await dialog.getByRole('button', { name: 'Open this posting' }).click();
  await expect(page).toHaveURL(/\/refine\?step=questions/);
  await expect(page.getByRole('heading', { name: 'Additional Information Needed' })).toBeVisible();
});

test('a premium user sets the accent and section order: the preview changes and the choice is kept', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await premiumAccount(request);
  const sessionId = await refinedSession(request, account);
  await signedIn(page, account);
  await page.goto(`/dynamic-pdf-editor/${sessionId}`);
  const preview = page.getByRole('region', { name: 'Preview' }).getByTestId('pdf-pages');
  await expect(preview).toHaveAttribute('data-render-count', /[1-9]/, { timeout: 20_000 });
  const panel = page.getByRole('region', { name: 'Template options' });
  await expect(panel).toBeVisible();
  await shoot(page, 'editor-template-options', panel);

  const canvas = preview.locator('canvas').first();
  const drawing = () => canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
  const before = await drawing();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/template-options') && response.request().method() === 'PUT',
  );
  // The swatch is the radio's label, as a person clicks it.
  await panel.locator('label', { hasText: 'Burgundy' }).click();
  await expect(panel.getByRole('radio', { name: 'Burgundy' })).toBeChecked();
  expect((await saved).status()).toBe(200);
  await expect.poll(drawing, { timeout: 15_000 }).not.toBe(before);

  const afterAccent = await drawing();
  const orderSaved = page.waitForResponse(
    (response) => response.url().endsWith('/template-options') && response.request().method() === 'PUT',
  );
  await panel.getByRole('combobox', { name: 'Section order' }).selectOption('education_first');
  expect((await orderSaved).status()).toBe(200);
  await expect.poll(drawing, { timeout: 15_000 }).not.toBe(afterAccent);

  // What an ATS reads follows the order: Education before Experience.
  const token = await bearerToken(request, account);
  const ats = await request.get(`/api/dynamic-pdf/${sessionId}/ats-text`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ats.status()).toBe(200);
  const lines = ((await ats.json()) as { text: string }).text.toLowerCase().split('\n');
  const education = lines.findIndex((line) => line.trim() === 'education');
  const experience = lines.findIndex((line) => line.trim() === 'experience');
  expect(education).toBeGreaterThan(-1);
  expect(experience).toBeGreaterThan(education);

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Template options' });
  await expect(reloaded.getByRole('radio', { name: 'Burgundy' })).toBeChecked();
  await expect(reloaded.getByRole('combobox', { name: 'Section order' })).toHaveValue('education_first');
  await expect(page.getByTestId('pdf-pages').first()).toHaveAttribute('data-render-count', /[1-9]/, {
    timeout: 20_000,
  });
  await shoot(page, 'editor-template-options-chosen', reloaded);
});

test('a free user sees what each gate holds back instead of the tools', async ({ page, request }) => {
  const account = newAccount('Frank Free');
  await createVerifiedAccount(request, account);
  const sessionId = await refinedSession(request, account);
  await signedIn(page, account);
  await page.goto('/compare');
  await settle(page);
  await expect(page.locator('[data-locked-feature="bulk_operations"]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Resume text/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Compare/ })).toHaveCount(0);
  await shoot(page, 'compare-locked');
  await page.goto(`/dynamic-pdf-editor/${sessionId}`);
  await expect(page.locator('[data-locked-feature="custom_templates"]')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Template options' }).getByRole('radio')).toHaveCount(0);
});

test('the compare page and the template options have no axe violations in any look', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const account = await premiumAccount(request);
  const token = await bearerToken(request, account);
  const sessionId = await refinedSession(request, account, token);
  const page = await pageFor(browser, account);
  await compareThree(page);
  for (const [name, look] of Object.entries(LOOKS)) {
    const response = await request.put('/api/settings', {
      headers: { authorization: `Bearer ${token}` },
      data: look,
    });
    expect(response.status(), await response.text()).toBe(200);
    await test.step(`${name} /compare`, async () => {
      await page.goto('/compare');
      await settle(page);
      await expect(page.locator('[data-compare-results] > li')).toHaveCount(3);
      await page
        .locator('details')
        .first()
        .evaluate((element) => element.setAttribute('open', ''));
      await expectNoViolations(page);
    });
    await test.step(`${name} the editor's template options`, async () => {
      await page.goto(`/dynamic-pdf-editor/${sessionId}`);
      await expect(page.getByRole('region', { name: 'Template options' })).toBeVisible();
      await expect(page.getByTestId('pdf-pages').first()).toHaveAttribute('data-render-count', /[1-9]/, {
        timeout: 20_000,
      });
      await expectNoViolations(page);
    });
  }
  await page.context().close();
});

async function pageFor(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedIn(page, account);
  return page;
}
