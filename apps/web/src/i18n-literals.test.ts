import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads comes from the catalogues (packages/i18n): this test fails on a literal
 * user-facing string in a component. It reads each component's JSX: text between tags, and string values
 * of the props that show or speak text. Brand names, symbols and numbers are not words to translate.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Props whose string value is read or spoken. */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'alt',
  'description',
  'hint',
  'heading',
  'message',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'pendingLabel',
  'actionLabel',
  'tooltip',
  'caption',
  'summary',
]);

/** Texts that are the same in every language. */
const SAME_IN_EVERY_LANGUAGE =
  /^(?:ResumeLoop|PDF|DOCX|TXT|ATS|LinkedIn|GitHub|Google|Microsoft|Word|OK|[\d\s\p{P}\p{S}]*)$/u;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : componentFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

function literalsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const isText = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.test(text.trim());
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value)
        ? value.text
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression.text
          : null;
      if (literal !== null && isText(literal)) found.push(`${node.name.getText(source)}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Components whose texts are still being moved into the catalogues. Each must still have a literal (so the
 * list only shrinks), and none may be added.
 */
const NOT_YET_TRANSLATED = new Set<string>([
  'app/app-shell.tsx',
  'app/error-screens.tsx',
  'app/layouts.tsx',
  'components/forms/password-strength-meter.tsx',
  'components/layout/development-banner.tsx',
  'components/layout/footer.tsx',
  'components/layout/header.tsx',
  'components/ui/coming-soon.tsx',
  'components/ui/dialog.tsx',
  'components/ui/form-field.tsx',
  'features/auth/components/email-field.tsx',
  'features/auth/components/forgot-password-page.tsx',
  'features/auth/components/login-page.tsx',
  'features/auth/components/oauth-result-page.tsx',
  'features/auth/components/register-page.tsx',
  'features/auth/components/reset-password-page.tsx',
  'features/auth/components/social-login.tsx',
  'features/auth/components/verify-email-page.tsx',
  'features/dashboard/components/dashboard-page.tsx',
  'features/feedback/components/feedback-fields.tsx',
  'features/feedback/components/feedback-modal.tsx',
  'features/pages/about/about-page.tsx',
  'features/pages/contact/contact-form.tsx',
  'features/pages/contact/contact-page.tsx',
  'features/pages/example-results/example-panel.tsx',
  'features/pages/example-results/example-results-page.tsx',
  'features/pages/example-results/resume-text.tsx',
  'features/pages/example-results/score-comparison.tsx',
  'features/pages/help/help-page.tsx',
  'features/pages/landing/beta-community-section.tsx',
  'features/pages/landing/continue-session.tsx',
  'features/pages/landing/features-section.tsx',
  'features/pages/landing/hero.tsx',
  'features/pages/landing/how-it-works-section.tsx',
  'features/pages/landing/sample-score-card.tsx',
  'features/pages/legal/legal-document.tsx',
  'features/pages/legal/legal-section.tsx',
  'features/pages/legal/privacy-page.tsx',
  'features/pages/legal/privacy-sections.tsx',
  'features/pages/legal/terms-page.tsx',
  'features/pages/legal/terms-sections.tsx',
  'features/pages/not-found/not-found-page.tsx',
  'features/refine/components/category-score-bars.tsx',
  'features/refine/components/change-history.tsx',
  'features/refine/components/character-counter.tsx',
  'features/refine/components/draft-notice.tsx',
  'features/refine/components/feedback-prompt-dialog.tsx',
  'features/refine/components/file-drop-zone.tsx',
  'features/refine/components/industry-select.tsx',
  'features/refine/components/input-step.tsx',
  'features/refine/components/overall-improvement.tsx',
  'features/refine/components/polish-step.tsx',
  'features/refine/components/questionnaire-step.tsx',
  'features/refine/components/refine-page.tsx',
  'features/refine/components/results-step.tsx',
  'features/refine/components/reviewed-change-list.tsx',
  'features/refine/components/rewrite-review.tsx',
  'features/refine/components/score-breakdown.tsx',
  'features/refine/components/session-not-available.tsx',
  'features/refine/components/step-indicator.tsx',
  'features/refine/components/unused-answers.tsx',
  'features/settings/components/accessibility-settings-page.tsx',
  'features/settings/components/account-settings-page.tsx',
  'features/settings/components/active-sessions-section.tsx',
  'features/settings/components/beta-settings-page.tsx',
  'features/settings/components/change-password-form.tsx',
  'features/settings/components/delete-account-section.tsx',
  'features/settings/components/export-data-section.tsx',
  'features/settings/components/notification-settings-page.tsx',
  'features/settings/components/preferences-settings-page.tsx',
  'features/settings/components/privacy-settings-page.tsx',
  'features/settings/components/profile-form.tsx',
  'features/settings/components/settings-form-page.tsx',
  'features/settings/components/settings-landing-page.tsx',
  'features/settings/components/settings-layout.tsx',
]);

describe('components', () => {
  it('show no literal text: every text comes from the catalogues', () => {
    const offenders = componentFiles(SRC)
      .map((file) => [path.relative(SRC, file), literalsIn(file)] as const)
      .filter(([file, literals]) => literals.length > 0 && !NOT_YET_TRANSLATED.has(file))
      .map(
        ([file, literals]) =>
          `${file}: ${literals.slice(0, 3).join(' | ')}${literals.length > 3 ? ` (+${literals.length - 3})` : ''}`,
      );
    expect(offenders).toEqual([]);
  });

  it('lists as not yet translated only components that still have literal text', () => {
    const stale = [...NOT_YET_TRANSLATED].filter((file) => literalsIn(path.join(SRC, file)).length === 0);
    expect(stale).toEqual([]);
  });
});
