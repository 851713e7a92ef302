/**
 * How well the job reader reads the requirements of postings written in Spanish, French and German,
 * measured as measure-requirements.ts measures the English corpus (same counting, same matching, words
 * compared without their accents) against the hand labels of fixtures/languages/<lang>/job-requirements.json
 * over the postings of fixtures/languages/<lang>/jobs. Run from the repository root:
 *   node_modules/.bin/tsx packages/engine/test/measure-language-requirements.ts [es|fr|de ...]
 * REQUIREMENT_MATCHES=1 also lists what each found requirement matched.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  measureRequirements,
  printRequirementScores,
  type RequirementLabels,
  type RequirementScores,
} from './measure-requirements';

/** The languages with a labelled set of postings. */
export const LABELLED_JOB_LANGUAGES = ['es', 'fr', 'de'] as const;
export type LabelledJobLanguage = (typeof LABELLED_JOB_LANGUAGES)[number];

const LANGUAGES_URL = new URL('./fixtures/languages/', import.meta.url);

/** The postings of one language's set, by file name, in name order. */
export function languageJobs(language: LabelledJobLanguage): Array<{ file: string; text: string }> {
  const folder = new URL(`${language}/jobs/`, LANGUAGES_URL);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((file) => ({ file, text: readFileSync(new URL(file, folder), 'utf8') }));
}

/** One language's labels, or null when the set has none. */
export function languageLabels(language: LabelledJobLanguage): RequirementLabels | null {
  const url = new URL(`${language}/job-requirements.json`, LANGUAGES_URL);
  return existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as RequirementLabels) : null;
}

/** The requirement measures over one language's labelled postings; null when the set is absent. */
export function measureLanguageRequirements(language: LabelledJobLanguage): RequirementScores | null {
  return measureRequirements(languageJobs(language), languageLabels(language), { foldAccents: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const asked = process.argv.slice(2);
  const languages = LABELLED_JOB_LANGUAGES.filter(
    (language) => asked.length === 0 || asked.includes(language),
  );
  for (const language of languages) {
    const scores = measureLanguageRequirements(language);
    console.log(`\n=== ${language} ===`);
    if (scores) printRequirementScores(scores, process.env.REQUIREMENT_MATCHES === '1');
    else console.log(`No labelled postings for ${language}.`);
  }
}
