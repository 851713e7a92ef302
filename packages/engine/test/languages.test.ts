import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../src/lang/detect-language';
import { parseDateRange } from '../src/parse/parse-dates';
import { parseResume } from '../src/parse/parse-resume';
import { foreignWording } from '../src/score/language-wording';
import { scoreResume } from '../src/score/score-resume';
import type { Speller } from '../src/spelling/speller';
import { LABELLED_LANGUAGES, labelledResumes, measureLanguage } from './measure-languages';

describe.each(LABELLED_LANGUAGES)('resumes in %s', (language) => {
  const measure = measureLanguage(language);

  it('has at least eight labelled resumes, each detected as written in the language', () => {
    expect(measure.resumes).toBeGreaterThanOrEqual(8);
    for (const { file, text } of labelledResumes(language))
      expect({ file, language: detectLanguage(text).language }).toEqual({ file, language });
  });

  it('reads every contact field (name, email, phone, location)', () => {
    expect(measure.misses.filter((miss) => /: (?:name|email|phone|location) labelled/.test(miss))).toEqual(
      [],
    );
    expect(measure.contactCorrect).toBe(measure.contactTotal);
  });

  it('reads at least 95% of experience entries with title, employer and dates right', () => {
    expect(measure.entriesCorrect / measure.entriesTotal, measure.misses.join('\n')).toBeGreaterThanOrEqual(
      0.95,
    );
  });

  it('finds the education entries under an education heading', () => {
    expect(
      measure.educationCorrect / measure.educationTotal,
      measure.misses.join('\n'),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('records the language on the parsed resume', () => {
    for (const { text } of labelledResumes(language)) expect(parseResume(text).language).toBe(language);
  });
});

describe('dates written in other languages', () => {
  it.each([
    ['ene. 2020 – actualidad', { year: 2020, month: 1 }, null, true],
    ['septiembre de 2018 a junio de 2021', { year: 2018, month: 9 }, { year: 2021, month: 6 }, false],
    ['desde 2020', { year: 2020, month: 0 }, null, true],
    ["De janvier 2016 à aujourd'hui", { year: 2016, month: 1 }, null, true],
    ['févr. 2019 – déc. 2021', { year: 2019, month: 2 }, { year: 2021, month: 12 }, false],
    ['Depuis mars 2019', { year: 2019, month: 3 }, null, true],
    ['seit 04/2021', { year: 2021, month: 4 }, null, true],
    ['März 2016 – Dezember 2018', { year: 2016, month: 3 }, { year: 2018, month: 12 }, false],
    ['01.2019 – bis heute', { year: 2019, month: 1 }, null, true],
    ['01.03.2019 bis 31.12.2021', { year: 2019, month: 3 }, { year: 2021, month: 12 }, false],
  ])('reads %s', (text, start, end, current) => {
    const range = parseDateRange(text);
    expect(range?.start).toEqual(start);
    expect(range?.current).toBe(current);
    if (end) expect(range?.end).toEqual(end);
  });

  it('leaves English dates as they were read', () => {
    expect(parseDateRange('Mar 2021 – Present')).toEqual({
      text: 'Mar 2021 – Present',
      start: { year: 2021, month: 3 },
      end: null,
      current: true,
    });
    expect(
      parseResume('Jane Doe\njane@example.com\n\nExperience\nAnalyst — Contoso\n2019 - 2021').language,
    ).toBe(undefined);
  });
});

describe('checks that read English words, on a resume in Spanish', () => {
  const [resume] = labelledResumes('es');
  const text = `${resume?.text ?? ''}\nTareas\n• Responsable de la gestión de incidencias del equipo de soporte.\n`;
  const checksOf = (speller?: Speller) =>
    scoreResume(text, 'Desarrolladora Java con Kubernetes', 'Software Engineering', {
      speller,
    }).categories.flatMap((category) => category.checks);

  it("reads weak openers, action verbs and the first person with each language's table", () => {
    expect(foreignWording('Responsable de la gestión de incidencias', 'es')?.weakOpener).toBe(
      'Responsable de',
    );
    expect(foreignWording('Gestioné un equipo de 12 personas', 'es')?.actionVerb).toBe(true);
    expect(foreignWording('Chargée de la relation client', 'fr')?.weakOpener).toBe('Chargée de');
    expect(foreignWording('Pilotage de la refonte du site', 'fr')?.actionVerb).toBe(true);
    expect(foreignWording('Zuständig für die Lagerverwaltung', 'de')?.weakOpener).toBe('Zuständig für');
    expect(foreignWording('Leitung eines Teams von sechs Monteuren', 'de')?.actionVerb).toBe(true);
    expect(foreignWording('Ich betreute 40 Kunden', 'de')?.firstPerson).toBe(true);
    expect(foreignWording('Managed a team', 'en')).toBeNull();
  });

  it('runs the action verb and weak opener checks on the Spanish resume', () => {
    const checks = checksOf();
    expect(checks.find((check) => check.id === 'action_verbs')?.ran).toBe(true);
    expect(checks.find((check) => check.id === 'no_weak_openers')?.ran).toBe(true);
  });

  it('does not run the checks of English tenses, passives, filler and buzzwords', () => {
    const checks = checksOf();
    for (const id of ['consistent_tense', 'few_passive', 'no_filler', 'varied_verbs', 'no_buzzwords'])
      expect({ id, ran: checks.find((check) => check.id === id)?.ran }).toEqual({ id, ran: false });
  });

  it("checks spelling only with a speller of the resume's language", () => {
    const flagsAll: Speller = { correct: () => false, suggest: () => [] };
    expect(checksOf(flagsAll).find((check) => check.id === 'spelling')?.ran).toBe(false);
    const spanish: Speller = { ...flagsAll, language: 'es' };
    expect(checksOf(spanish).find((check) => check.id === 'spelling')?.ran).toBe(true);
  });
});
