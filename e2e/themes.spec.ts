import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoViolations } from './accessibility';
import { createVerifiedAccount, newAccount, signIn } from './accounts';
import { expect, test } from './fixtures';
import { bearerToken, refinedSession } from './refined-session';

/**
 * The look (SPEC §2.6, §3, §4): theme, text scale, reduce motion and high contrast, applied at once,
 * saved on the server, on the very first paint of the next page, kept across sign-out and sign-in; and
 * every page without an axe-core violation in light, dark and high contrast.
 */

type LookName = 'light' | 'dark' | 'high-contrast-light' | 'high-contrast-dark';
const LOOKS: Record<LookName, { theme: 'light' | 'dark'; high_contrast: boolean; cookie: string }> = {
  light: { theme: 'light', high_contrast: false, cookie: 'light.100.0.0' },
  dark: { theme: 'dark', high_contrast: false, cookie: 'dark.100.0.0' },
  'high-contrast-light': { theme: 'light', high_contrast: true, cookie: 'light.100.0.1' },
  'high-contrast-dark': { theme: 'dark', high_contrast: true, cookie: 'dark.100.0.1' },
};

const PUBLIC_PATHS = [
  '/',
  '/about',
  '/help',
  '/contact',
  '/example-results',
  '/terms-of-service',
  '/privacy-policy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/no-such-page',
  '/refine',
];

const SETTINGS_PATHS = [
  '/settings',
  '/settings/account',
  '/settings/preferences',
  '/settings/notifications',
  '/settings/privacy',
  '/settings/accessibility',
  '/settings/beta',
];

const RESUME = `Jordan Lee
jordan.lee@example.com | (555) 201-3344 | Denver, CO

EXPERIENCE
Data Analyst, Acme Retail, Denver, CO | 2020 - Present
- Built weekly sales dashboards in Tableau for store managers
- Automated inventory reports with Python and SQL

EDUCATION
B.S. Statistics, University of Colorado, 2019

SKILLS
SQL, Python, pandas, Tableau, Excel`;
const JOB = 'Senior Data Analyst. Requirements: SQL, Python and Tableau dashboards; mentor junior analysts.';

/** Waits for the page's main heading, its fonts and its requests. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const htmlClasses = (page: Page) => page.evaluate(() => document.documentElement.className.split(/\s+/));

/** The page's background as drawn: dark when every channel is low. */
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const isDark = (colour: string) => {
  const channels =
    colour
      .match(/[\d.]+/g)
      ?.slice(0, 3)
      .map(Number) ?? [];
  // oklch() or rgb(): the first number is the lightness (0-1 or %) or red (0-255).
  return colour.startsWith('oklch') ? (channels[0] ?? 1) < 0.3 : channels.every((value) => value < 80);
};

