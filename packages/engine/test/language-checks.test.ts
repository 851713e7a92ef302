import checksDeDE from '@resumeloop/i18n/catalogues/de-DE/checks.json';
import checksEsES from '@resumeloop/i18n/catalogues/es-ES/checks.json';
import { createTranslate } from '@resumeloop/i18n/translate';
import { describe, expect, it } from 'vitest';
import { dateWritingOf, formatDateRangeIn } from '../src/lang/format-dates';
import { englishText, formatText } from '../src/messages/text-ref';
import { parseDateRange } from '../src/parse/parse-dates';
import { parseResume } from '../src/parse/parse-resume';
import { analyze } from '../src/pipeline/analyze';
import { refine } from '../src/refine/refine';
import { unknownHeadingLines } from '../src/score/heading-facts';
import { scoreResume } from '../src/score/score-resume';
import type { Speller } from '../src/spelling/speller';
import type { CheckResult, ScoreReport } from '../src/types';

const GERMAN_RESUME = `Anna Schneider
Softwareentwicklerin
anna.schneider@web.de | +49 170 1234567 | München

Über mich
Softwareentwicklerin mit sechs Jahren Erfahrung in der Entwicklung von Fertigungssoftware.

BERUFSERFAHRUNG

Siemens AG, München
Softwareentwicklerin
03/2019 – heute
• Entwicklung von Microservices in Java und Spring Boot für die Fertigungssteuerung.
• Einführung automatisierter Tests, Fehlerquote um 30 % gesenkt.

SAP SE, Walldorf
Werkstudentin Softwareentwicklung
10/2016 – 02/2019
• Mitarbeit an einer internen Webanwendung mit Angular und TypeScript.

AUSBILDUNG
Master of Science Informatik – Technische Universität München, 2014 – 2019

Persönliche Daten
Geburtsdatum: 12.03.1990
Staatsangehörigkeit: deutsch
Familienstand: verheiratet

Kenntnisse
Java, Spring Boot, Kubernetes, Angular, TypeScript, SQL

Sprachen
Deutsch (Muttersprache), Englisch (C1)
`;
const JOB = 'Softwareentwickler Java (m/w/d) mit Spring Boot und Kubernetes';
const INDUSTRY = 'Software Engineering';

const checksOf = (report: ScoreReport): CheckResult[] =>
  report.categories.flatMap((category) => category.checks);
const checkOf = (report: ScoreReport, id: string): CheckResult => {
  const check = checksOf(report).find((item) => item.id === id);
  if (!check) throw new Error(`no check ${id}`);
  return check;
};
const inGerman = createTranslate('de-DE', checksDeDE);

describe('headings of a resume in German', () => {
  const report = scoreResume(GERMAN_RESUME, JOB, INDUSTRY);

  it("passes the common-heading check with the language's headings ('BERUFSERFAHRUNG', 'AUSBILDUNG')", () => {
    expect(checkOf(report, 'standard_headings')).toMatchObject({ ran: true, passed: true });
    const resume = parseResume(GERMAN_RESUME);
    const inContent = {
      ...resume,
      sections: resume.sections.map((section) =>
        section.type === 'skills' || section.title !== 'Sprachen'
          ? section
          : {
              ...section,
              content_lines: ['AUSBILDUNG', 'BERUFSERFAHRUNG', 'MEINE WELT', ...section.content_lines],
            },
      ),
    };
    expect(unknownHeadingLines(inContent, 'de')).toEqual(['MEINE WELT']);
    // An English resume keeps its English reading: a heading word of another language is unknown there.
    expect(unknownHeadingLines(inContent, 'en')).toEqual(['AUSBILDUNG', 'BERUFSERFAHRUNG', 'MEINE WELT']);
  });

  it("reads 'Über mich' beside 'Kenntnisse' as headings in one style (its capital is no A to Z)", () => {
    expect(checkOf(report, 'one_heading_style')).toMatchObject({ ran: true });
    const titleCase = scoreResume(
      GERMAN_RESUME.replace('BERUFSERFAHRUNG', 'Berufserfahrung').replace('AUSBILDUNG', 'Ausbildung'),
      JOB,
      INDUSTRY,
    );
    expect(checkOf(titleCase, 'one_heading_style')).toMatchObject({ ran: true, passed: true });
  });
});

