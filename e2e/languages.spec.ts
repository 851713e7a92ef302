import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';
import { mailedLink, newAccount } from './accounts';
import { expect, test } from './fixtures';
import { message, OTHER_LOCALES, startingWith, type TestLocale } from './i18n';

/**
 * Each language end to end, through the screens a person uses, found by the words they read in it:
 * register, verify from the mail, analyze a resume written in that language against a posting in it,
 * answer, polish, and export through the feedback survey. en-US is the language of every other suite.
 * Each language's landing page and input step are compared with baselines at 1280 and 390 px, and
 * nothing on them may be wider than its box (German's long words).
 */

const fixture = (language: string, kind: 'resumes' | 'jobs', name: string) =>
  readFileSync(
    new URL(`../packages/engine/test/fixtures/languages/${language}/${kind}/${name}.txt`, import.meta.url),
    'utf8',
  );
const sample = (file: string) =>
  readFileSync(new URL(`../samples/software-engineer/${file}`, import.meta.url), 'utf8');

const CASES: Record<
  (typeof OTHER_LOCALES)[number],
  { resume: () => string; job: () => string; answer: string }
> = {
  'en-GB': {
    resume: () => sample('resume.txt'),
    job: () => sample('job.txt'),
    answer: 'I led the move to Kubernetes for 30 services, which cut deploy time from 40 minutes to 8.',
  },
  'es-ES': {
    resume: () => fixture('es', 'resumes', 'desarrolladora-software'),
    job: () => fixture('es', 'jobs', 'desarrollador'),
    answer:
      'Sí, lideré la migración de 12 servicios a Kubernetes y reduje los despliegues de 40 a 10 minutos.',
  },
  'fr-FR': {
    resume: () => fixture('fr', 'resumes', 'developpeur'),
    job: () => fixture('fr', 'jobs', 'developpeur'),
    answer:
      "Oui, j'ai piloté la migration de 12 services vers Kubernetes et réduit les déploiements de 40 à 10 minutes.",
  },
  'de-DE': {
    resume: () => fixture('de', 'resumes', 'softwareentwickler'),
    job: () => fixture('de', 'jobs', 'softwareentwickler'),
    answer:
      'Ja, ich habe die Migration von 30 Services auf Kubernetes geleitet; die Deployments dauern jetzt 8 statt 40 Minuten.',
  },
};

/** Fails when any element on the page is wider than its box, or the page wider than the window. */
async function expectNothingOverflows(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push('the page itself');
    const elements = document.querySelectorAll<HTMLElement>('button, a, label, h1, h2, h3, th, td, li, p');
    for (const element of Array.from(elements)) {
      const style = getComputedStyle(element);
      if (style.overflowX !== 'visible' || element.offsetParent === null) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        found.push(`${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`);
      }
    }
    return found;
  });
  expect(overflowing).toEqual([]);
}