async function putSettings(request: APIRequestContext, token: string, settings: Record<string, unknown>) {
  const response = await request.put('/api/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: settings,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('every page in every look', () => {
  // One test per look, each with its own time: twelve pages checked by axe-core take one to two and a half
  // minutes (more on a loaded machine), and the looks run side by side on the workers.
  for (const [name, look] of Object.entries(LOOKS)) {
    test(`public pages have no axe-core violations in ${name}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ colorScheme: look.theme });
      await context.addCookies([
        { name: 'resumeloop_look', value: look.cookie, url: test.info().project.use.baseURL ?? '' },
      ]);
      const page = await context.newPage();
      for (const path of PUBLIC_PATHS) {
        await test.step(`${name} ${path}`, async () => {
          await page.goto(path);
          await settle(page);
          expect(await htmlClasses(page)).toContain(`theme-${look.theme}`);
          expect(isDark(await bodyBackground(page))).toBe(look.theme === 'dark');
          await expectNoViolations(page);
        });
      }
      await context.close();
    });
  }

  for (const [name, look] of Object.entries(LOOKS)) {
    test(`signed-in pages, the refine flow and the editor have no violations in ${name}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const account = newAccount('Grace Hopper');
      await createVerifiedAccount(request, account);
      const token = await bearerToken(request, account);
      // A refined session for the editor and the dashboard.
      const sessionId = await refinedSession(request, account, token);

      await putSettings(request, token, { theme: look.theme, high_contrast: look.high_contrast });
      const page = await signedInPage(browser, account);
      for (const path of ['/dashboard', ...SETTINGS_PATHS, `/dynamic-pdf-editor/${sessionId}`]) {
        await test.step(`${name} ${path}`, async () => {
          await page.goto(path);
          await settle(page);
          expect(await htmlClasses(page)).toContain(`theme-${look.theme}`);
          expect(await htmlClasses(page)).toContain(look.high_contrast ? 'high-contrast' : 'text-scale-100');
          await expectNoViolations(page);
        });
      }
      await test.step(`${name} the refine flow`, async () => {
        await page.goto('/refine');
        await settle(page);
        await expectNoViolations(page);
        await page.getByRole('combobox', { name: /Target industry/ }).selectOption('Data Science');
        await page.getByRole('textbox', { name: /Your resume/ }).fill(RESUME);
        await page.getByRole('textbox', { name: /Job description/ }).fill(JOB);
        await expectNoViolations(page);
        await page.getByRole('button', { name: 'Analyze' }).click();
        await expect(page.getByRole('heading', { name: 'Additional Information Needed' })).toBeVisible();
        await expectNoViolations(page);
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByRole('heading', { name: 'Polish Your Resume' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The preview drawn: nothing caught between two states.
        await expect(page.getByTestId('pdf-pages')).toHaveAttribute('data-render-count', /[1-9]/, {
          timeout: 20_000,
        });
        await expectNoViolations(page);
        await page.getByRole('button', { name: 'Continue to Results' }).click();
        await expect(page.getByRole('heading', { name: 'Resume Analysis Complete' })).toBeVisible();
        await expectNoViolations(page);
      });
      await page.context().close();
    });
  }
});

async function signedInPage(
  browser: Browser,
  account: { email: string; password: string; fullName: string },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, account as Parameters<typeof signIn>[1]);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

test('settings change the look at once, are saved, and are on the first paint after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Katherine Johnson');
  await createVerifiedAccount(request, account);
  await page.goto('/login');
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');

  await test.step('preferences: dark applies before saving, Reset restores it, Save keeps it', async () => {
    await page.goto('/settings/preferences');
    await settle(page);
    const save = page.getByRole('button', { name: 'Save' });
    const reset = page.getByRole('button', { name: 'Reset' });
    await expect(save).toBeDisabled();
    await expect(reset).toBeDisabled();
    // By keyboard: the theme radios are one group, arrows move the choice.
    await page.getByRole('radio', { name: /Light/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    await expect(save).toBeEnabled();
    await reset.click();
    await expect(page.locator('html')).toHaveClass(/theme-light/);
    await expect(save).toBeDisabled();
    await page.getByRole('radio', { name: /Dark/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Preferences saved successfully!').first()).toBeVisible();
    await expect(save).toBeDisabled();
  });

  await test.step('accessibility: text scale, reduce motion and high contrast', async () => {
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Accessibility' })
      .click();
    await settle(page);
    const slider = page.getByRole('slider', { name: /Text size/ });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('html')).toHaveClass(/text-scale-120/);
    await page.getByRole('switch', { name: /Reduce motion/ }).check();
    await page.getByRole('switch', { name: /High contrast/ }).check();
    await expect(page.locator('html')).toHaveClass(/high-contrast/);
    await expect(page.locator('html')).toHaveClass(/reduce-motion/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Accessibility preferences saved successfully!').first()).toBeVisible();
    // Reduce motion: nothing on the page animates or transitions.
    const moving = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('*')).filter((element) => {
          const style = getComputedStyle(element);
          return (
            style.transitionDuration.split(',').some((value) => Number.parseFloat(value) > 0) ||
            style.animationName !== 'none'
          );
        }).length,
    );
    expect(moving).toBe(0);
  });

  const expectLookBeforeAnyScript = async (where: string) => {
    // No script of the app runs (each is answered empty): what shows is what the server sent.
    await page.route('**/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.goto(where);
    const classes = await htmlClasses(page);
    expect(classes).toEqual(
      expect.arrayContaining(['theme-dark', 'text-scale-120', 'reduce-motion', 'high-contrast']),
    );
    expect(isDark(await bodyBackground(page))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('19.2px');
    // The page's shell (the header bar and the brand) is drawn with no script at all.
    await expect(page.getByRole('banner').getByRole('link', { name: 'ResumeLoop home' })).toBeVisible();
    await expect(page).toHaveScreenshot('first-paint-dark-120.png');
    await page.unroute('**/*.js');
  };

  await test.step('the first paint after a reload already has the look', async () => {
    await expectLookBeforeAnyScript('/settings/accessibility');
  });

  await test.step('sign out: the guest look; sign in again: the saved look, first paint included', async () => {
    await page.goto('/dashboard');
    await settle(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/theme-dark/);
    await expect(page.locator('html')).not.toHaveClass(/high-contrast/);
    await page.goto('/login');
    await signIn(page, account);
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    await expect(page.locator('html')).toHaveClass(/text-scale-120/);
    await expectLookBeforeAnyScript('/dashboard');
    await page.goto('/settings/preferences');
    await settle(page);
    await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked();
  });
});

test('text at 130 % breaks no layout: nothing wider than the window at desktop or phone width', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const account = newAccount('Dorothy Vaughan');
  await createVerifiedAccount(request, account);
  const token = await bearerToken(request, account);
  await putSettings(request, token, { text_scale: 130 });
  for (const width of [1280, 390]) {
    const page = await signedInPage(browser, account);
    await page.setViewportSize({ width, height: 900 });
    for (const path of [...PUBLIC_PATHS, '/dashboard', ...SETTINGS_PATHS]) {
      await test.step(`${width} px ${path}`, async () => {
        await page.goto(path);
        await settle(page);
        expect(await htmlClasses(page)).toContain('text-scale-130');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} is ${overflow} px wider than the window`).toBeLessThanOrEqual(0);
      });
    }
    await page.context().close();
  }
});

test('the system theme follows the device, and its changes, with no reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  await settle(page);
  expect(await htmlClasses(page)).toContain('theme-system');
  expect(isDark(await bodyBackground(page))).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => isDark(await bodyBackground(page))).toBe(false);
  // The header's button switches to the other theme and keeps it in this browser.
  await page.getByRole('banner').getByRole('button', { name: 'Use dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  await page.reload();
  await settle(page);
  expect(await htmlClasses(page)).toContain('theme-dark');
  expect(isDark(await bodyBackground(page))).toBe(true);
});