describe('checks that read English only, on a resume in German', () => {
  const report = scoreResume(GERMAN_RESUME, JOB, INDUSTRY);
  const englishOnly = ['few_passive', 'no_filler', 'varied_verbs', 'no_buzzwords', 'consistent_tense'];

  it('are not run and say why, in the reader language (an ICU select of the resume language)', () => {
    for (const id of englishOnly) {
      const check = checkOf(report, id);
      expect({ id, ran: check.ran, credit: check.credit }).toEqual({ id, ran: false, credit: 0 });
      expect(check.refs?.reason).toEqual({ id: 'checks.notApplicable.language', values: { language: 'de' } });
      expect(check.reason).toBe('This check reads English only; your resume is in German.');
      expect(formatText(check.refs?.reason ?? { id: 'checks.spelling.label' }, inGerman)).toBe(
        'Diese Prüfung gibt es noch nicht für Lebensläufe auf Deutsch.',
      );
    }
    const spanish = createTranslate('es-ES', checksEsES);
    expect(formatText({ id: 'checks.notApplicable.language', values: { language: 'fr' } }, spanish)).toBe(
      'Esta comprobación aún no está disponible para CV en francés.',
    );
  });

  it('do not lower the score: each category is scored on the checks that ran', () => {
    for (const category of report.categories) {
      const ran = category.checks.filter((check) => check.ran);
      const weight = ran.reduce((sum, check) => sum + check.weight, 0);
      if (weight === 0 || category.id === 'tailoring') continue;
      const expected =
        Math.round((1000 * ran.reduce((sum, check) => sum + check.weight * check.credit, 0)) / weight) / 10;
      expect({ id: category.id, score: category.score }).toEqual({ id: category.id, score: expected });
    }
  });

  it('run as before on an English resume', () => {
    const english = scoreResume(
      'Jane Doe\njane@example.com | 555-123-4567\n\nExperience\nAnalyst, Contoso\nJan 2019 - Present\n• Managed the reporting of the team and was praised by the director.\n',
      'Analyst',
      'Software Engineering',
    );
    expect(checkOf(english, 'few_passive').ran).toBe(true);
  });
});

describe('the spelling warning names the real reason', () => {
  const accepts = (language?: Speller['language']): Speller => ({
    correct: () => true,
    suggest: () => [],
    ...(language ? { language } : {}),
  });

  it("says no German dictionary was loaded when none, or another language's, was given", () => {
    for (const speller of [undefined, accepts()]) {
      const report = scoreResume(GERMAN_RESUME, JOB, INDUSTRY, speller ? { speller } : {});
      expect(report.warning_refs).toContainEqual({
        id: 'checks.notApplicable.dictionary',
        values: { language: 'de' },
      });
      expect(report.warnings).toContain('Spelling was not checked: no German dictionary was loaded.');
      expect(report.warnings).not.toContain('Spelling was not checked (no dictionary loaded).');
      expect(englishText(checkOf(report, 'spelling').refs?.reason ?? { id: 'checks.spelling.label' })).toBe(
        'Spelling was not checked: no German dictionary was loaded.',
      );
    }
  });

  it("gives no warning when the resume's language's speller was used", () => {
    const report = scoreResume(GERMAN_RESUME, JOB, INDUSTRY, { speller: accepts('de') });
    expect(checkOf(report, 'spelling').ran).toBe(true);
    expect(report.warnings.filter((warning) => /spelling/i.test(warning))).toEqual([]);
  });

  it('keeps the plain warning on an English resume scored without a speller', () => {
    const report = scoreResume(
      'Jane Doe\njane@example.com\n\nExperience\nAnalyst, Contoso\n2019 - 2021',
      'Analyst',
      INDUSTRY,
    );
    expect(report.warnings).toContain('Spelling was not checked (no dictionary loaded).');
  });
});

