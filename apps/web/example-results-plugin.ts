import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:example-results';

/** The repository: the nearest folder up from here that holds samples/ (builds run in apps/web, tests at the root). */
function findRepository(from = process.cwd()): string {
  if (existsSync(path.join(from, 'samples', 'index.json'))) return `${from}/`;
  const parent = path.dirname(from);
  if (parent === from) throw new Error('samples/index.json not found above the working directory');
  return findRepository(parent);
}
const REPOSITORY = findRepository();
const SAMPLES = `${REPOSITORY}samples/`;
const CLI = `${REPOSITORY}packages/cli/bin/resumeloop.mjs`;

type Sample = { slug: string; title: string; industry: string; experience: string };

/** The arguments of `resumeloop refine` for one shipped sample, as samples/README.md shows them. */
export function refineArguments(sample: Sample): string[] {
  const file = (name: string) => `${SAMPLES}${sample.slug}/${name}`;
  return [
    'refine',
    '--resume',
    file('resume.txt'),
    '--job',
    file('job.txt'),
    '--industry',
    sample.industry,
    '--answers',
    file('answers.json'),
  ];
}

export function readSamples(): Sample[] {
  return JSON.parse(readFileSync(`${SAMPLES}index.json`, 'utf8')) as Sample[];
}

/** What `resumeloop refine` prints for a sample, as text (the default) or as the API's JSON. */
export function runRefine(sample: Sample, json: boolean): string {
  return execFileSync(process.execPath, [CLI, ...refineArguments(sample), ...(json ? ['--json'] : [])], {
    cwd: REPOSITORY,
    encoding: 'utf8',
  });
}

/**
 * `virtual:example-results`: the Example Results page's samples as the engine refines them, computed when
 * the app is built (and when its tests load the page) by the command line on the files in samples/, so
 * the page shows exactly what the product does with them and cannot promise more.
 */
export function exampleResults(): Plugin {
  return {
    name: 'example-results',
    resolveId: (source) => (source === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      const examples = readSamples().map((sample) => {
        for (const name of ['resume.txt', 'job.txt', 'answers.json'])
          this.addWatchFile(`${SAMPLES}${sample.slug}/${name}`);
        const refined = JSON.parse(runRefine(sample, true));
        return {
          ...sample,
          resume: readFileSync(`${SAMPLES}${sample.slug}/resume.txt`, 'utf8'),
          refined,
        };
      });
      this.addWatchFile(`${SAMPLES}index.json`);
      return `export default ${JSON.stringify(examples)};`;
    },
  };
}
