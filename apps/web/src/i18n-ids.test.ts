import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS } from '@resumeloop/i18n';
import webMessages from '@resumeloop/i18n/catalogues/en-US/web';
import { describe, expect, it } from 'vitest';

/**
 * The web app loads only its own areas of each catalogue (catalogues/<locale>/web.ts): every message id
 * its code names must be in them, or the page would show the id.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const ID = new RegExp(`['"\`]((?:${AREAS.join('|')})\\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"\`]`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the web app's catalogue", () => {
  it('holds every message id the code names', () => {
    const missing = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(ID)]
        .map((match) => match[1] ?? '')
        // A module's file name ('./errors.ts') is no message.
        .filter((id) => !/\.(?:ts|tsx|json)$/.test(id) && !Object.hasOwn(webMessages, id))
        .map((id) => `${path.relative(SRC, file)}: ${id}`),
    );
    expect(missing).toEqual([]);
  });
});
