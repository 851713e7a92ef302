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

describe('components', () => {
  it('show no literal text: every text comes from the catalogues', () => {
    const offenders = componentFiles(SRC)
      .map((file) => [path.relative(SRC, file), literalsIn(file)] as const)
      .filter(([, literals]) => literals.length > 0)
      .map(
        ([file, literals]) =>
          `${file}: ${literals.slice(0, 3).join(' | ')}${literals.length > 3 ? ` (+${literals.length - 3})` : ''}`,
      );
    expect(offenders).toEqual([]);
  });
});
