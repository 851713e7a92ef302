import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../src/job/analyze-job';
import { parseResume } from '../src/parse/parse-resume';
import { scoreResume } from '../src/score/score-resume';
import { normalizeNewlines, sentences, squash, words } from '../src/text/normalize-text';

/**
 * A guard against a hang, not a speed goal (those are in the benchmark): every step reads 100 KB of
 * hostile text within 2 s, a margin of 10-100 times what linear work takes here, which only a
 * pattern that backtracks quadratically misses.
 */
const BUDGET_MS = 2_000;
const SIZE = 100 * 1024;

const run = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

const INPUTS: Record<string, string> = {
  spaces: `${run(' ')}x`,
  tabs: `${run('\t')}x`,
  "'<'": run('<'),
  "'-'": run('-'),
  "'•'": run('•'),
  "'a '": run('a '),
  'a line without breaks': run('abcdefghij'),
  'one long capitalised word': run('A'),
  "'A-' (a hyphenated name)": run('A-'),
  "'A.'": run('A.'),
  'nested brackets': `${'('.repeat(SIZE / 2)}${')'.repeat(SIZE / 2)}`,
  "'['": run('['),
  'blank lines': `${run('\n')}x`,
  'lines of one space': run(' \n'),
  'a number before spaces': `5${run(' ')}years`,
  'a number before tabs': `10 ${run('\t')}x`,
  'spaces between two skills': `Python${run(' ')} or Java, SQL${run(' ')}x`,
  'commas between two skills': `Python${run(', ')}or another CRM`,
  "'( or' before spaces": `Python ( or${run(' ')}x`,
  'capitalised words': run('Abc '),
  dates: run('2020 - '),
  pipes: run('| '),
  "'. '": run('. '),
  'an address run': run('a.b@'),
  "'Certified '": run('Certified A'),
  "'experience '": run('experience '),
  "'5 years of '": run('5 years of '),
  'a list of unknown names beside a known one': `Requirements\nExperience with Python, ${run('Abc, ')}`,
  "names joined by 'and'": `Requirements\nFamiliarity with ${run('Abc and ')}`,
  'items glued without breaks': run('managementExperience'),
  'labelled headings': run('Qualifications:'),
  'headings in capitals': run('QUALIFICATIONS '),
  'spaces inside a list': `Requirements\nExperience with Excel and${run(' ')}Abc`,
};

const STEPS: Record<string, (text: string) => unknown> = {
  normalisation: (text) => [normalizeNewlines(text), squash(text), sentences(text), words(text)],
  parseResume: (text) => parseResume(text),
  analyzeJob: (text) => analyzeJob(text),
  'scoreResume (hostile resume)': (text) =>
    scoreResume(text, 'Software engineer. Python and SQL required.', 'technology'),
  'scoreResume (hostile job)': (text) =>
    scoreResume(
      'Jane Doe\njane@example.com\nExperience\nEngineer, Acme\n- Built services in Python',
      text,
      'technology',
    ),
};

describe('the engine on 100 KB of hostile text', () => {
  for (const [inputName, text] of Object.entries(INPUTS)) {
    it(`reads ${inputName} in linear time`, () => {
      for (const [stepName, step] of Object.entries(STEPS)) {
        const started = performance.now();
        step(text);
        const elapsed = performance.now() - started;
        expect(elapsed, `${stepName} took ${Math.round(elapsed)} ms`).toBeLessThan(BUDGET_MS);
      }
    });
  }
});
