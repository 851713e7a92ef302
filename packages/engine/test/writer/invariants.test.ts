/**
 * The built-in writer's invariants on every corpus resume, answered in the four ways people answer
 * (plain; terse; chatty with hedges; 'No, but ...' with a fact): see invariants.ts for what must hold.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/pipeline/analyze';
import { refine } from '../../src/refine/refine';
import { createNspellSpeller } from '../../src/spelling/create-nspell-speller';
import { CORPUS_PRESENT, corpusJobs, corpusResumes } from '../corpus';
import { GROUP_INDUSTRY } from '../group-industries';
import { ANSWER_STYLES, answerInStyle } from './answer-styles';
import { checkWriterInvariants } from './invariants';

describe.skipIf(!CORPUS_PRESENT)('the built-in writer does no harm, on every corpus resume', () => {
  it('keeps every invariant in every answer style', () => {
    const speller = createNspellSpeller();
    const jobs = corpusJobs();
    const failures: string[] = [];
    let outputs = 0;
    for (const [i, resume] of corpusResumes().entries()) {
      const own = jobs.filter((job) => job.group === resume.group);
      const job = own[i % Math.max(1, own.length)] ?? jobs[i % jobs.length];
      if (!job) continue;
      const analysis = analyze(
        {
          resumeText: resume.text,
          jobDescription: job.text,
          industry: GROUP_INDUSTRY[resume.group] ?? 'General Professional',
        },
        { speller, asOf: { year: 2026, month: 11 } },
      );
      for (const style of ANSWER_STYLES) {
        const answers = analysis.questions.map((question, k) =>
          answerInStyle(question, style, analysis.resume, i * 10 + k),
        );
        // The chatty answer to a skill is a hedge and the 'No, but' one a no: neither affirms the skill.
        const unaffirmed = new Set(
          analysis.questions.flatMap((question, k) =>
            question.kind === 'missing_skill' && (style === 'chatty' || style === 'no-but') ? [k] : [],
          ),
        );
        const refinement = refine(analysis, answers);
        outputs += 1;
        for (const failure of checkWriterInvariants({ analysis, answers, refinement, speller, unaffirmed }))
          failures.push(`${resume.file} (${style}) ${failure.rule}: ${failure.detail}`);
      }
    }
    expect(outputs).toBeGreaterThanOrEqual(ANSWER_STYLES.length * 40);
    expect(failures).toEqual([]);
  });
});
