import { expectNoSeriousViolations } from './accessibility';
import { expect, test } from './fixtures';

type PublicPage = { path: string; heading: string | RegExp; content: string[] };

const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    heading: /.+/,
    content: ['/ 100 ATS compatibility', 'points after refinement', 'Questionnaire', 'Polish'],
  },
  {
    path: '/about',
    heading: /.+/,
    content: ['Join the Loop', 'Start Beta Testing', 'Manage your data preferences'],
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    content: ['1. Definitions', '20. Contact', 'Delaware'],
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    content: ['1. Introduction', '14. Compliance', 'Effective date: January 1, 2025'],
  },
  {
    path: '/help',
    heading: 'Help & Support',
    content: ['Getting Started', 'Technical Support', 'Still Need Help'],
  },
  { path: '/contact', heading: /.+/, content: ['Subject', 'Message'] },
  {
    path: '/example-results',
    heading: 'Example Results',
    content: ['Software Engineer', 'Marketing Manager'],
  },
  { path: '/login', heading: 'Log in', content: [] },
  { path: '/register', heading: 'Create your account', content: [] },
  { path: '/forgot-password', heading: 'Reset your password', content: [] },
  { path: '/auth/oauth/error?error=access_denied', heading: 'Sign-in failed', content: ['Return to Login'] },
  {
    path: '/this/page/does-not-exist',
    heading: 'Page Not Found',
    content: ["The page you're looking for doesn't exist."],
  },
];

for (const { path, heading, content } of PUBLIC_PAGES) {
  test(`${path} shows its heading and content, and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const text of content) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the header and footer frame the public pages', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByText('All Systems Operational')).toBeVisible();
  for (const group of ['Product', 'Company', 'Support']) {
    await expect(page.getByRole('navigation', { name: group })).toBeVisible();
  }
  // Served from a local host: no development banner.
  await expect(page.getByText('Development environment')).toHaveCount(0);
});

test('the social sign-in success screen confirms and moves on to the home page', async ({ page }) => {
  await page.goto('/oauth/success?provider=google&action=login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signed in with Google');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
});

test.describe('aliases and deep links', () => {
  test('/terms and /privacy lead to the canonical pages', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('a client route opens directly and survives a reload', async ({ page }) => {
    await page.goto('/example-results');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Example Results');
  });

  // /refine is not among them: it tells a guest to sign in instead (e2e/refine-journey.spec.ts).
  test('protected routes send a guest to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/settings/privacy', '/dynamic-pdf-editor/123']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('navigation between pages uses the client router', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Company' })
      .getByRole('link', { name: 'Terms of Service' })
      .click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  test('pages fit the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/about', '/help', '/contact', '/example-results', '/terms-of-service']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});
