import { expectNoSeriousViolations } from './accessibility';
import {
  createVerifiedAccount,
  expectSignedInHeader,
  expectSignedOutHeader,
  fillLogin,
  header,
  INVALID_CREDENTIALS,
  mailedLink,
  newAccount,
  signIn,
} from './accounts';
import { expect, test } from './fixtures';

/**
 * Accounts end to end: registration, email verification through the development outbox, sign-in and
 * sign-out, password reset, the protected-route round trip and the account settings page, with axe on
 * each screen in the state a person sees it.
 *
 * Every test makes its own account (workers run in parallel against one server). Sign-in and registration
 * allow 10 requests a minute per client, reset requests 5 and resets 10, and every test of the suite comes
 * from the same address: this file makes 4 registrations, 5 sign-ins, 1 reset request and 2 resets. An
 * account that a test only needs to exist is made through the API; the screens under test, through the UI.
 */

const NEW_PASSWORD = 'Harbour-Kite-77';

test('register, verify the email from the outbox, sign in and sign out', async ({ page, request }) => {
  // Six pages and a mail round trip: it takes about 28 s on this project's machines, too close to the
  // default 30 s budget.
  test.setTimeout(90_000);
  const account = newAccount('Ada Lovelace');

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await page.getByRole('textbox', { name: 'Full name' }).fill(account.fullName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: /^Username/ }).fill(account.username);

  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  const strength = page.getByText(/^Password strength:/);
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  // The meter follows the server's rule: nothing it would refuse reads Good.
  await password.fill('orch');
  await expect(strength).toHaveText('Password strength: Too short');
  await password.fill('orchardlamp');
  await expect(strength).toHaveText('Password strength: Weak');
  await expect(submit).toBeDisabled();
  await password.fill('Orchardlamp');
  await expect(strength).toHaveText('Password strength: Fair');
  await expect(submit).toBeDisabled();
  await password.fill('Orchardlamp4');
  await expect(strength).toHaveText('Password strength: Good');
  await expect(submit).toBeEnabled();
  await password.fill(account.password);
  await expect(strength).toHaveText('Password strength: Strong');

  await page.getByRole('textbox', { name: 'Confirm password' }).fill(`${account.password}x`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(account.password);
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await test.step('axe: /register, filled in', () => expectNoSeriousViolations(page));

  await submit.click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Your Email');
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(/expires in 30 minutes/)).toBeVisible();
  await expectSignedInHeader(page, account);
  await test.step('axe: /verify-email, waiting for the link', () => expectNoSeriousViolations(page));

  await page.goto(await mailedLink(request, account.email, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email verified!');
  await expect(page.getByText('Your email address is verified. Welcome to ResumeLoop!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start refining your resume' })).toBeVisible();
  await test.step('axe: /verify-email, verified', () => expectNoSeriousViolations(page));

  // Sign out, then sign in again with the verified account.
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOutHeader(page);

  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInHeader(page, account);
  // Signed in: the guest-only pages send the user home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInHeader(page, account);

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOutHeader(page);
  // The session really ended: a reload stays signed out and protected pages send the guest to /login.
  await page.reload();
  await expectSignedOutHeader(page);
  await page.goto('/settings/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password is refused with the invalid-credentials message, on /login', async ({
  page,
  request,
}) => {
  const account = newAccount('Grace Hopper');
  await createVerifiedAccount(request, account);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await fillLogin(page, account.email, 'Not-The-Password-1');

  const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
  await expect(alert).toContainText(INVALID_CREDENTIALS);
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(account.email);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await expectSignedOutHeader(page);
  expect(await page.evaluate(() => window.localStorage.getItem('resumeloop.user'))).toBeNull();
  await test.step('axe: /login, after a failed sign-in', () => expectNoSeriousViolations(page));
});

test('forgot password: the mailed link sets a new password; the old one stops working', async ({
  page,
  request,
}) => {
  const account = newAccount('Katherine Johnson');
  await createVerifiedAccount(request, account);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await test.step('axe: /forgot-password', () => expectNoSeriousViolations(page));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await test.step('axe: /forgot-password, link sent', () => expectNoSeriousViolations(page));

  const resetLink = await mailedLink(request, account.email, '/reset-password');
  expect(resetLink).toMatch(/^\/reset-password\?token=[\w-]+$/);
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await expect(page.getByText(/^Password strength:/)).toHaveText('Password strength: Strong');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await test.step('axe: /reset-password', () => expectNoSeriousViolations(page));
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password has been reset. Please log in with your new password.'),
  ).toBeVisible();

  // The link works once.
  await page.goto(resetLink);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Pass-99');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Another-Pass-99');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link is invalid, expired or already used. Please request a new one.',
  );
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();

  await page.goto('/login');
  await fillLogin(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in failed' })).toContainText(
    INVALID_CREDENTIALS,
  );
  await signIn(page, account, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInHeader(page, account);
});

test('a protected page sends a guest to /login and back; the profile saves a new name', async ({
  page,
  request,
}) => {
  const account = newAccount('Dorothy Vaughan');
  await createVerifiedAccount(request, account);

  await page.goto('/settings/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await test.step('axe: /login', () => expectNoSeriousViolations(page));
  await signIn(page, account);
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  await expectSignedInHeader(page, account);

  const profile = page.getByRole('region', { name: 'Profile' });
  const fullName = profile.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toHaveValue(account.fullName);
  await expect(profile.getByRole('textbox', { name: /^Username/ })).toHaveValue(account.username);
  await expect(profile.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(account.email);
  await expect(profile.getByRole('textbox', { name: 'Email', exact: true })).toBeDisabled();
  const save = profile.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await test.step('axe: /settings/account', () => expectNoSeriousViolations(page));

  await fullName.fill('Dorothy Johnson Vaughan');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(profile.getByText('Profile updated successfully!')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(header(page)).toContainText('Logged in as Dorothy Johnson Vaughan');

  // Saved on the server, not only in this page.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Profile' }).getByRole('textbox', { name: 'Full name' }),
  ).toHaveValue('Dorothy Johnson Vaughan');
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { full_name: string } }).user.full_name).toBe(
    'Dorothy Johnson Vaughan',
  );

  // Signing out from a protected page goes home, not to /login.
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOutHeader(page);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
