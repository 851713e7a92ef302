import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe-core violation (WCAG 2.1 A and AA rules). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await withSteadyPage(page, () => measure(page, ['serious', 'critical'], WCAG_21_AA));
}

/** Fails on any axe-core violation at all, of any impact, against WCAG 2.2 A and AA. */
export async function expectNoViolations(page: Page): Promise<void> {
  await withSteadyPage(page, () => measure(page, ['minor', 'moderate', 'serious', 'critical'], WCAG_22_AA));
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WCAG_22_AA = [...WCAG_21_AA, 'wcag22a', 'wcag22aa'];

async function withSteadyPage(page: Page, check: () => Promise<void>): Promise<void> {
  // Colours measured mid-transition are neither state's: while axe runs, the page is asked for reduced
  // motion, which styles.css honours by making every transition and animation end at once, so a state
  // change that lands during the measurement (a button going from stale to fresh) is never caught halfway.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await check();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function measure(page: Page, impacts: string[], tags: string[]): Promise<void> {
  // A toast fading in or out is half transparent for a moment, and axe would measure its colours then:
  // check the page once every toast is fully shown or fully hidden.
  // Likewise a button whose colours are still passing from disabled to enabled (a 150 ms transition):
  // wait until no CSS transition or animation is running.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-sonner-toast]')).every((toast) => {
        const opacity = getComputedStyle(toast).opacity;
        return opacity === '0' || opacity === '1';
      }) &&
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || !(animation instanceof CSSTransition)),
    null,
    { timeout: 5_000, polling: 50 },
  );
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = results.violations
    .filter((violation) => impacts.includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(found, `${page.url()}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
}