async function snapAtBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height, label] of [
    [1280, 800, 'desktop'],
    [390, 844, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await expectNothingOverflows(page);
    // From the top, with nothing focused: a sticky header drawn where the page was scrolled to, or a focus
    // ring, would differ from run to run.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await expect(page).toHaveScreenshot(`${label}-${name}.png`, {
      fullPage: true,
      // The month's usage names the day its count starts again.
      mask: [page.locator('[data-monthly-usage]')],
      stylePath: new URL('./visual.css', import.meta.url).pathname,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function answerSurvey(page: Page, locale: TestLocale) {
  const m = (id: string, values?: Record<string, string>) => message(locale, id, values);
  const dialog = page.getByRole('dialog', { name: m('feedback.modal.titlePdf') });
  await expect(dialog).toBeVisible();
  const pick = (question: string, option: string) =>
    dialog
      .getByRole('group', { name: startingWith(m(question)) })
      .getByText(option, { exact: true })
      .click();
  const next = dialog.getByRole('button', { name: m('feedback.modal.next') });
  await pick('feedback.survey.accuracy', '5');
  await pick('feedback.survey.formatting', '4');
  await next.click();
  await expect(dialog.getByRole('heading', { name: m('feedback.steps.assessment') })).toBeFocused();
  await pick('feedback.survey.improvement', '8');
  await pick('feedback.survey.wouldUse', m('feedback.options.yes'));
  await next.click();
  await pick('feedback.survey.frequency', m('feedback.options.firstTime'));
  await pick('feedback.survey.years', m('feedback.options.years', { range: '3-5' }));
  await next.click();
  await expect(dialog.getByRole('heading', { name: m('feedback.steps.technical') })).toBeVisible();
  await expectNoSeriousViolations(page);
  return dialog;
}

for (const locale of OTHER_LOCALES) {
  test.describe(locale, () => {
    test.use({ locale, bypassCSP: true });
    const m = (id: string, values?: Record<string, string | number>) => message(locale, id, values);

    test(`${locale}: the page is in ${locale} before any script runs`, async ({ browser }) => {
      const context = await browser.newContext({ locale, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(m('common.page.title'));
      await context.close();
    });

    test(`${locale}: register, verify, analyze, answer, polish and export`, async ({ page }) => {
      test.setTimeout(150_000);
      const account = newAccount('Alex Moreno');

      await test.step('the landing page, in the language the browser asks for', async () => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
        await snapAtBothWidths(page, `landing-${locale}`);
      });

      await test.step('register', async () => {
        await page.goto('/register');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('auth.register.title'));
        await page.getByRole('textbox', { name: m('auth.register.fullName') }).fill(account.fullName);
        await page.getByRole('textbox', { name: m('auth.emailLabel'), exact: true }).fill(account.email);
        await page
          .getByRole('textbox', { name: m('common.password.label'), exact: true })
          .fill(account.password);
        await page.getByRole('textbox', { name: m('common.password.confirmLabel') }).fill(account.password);
        await page.getByRole('checkbox', { name: startingWith(m('auth.register.acceptTerms')) }).check();
        await page.getByRole('checkbox', { name: startingWith(m('auth.register.acceptPrivacy')) }).check();
        await expectNoSeriousViolations(page);
        await page.getByRole('button', { name: m('auth.register.submit') }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('auth.verify.pendingTitle'));
      });

      await test.step('verify from the mail, which is written in the same language', async () => {
        const link = await mailedLink(page.request, account.email, '/verify-email');
        await page.goto(link);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('auth.verify.verifiedTitle'));
      });

      await test.step('analyze a resume and a posting written in the language', async () => {
        await page.goto('/refine');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('refine.input.heading'));
        await page
          .getByRole('combobox', { name: startingWith(m('refine.industry.label')) })
          .selectOption('Software Engineering');
        await page
          .getByRole('textbox', { name: startingWith(m('refine.input.resumeLabel')) })
          .fill(CASES[locale].resume());
        await page
          .getByRole('textbox', { name: startingWith(m('refine.input.jobLabel')) })
          .fill(CASES[locale].job());
        await expectNoSeriousViolations(page);
        await snapAtBothWidths(page, `refine-input-${locale}`);
        await page.getByRole('button', { name: m('refine.input.analyze'), exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('refine.questions.heading'));
      });

      await test.step('answer the first question, asked in the language', async () => {
        const answers = page
          .getByRole('form', { name: m('refine.questions.formLabel') })
          .getByRole('textbox');
        await expect(answers.first()).toBeVisible();
        await answers.first().fill(CASES[locale].answer);
        await expectNoSeriousViolations(page);
        await expectNothingOverflows(page);
        await page.getByRole('button', { name: m('refine.questions.continue') }).click();
      });

      let sessionId = '';
      await test.step('polish', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('refine.polish.heading'), {
          timeout: 30_000,
        });
        sessionId = new URL(page.url()).searchParams.get('session') ?? '';
        await expect(page.getByRole('heading', { name: m('refine.changeHistory.heading') })).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.getByRole('button', { name: m('refine.polish.continue') }).click();
      });

      await test.step('results, and the export through the survey', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('refine.results.heading'));
        // One heading per category; the ATS report's card (a premium feature) has its own.
        await expect(
          page
            .getByRole('heading', { level: 3 })
            .filter({ hasNotText: m('plans.feature.advanced_analysis.title') }),
        ).toHaveCount(7);
        await expectNoSeriousViolations(page);
        await expectNothingOverflows(page);
        await page.getByRole('button', { name: m('refine.results.exportPdf') }).click();
        const dialog = await answerSurvey(page, locale);
        const download = page.waitForEvent('download', { timeout: 20_000 });
        await dialog.getByRole('button', { name: m('feedback.modal.submitPdf') }).click();
        const file = await download;
        const bytes = await readFile(await file.path());
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      });

      await test.step("at a phone's width, nothing on the signed-in pages is wider than its box", async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        for (const path of [
          '/dashboard',
          '/settings',
          '/settings/preferences',
          '/settings/account',
          '/help',
          `/dynamic-pdf-editor/${sessionId}`,
        ]) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNothingOverflows(page);
        }
      });
    });
  });
}
