import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoViolations } from './accessibility';
import { type Account, createVerifiedAccount, header, newAccount, PASSWORD, signIn } from './accounts';
import { expect, test } from './fixtures';
import { bearerToken, refinedSession } from './refined-session';

/**
 * The admin console (issue 27, SPEC §6): an admin whose address ADMIN_EMAILS lists (playwright.config.ts)
 * finds an account by part of its address, makes it premium, disables it (its sessions end at once) and
 * enables it, and reads those changes in the audit log; a signed-in account that is no admin is told the
 * console is not for it; every console page is free of axe-core violations in every look.
 *
 * Each admin address is registered by one test only (a fresh server per run), so no two tests race to
 * register it.
 */

function listedAdmin(email: string, fullName: string): Account {
  return {
    email,
    fullName,
    username: email.split('@')[0]?.replace(/-/g, '_') ?? 'admin',
    password: PASSWORD,
  };
}

/** Feedback on a refined session of `account`, with its texts kept: what the console's feedback lists. */
async function feedbackFrom(request: APIRequestContext, account: Account): Promise<void> {
  const token = await bearerToken(request, account);
  const sessionId = await refinedSession(request, account, token);
  const submitted = await request.post('/api/feedback/submit', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      session_id: sessionId,
      target_industry: 'Data Science',
      target_role: 'Senior Data Analyst',
      factual_accuracy_rating: 4,
      formatting_rating: 5,
      overall_improvement_rating: 3,
      would_use_refined_resume: true,
      would_use_reason: 'The bullets read better',
      has_dropped_content: true,
      dropped_content_details: 'A certification went missing',
      store_resume_texts: true,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
}

async function signedInPage(browser: Browser, account: Account, cookie?: string): Promise<Page> {
  const context = await browser.newContext(
    cookie ? { colorScheme: cookie.startsWith('dark') ? 'dark' : 'light' } : {},
  );
  if (cookie) {
    await context.addCookies([
      { name: 'resumeloop_look', value: cookie, url: test.info().project.use.baseURL ?? '' },
    ]);
  }
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

test('an admin from ADMIN_EMAILS finds an account, makes it premium, disables and enables it, and reads the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = listedAdmin('admin-console@example.com', 'Ada Console');
  const person = newAccount('Margaret Hamilton');
  await createVerifiedAccount(request, admin);
  await createVerifiedAccount(request, person);
  // The person is signed in elsewhere: disabling must end that session at once.
  const personToken = await bearerToken(request, person);
  const asPerson = { authorization: `Bearer ${personToken}` };

  await page.goto('/login');
  await signIn(page, admin);
  await header(page).getByRole('link', { name: 'Admin' }).first().click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Part of the address: the unique middle of 'acct-<unique>@example.com'.
  const part = person.email.slice(5, person.email.indexOf('@'));
  await page.getByRole('searchbox', { name: 'Search' }).fill(part);
  await expect(page).toHaveURL(new RegExp(`q=${part}`));
  const table = page.getByRole('table', { name: /^Accounts, 1 match,/ });
  await expect(table).toBeVisible();
  await table.getByRole('link', { name: 'Margaret Hamilton' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Margaret Hamilton' })).toBeVisible();
  await expect(page.getByText('Plan: Free.')).toBeVisible();

  await page.getByRole('button', { name: 'Make premium' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The account is now premium.' })).toBeVisible();
  await expect(page.getByText('Plan: Premium.')).toBeVisible();
  const me = await request.get('/api/auth/me', { headers: asPerson });
  expect(((await me.json()) as { user: { is_premium: boolean } }).user.is_premium).toBe(true);

  await page.getByRole('button', { name: 'Disable account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable this account?' });
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText('The account is disabled and its sessions have ended.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: asPerson })).status()).toBe(401);
  const refused = await request.post('/api/auth/login', {
    data: { email: person.email, password: person.password, token_type: 'bearer' },
  });
  expect(refused.status()).toBe(403);

  await page.getByRole('button', { name: 'Enable account' }).click();
  await expect(page.getByText('The account is enabled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable account' })).toBeVisible();
  expect((await bearerToken(request, person)).length).toBeGreaterThan(0);

  // The admin cannot disable their own account: the server's words are shown.
  await page.goto('/admin/users?q=admin-console');
  await page.getByRole('link', { name: 'Ada Console' }).click();
  await page.getByRole('button', { name: 'Disable account' }).click();
  await page
    .getByRole('dialog', { name: 'Disable this account?' })
    .getByRole('button', { name: 'Disable account' })
    .click();
  await expect(page.getByRole('alert')).toContainText('You cannot disable your own account.');

  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(part);
  await page
    .getByRole('table', { name: /^Accounts, 1 match,/ })
    .getByRole('link', { name: 'Margaret Hamilton' })
    .click();
  await page.getByRole('link', { name: "This account's audit log entries" }).click();
  await expect(page.getByText(`Showing only the entries about ${person.email}.`)).toBeVisible();
  const audit = page.getByRole('table', { name: 'Audit log, 3 entries, newest first' });
  await expect(audit).toBeVisible();
  const actions = await audit.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(actions).toEqual(['Account enabled', 'Account disabled', 'Plan changed']);
  await expect(audit.getByRole('row').filter({ hasText: 'Plan changed' })).toContainText(
    'Plan from Free to Premium',
  );
  await expect(audit.getByRole('row').filter({ hasText: 'Plan changed' })).toContainText(admin.email);

  // At a phone's width the tables scroll in their own boxes: no console page is wider than the window.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/admin/users', '/admin/audit', '/admin/feedback', '/admin/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});

test('a signed-in account that is not an admin is told the console is not for it', async ({
  page,
  request,
}) => {
  const person = newAccount('Katherine Johnson');
  await createVerifiedAccount(request, person);
  await page.goto('/login');
  await signIn(page, person);
  await expect(header(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available to your account' })).toBeVisible();
  await expect(page.getByText('The admin console is only for administrators')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toHaveCount(0);
  await expectNoViolations(page);
});

test('a guest who opens the console is asked to sign in, and comes back to it', async ({ page, request }) => {
  const person = newAccount('Mary Jackson');
  await createVerifiedAccount(request, person);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, person);
  await expect(page).toHaveURL(/\/admin\/audit$/);
  // Signed in, but no admin: told so rather than shown an empty page.
  await expect(page.getByRole('heading', { level: 1, name: 'Not available to your account' })).toBeVisible();
});

const LOOKS = ['light.100.0.0', 'dark.100.0.0', 'light.100.0.1', 'dark.100.0.1'];

test('every console page has no axe-core violations in every look', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const admin = listedAdmin('admin-looks@example.com', 'Grace Looks');
  const person = newAccount('Dorothy Vaughan');
  await createVerifiedAccount(request, admin);
  await createVerifiedAccount(request, person);
  await feedbackFrom(request, person);

  for (const look of LOOKS) {
    const page = await signedInPage(browser, admin, look);
    await test.step(`${look} /admin/users`, async () => {
      await page.goto('/admin/users');
      await expect(page.getByRole('table', { name: /^Accounts,/ })).toBeVisible();
      await expectNoViolations(page);
    });
    await test.step(`${look} an account`, async () => {
      await page.getByRole('searchbox', { name: 'Search' }).fill(person.email);
      await page
        .getByRole('table', { name: /^Accounts, 1 match,/ })
        .getByRole('link', { name: 'Dorothy Vaughan' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dorothy Vaughan' })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'Delete account' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete this account?' })).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
    });
    await test.step(`${look} /admin/feedback`, async () => {
      await page.goto('/admin/feedback');
      await expect(
        page.getByRole('article', { name: new RegExp(`Feedback from ${person.email}`) }),
      ).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'Open before/after' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Resume before and after' });
      await expect(dialog.getByRole('region', { name: 'Before' })).toContainText('Priya Raman');
      await expect(dialog.getByRole('region', { name: 'After' })).not.toBeEmpty();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
    });
    await test.step(`${look} /admin/settings`, async () => {
      await page.goto('/admin/settings');
      await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
      await expectNoViolations(page);
    });
    await test.step(`${look} /admin/audit`, async () => {
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expectNoViolations(page);
    });
    await page.context().close();
  }
});
