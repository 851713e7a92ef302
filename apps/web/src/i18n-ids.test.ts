import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, type Messages, WEB_PAGE_AREAS, type WebPageArea } from '@resumeloop/i18n';
import admin from '@resumeloop/i18n/catalogues/en-US/admin.json';
import bulk from '@resumeloop/i18n/catalogues/en-US/bulk.json';
import legal from '@resumeloop/i18n/catalogues/en-US/legal.json';
import settings from '@resumeloop/i18n/catalogues/en-US/settings.json';
import webMessages from '@resumeloop/i18n/catalogues/en-US/web';
import { describe, expect, it } from 'vitest';

/**
 * The web app loads its own areas of each catalogue before its first render
 * (catalogues/<locale>/web.ts), and the areas of a few lazily loaded pages with those pages (router.tsx,
 * lib/i18n/page-areas.ts). Every message id the code names must be in what is loaded where it is named,
 * or the page would show the id.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const ID = new RegExp(`['"\`]((?:${AREAS.join('|')})\\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"\`]`, 'g');

/** Each page area, the folder of the pages that alone use it, and its en-US messages. */
const PAGE_AREAS: Record<WebPageArea, { folder: string; messages: Messages }> = {
  legal: { folder: 'features/pages/legal', messages: legal },
  settings: { folder: 'features/settings', messages: settings },
  admin: { folder: 'features/admin', messages: admin },
  bulk: { folder: 'features/compare', messages: bulk },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const areaOf = (file: string): WebPageArea | undefined =>
  WEB_PAGE_AREAS.find((area) => relative(file).startsWith(`${PAGE_AREAS[area].folder}/`));
const ROUTER = readFileSync(path.join(SRC, 'app/router.tsx'), 'utf8');

describe("the web app's catalogue", () => {
  it('holds every message id the code names: the first render’s areas, and a page’s own area in its folder', () => {
    const missing = sourceFiles(SRC).flatMap((file) => {
      const area = areaOf(file);
      return (
        [...readFileSync(file, 'utf8').matchAll(ID)]
          .map((match) => match[1] ?? '')
          // A module's file name ('./errors.ts') is no message.
          .filter((id) => !/\.(?:ts|tsx|json)$/.test(id))
          .filter(
            (id) =>
              !Object.hasOwn(webMessages, id) && !(area && Object.hasOwn(PAGE_AREAS[area].messages, id)),
          )
          .map((id) => `${relative(file)}: ${id}`)
      );
    });
    expect(missing).toEqual([]);
  });

  it('loads no page area before the first render', () => {
    for (const area of WEB_PAGE_AREAS) {
      const loadedFirst = Object.keys(webMessages).filter((id) => id.startsWith(`${area}.`));
      expect(loadedFirst, area).toEqual([]);
    }
  });

  it.each(WEB_PAGE_AREAS)('loads the %s area with each page of its folder the router opens', (area) => {
    const { folder } = PAGE_AREAS[area];
    const pages = [
      ...ROUTER.matchAll(/lazyPage\(\s*\(\) => import\('\.\.\/([^']+)'\),\s*'\w+',?\s*('\w+')?/g),
    ];
    const own = pages.filter((match) => match[1]?.startsWith(`${folder}/`));
    expect(own.length, area).toBeGreaterThan(0);
    for (const match of own) expect(match[2], match[1]).toBe(`'${area}'`);
  });

  it.each(WEB_PAGE_AREAS)('has no page outside its folder use the %s area through an import', (area) => {
    const { folder } = PAGE_AREAS[area];
    const inFolder = (file: string) => relative(file).startsWith(`${folder}/`);
    /** The modules of the folder a file imports, and theirs, each once. */
    const imported = (file: string, seen = new Set<string>()): Set<string> => {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']*)'/g)) {
        const base = path.resolve(path.dirname(file), match[1] ?? '');
        const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
          existsSync(candidate),
        );
        if (target && inFolder(target) && !seen.has(target)) {
          seen.add(target);
          imported(target, seen);
        }
      }
      return seen;
    };
    const usesArea = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(ID)].some((match) => match[1]?.startsWith(`${area}.`));
    const leaks = sourceFiles(SRC)
      .filter((file) => !inFolder(file))
      .flatMap((file) =>
        [...imported(file)].filter(usesArea).map((target) => `${relative(file)} -> ${relative(target)}`),
      );
    expect(leaks).toEqual([]);
  });
});
