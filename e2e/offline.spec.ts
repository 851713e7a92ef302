import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, signIn } from './accounts';
import { expect, test } from './fixtures';
import { refinedSession } from './refined-session';

/**
 * Working through a lost connection (SPEC §4, online/offline): the editor keeps editing offline, its saves
 * wait on this device, survive a reload while offline, and reach the server when the connection is back.
 */

// The app's service worker opens the app while offline: this file needs it. Requests made while the
// network is off fail, and Chromium logs each of them; so is the worker's own script when its
// registration (a few seconds after a page loads) falls while the network is off.
test.use({
  serviceWorkers: 'allow',
  expectedConsoleError:
    /^(Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)|An unknown error occurred when fetching the script\.)$/,
});

const offlineStatus = "Saved on this device; it will be sent when you're back online";

/** A new verified account with a refined resume, signed in on `page`. */
async function signedInWithRefinedResume(page: Page, request: APIRequestContext) {
  const account = newAccount('Priya Raman');
  await createVerifiedAccount(request, account);
  const sessionId = await refinedSession(request, account);
  await page.goto('/login');
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');
  return { account, sessionId };
}

test('edits made offline are kept across a reload and saved once the connection is back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { sessionId } = await signedInWithRefinedResume(page, request);

  const editorUrl = `/dynamic-pdf-editor/${sessionId}`;
  const bullet = (index: number) =>
    page.getByRole('textbox', { name: new RegExp(`^Bullet ${index} of Data Analyst at Northgate`) });

  await test.step('online: the editor opens, and the service worker takes over the page', async () => {
    await page.goto(editorUrl);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Opened again under the worker, so every file the editor loads is kept for offline use.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resume Editor');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(bullet(1)).toBeVisible();
  });

  await test.step('offline: the app says so, and an edit is saved on this device', async () => {
    await context.setOffline(true);
    await expect(page.getByText('Connection lost - working offline')).toBeVisible();
    await bullet(1).fill('Built a weekly sales dashboard in Tableau for 40 store managers in 12 regions');
    await expect(page.getByRole('status').filter({ hasText: offlineStatus })).toBeVisible();
  });

  await test.step('a reload while offline opens the editor on the edited copy', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resume Editor');
    await expect(bullet(1)).toHaveValue(/in 12 regions$/);
    await expect(page.getByRole('status').filter({ hasText: offlineStatus })).toBeVisible();
    await bullet(2).fill('Wrote SQL queries to reconcile stock counts across three warehouses each week');
    await expect(page.getByRole('status').filter({ hasText: offlineStatus })).toBeVisible();
  });

  await test.step('back online: the changes are sent, once, and the server has both edits', async () => {
    await context.setOffline(false);
    await expect(page.getByText('Connection restored')).toBeVisible();
    await expect(page.getByText('Synced offline changes')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    const current = await page.request.get(`/api/dynamic-pdf/${sessionId}/current`);
    const text = JSON.stringify(await current.json());
    expect(text).toContain('40 store managers in 12 regions');
    expect(text).toContain('three warehouses each week');
  });
});

test('offline changes that meet a newer version saved elsewhere are kept until the person chooses', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { account, sessionId } = await signedInWithRefinedResume(page, request);
  await page.goto(`/dynamic-pdf-editor/${sessionId}`);
  const location = page.getByRole('region', { name: 'Contact' }).getByRole('textbox', { name: 'Location' });
  await expect(location).toBeVisible();

  await context.setOffline(true);
  await location.fill('Remote, UK');
  await expect(page.getByRole('status').filter({ hasText: offlineStatus })).toBeVisible();

  // Meanwhile the same resume is saved from elsewhere (another device, through the API).
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, token_type: 'bearer' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const elsewhere = await request.put(`/api/dynamic-pdf/${sessionId}/update`, {
    headers: { authorization: `Bearer ${token}` },
    data: { contact: { location: 'York, UK' } },
  });
  expect(elsewhere.status()).toBe(200);

  await context.setOffline(false);
  await expect(page.getByText('Your offline changes meet a newer version')).toBeVisible();
  const server = async () =>
    (
      (await (await page.request.get(`/api/dynamic-pdf/${sessionId}/current`)).json()) as {
        structured_resume: { contact: { location: string } };
      }
    ).structured_resume.contact.location;
  // Nothing was overwritten: the server keeps the other save until the person chooses.
  expect(await server()).toBe('York, UK');
  await page.getByRole('button', { name: 'Keep my offline changes' }).click();
  await expect(page.getByText('Your offline changes meet a newer version')).toHaveCount(0);
  await expect.poll(server).toBe('Remote, UK');
  await expect(location).toHaveValue('Remote, UK');
});

test('a write that cannot wait says it needs a connection', async ({ page, context, request }) => {
  const account = newAccount('Ada Lovelace');
  await createVerifiedAccount(request, account);
  await page.goto('/login');
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/settings/notifications');
  // The heading shows while the settings load: the form must be there before the network goes.
  const tips = page.getByRole('switch', { name: /Tips and offers/ });
  await expect(tips).toBeVisible();
  await context.setOffline(true);
  await tips.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/This action requires an internet connection./).first()).toBeVisible();
  await context.setOffline(false);
});
