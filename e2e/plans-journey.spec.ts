/**
 * Plans end to end (issue 27): an admin whose address ADMIN_EMAILS lists (playwright.config.ts) finds a
 * free account in the console and makes it premium; that person, who saw what each premium gate holds
 * back, then has the score history chart, the ATS report, the bulk comparison and the template options.
 * The premium specs test each feature in depth; this one tests that the console's change opens them all.
 */
import type { Browser, Page } from '@playwright/test';
import { type Account, createVerifiedAccount, newAccount, PASSWORD, signIn } from './accounts';
import { expect, test } from './fixtures';
import { bearerToken, refinedSession } from './refined-session';

const ADMIN: Account = {
  email: 'plans-journey-admin@example.com',
  username: 'plans_journey_admin',
  fullName: 'Barbara Liskov',
  password: PASSWORD,
};

async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

test('an admin makes a free account premium, and its owner then has every premium feature', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const person = newAccount('Katherine Johnson');
  await createVerifiedAccount(request, ADMIN);
  await createVerifiedAccount(request, person);
  const sessionId = await refinedSession(request, person, await bearerToken(request, person));

  // Free: each premium feature is a card saying what it holds back, not a tool.
  const mine = await signedInPage(browser, person);
  await mine.goto('/dashboard');
  await expect(mine.locator('[data-locked-feature="analytics_dashboard"]')).toBeVisible();
  await expect(mine.getByRole('img', { name: /^Overall score across/ })).toHaveCount(0);
  await mine.goto('/compare');
  await expect(mine.locator('[data-locked-feature="bulk_operations"]')).toBeVisible();
  await expect(mine.getByRole('textbox', { name: /^Resume text/ })).toHaveCount(0);

  // The admin finds the account by part of its address and makes it premium.
  const console = await signedInPage(browser, ADMIN);
  await console.goto('/admin/users');
  const part = person.email.slice(5, person.email.indexOf('@'));
  await console.getByRole('searchbox', { name: 'Search' }).fill(part);
  await console
    .getByRole('table', { name: /^Accounts, 1 match,/ })
    .getByRole('link', { name: person.fullName })
    .click();
  await console.getByRole('button', { name: 'Make premium' }).click();
  await expect(console.getByText('Plan: Premium.')).toBeVisible();

  // The owner, on their next page, has the chart, the report, the comparison and the template options.
  await mine.goto('/dashboard');
  const history = mine.getByRole('region', { name: 'Your score history' });
  await expect(history.getByRole('img', { name: /^Overall score across 1 session/ })).toBeVisible();
  await expect(mine.locator('[data-locked-feature]')).toHaveCount(0);
  await mine.goto(`/refine?open=${sessionId}&step=results`);
  const report = mine.getByRole('button', { name: 'Download ATS report' });
  const [download] = await Promise.all([mine.waitForEvent('download'), report.click()]);
  expect(download.suggestedFilename()).toMatch(/^ats-report-.*\.pdf$/);
  await mine.goto('/compare');
  await expect(mine.getByRole('textbox', { name: /^Resume text/ })).toBeVisible();
  await expect(mine.locator('[data-locked-feature]')).toHaveCount(0);
  await mine.goto(`/dynamic-pdf-editor/${sessionId}`);
  const options = mine.getByRole('region', { name: 'Template options' });
  await expect(options.getByRole('radio').first()).toBeVisible();
  await expect(options.getByRole('combobox', { name: 'Section order' })).toBeVisible();
});
