import { describe, expect, it } from 'vitest';
import { NURSE_JOB, OPERATIONS_JOB, SOFTWARE_JOB } from '../../test/fixtures/jobs';
import { COMPANY_FIRST_LAYOUT, EM_DASH_LAYOUT, PIPE_LAYOUT } from '../../test/fixtures/resumes';
import { SCORE_CATEGORIES } from './categories';
import { scoreResume } from './score-resume';

describe('scoring', () => {
  const report = scoreResume(EM_DASH_LAYOUT.text, OPERATIONS_JOB, 'Operations');

  it('scores the seven categories 0-100 and combines them with the SPEC weights', () => {
    expect(Object.keys(report.scores)).toEqual(SCORE_CATEGORIES.map((category) => category.id));
    for (const value of Object.values(report.scores)) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of Object.values(report.scores)) expect(value).toBeLessThanOrEqual(100);
    const weighted =
      SCORE_CATEGORIES.reduce((sum, category) => sum + report.scores[category.id] * category.weight, 0) / 100;
    expect(report.overall_score).toBeCloseTo(weighted, 0);
  });

  it('explains every category with the checks it ran and a one-line fix for each that failed', () => {
    for (const category of report.categories) {
      expect(category.checks.length).toBeGreaterThan(0);
      for (const check of category.checks.filter((item) => item.ran && !item.passed)) {
        expect(check.fix.length).toBeGreaterThan(10);
        expect(check.fix).not.toContain('\n');
        expect(check.fix).not.toContain('{detail}');
      }
    }
  });

  it('flags the weak opener and the bullets without results', () => {
    const checks = report.categories.flatMap((category) => category.checks);
    expect(checks.find((check) => check.id === 'no_weak_openers')?.passed).toBe(false);
    expect(checks.find((check) => check.id === 'quantified_results')?.value).toBeCloseTo(2 / 5);
  });

  it('counts mis-decoded characters as the user wrote them, though parsing reads them repaired', () => {
    const garbled = EM_DASH_LAYOUT.text.replaceAll('—', 'â€”').replace('\n', '\nâ\u0080¢ Kept the books.\n');
    const oddGlyphs = (text: string) =>
      scoreResume(text, OPERATIONS_JOB, 'Operations')
        .categories.flatMap((category) => category.checks)
        .find((check) => check.id === 'no_odd_glyphs');
    expect(oddGlyphs(EM_DASH_LAYOUT.text)?.value).toBe(0);
    const dashes = EM_DASH_LAYOUT.text.split('—').length - 1;
    expect(dashes).toBeGreaterThan(0);
    expect(oddGlyphs(garbled)?.value).toBe(dashes + 1);
    expect(oddGlyphs(garbled)?.passed).toBe(false);
  });

  it('reports spelling as not run without a speller', () => {
    const spelling = report.categories
      .flatMap((category) => category.checks)
      .find((check) => check.id === 'spelling');
    expect(spelling?.ran).toBe(false);
  });

  it('gives the same score for the same input', () => {
    expect(scoreResume(EM_DASH_LAYOUT.text, OPERATIONS_JOB, 'Operations')).toEqual(report);
  });

  it('rates a resume higher against its own kind of job', () => {
    const own = scoreResume(PIPE_LAYOUT.text, SOFTWARE_JOB, 'Software Engineering').scores.tailoring;
    const other = scoreResume(PIPE_LAYOUT.text, NURSE_JOB, 'Software Engineering').scores.tailoring;
    expect(own).toBeGreaterThan(other + 20);
  });

  it('applies the industry profile: a nurse with a licence passes the healthcare credential check', () => {
    const checks = scoreResume(COMPANY_FIRST_LAYOUT.text, NURSE_JOB, 'Healthcare').categories.flatMap(
      (category) => category.checks,
    );
    expect(checks.find((check) => check.id === 'industry_credentials')?.passed).toBe(true);
    const withoutLicence = scoreResume(EM_DASH_LAYOUT.text, NURSE_JOB, 'Healthcare').categories.flatMap(
      (category) => category.checks,
    );
    expect(withoutLicence.find((check) => check.id === 'industry_credentials')?.passed).toBe(false);
  });

  it.each([
    ['operations', EM_DASH_LAYOUT.text, OPERATIONS_JOB],
    ['software', PIPE_LAYOUT.text, SOFTWARE_JOB],
    ['nursing', COMPANY_FIRST_LAYOUT.text, NURSE_JOB],
  ])('resists stuffing (%s): pasting the job adds at most 3 points and a warning', (_, resume, job) => {
    const plain = scoreResume(resume, job, 'General Professional');
    const stuffed = scoreResume(`${resume}\n${job}`, job, 'General Professional');
    expect(stuffed.overall_score - plain.overall_score).toBeLessThanOrEqual(3);
    expect(stuffed.warnings.some((warning) => /job description/.test(warning))).toBe(true);
  });
});

describe('advice that says what was measured', () => {
  const checkOf = (text: string, job: string, id: string) =>
    scoreResume(text, job, 'Operations')
      .categories.flatMap((category) => category.checks)
      .find((item) => item.id === id);

  it('calls a short pasted resume short, with its word count, not a scan', () => {
    const check = checkOf(
      'Jane Doe\njane@example.com\n\nEXPERIENCE\nClerk, Acme, 2020 - 2022\n- Filed invoices',
      OPERATIONS_JOB,
      'text_extractable',
    );
    expect(check?.passed).toBe(false);
    expect(check?.label).toBe('At least 150 words of text read');
    expect(check?.fix).toMatch(/^Only \d+ words were read/);
  });

  it('suggests a headline of the plain title, without the team, place or notes of the posting', () => {
    const job = `Senior Operations Manager - Fulfilment Team (Leeds, hybrid)\n\n${OPERATIONS_JOB}`;
    const check = checkOf(EM_DASH_LAYOUT.text, job, 'title_fit');
    expect(check?.fix).toContain("('Senior Operations Manager')");
  });
});
