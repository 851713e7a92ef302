/**
 * The labelled resumes in Spanish, French and German (fixtures/languages/<lang>), measured as the corpus
 * is: contact fields, experience entries (title, employer, start and end all right), education entries
 * found under an education heading, and the language detectLanguage finds. Shared by the languages test
 * and the benchmark, which prints a row per language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { detectLanguage, type TextLanguage } from '../src/lang/detect-language';
import { parseDateRange } from '../src/parse/parse-dates';
import { parseResume } from '../src/parse/parse-resume';
import type { StructuredResume } from '../src/types';

export const LABELLED_LANGUAGES = ['es', 'fr', 'de'] as const satisfies readonly TextLanguage[];
export type LabelledLanguage = (typeof LABELLED_LANGUAGES)[number];

interface LabelledEntry {
  title: string;
  employer: string;
  /** 'YYYY-MM', or 'YYYY' when the resume gives the year only. */
  start: string;
  /** Like start, or 'present'. */
  end: string;
}

interface LabelledResume {
  contact: { name: string; email: string; phone: string; location: string };
  experience: LabelledEntry[];
  education: Array<{ degree: string; institution: string }>;
}

export interface LanguageMeasure {
  language: LabelledLanguage;
  resumes: number;
  detected: number;
  contactCorrect: number;
  contactTotal: number;
  entriesCorrect: number;
  entriesTotal: number;
  educationCorrect: number;
  educationTotal: number;
  /** What was missed: file, field, labelled and parsed values. */
  misses: string[];
}

const FIXTURES = new URL('./fixtures/languages/', import.meta.url);

/** Case, accents kept; punctuation and spacing ignored, '&' read as 'and'. */
function normal(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}@.+]+/gu, ' ')
    .replace(/(?<![\p{L}\p{N}])\.|\.(?![\p{L}\p{N}])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `found` is `gold`, or holds it as a whole-word phrase (a place or a legal form beside it). */
function holds(found: string, gold: string): boolean {
  const a = normal(found);
  const b = normal(gold);
  if (b.length === 0) return a.length === 0;
  return a === b || ` ${a} `.includes(` ${b} `);
}

function samePoint(found: { year: number; month: number } | null, gold: string): boolean {
  const [year, month] = gold.split('-').map(Number);
  return found !== null && found.year === year && (month === undefined ? true : found.month === month);
}

function entryRight(entry: { title: string; company: string; dates: string }, gold: LabelledEntry): boolean {
  const range = parseDateRange(entry.dates);
  const endRight = gold.end === 'present' ? range?.current === true : samePoint(range?.end ?? null, gold.end);
  return (
    holds(entry.title, gold.title) &&
    (gold.employer === '' ? entry.company === '' : holds(entry.company, gold.employer)) &&
    samePoint(range?.start ?? null, gold.start) &&
    endRight
  );
}

function educationText(resume: StructuredResume): string {
  return normal(
    resume.sections
      .filter((section) => section.type === 'education')
      .flatMap((section) => [
        ...section.content_lines,
        ...section.bullets.map((bullet) => bullet.text),
        ...section.entries.flatMap((entry) => [entry.title, entry.company]),
      ])
      .join(' '),
  );
}

/** The labelled resumes of a language: file name, text and labels. */
export function labelledResumes(
  language: LabelledLanguage,
): Array<{ file: string; text: string; labels: LabelledResume }> {
  const folder = new URL(`${language}/`, FIXTURES);
  const labels = JSON.parse(readFileSync(new URL('labels.json', folder), 'utf8')) as Record<
    string,
    LabelledResume
  >;
  return readdirSync(new URL('resumes/', folder))
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => {
      const label = labels[file];
      if (!label) throw new Error(`${language}/${file} has no labels`);
      return { file, text: readFileSync(new URL(`resumes/${file}`, folder), 'utf8'), labels: label };
    });
}

/**
 * Parses every labelled resume of a language and counts what it read right: each contact field, each
 * experience entry (all four fields), each education entry (degree and school under an education
 * heading), and whether the language was detected.
 */
export function measureLanguage(language: LabelledLanguage): LanguageMeasure {
  const measure: LanguageMeasure = {
    language,
    resumes: 0,
    detected: 0,
    contactCorrect: 0,
    contactTotal: 0,
    entriesCorrect: 0,
    entriesTotal: 0,
    educationCorrect: 0,
    educationTotal: 0,
    misses: [],
  };
  for (const { file, text, labels } of labelledResumes(language)) {
    measure.resumes += 1;
    const detected = detectLanguage(text).language;
    if (detected === language) measure.detected += 1;
    else measure.misses.push(`${file}: detected ${detected}`);
    const resume = parseResume(text);
    const { contact } = resume;
    const checks: Array<[string, string, string, boolean]> = [
      ['name', labels.contact.name, contact.name, normal(contact.name) === normal(labels.contact.name)],
      ['email', labels.contact.email, contact.email, contact.email.toLowerCase() === labels.contact.email],
      [
        'phone',
        labels.contact.phone,
        contact.phone,
        contact.phone.replace(/\D/g, '') === labels.contact.phone.replace(/\D/g, ''),
      ],
      [
        'location',
        labels.contact.location,
        contact.location,
        holds(contact.location, labels.contact.location),
      ],
    ];
    for (const [field, gold, found, right] of checks) {
      measure.contactTotal += 1;
      if (right) measure.contactCorrect += 1;
      else
        measure.misses.push(
          `${file}: ${field} labelled ${JSON.stringify(gold)}, parsed ${JSON.stringify(found)}`,
        );
    }
    const entries = resume.sections
      .filter((section) => section.type === 'experience')
      .flatMap((section) => section.entries);
    labels.experience.forEach((gold, index) => {
      measure.entriesTotal += 1;
      if (entries.some((entry) => entryRight(entry, gold))) measure.entriesCorrect += 1;
      else {
        const found = entries[index];
        measure.misses.push(
          `${file}: entry ${JSON.stringify(gold)}, parsed ${found ? JSON.stringify({ title: found.title, company: found.company, dates: found.dates }) : 'nothing'}`,
        );
      }
    });
    if (entries.length !== labels.experience.length)
      measure.misses.push(`${file}: ${entries.length} entries parsed, ${labels.experience.length} labelled`);
    const schooling = educationText(resume);
    for (const gold of labels.education) {
      measure.educationTotal += 1;
      const found =
        ` ${schooling} `.includes(` ${normal(gold.degree)} `) &&
        (gold.institution === '' || ` ${schooling} `.includes(` ${normal(gold.institution)} `));
      if (found) measure.educationCorrect += 1;
      else measure.misses.push(`${file}: education ${JSON.stringify(gold)} not under an education heading`);
    }
  }
  return measure;
}
