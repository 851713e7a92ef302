import { expect, test } from './fixtures';

test('the contact form sends a message and offers to send another', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Category').selectOption('feature');
  await page.getByLabel('Subject').fill('Cover letters');
  await page.getByLabel('Message').fill('Please add cover letter scoring.');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: /send/i }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Help', exact: false }).first()).toBeVisible();
});

test('the contact form shows the server refusing a bad email', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Grace Hopper');
  // The browser accepts this address; the server's stricter check refuses it.
  await page.getByLabel('Email').fill('grace@localhost');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'valid email' }).first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Message')).toHaveValue('Hello');
});

test('the help search filters topics and questions', async ({ page }) => {
  await page.goto('/help');
  const search = page.getByRole('searchbox');
  await search.fill('password');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toHaveCount(0);
  await search.fill('zzzz-no-such-topic');
  await expect(page.getByText(/no results/i).first()).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
});

test('the help accordion keeps at most one answer open', async ({ page }) => {
  await page.goto('/help');
  const questions = page.locator('h3 > button[aria-expanded]');
  await expect(questions).toHaveCount(8);
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test('the example results switch tabs', async ({ page }) => {
  await page.goto('/example-results');
  const first = page.getByRole('tab', { name: /Software Engineer/ });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /Financial Analyst/ }).click();
  // The scores are what the engine makes of samples/financial-analyst, computed when the app is built.
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3, name: 'Financial Analyst' })).toBeVisible();
  await expect(panel).toContainText('/ 100');
  await expect(panel).toContainText('Daniel Okafor');
});
