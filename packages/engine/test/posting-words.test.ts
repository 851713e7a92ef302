import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../src/job/analyze-job';
import { postingWords } from '../src/lang/posting-words';
import { analyze } from '../src/pipeline/analyze';

const fixture = (path: string) =>
  readFileSync(new URL(`./fixtures/languages/${path}`, import.meta.url), 'utf8');

describe("a posting's own words", () => {
  it('name what the questions and checks speak of in a Spanish posting, not the taxonomy in English', () => {
    const analysis = analyze({
      resumeText: fixture('es/resumes/enfermera.txt'),
      jobDescription: fixture('es/jobs/enfermera.txt'),
      industry: 'Healthcare',
    });
    const said = [
      ...analysis.questions.map((question) => JSON.stringify(question.text_ref)),
      ...analysis.report.categories.flatMap((category) =>
        category.checks.map((check) => JSON.stringify([check.refs?.reason, check.refs?.fix])),
      ),
    ].join('\n');
    expect(said).toContain('urgencias');
    for (const english of ['Critical Care', 'Emergency Medicine', 'Teamwork', 'Stress Management']) {
      expect(said).not.toContain(english);
    }
  });

  it('leave an English posting as the taxonomy names it', () => {
    expect(
      postingWords(analyzeJob('Requirements\n- 3+ years of SQL and Python\n- Experience with Tableau')).size,
    ).toBe(0);
  });
});
