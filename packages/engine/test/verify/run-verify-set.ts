/**
 * The planted-fabrication set for the claim checker (test/fixtures/rewrites): for each of 26 resumes in
 * as many occupations, a job, the candidate's answers, an honest assistant-style rewrite, and fabrications
 * of every claim kind planted one at a time into that rewrite (planted.json: the text found, its
 * replacement and the span that carries the claim). A fabrication is caught when a flag of the change
 * that carries it covers its span; every flag on the honest rewrite is a false one. Shared by the test
 * and the benchmark.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseResume } from '../../src/parse/parse-resume';
import { type ClaimSources, readClaimSources } from '../../src/review/claim-sources';
import { reviewRewrite } from '../../src/review/review-rewrite';
import type { Speller } from '../../src/spelling/speller';
import type { StructuredResume } from '../../src/types';

const ROOT = new URL('../fixtures/rewrites/', import.meta.url);
const AS_OF = { year: 2026, month: 11 };

export interface Plant {
  kind: string;
  find: string;
  replace: string;
  span: string;
}

export interface VerifyCase {
  id: string;
  resumeText: string;
  job: string;
  answers: string[];
  honest: string;
  plants: Plant[];
}

export function verifyCases(): VerifyCase[] {
  return readdirSync(ROOT)
    .sort()
    .map((id) => {
      const read = (file: string) => readFileSync(new URL(`${id}/${file}`, ROOT), 'utf8');
      return {
        id,
        resumeText: read('resume.txt'),
        job: read('job.txt'),
        answers: JSON.parse(read('answers.json')) as string[],
        honest: read('honest.txt'),
        plants: JSON.parse(read('planted.json')) as Plant[],
      };
    });
}

export function sourcesOf(
  item: VerifyCase,
  speller?: Speller,
): { resume: StructuredResume; sources: ClaimSources } {
  const resume = parseResume(item.resumeText);
  const sources = readClaimSources({
    resume,
    answers: item.answers,
    jobText: item.job,
    asOf: AS_OF,
    speller,
  });
  return { resume, sources };
}

export interface VerifyMeasure {
  resumes: number;
  falseFlags: number;
  planted: number;
  caught: number;
  byKind: Record<string, { planted: number; caught: number }>;
  /** What was missed and what was flagged on the honest rewrites, for reading. */
  misses: string[];
  falseFlagged: string[];
}

export function measureVerifySet(speller?: Speller): VerifyMeasure {
  const measure: VerifyMeasure = {
    resumes: 0,
    falseFlags: 0,
    planted: 0,
    caught: 0,
    byKind: {},
    misses: [],
    falseFlagged: [],
  };
  for (const item of verifyCases()) {
    const { resume, sources } = sourcesOf(item, speller);
    const honest = reviewRewrite(resume, item.honest, sources);
    measure.resumes += 1;
    for (const change of honest.changes)
      for (const flag of change.flags) {
        measure.falseFlags += 1;
        measure.falseFlagged.push(`${item.id}: [${flag.kind}] ${flag.text} (${flag.reason})`);
      }
    for (const plant of item.plants) {
      if (!item.honest.includes(plant.find))
        throw new Error(`${item.id}: planted text not found: ${plant.find}`);
      const review = reviewRewrite(resume, item.honest.replace(plant.find, plant.replace), sources);
      const hit = review.changes.some((change) => {
        const at = change.after.indexOf(plant.span);
        if (at < 0)
          return change.flags.some(
            (flag) => flag.text.includes(plant.span) || plant.span.includes(flag.text),
          );
        return change.flags.some((flag) => flag.start < at + plant.span.length && flag.end > at);
      });
      const kind = measure.byKind[plant.kind] ?? { planted: 0, caught: 0 };
      measure.byKind[plant.kind] = kind;
      kind.planted += 1;
      measure.planted += 1;
      if (hit) {
        kind.caught += 1;
        measure.caught += 1;
      } else measure.misses.push(`${item.id}: [${plant.kind}] ${plant.span}`);
    }
  }
  return measure;
}

/** A two-page resume and its rewrite: the set's two longest cases one after the other. */
export function twoPageCase(): VerifyCase {
  const [first, second] = [...verifyCases()].sort((a, b) => b.resumeText.length - a.resumeText.length);
  if (!first || !second) throw new Error('the verify set needs two cases');
  return {
    id: 'two-page',
    resumeText: `${first.resumeText}\n\n${second.resumeText}`,
    job: first.job,
    answers: [...first.answers, ...second.answers],
    honest: `${first.honest}\n\n${second.honest}`,
    plants: [],
  };
}