describe('personal details, by the customs of the resume language', () => {
  it('does not count a date of birth, nationality or marital status on a German CV, and says why', () => {
    const check = checkOf(scoreResume(GERMAN_RESUME, JOB, INDUSTRY), 'no_personal_details');
    expect(check).toMatchObject({ ran: true, passed: true });
    expect(check.refs?.reason).toEqual({
      id: 'checks.no_personal_details.reason_customary',
      values: { language: 'de' },
    });
    expect(formatText(check.refs?.reason ?? { id: 'checks.spelling.label' }, inGerman)).toMatch(
      /^In einem deutschsprachigen Lebenslauf sind Geburtsdatum, Staatsangehörigkeit, Familienstand und Foto üblich/,
    );
  });

  it('still counts a religion or an identity number', () => {
    const check = checkOf(
      scoreResume(
        GERMAN_RESUME.replace(
          'Familienstand: verheiratet',
          'Familienstand: verheiratet\nKonfession: evangelisch\nPersonalausweisnummer: L01X00T47',
        ),
        JOB,
        INDUSTRY,
      ),
      'no_personal_details',
    );
    expect(check).toMatchObject({ ran: true, passed: false });
    expect(check.fix).toBe("Remove 'Konfession', 'Personalausweisnummer'.");
  });

  it('counts a date of birth on an English resume as before', () => {
    const english = scoreResume(
      'Jane Doe\njane@example.com\nDate of birth: 12 March 1990\n\nExperience\nAnalyst, Contoso\n2019 - 2021',
      'Analyst',
      INDUSTRY,
    );
    expect(checkOf(english, 'no_personal_details').passed).toBe(false);
  });
});

const SPANISH_RESUME = `Javier Morales Pastor
Contable Senior
Móvil: 699 112 233 · Email: jmorales.pastor@gmail.com

EXPERIENCIA

Mercadona S.A.
Contable Senior
Enero 2019 - Actualidad
Cierre contable mensual y anual del área de proveedores, con más de 1.200 facturas al mes.
Reduje el plazo de cierre mensual de 10 a 6 días hábiles.

Deloitte
Auditor Junior
09/2015 - 12/2018
Auditoría de cuentas anuales de empresas del sector industrial y de distribución.

Gestoría Martínez y Asociados
Auxiliar Administrativo
Junio 2014 - Agosto 2015
Contabilidad de autónomos y pequeñas empresas, modelos 303 y 130.

FORMACIÓN
Licenciatura en Administración y Dirección de Empresas - Universitat de València (2009 - 2014)

CONOCIMIENTOS
SAP, Excel avanzado, A3 Contabilidad
`;

const ENGLISH_DATE_WORDS =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|Present|Current)\b/;

describe('refining a resume in Spanish', () => {
  it('gives its mixed dates one format in Spanish, never an English month or Present', () => {
    const analysis = analyze({
      resumeText: SPANISH_RESUME,
      jobDescription: 'Contable senior con experiencia en auditoría, SAP y cierre contable.',
      industry: 'Finance & Banking',
    });
    const refinement = refine(
      analysis,
      analysis.questions.map(() => ''),
    );
    const dates = refinement.edits.flatMap((edit) => (edit.op === 'set_dates' ? [edit.after] : []));
    expect(dates).toEqual([
      'Enero 2019 – Actualidad',
      'Septiembre 2015 – Diciembre 2018',
      'Junio 2014 – Agosto 2015',
    ]);
    const refinedDates = refinement.resume.sections.flatMap((section) =>
      section.entries.map((entry) => entry.dates),
    );
    for (const written of refinedDates) expect(written).not.toMatch(ENGLISH_DATE_WORDS);
    // Read again, the dates mean what they meant.
    expect(parseDateRange(refinedDates[1] ?? '')).toMatchObject({
      start: { year: 2015, month: 9 },
      end: { year: 2018, month: 12 },
    });
  });

  it("writes dates as the resume does: numbers when most are numbers, its own word for 'present'", () => {
    const german = parseResume(GERMAN_RESUME.replace('10/2016 – 02/2019', 'Oktober 2016 bis Februar 2019'));
    const writing = dateWritingOf(german, 'de');
    expect(writing.numeric).toBe(false);
    expect(
      formatDateRangeIn({ text: '', start: { year: 2021, month: 3 }, end: null, current: true }, writing),
    ).toBe('März 2021 – heute');
    const numeric = dateWritingOf(parseResume(GERMAN_RESUME), 'de');
    expect(
      formatDateRangeIn(
        { text: '', start: { year: 2016, month: 10 }, end: { year: 2019, month: 2 }, current: false },
        numeric,
      ),
    ).toBe('10/2016 – 02/2019');
    const french = dateWritingOf(
      parseResume(
        'Marie Dubois\nmarie@exemple.fr\n\nExpérience professionnelle\n\nComptable, Société Générale\njanvier 2020 – aujourd’hui\n',
        'fr',
      ),
      'fr',
    );
    expect(
      formatDateRangeIn({ text: '', start: { year: 2019, month: 2 }, end: null, current: true }, french),
    ).toBe('février 2019 – aujourd’hui');
  });
});
