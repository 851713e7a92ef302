/**
 * The built-in writer on resumes in Spanish, French and German: its answer reader knows English only, so
 * no answer is written into a line; each comes back with the plain reason, but for a tool the job asks for
 * that a clear yes names, added to the skills list. Answers in the resume's language leave no English
 * word in the refined text's new lines.
 */
import { readFileSync } from 'node:fs';
import deDE from '@resumeloop/i18n/catalogues/de-DE/refine.json';
import esES from '@resumeloop/i18n/catalogues/es-ES/refine.json';
import frFR from '@resumeloop/i18n/catalogues/fr-FR/refine.json';
import { createTranslate } from '@resumeloop/i18n/translate';
import { describe, expect, it } from 'vitest';
import { formatText } from '../src/messages/text-ref';
import { analyze } from '../src/pipeline/analyze';
import { refine } from '../src/refine/refine';

const FIXTURES = new URL('./fixtures/languages/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, FIXTURES), 'utf8');

/** Words the English writer would bring in ('Used Excel daily for 3 years', 'Reduced ... by 18%'). */
const ENGLISH_WORDS =
  /\b(?:the|and|with|for|of|by|to|at|used|using|daily|years?|since|managed|led|reduced|improved|built|created|responsible|across|over|per)\b/i;

interface LanguageCase {
  language: 'es' | 'fr' | 'de';
  resume: string;
  job: string;
  industry: string;
  /** An answer per question subject; a question not named here gets the fallback. */
  answers: Record<string, string>;
  fallback: string;
  /** Tools a clear yes names: added to the skills list. */
  listed: string[];
  /** Answers that say all they say by the tool's name: not returned. */
  complete: string[];
  reason: string;
  translate: ReturnType<typeof createTranslate>;
}

const CASES: LanguageCase[] = [
  {
    language: 'es',
    resume: 'es/resumes/desarrolladora-software.txt',
    job: 'es/jobs/desarrollador.txt',
    industry: 'Software Engineering',
    answers: {
      English: 'Sí, hablo inglés con fluidez (nivel C1) y lo uso cada día con clientes.',
      Git: 'Sí, uso Git a diario desde 2019 para revisar código y he reducido los conflictos un 30 %.',
      'Amazon Web Services': 'No, nunca he trabajado con AWS, solo con servidores propios.',
    },
    fallback: 'Lideré un equipo de cuatro personas y reduje los errores un 20 %.',
    listed: ['Git'],
    complete: [],
    reason: 'El redactor de ResumeLoop aún no escribe currículums en español',
    translate: createTranslate('es-ES', esES),
  },
  {
    language: 'fr',
    resume: 'fr/resumes/chef-de-projet.txt',
    job: 'fr/jobs/comptable.txt',
    industry: 'Accounting',
    answers: {
      Accounting: 'J’ai suivi la comptabilité fournisseurs pendant deux ans, environ 300 factures par mois.',
      ERP: 'Non, je n’ai jamais utilisé d’ERP.',
      Excel: 'Oui, Excel.',
    },
    fallback: 'J’ai piloté trois projets et réduit les délais de 15 %.',
    listed: ['Excel'],
    complete: ['Oui, Excel.'],
    reason: 'Le rédacteur de ResumeLoop n’écrit pas encore de CV en français',
    translate: createTranslate('fr-FR', frFR),
  },
  {
    language: 'de',
    resume: 'de/resumes/bankkauffrau.txt',
    job: 'de/jobs/buchhalter.txt',
    industry: 'Accounting',
    answers: {
      DATEV: 'Ja, DATEV.',
      Excel: 'Ja, ich nutze Excel täglich für Auswertungen mit SVERWEIS und Pivot-Tabellen.',
      'Financial Accounting':
        'Ich habe drei Jahre in der Finanzbuchhaltung gearbeitet und 200 Buchungen pro Tag erfasst.',
    },
    fallback: 'Nein, noch nicht, aber ich beginne die Weiterbildung im Herbst.',
    // The resume's 'MS Office' shows Excel in part, so Excel is not asked.
    listed: ['DATEV'],
    complete: ['Ja, DATEV.'],
    reason: 'Der Schreiber von ResumeLoop schreibt noch keine Lebensläufe auf Spanisch',
    translate: createTranslate('de-DE', deDE),
  },
];
// The German case names its own language.
(CASES[2] as LanguageCase).reason =
  'Der Schreiber von ResumeLoop schreibt noch keine Lebensläufe auf Deutsch';

const LANGUAGE_NAMES = { es: 'Spanish', fr: 'French', de: 'German' } as const;

describe.each(CASES)('refine on a resume in $language', (item) => {
  const resumeText = read(item.resume);
  const analysis = analyze(
    { resumeText, jobDescription: read(item.job), industry: item.industry },
    { asOf: { year: 2026, month: 11 } },
  );
  const answers = analysis.questions.map(
    (question) => item.answers[question.target.subject ?? ''] ?? item.fallback,
  );
  const result = refine(analysis, answers);
  const plain = `ResumeLoop's writer does not yet write ${LANGUAGE_NAMES[item.language]} resumes: add this to your resume in the editor.`;

  it('reads the resume in its language', () => {
    expect(analysis.resume.language).toBe(item.language);
  });

  it('writes no English word into the refined text’s new lines', () => {
    const before = new Set(resumeText.split('\n').map((line) => line.trim()));
    const added = result.text.split('\n').filter((line) => line.trim() && !before.has(line.trim()));
    for (const line of added) expect(line).not.toMatch(ENGLISH_WORDS);
    // What the answers brought is words of the resume or the answers, never the writer's.
    const fromAnswers = result.edits.filter((edit) => edit.origin.kind === 'answer');
    const known = `${resumeText}\n${answers.join('\n')}`.toLowerCase();
    for (const edit of fromAnswers)
      for (const word of (edit.op === 'set_line' ? edit.after : edit.op === 'insert_line' ? edit.text : '')
        .toLowerCase()
        .match(/\p{L}+/gu) ?? [])
        expect(known).toContain(word);
  });

  it('adds the tools a clear yes names to the skills list, and nothing else of an answer', () => {
    const skills = result.resume.sections.find((section) => section.type === 'skills');
    const listed = [
      ...(skills?.content_lines ?? []),
      ...(skills?.bullets.map((bullet) => bullet.text) ?? []),
    ];
    for (const tool of item.listed) expect(listed.join(' ')).toContain(tool);
    for (const edit of result.edits.filter((edit) => edit.origin.kind === 'answer'))
      expect(['set_line', 'insert_line', 'insert_bullet']).toContain(edit.op);
    expect(
      result.edits
        .filter((edit) => edit.origin.kind === 'answer')
        .every((edit) => 'section_id' in edit && edit.section_id === skills?.id),
    ).toBe(true);
  });

  it('gives every other answer back whole, with the plain reason in each language', () => {
    const expected = answers
      .map((answer, index) => ({ answer, index }))
      .filter(({ answer }) => !item.complete.includes(answer));
    expect(result.unused_answers.map((unused) => unused.question_index)).toEqual(
      expected.map(({ index }) => index),
    );
    for (const unused of result.unused_answers) {
      expect(unused.text).toBe(answers[unused.question_index]);
      expect(unused.reason).toBe(plain);
      expect(unused.reason_ref).toEqual({
        id: 'refine.engine.unused.language',
        values: { language: item.language },
      });
      if (unused.reason_ref) expect(formatText(unused.reason_ref, item.translate)).toContain(item.reason);
    }
  });

  it('lists nothing the answer says no to', () => {
    const denied = Object.entries(item.answers).filter(([, answer]) => /^(?:no|non|nein)\b/i.test(answer));
    const skills = result.resume.sections.find((section) => section.type === 'skills');
    for (const [subject] of denied) expect(skills?.content_lines.join(' ') ?? '').not.toContain(subject);
  });
});
