import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
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

const runFile = promisify(execFile);

/** What `resumeloop refine` prints for a sample, as text (the default) or as the API's JSON. */
export async function runRefine(sample: Sample, json: boolean): Promise<string> {
  const { stdout } = await runFile(
    process.execPath,
    [CLI, ...refineArguments(sample), ...(json ? ['--json'] : [])],
    { cwd: REPOSITORY, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** Every file under `folder`, in a stable order. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(file).isFile())
    .sort();
}

/**
 * What the result depends on: the samples, the engine, the command line, the contracts and the exact
 * dependencies. Unchanged, the examples are read from the cache instead of refined again, so a page test
 * or a rebuild does not wait on three command-line runs.
 */
function inputsHash(): string {
  const hash = createHash('sha256');
  const folders = ['samples', 'packages/engine/src', 'packages/cli', 'packages/contracts/src'];
  for (const file of [
    ...folders.flatMap((folder) => filesUnder(`${REPOSITORY}${folder}`)),
    `${REPOSITORY}package-lock.json`,
  ]) {
    if (file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    hash.update(path.relative(REPOSITORY, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const CACHE_DIR = `${REPOSITORY}node_modules/.cache/resumeloop-examples/`;

async function buildExamples(): Promise<string> {
  const key = inputsHash();
  const cached = `${CACHE_DIR}${key}.js`;
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const examples = await Promise.all(
    readSamples().map(async (sample) => ({
      ...sample,
      resume: readFileSync(`${SAMPLES}${sample.slug}/resume.txt`, 'utf8'),
      refined: JSON.parse(await runRefine(sample, true)),
    })),
  );
  const module = `export default ${JSON.stringify(examples)};`;
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(cached, module);
  return module;
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
    async load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      this.addWatchFile(`${SAMPLES}index.json`);
      for (const sample of readSamples())
        for (const name of ['resume.txt', 'job.txt', 'answers.json'])
          this.addWatchFile(`${SAMPLES}${sample.slug}/${name}`);
      return buildExamples();
    },
  };
}
