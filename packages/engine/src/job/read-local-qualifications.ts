/**
 * The years, degrees and credentials a posting in Spanish, French or German asks for, read with its
 * language's table: 'al menos 5 años de experiencia', '5 ans d'expérience minimum', 'mindestens 3 Jahre
 * Berufserfahrung'; 'Grado o Diplomatura en Enfermería' (the lowest degree a sentence accepts, with its
 * rank), 'Bac+2 (BTS)', 'abgeschlossene Ausbildung'; 'carnet de conducir', 'permis B', 'Staplerschein'.
 * The results have the English reader's shapes, so the rest of the job reader treats them alike.
 */
import type { JobLanguageTable } from '../lang/job-table';
import { squash, unique } from '../text/normalize-text';
import type { DegreeAsked } from './read-education';
import type { JobSegment } from './read-job-text';
import type { YearsAsked } from './read-years';

/** What a sentence is read for: its segment stands for a requirement and is no boilerplate. */
function asks(segment: JobSegment): boolean {
  return !segment.boilerplate && segment.role === 'requirement';
}

/** Every number of years of experience a requirement asks, in the posting's order. */
export function readLocalYears(segments: readonly JobSegment[], table: JobLanguageTable): YearsAsked[] {
  const numbers = Object.keys(table.numberWords).join('|');
  const pattern = new RegExp(
    String.raw`(?<![\p{L}\d])(\d{1,2}|${numbers})\s*(?:\+\s*)?(?:(?:-|–|a|à|bis)\s*\d{1,2}\s*)?(?=${table.yearUnit.source})`,
    'giu',
  );
  const asked: YearsAsked[] = [];
  for (const segment of segments) {
    if (!asks(segment) || !table.experienceWord.test(segment.text)) continue;
    for (const match of segment.text.matchAll(pattern)) {
      const raw = (match[1] ?? '').toLowerCase();
      const years = table.numberWords[raw] ?? Number(raw);
      if (!Number.isFinite(years) || years <= 0 || years > 30) continue;
      asked.push({ years, preferred: segment.preferred, words: segment.text, work: null });
    }
  }
  return asked;
}

const DEGREE_LABELS = [
  '',
  'High school diploma',
  "Associate's degree",
  "Bachelor's degree",
  "Master's degree",
  'Doctorate',
];

/** Where a degree's clause ends: the end of the item or a word that starts another requirement. */
const CLAUSE_END = /[.;:!?]|\s\d|$/u;

/** The degrees a sentence names: each match with its rank, in text order. */
function degreeMatches(
  text: string,
  table: JobLanguageTable,
): Array<{ start: number; end: number; rank: number }> {
  const found: Array<{ start: number; end: number; rank: number }> = [];
  for (const [pattern, rank] of table.degrees) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (const match of text.matchAll(global)) {
      const end = match.index + match[0].length;
      if (found.some((other) => match.index < other.end && other.start < end)) continue;
      found.push({ start: match.index, end, rank });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Where the degree clauses of a sentence stand, as [start, end) offsets: from the degree to the end of
 * the item, so that the fields it lists ('en Enfermería', 'der Informatik') are no skills asked.
 */
export function localDegreeClauses(text: string, table: JobLanguageTable): Array<[number, number]> {
  return degreeMatches(text, table).map((match) => {
    const rest = text.slice(match.end);
    return [match.start, match.end + (CLAUSE_END.exec(rest)?.index ?? rest.length)];
  });
}

/**
 * The degrees a posting asks for, in the English reader's shape (readEducation): each sentence's lowest
 * degree with its fields, its label in English ('Bachelor's degree in Enfermería') and its tier.
 */
export function readLocalEducation(
  segments: readonly JobSegment[],
  table: JobLanguageTable,
): { education: string[]; level: number; degrees: DegreeAsked[] } {
  const found: DegreeAsked[] = [];
  for (const segment of segments) {
    if (!asks(segment)) continue;
    const matches = degreeMatches(segment.text, table);
    if (matches.length === 0) continue;
    const level = Math.min(...matches.map((match) => match.rank));
    const last = matches.at(-1) ?? { end: 0 };
    const after = segment.text.slice(last.end);
    const join = table.degreeFieldJoin.exec(after);
    const fieldText = join
      ? squash(after.slice(join[0].length).split(/[.;:()]/u)[0] ?? '')
          .replace(/,?\s+\S+\s+(?:similar|équivalent|equivalent|vergleichbare\s+\S+)$/iu, '')
          .slice(0, 60)
      : '';
    const fields = fieldText
      .split(new RegExp(String.raw`\s*,\s*|\s+(?:${table.anyOf.join('|')})\s+`, 'iu'))
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
    const label = DEGREE_LABELS[level] ?? '';
    found.push({
      text: fields.length > 0 ? `${label} in ${fields.join(', ')}` : label,
      level,
      preferred: segment.preferred,
      fields,
    });
  }
  const required = found.filter((item) => !item.preferred);
  const asked = required.length > 0 ? required : found;
  return {
    education: unique([...asked, ...found.filter((item) => !asked.includes(item))].map((item) => item.text)),
    level: asked.length === 0 ? 0 : Math.min(...asked.map((item) => item.level)),
    degrees: found,
  };
}

export interface LocalCredential {
  name: string;
  preferred: boolean;
  start: number;
  end: number;
}

/** The credentials and licences a sentence names (see the table's credentials), with where they stand. */
export function localCredentials(
  text: string,
  table: JobLanguageTable,
): Omit<LocalCredential, 'preferred'>[] {
  const found: Omit<LocalCredential, 'preferred'>[] = [];
  for (const [pattern, name] of table.credentials) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (const match of text.matchAll(global)) {
      const end = match.index + match[0].length;
      if (found.some((other) => match.index < other.end && other.start < end)) continue;
      const words = squash(match[1] ?? match[0]);
      found.push({ name: name ?? words.charAt(0).toUpperCase() + words.slice(1), start: match.index, end });
    }
  }
  return found;
}

/** Every credential the posting's requirements name, once each, preferred only when every mention is. */
export function readLocalCredentials(
  segments: readonly JobSegment[],
  table: JobLanguageTable,
): Array<{ name: string; preferred: boolean }> {
  const byName = new Map<string, boolean>();
  for (const segment of segments) {
    if (!asks(segment)) continue;
    for (const credential of localCredentials(segment.text, table))
      byName.set(credential.name, (byName.get(credential.name) ?? true) && segment.preferred);
  }
  return [...byName].map(([name, preferred]) => ({ name, preferred }));
}
