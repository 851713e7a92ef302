import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../src/job/analyze-job';
import { findLostWords } from '../src/parse/find-lost-words';
import { parseResume } from '../src/parse/parse-resume';
import { renderResumeText } from '../src/parse/render-resume-text';
import { analyze } from '../src/pipeline/analyze';
import { refine } from '../src/refine/refine';
import { OPERATIONS_JOB } from './fixtures/jobs';
import { EM_DASH_LAYOUT } from './fixtures/resumes';

/** Text that looks a little like a resume: headings, bullets, dates, numbers and noise. */
const resumeLike = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('Experience', 'EDUCATION', 'Skills:', 'Summary', 'Work History', ''),
      fc
        .constantFrom('• ', '- ', '* ', '▪ ', 'o ')
        .chain((glyph) => fc.string({ maxLength: 80 }).map((text) => `${glyph}${text}`)),
      fc.constantFrom('Mar 2021 – Present', '03/2019 - 06/2021', '2018-2020', 'Summer 2021', 'April 2015'),
      fc.constantFrom(
        'Engineer — Acme Corp, Austin, TX',
        'Nurse | Mercy Hospital | 2019 - 2022',
        'jane@example.com | 555-123-4567',
      ),
      fc.integer({ min: 0, max: 1_000_000 }).map((value) => `Cut costs by ${value}% for ${value} users`),
    ),
    { maxLength: 40 },
  )
  .map((lines) => lines.join('\n'));

/** Any text at all: every code point (controls, private use, lone surrogates included). */
const anyText = fc.string({ unit: 'binary', maxLength: 300 });

/**
 * A resume flattened onto one line with runs of spaces for line breaks, as some extractors leave it,
 * with headings glued to the word before and ranges whose dash was lost.
 */
const flattened = fc
  .array(
    fc.oneof(
      resumeLike,
      fc.constantFrom('24 monthsCompany Details', 'Jan 2012  Present', '20132015', '20XX  20XX, Acme Co.'),
      fc.constantFrom('E xp er ie nc e', 'Mr. Sam Okoro B.E.(CIVIL)', 'Name: Ana Lima', '\u0095 \uf0b7 Led'),
    ),
    { minLength: 4, maxLength: 12 },
  )
  .map((parts) => parts.join('    ').replace(/\n/g, '  '));

const SETTINGS = { numRuns: 60, seed: 20250701 };

function inRange(scores: Record<string, number>): boolean {
  return Object.values(scores).every((value) => Number.isFinite(value) && value >= 0 && value <= 100);
}

describe('properties on arbitrary text', () => {
  it('parse never throws and never loses a word', () => {
    fc.assert(
      fc.property(fc.oneof(resumeLike, flattened, anyText, fc.string({ maxLength: 400 })), (text) => {
        const resume = parseResume(text);
        expect(findLostWords(text, renderResumeText(resume))).toEqual([]);
        expect(resume.sections.map((section) => section.order)).toEqual(
          resume.sections.map((_, index) => index + 1),
        );
      }),
      SETTINGS,
    );
  });

  it('analyze never throws, asks 3 to 8 questions and scores in range', () => {
    fc.assert(
      fc.property(
        fc.oneof(resumeLike, flattened, anyText),
        fc.oneof(fc.string({ maxLength: 300 }), anyText, fc.constant(OPERATIONS_JOB)),
        (resumeText, jobDescription) => {
          const result = analyze({ resumeText, jobDescription, industry: 'General Professional' });
          expect(result.questions.length).toBeGreaterThanOrEqual(3);
          expect(result.questions.length).toBeLessThanOrEqual(8);
          expect(inRange(result.report.scores)).toBe(true);
          expect(result.report.overall_score).toBeGreaterThanOrEqual(0);
          expect(result.report.overall_score).toBeLessThanOrEqual(100);
          const job = analyzeJob(jobDescription);
          expect(['intern', 'entry', 'mid', 'senior', 'lead', 'manager', 'director', 'executive']).toContain(
            job.seniority,
          );
          expect(job.years_required === null || job.years_required >= 0).toBe(true);
        },
      ),
      { ...SETTINGS, numRuns: 40 },
    );
  });

  it('refine never throws, stays in range and always passes its own guard', () => {
    fc.assert(
      fc.property(
        fc.oneof(resumeLike, flattened, anyText, fc.constant(EM_DASH_LAYOUT.text)),
        fc.array(fc.oneof(fc.string({ maxLength: 120 }), anyText), { maxLength: 8 }),
        (resumeText, answers) => {
          const analysis = analyze({ resumeText, jobDescription: OPERATIONS_JOB, industry: 'Operations' });
          const result = refine(analysis, answers);
          expect(inRange(result.final_scores.scores)).toBe(true);
          expect(result.final_scores.overall_score).toBeGreaterThanOrEqual(0);
          expect(result.final_scores.overall_score).toBeLessThanOrEqual(100);
          expect(
            result.provenance.violations.filter((violation) => !violation.kind.startsWith('dropped')),
          ).toEqual([]);
          expect(typeof result.text).toBe('string');
        },
      ),
      { ...SETTINGS, numRuns: 40 },
    );
  });
});
