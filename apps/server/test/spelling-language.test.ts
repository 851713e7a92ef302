import { readFileSync } from 'node:fs';
import type { TextLanguage } from '@resumeloop/engine';
import { describe, expect, it } from 'vitest';
import { createEngineTasks } from '../src/scoring/engine-tasks';
import { sharedSpeller } from '../src/scoring/speller';
import { INDUSTRY, JOB, RESUME } from './refine-fixtures';

// A Spanish resume of the engine's labelled set, with a word misspelled ('procesoss').
const SPANISH_RESUME = readFileSync(
  new URL('../../../packages/engine/test/fixtures/languages/es/resumes/contable.txt', import.meta.url),
  'utf8',
).replace('Revisión de procesos', 'Revisión de procesoss');
const SPANISH_JOB =
  'Buscamos contable senior con experiencia en auditoría, cierre contable y SAP. Se valorará inglés.';
const AS_OF = { year: 2025, month: 7 };

/** The server's engine tasks over the shared spellers, noting each language a speller is asked for. */
function tasksNotingLanguages() {
  const asked: TextLanguage[] = [];
  const tasks = createEngineTasks((language) => {
    asked.push(language);
    return sharedSpeller(language);
  });
  return { tasks, asked };
}

const spellingOf = (response: ReturnType<ReturnType<typeof createEngineTasks>['analyze']>) =>
  response.initial_score.categories
    .flatMap((category) => category.checks)
    .find((check) => check.id === 'spelling');

describe('spelling on the server, in the language of the resume', () => {
  it('checks a Spanish resume with the Spanish dictionary', { timeout: 60_000 }, () => {
    const { tasks, asked } = tasksNotingLanguages();
    const response = tasks.analyze(
      { resume_text: SPANISH_RESUME, job_description: SPANISH_JOB, target_industry: 'Finance & Banking' },
      AS_OF,
    );
    expect(asked).toEqual(['es']);
    expect(sharedSpeller('es').language).toBe('es');
    const spelling = spellingOf(response);
    expect(spelling?.ran).toBe(true);
    expect(spelling?.fix).toContain("'procesoss'");
    // Spanish words the English dictionary would flag are spelled right.
    expect(spelling?.fix).not.toMatch(/'(?:cierre|mensual|facturas|auditoría)'/);
    expect(response.initial_score.warnings.filter((warning) => /spelling/i.test(warning))).toEqual([]);
  });

  it('checks an English resume with the English speller only, as before', () => {
    const { tasks, asked } = tasksNotingLanguages();
    const response = tasks.analyze(
      { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY },
      AS_OF,
    );
    expect(asked).toEqual(['en']);
    expect(sharedSpeller('en').language ?? 'en').toBe('en');
    expect(spellingOf(response)?.ran).toBe(true);
  });
});
