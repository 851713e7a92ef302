import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, signIn } from './accounts';
import { expect, test } from './fixtures';

/**
 * Stolen sessions and repeated writes (decision 0023): a session cookie used from another browser ends
 * the session, and its owner is told within a minute; a write sent twice with one Idempotency-Key is done
 * once.
 */

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const ALERT = 'This session was used from another device or browser. Sign in again to continue.';

/** A new verified account signed in on `page`, on its dashboard, with every request of it answered. */
async function signedInOnDashboard(page: Page, request: APIRequestContext, name: string) {
  const account = newAccount(name);
  await createVerifiedAccount(request, account);
  await page.goto('/login');
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');
  // Settled first: a request of this page still under way when the cookie is stolen would end it at once.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** `page`'s cookies, used from another browser (Firefox on Windows): the server refuses them. */
async function stealCookies(browser: Browser, page: Page) {
  const thief = await browser.newContext({
    userAgent: FIREFOX_ON_WINDOWS,
    extraHTTPHeaders: { 'user-agent': FIREFOX_ON_WINDOWS },
  });
  await thief.addCookies(await page.context().cookies());
  expect((await thief.request.get('/api/auth/me')).status()).toBe(401);
  await thief.close();
}

test('a session cookie replayed from another browser is refused, and its owner is signed out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInOnDashboard(page, request, 'Ada Lovelace');
  await stealCookies(browser, page);

  // The page's security check runs every 60 s, on the page's real clock (a faked one would also fire the
  // requests' own time-outs). Within the minute the owner is signed out with 'Access restricted' and the
  // reason, whichever comes first: that check, or a request of the page whose refresh the server refuses
  // with the same reason.
  await expect(page).toHaveURL(/\/login/, { timeout: 75_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Access restricted')).toBeVisible();
  await expect(page.getByText(ALERT)).toBeVisible();
  await expect(page.getByText('Authentication expired')).toHaveCount(0);
});

test('a page opened after its session was used from another browser says so, at once', async ({
  page,
  browser,
  request,
}) => {
  await signedInOnDashboard(page, request, 'Katherine Johnson');
  await stealCookies(browser, page);

  // The owner opens the dashboard again: the check of who is signed in learns why the session ended.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Access restricted')).toBeVisible();
  await expect(page.getByText(ALERT)).toBeVisible();
});

test('a write sent twice with one Idempotency-Key is done once; the key with another body is refused', async ({
  request,
}) => {
  const account = newAccount('Grace Hopper');
  await createVerifiedAccount(request, account);
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, token_type: 'bearer' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${Date.now()}` };

  const first = await request.put('/api/settings', { headers, data: { text_scale: 110 } });
  expect(first.status()).toBe(200);
  expect(first.headers()['idempotent-replayed']).toBeUndefined();
  const again = await request.put('/api/settings', { headers, data: { text_scale: 110 } });
  expect(again.status()).toBe(200);
  expect(again.headers()['idempotent-replayed']).toBe('true');
  expect(await again.json()).toEqual(await first.json());
  const other = await request.put('/api/settings', { headers, data: { text_scale: 120 } });
  expect(other.status()).toBe(422);
  expect(((await other.json()) as { code: string }).code).toBe('idempotency_key_reused');
});
