import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises Node from the root package.json's `engines` range. Every installed package must run
 * on the oldest Node of that range, or `npm install` warns (EBADENGINE) and the package may not run at
 * all. A dependency bump that raises the floor fails here, naming the package; package.json's
 * `overrides` keep the ones whose newest major wants a newer Node on a release that runs on ours.
 */
const root = new URL('../../../', import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));

describe('the Node range the README states', () => {
  const range: string = readJson('package.json').engines.node;
  const oldest = semver.minVersion(range)?.version ?? '';

  it('is a range with an oldest version', () => {
    expect(oldest).toMatch(/^20\./);
  });

  it('is supported by every package in the lockfile', () => {
    const packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> =
      readJson('package-lock.json').packages;
    const unsupported = Object.entries(packages)
      .map(([path, entry]) => ({
        path,
        version: entry.version,
        node: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      }))
      .filter(({ node }) => node !== undefined && !semver.satisfies(oldest, node))
      .map(({ path, version, node }) => `${path}@${version} wants node ${node}`);
    expect(unsupported).toEqual([]);
  });
});
