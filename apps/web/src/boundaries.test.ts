// @vitest-environment node
/**
 * The web app's import boundaries, as `npm run check` enforces them with the repository's biome.json: a
 * feature imports another feature only through its index.ts, and components/ and lib/ never import
 * features. Each case lints one file in a copy of the repository's layout (a temporary directory with
 * the same configuration), so the working tree is never touched.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const BIOME = join(REPO, 'node_modules/.bin/biome');
const RULE = 'lint/style/noRestrictedImports';

type BiomeConfig = {
  vcs?: unknown;
  files?: unknown;
  overrides?: Array<{ includes?: string[]; linter?: unknown }>;
};
const config = JSON.parse(readFileSync(join(REPO, 'biome.json'), 'utf8')) as BiomeConfig;

const sandbox = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
// Outside the repository there is no git and no schema next to the file: the rules are what matters.
writeFileSync(
  join(sandbox, 'biome.json'),
  JSON.stringify({ ...config, $schema: undefined, vcs: undefined, files: undefined }),
);
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

let probes = 0;

/** Lints a file at `path` (relative to the repository) importing `source`; the diagnostics' text. */
function lint(path: string, source: string): Promise<{ failed: boolean; output: string }> {
  probes += 1;
  const file = join(sandbox, path.replace(/\.tsx?$/, `-${probes}$&`));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `import { value } from '${source}';\n\nexport const copy = value;\n`);
  return new Promise((done) => {
    execFile(
      BIOME,
      ['lint', '--colors=off', `--config-path=${sandbox}`, file],
      { cwd: sandbox },
      (error, stdout, stderr) => done({ failed: error !== null, output: `${stdout}${stderr}` }),
    );
  });
}

describe('web import boundaries', () => {
  it.each([
    ['apps/web/src/features/settings/components/form.tsx', '../../auth/components/login-page'],
    ['apps/web/src/features/refine/components/step.tsx', '../../editor/paths'],
    ['apps/web/src/features/pages/landing/hero.tsx', '../../dashboard/session-summary'],
    ['apps/web/src/features/auth/thing.ts', '../settings/api/change-password'],
    ['apps/web/src/components/layout/header.tsx', '../../features/auth/auth-forms'],
    ['apps/web/src/lib/auth/auth-context.tsx', '../../features/settings'],
  ])(
    'refuses %s importing %s, naming the rule',
    async (path, source) => {
      const result = await lint(path, source);
      expect(result.failed).toBe(true);
      expect(result.output).toContain(RULE);
    },
    20_000,
  );

  it.each([
    ['apps/web/src/features/refine/components/step.tsx', '../../editor'],
    ['apps/web/src/features/settings/components/form.tsx', '../../../lib/auth/auth-context'],
    ['apps/web/src/features/auth/components/page.tsx', '../../../components/forms/new-password-fields'],
    ['apps/web/src/features/auth/components/page.tsx', '../auth-forms'],
    ['apps/web/src/features/pages/landing/hero.tsx', '../example-results/example-results-data'],
    ['apps/web/src/app/router.tsx', '../features/auth/components/login-page'],
  ])(
    'lets %s import %s',
    async (path, source) => {
      const result = await lint(path, source);
      expect(result.output).not.toContain(RULE);
      expect(result.failed).toBe(false);
    },
    20_000,
  );

  it('has a rule for every feature folder', () => {
    const features = readdirSync(join(REPO, 'apps/web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const covered = new Set(
      (config.overrides ?? []).flatMap((override) =>
        (override.includes ?? []).map((glob) => /^apps\/web\/src\/features\/([^/*]+)\/\*\*$/.exec(glob)?.[1]),
      ),
    );
    expect(features.filter((feature) => !covered.has(feature))).toEqual([]);
  });
});
