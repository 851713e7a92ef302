import { expectNoSeriousViolations } from './accessibility';
import { createVerifiedAccount, newAccount, signIn } from './accounts';
import { expect, test } from './fixtures';
import { RESUME, refinedSession } from './refined-session';

/**
 * A rewrite from another tool, pasted on the Polish step: what the resume supports is applied, and a
 * figure the rewrite invented is held for the user with its reason, never written into the resume.
 */
test('a pasted rewrite with an invented figure: the figure is held, not applied', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('Priya Raman');
  await createVerifiedAccount(request, account);
  const sessionId = await refinedSession(request, account);
  await page.goto('/login');
  await signIn(page, account);

  await page.goto(`/refine?open=${sessionId}&step=polish`);
  const form = page.getByRole('region', { name: 'Check a rewrite from another tool' });
  await expect(form).toBeVisible();
  // The other tool's rewrite: the dashboard's 40 store managers turned into 400.
  const rewrite = RESUME.replace('for 40 store managers', 'for 400 store managers');
  await form.getByRole('textbox', { name: 'Rewritten resume' }).fill(rewrite);
  await form.getByRole('button', { name: 'Check rewrite' }).click();

  const checked = page.getByRole('region', { name: 'Your rewrite, checked' });
  await expect(checked).toBeVisible({ timeout: 20_000 });
  // The change that carries the figure, with the figure marked and the reason given.
  const held = checked.getByRole('listitem').filter({ has: page.locator('mark', { hasText: '400' }) });
  await expect(held).toContainText('Not supported');
  await expect(held).toContainText('your resume and answers say 40');
  await expect(held).toContainText('Waiting for you');
  await expectNoSeriousViolations(page);

  // The resume the editor opens still says 40: nothing unsupported was written into it.
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, token_type: 'bearer' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const current = await request.get(`/api/dynamic-pdf/${sessionId}/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(current.status()).toBe(200);
  const document = JSON.stringify(await current.json());
  expect(document).toContain('for 40 store managers');
  expect(document).not.toContain('400 store managers');
});
