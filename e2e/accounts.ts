import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Accounts for end-to-end tests: fresh identities, links read from the development outbox, verified
 * accounts made through the API, and the sign-in form and header as a person uses them.
 */

/** SPEC §8: the server's words for a wrong email or password (apps/server/src/auth/service.ts). */
export const INVALID_CREDENTIALS = 'Invalid email or password.';
/** A strong password (all five strength points) that contains neither the email nor the username. */
export const PASSWORD = 'Orchard-Lamp-42';

export type Account = { email: string; username: string; fullName: string; password: string };

/** A fresh identity: the worker and a random part keep parallel tests apart. */
export function newAccount(fullName: string): Account {
  const unique = `${test.info().workerIndex}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `acct-${unique}@example.com`,
    username: `u_${unique}`.slice(0, 20),
    fullName,
    password: PASSWORD,
  };
}

/**
 * The newest link to `pathname` mailed to `email`, read from the development outbox, as a path on the
 * server under test (the mail spells out PUBLIC_URL's host; the browser is on the test's base URL).
 */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  pathname: string,
): Promise<string> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: Array<{ to: string; links: string[] }> };
  const link = messages
    .flatMap((message) => message.links)
    .map((href) => new URL(href))
    .find((url) => url.pathname === pathname);
  expect(link, `a ${pathname} link mailed to ${email}`).toBeDefined();
  return `${link?.pathname}${link?.search}`;
}

/** Registers and verifies an account through the API (bearer mode: no cookies, no CSRF token needed). */
export async function createVerifiedAccount(request: APIRequestContext, account: Account): Promise<void> {
  const registered = await request.post('/api/auth/register', {
    data: {
      email: account.email,
      password: account.password,
      full_name: account.fullName,
      username: account.username,
      token_type: 'bearer',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = await mailedLink(request, account.email, '/verify-email');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * A fixed account of a file, made once: a worker that runs the file again after a failure finds it
 * registered already and leaves it as it is.
 */
export async function ensureVerifiedAccount(request: APIRequestContext, account: Account): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, token_type: 'bearer' },
  });
  if (login.status() !== 200) await createVerifiedAccount(request, account);
}

export const header = (page: Page) => page.getByRole('banner');

export async function expectSignedInHeader(page: Page, account: Account) {
  // Decision 0019: the full name the person gave, not the username.
  await expect(header(page)).toContainText(`Logged in as ${account.fullName}`);
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
}

export async function expectSignedOutHeader(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(header(page)).not.toContainText('Logged in as');
  await expect(header(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signs in on /login and waits for the welcome that precedes the redirect. */
export async function signIn(page: Page, account: Account, password = account.password) {
  await fillLogin(page, account.email, password);
  await expect(page.getByText(`Welcome back, ${account.fullName}!`).first()).toBeVisible();
}
