import { describe, expect, it } from 'vitest';
import { standardTitleIn } from '../lang/section-titles';
import { parseResume } from '../parse/parse-resume';
import { analyze } from '../pipeline/analyze';
import type { Question, Section, StructuredResume } from '../types';
import { addCredential, addSkill } from './answers/add-to-lists';
import type { AnswerContext, Placement } from './answers/answer-context';
import { headingInStyle } from './answers/resume-style';
import { applyEdit } from './apply-edit';
import type { ProposedEdit } from './edits';
import { refine } from './refine';

const GERMAN_RESUME = `Anna Schneider
anna.schneider@web.de | +49 170 1234567 | München

BERUFLICHER WERDEGANG

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
`;
const JOB =
  'Softwareentwickler Java (m/w/d) mit Spring Boot, Kubernetes und Docker. AWS Certified Developer von Vorteil.';

/** The answer step's context over a copy of `resume`: every edit is accepted, applied and kept. */
function answerContext(resume: StructuredResume): { context: AnswerContext; edits: ProposedEdit[] } {
  const working = structuredClone(resume);
  const edits: ProposedEdit[] = [];
  const propose = (edit: ProposedEdit) => {
    edits.push(edit);
    return applyEdit(working, edit);
  };
  const context: AnswerContext = {
    resume: () => working,
    propose,
    proposeAll: (all) => all.every(propose),
    unused: () => {},
    derive: () => {},
    summaryStatements: [],
    jobSkills: new Set(),
  };
  return { context, edits };
}

/** Where an answer to a question about `subject` is written. */
const placementFor = (subject: string, answer: string): Placement => ({
  question: { kind: 'missing_skill', text: `Have you used ${subject}?`, target: { subject } } as Question,
  index: 0,
  answer,
});

const addedSections = (edits: readonly ProposedEdit[]): Section[] =>
  edits.flatMap((edit) => (edit.op === 'add_section' ? [edit.section] : []));

describe("the writer's headings in the resume's language", () => {
  it('adds the section an answer needs to a German resume under a German heading, in its capitals', () => {
    const resume = parseResume(GERMAN_RESUME);
    expect(resume.language).toBe('de');
    const { context, edits } = answerContext(resume);
    addSkill('Docker', placementFor('Docker', 'Ja, Docker.'), context);
    addCredential(
      'AWS Certified Developer',
      'Ja, AWS Certified Developer.',
      placementFor('AWS', ''),
      context,
    );
    expect(addedSections(edits).map((section) => [section.type, section.title])).toEqual([
      ['skills', 'KENNTNISSE'],
      ['certifications', 'ZERTIFIKATE'],
    ]);
    // The same answers on the resume read as English get the English headings, as before.
    const english = answerContext({ ...resume, language: undefined });
    addSkill('Docker', placementFor('Docker', 'Yes, Docker.'), english.context);
    expect(addedSections(english.edits).map((section) => section.title)).toEqual(['SKILLS']);
  });

  it("keeps a German resume's own headings when it is refined, never renaming them in English", () => {
    const analysis = analyze(
      { resumeText: GERMAN_RESUME, jobDescription: JOB, industry: 'Software Engineering' },
      { asOf: { year: 2026, month: 11 } },
    );
    const result = refine(
      analysis,
      analysis.questions.map(() => ''),
    );
    const titles = result.resume.sections.map((section) => section.title);
    expect(titles).toEqual(expect.arrayContaining(['BERUFLICHER WERDEGANG', 'AUSBILDUNG']));
    expect(result.edits.filter((edit) => edit.op === 'set_title')).toEqual([]);
    expect(result.text).not.toMatch(/\b(?:SKILLS|CERTIFICATIONS|EXPERIENCE|EDUCATION)\b/);
  });

  it("names each kind with the language's standard heading, and English as before", () => {
    expect(standardTitleIn('summary', 'de')).toBe('Profil');
    expect(standardTitleIn('skills', 'es')).toBe('Habilidades');
    expect(standardTitleIn('skills', 'fr')).toBe('Compétences');
    expect(standardTitleIn('certifications', 'de')).toBe('Zertifikate');
    expect(standardTitleIn('certifications', 'en')).toBe('Licenses & Certifications');
    expect(standardTitleIn('skills', 'en')).toBe('Skills');
    const german = parseResume(GERMAN_RESUME);
    expect(headingInStyle(german, 'summary')).toBe('PROFIL');
    expect(headingInStyle({ ...german, language: undefined }, 'summary')).toBe('SUMMARY');
  });
});
