import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The most lines an engine source file may hold. */
const MAX_LINES = 400;

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/**
 * Files allowed past the limit, by path under src: tables of words, read as lists rather than as code.
 * A path ending in '/' covers the folder.
 */
const TABLES: readonly { path: string; reason: string }[] = [
  { path: 'lang/de.ts', reason: 'German LanguageTable: the headings and words a resume in German uses' },
  { path: 'lang/es.ts', reason: 'Spanish LanguageTable: the headings and words a resume in Spanish uses' },
  { path: 'lang/fr.ts', reason: 'French LanguageTable: the headings and words a resume in French uses' },
  { path: 'taxonomy/', reason: 'taxonomy tables: skills, industries, job titles and verbs' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return sourceFiles(path);
    return item.name.endsWith('.ts') && !item.name.endsWith('.test.ts') ? [path] : [];
  });
}

function lineCount(text: string): number {
  const lines = text.split('\n');
  return text.endsWith('\n') ? lines.length - 1 : lines.length;
}

describe('engine source files', () => {
  it(`hold at most ${MAX_LINES} lines each, tables aside`, () => {
    const offenders = sourceFiles(SRC)
      .map((file) => ({
        path: relative(SRC, file).split('\\').join('/'),
        lines: lineCount(readFileSync(file, 'utf8')),
      }))
      .filter(
        ({ path, lines }) =>
          lines > MAX_LINES &&
          !TABLES.some((table) =>
            table.path.endsWith('/') ? path.startsWith(table.path) : path === table.path,
          ),
      )
      .map(({ path, lines }) => `src/${path}: ${lines} lines`);
    expect(offenders).toEqual([]);
  });
});
