import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, signIn } from './accounts';
import { expect, test } from './fixtures';

/**
 * Visual regression: every page and every step of the refine flow, at a desktop and a phone width, compared
 * with the baselines in e2e/__screenshots__ (a small tolerance for anti-aliasing; a layout break changes far
 * more). What differs from run to run is hidden or masked: notices that come and go, dates, the random
 * email and username of each run's account. After an intended change of the look, make new baselines with
 * `npm run build && npx playwright test e2e/visual.spec.ts --update-snapshots` (see README.md) and read
 * them before committing.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** The month's usage names the day its count starts again: masked, as dates are. */
const usageLine = (page: Page) => page.locator('[data-monthly-usage]');

/** Notices come and go on their own clock: hidden from every screenshot. */
const HIDE_TRANSIENTS = fileURLToPath(new URL('./visual.css', import.meta.url));

/** `top`: long pages of plain text, where the first screen shows the layout (and the file stays small). */
const PUBLIC_PAGES: Array<{ name: string; path: string; heading: string | RegExp; top?: boolean }> = [
  { name: 'landing', path: '/', heading: /./ },
  { name: 'about', path: '/about', heading: /./ },
  { name: 'help', path: '/help', heading: /./ },
  { name: 'contact', path: '/contact', heading: /./ },
  { name: 'example-results', path: '/example-results', heading: /./ },
  { name: 'privacy-policy', path: '/privacy-policy', heading: /./, top: true },
  { name: 'terms-of-service', path: '/terms-of-service', heading: /./, top: true },
  { name: 'login', path: '/login', heading: 'Log in' },
  { name: 'register', path: '/register', heading: /./ },
  { name: 'forgot-password', path: '/forgot-password', heading: /./ },
  { name: 'reset-password-invalid', path: '/reset-password?token=not-a-real-token', heading: /./ },
  { name: 'not-found', path: '/no-such-page', heading: /./ },
  { name: 'refine-guest', path: '/refine', heading: 'Authentication Required' },
];

const sample = (file: string) =>
  readFileSync(new URL(`../samples/software-engineer/${file}`, import.meta.url), 'utf8');

/** Waits until the page has settled: its heading shown, fonts loaded, no request or transition running. */
async function settle(page: Page, heading: string | RegExp = /./): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

async function snap(page: Page, name: string, mask: Locator[] = [], fullPage = true): Promise<void> {
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage,
    mask,
    stylePath: HIDE_TRANSIENTS,
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width`, () => {
    // Playwright's screenshot styles (no animations, no caret, visual.css) are inline styles, which the
    // app's Content-Security-Policy refuses; the other specs check the policy with it in force.
    test.use({ viewport: { width: viewport.width, height: viewport.height }, bypassCSP: true });

    test('every public page', async ({ page }) => {
      test.setTimeout(120_000);
      for (const target of PUBLIC_PAGES) {
        await test.step(target.name, async () => {
          await page.goto(target.path);
          await settle(page, target.heading);
          await snap(page, `${viewport.name}-${target.name}`, [], !target.top);
        });
      }
    });

    if (viewport.name === 'mobile') {
      test('the menu open on a phone', async ({ page }) => {
        await page.goto('/');
        await settle(page);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        await snap(page, `${viewport.name}-menu-open`);
      });
    }

    test('the refine flow, the dashboard and settings, signed in', async ({ page, request }) => {
      test.setTimeout(180_000);
      const account = newAccount('Ada Lovelace');
      await createVerifiedAccount(request, account);
      await page.goto('/login');
      await signIn(page, account);
      const personal = [
        page.getByRole('textbox', { name: 'Email', exact: true }),
        page.getByRole('textbox', { name: /^Username/ }),
      ];

      await test.step('input, empty and filled', async () => {
        await page.goto('/refine');
        await settle(page, 'Refine your resume with AI');
        await snap(page, `${viewport.name}-refine-input-empty`, [usageLine(page)]);
        await page.getByRole('textbox', { name: /Your resume/ }).fill(sample('resume.txt'));
        await page.getByRole('textbox', { name: /Job description/ }).fill(sample('job.txt'));
        await page.getByRole('combobox', { name: /Target industry/ }).selectOption('Software Engineering');
        await page.getByRole('textbox', { name: /Your resume/ }).evaluate((box) => box.scrollTo(0, 0));
        await snap(page, `${viewport.name}-refine-input-filled`, [usageLine(page)]);
      });

      await test.step('questions', async () => {
        await page.getByRole('button', { name: 'Analyze' }).click();
        await settle(page, 'Additional Information Needed');
        await snap(page, `${viewport.name}-refine-questions`);
        // Each sample answer names what it is about: it goes to the question that names it.
        const answers: Array<{ about: string; answer: string }> = JSON.parse(sample('answers.json'));
        const boxes = page.getByRole('textbox', { name: /^Question \d+:/ });
        const count = await boxes.count();
        for (let index = 0; index < count; index += 1) {
          const label =
            (await boxes.nth(index).getAttribute('aria-label')) ??
            (await boxes
              .nth(index)
              .evaluate((box) => (box as HTMLTextAreaElement).labels?.[0]?.textContent ?? ''));
          const answer = answers.find((item) => label.toLowerCase().includes(item.about.toLowerCase()));
          if (answer) await boxes.nth(index).fill(answer.answer);
        }
      });

      await test.step('polish', async () => {
        await page.getByRole('button', { name: 'Continue' }).click();
        await settle(page, 'Polish Your Resume');
        await expect(page.getByRole('heading', { name: 'What changed' })).toBeVisible();
        await snap(page, `${viewport.name}-refine-polish`);
      });

      await test.step('results', async () => {
        await page.getByRole('button', { name: 'Continue to Results' }).click();
        await settle(page, 'Resume Analysis Complete');
        await snap(page, `${viewport.name}-refine-results`);
      });

      await test.step('dashboard', async () => {
        await page.goto('/dashboard');
        await settle(page);
        await snap(page, `${viewport.name}-dashboard`, [page.locator('time'), usageLine(page)]);
      });

      await test.step('settings', async () => {
        await page.goto('/settings');
        await settle(page);
        await snap(page, `${viewport.name}-settings`);
        await page.goto('/settings/account');
        await settle(page, 'Account settings');
        // The sessions' sign-in and last-active times differ from run to run.
        await snap(page, `${viewport.name}-settings-account`, [...personal, page.locator('time')]);
        for (const category of ['preferences', 'notifications', 'privacy', 'accessibility', 'beta']) {
          await page.goto(`/settings/${category}`);
          await settle(page);
          await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
          await snap(page, `${viewport.name}-settings-${category}`);
        }
      });

      await test.step('the dark theme and high contrast', async () => {
        await page.goto('/settings/preferences');
        await settle(page);
        await page.getByRole('radio', { name: /Dark/ }).focus();
        await page.keyboard.press('Space');
        await snap(page, `${viewport.name}-settings-preferences-dark`);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
        await page
          .getByRole('navigation', { name: 'Settings' })
          .getByRole('link', { name: 'Accessibility' })
          .click();
        await settle(page);
        await page.getByRole('switch', { name: /High contrast/ }).check();
        await snap(page, `${viewport.name}-settings-accessibility-dark-high-contrast`);
      });
    });
  });
}
