import { createVerifiedAccount, newAccount, signIn } from './accounts';
import { expect, test } from './fixtures';

/**
 * Notices (toasts) sit below the header and never hold the keyboard: Tab moves into a notice and out of it
 * in page order, never back to where it came from.
 */
test('Tab passes through a notice and on, never back to the link before it', async ({ page, request }) => {
  const account = newAccount('Grace Hopper');
  await createVerifiedAccount(request, account);
  await page.goto('/login');
  await signIn(page, account);
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back, Grace Hopper!' });
  await expect(notice).toBeVisible();

  // Below the header: it covers neither the account area nor Sign out.
  // (Polled: the notice slides in from above.)
  const headerBox = await page.getByRole('banner').boundingBox();
  await expect
    .poll(async () => (await notice.boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));

  const lastFooterLink = page.getByRole('contentinfo').getByRole('link').last();
  await lastFooterLink.focus();
  await page.keyboard.press('Tab');
  await expect(notice).toBeFocused();
  // Out of the notice: on to the start of the page, as after any last element, not back to the footer.
  const seen: string[] = [];
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    seen.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  await expect(notice).toBeVisible();
  expect(seen).not.toContain(await lastFooterLink.textContent());
  expect(seen).toContain('Skip to main content');
});
