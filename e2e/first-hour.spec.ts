import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';
import { mailedLink, newAccount } from './accounts';
import { expect, test } from './fixtures';

/**
 * The way in, by keyboard alone: a guest on the landing page activates 'Start free analysis', registers,
 * opens the mailed verification link in another tab, signs in if that tab asks, and arrives on /refine
 * with the focus on its h1, then runs a first analysis. Only Tab, Space, Enter and typing move through the pages (the link from the
 * mail is opened as a person pastes it into a new tab).
 */

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

const sample = (file: string) =>
  readFileSync(new URL(`../samples/software-engineer/${file}`, import.meta.url), 'utf8');

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? null);

test('keyboard only: Start free analysis, register, verify from the mail, arrive on /refine at its heading, analyze', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('Mary Jackson');

  await page.goto('/');
  const start = page.getByRole('link', { name: 'Start free analysis' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/register\?next=%2Frefine$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await typeInto(page, page.getByRole('textbox', { name: 'Full name' }), account.fullName);
  await typeInto(page, page.getByRole('textbox', { name: 'Email', exact: true }), account.email);
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), account.password);
  await expect(page.getByText(/^Password strength:/)).toHaveText('Password strength: Strong');
  await typeInto(page, page.getByRole('textbox', { name: 'Confirm password' }), account.password);
  for (const name of [/Terms of Service/, /Privacy Policy/]) {
    const checkbox = page.getByRole('checkbox', { name });
    await tabTo(page, checkbox);
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
  }
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeEnabled();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  // Registered and signed in: the Check Your Email page keeps the way back, with its heading focused.
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?next=%2Frefine$/);
  const checkEmail = page.getByRole('heading', { level: 1 });
  await expect(checkEmail).toHaveText('Check Your Email');
  await expect(checkEmail).toBeFocused();
  await test.step('axe: /verify-email after keyboard registration', () => expectNoSeriousViolations(page));

  // The mailed link carries the return path itself, so it works in any tab.
  const link = await mailedLink(page.request, account.email, '/verify-email');
  expect(link).toMatch(/[?&]next=%2Frefine(?:&|$)/);
  const tab = await page.context().newPage();
  await tab.goto(link);
  const verified = tab.getByRole('heading', { level: 1 });
  await expect(verified).toHaveText('Email verified!');
  await expect(verified).toBeFocused();

  const main = tab.getByRole('main');
  const startRefining = main.getByRole('link', { name: 'Start refining your resume' });
  const logIn = main.getByRole('link', { name: 'Log in', exact: true });
  await expect(startRefining.or(logIn)).toBeVisible();
  if (await logIn.isVisible()) {
    // This tab has no session: sign in, and the return path still leads to /refine.
    await tabTo(tab, logIn);
    await tab.keyboard.press('Enter');
    await expect(tab).toHaveURL(/\/login\?next=%2Frefine$/);
    await typeInto(tab, tab.getByRole('textbox', { name: 'Email', exact: true }), account.email);
    await typeInto(tab, tab.getByRole('textbox', { name: 'Password', exact: true }), account.password);
    await tab.keyboard.press('Enter');
  } else {
    await tabTo(tab, startRefining);
    await tab.keyboard.press('Enter');
  }

  await expect(tab).toHaveURL(/\/refine(?:\?|$)/);
  const heading = tab.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Refine your resume with AI');
  await expect(heading).toBeFocused();
  expect(await focusedTag(tab)).toBe('H1');

  // On to a first analysis, still by keyboard: Analyze with nothing filled in says what is missing and
  // takes the focus there; then the industry (type-ahead in the list), the resume and the job, pasted.
  const analyze = tab.getByRole('button', { name: 'Analyze' });
  await tabTo(tab, analyze);
  await tab.keyboard.press('Enter');
  const industry = tab.getByRole('combobox', { name: /Target industry/ });
  await expect(industry).toBeFocused();
  // The list may still be on its way on a fresh tab: type ahead once its choices are there.
  await expect(industry.locator('option', { hasText: 'Software Engineering' })).toBeAttached();
  await tab.keyboard.type('Software Engineering');
  await expect(industry).toHaveValue('Software Engineering');
  const resume = tab.getByRole('textbox', { name: /Your resume/ });
  await tabTo(tab, resume);
  await tab.keyboard.insertText(sample('resume.txt'));
  const job = tab.getByRole('textbox', { name: /Job description/ });
  await tabTo(tab, job);
  await tab.keyboard.insertText(sample('job.txt'));
  await tabTo(tab, analyze);
  await tab.keyboard.press('Enter');
  const questions = tab.getByRole('heading', { level: 1 });
  await expect(questions).toHaveText('Additional Information Needed');
  await expect(questions).toBeFocused();
  await expect(tab.getByText(/^\d+\/100$/)).toBeVisible();
  await tab.close();
});
