/**
 * The section a heading line opens, looked up in the heading table: exact variants, then the forms
 * resumes write them in (numbered, letter-spaced, two headings joined, a short phrase ending in
 * 'Experience'). Also the standard title refinement writes for a type, and the headings every applicant
 * tracking system files as they are.
 */
import { alternation, fromReadingTable } from '../lang/reading-table';
import type { LanguageTable } from '../lang/table';
import type { SectionType } from '../types';
import { SECTION_HEADINGS, type SectionHeadingRule } from './section-heading-table';

const HEADING_INDEX = new Map<string, SectionHeadingRule>();
for (const rule of SECTION_HEADINGS) for (const variant of rule.variants) HEADING_INDEX.set(variant, rule);
/** The variants with their spaces removed, for headings a PDF letter-spaced apart: 'E xp er ie nc e'. */
const SQUEEZED_INDEX = new Map<string, SectionHeadingRule>();
for (const rule of SECTION_HEADINGS)
  for (const variant of rule.variants) SQUEEZED_INDEX.set(variant.replace(/\s+/g, ''), rule);

/**
 * The key a heading line is looked up by: lower case, '&' spelled 'and' both ways, no trailing colon, no
 * section number ('6. Employment History', 'IV) Education').
 */
/**
 * Headings every applicant tracking system files without fail: a resume that uses one keeps it (renaming
 * 'Work Experience' to 'Experience' gains nothing and is not the person's choice).
 */
/** A heading's words without their plural 's': 'Certifications / License' and 'Certification and Licenses' agree. */
const singular = (key: string) =>
  key
    .split(' ')
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word))
    .join(' ');

const COMMON_HEADINGS = new Set(
  (
    'summary|professional summary|career summary|summary of qualifications|qualifications summary|profile|' +
    'professional profile|career profile|objective|career objective|professional objective|experience|' +
    'work experience|professional experience|work history|employment history|employment|career history|' +
    'relevant experience|related experience|teaching experience|clinical experience|research experience|' +
    'leadership experience|military experience|military service|internships|internship experience|' +
    'education|education and training|education & training|education and certifications|' +
    'education & certifications|academic background|educational background|academic qualifications|' +
    'skills|technical skills|core competencies|key skills|areas of expertise|competencies|' +
    'skills and abilities|skills & abilities|technical proficiencies|skills and certifications|' +
    'skills & certifications|certifications|certification|certificates|licenses|licensure|' +
    'licenses and certifications|licenses & certifications|certifications and licenses|' +
    'certifications & licenses|professional certifications|projects|key projects|selected projects|' +
    'awards|honors|awards and honors|awards & honors|honors and awards|honors & awards|achievements|' +
    'accomplishments|volunteer|volunteer experience|volunteering|community involvement|community service|' +
    'languages|interests|references|publications|affiliations|professional affiliations|memberships|' +
    'professional memberships'
  )
    .split('|')
    .map(singular),
);

/** Is this heading one every ATS files as it is? */
export function isCommonHeading(title: string): boolean {
  return COMMON_HEADINGS.has(singular(headingKey(title).replace(/\s*\/\s*/g, ' and ')));
}

export function headingKey(line: string): string {
  return line
    .trim()
    .replace(/^[#=*_\s]+|[#=*_\s]+$/g, '')
    .replace(/^(?:\d{1,2}|[IVX]{1,4})[.)]\s+(?=[A-Za-z])/, '')
    .replace(/[:：;]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}

interface ForeignHeadings {
  index: Map<string, SectionHeadingRule>;
  /** 'Formación y Certificaciones', 'Langues / Loisirs': the joins between two headings in the language. */
  joins: RegExp;
  smallWords: Set<string>;
}

/**
 * The headings of the language being read, by key: each kind's rule takes its first heading, capitalised,
 * as its standard title ('Experiencia profesional' is refined as written, never renamed in English).
 */
function buildForeignHeadings(table: LanguageTable): ForeignHeadings {
  const index = new Map<string, SectionHeadingRule>();
  for (const [type, variants] of Object.entries(table.headings) as Array<[SectionType, readonly string[]]>) {
    const first = variants[0] ?? '';
    const rule = { type, standardTitle: first.charAt(0).toUpperCase() + first.slice(1), variants };
    for (const variant of variants) index.set(variant, rule);
  }
  const joiners = table.smallWords.filter((word) => ['y', 'e', 'et', 'und', '&'].includes(word));
  return {
    index,
    joins: new RegExp(`\\s*(?:/|&|,|\\s(?:${alternation(joiners)})\\s)\\s*`, 'u'),
    smallWords: new Set(table.smallWords),
  };
}

/** A heading of the language being read: exact, else two of its headings joined ('Idiomas y Aficiones'). */
function foreignHeading(key: string, line: string): SectionHeadingRule | null {
  const foreign = fromReadingTable('headings', buildForeignHeadings);
  if (!foreign) return null;
  const exact = foreign.index.get(key) ?? foreign.index.get(key.replace(/[’]/g, "'"));
  if (exact) return exact;
  const words = line
    .trim()
    .replace(/[:：;]+$/, '')
    .split(/[\s/]+/)
    .filter((word) => /\p{L}/u.test(word));
  const cased =
    line.trim() === line.trim().toUpperCase() ||
    words.every((word) => foreign.smallWords.has(word.toLowerCase()) || /^[(\p{Lu}]/u.test(word));
  if (!cased || key.split(' ').length > 8) return null;
  const parts = key.split(foreign.joins).filter((part) => part.length > 0);
  if (parts.length < 2) return null;
  const rules = parts.map((part) => foreign.index.get(part) ?? exactHeading(part));
  return rules.every((rule) => rule != null) ? (rules[0] ?? null) : null;
}

function exactHeading(key: string): SectionHeadingRule | null {
  return (
    HEADING_INDEX.get(key) ??
    HEADING_INDEX.get(key.replace(/ and /g, ' & ')) ??
    HEADING_INDEX.get(key.replace(/ & /g, ' and ')) ??
    null
  );
}

/**
 * Words that end an experience heading not in the table: 'Wine and Spirits Sales Experience', 'Clinical
 * Experiences'.
 */
const EXPERIENCE_HEADING_END =
  /(?:^|\s)(?:experiences?|employment|work history|employment history|career history|job history)$/;

/** Written as a heading: upper case, or every word capitalised but for small connecting words. */
function headingCase(line: string): boolean {
  const text = line.trim().replace(/[:：;]+$/, '');
  if (!/\p{L}/u.test(text)) return false;
  if (text === text.toUpperCase()) return true;
  return text
    .split(/[\s/]+/)
    .filter((word) => /\p{L}/u.test(word))
    .every((word) => /^(?:and|of|&|the|for|in|to)$/.test(word) || /^[(\p{Lu}]/u.test(word));
}

/**
 * The section a heading line opens, or null. Exact variants first; then two known headings joined by
 * '/', '&', 'and' or ',' ('Career Experience / Job History' reads as the first); then, for lines written
 * as headings, any short phrase ending in 'Experience', 'Employment' or 'Work History'.
 */
export function lookupHeading(line: string): SectionHeadingRule | null {
  const key = headingKey(line);
  if (key.length === 0 || key.length > 60) return null;
  const foreign = foreignHeading(key, line);
  if (foreign) return foreign;
  const exact = exactHeading(key);
  if (exact) return exact;
  const tokens = key.split(' ');
  if (tokens.length >= 3 && tokens.filter((token) => token.length <= 2).length >= 2) {
    const squeezed = SQUEEZED_INDEX.get(key.replace(/\s+/g, ''));
    if (squeezed) return squeezed;
  }
  // The cheap tests first: most lines are sentences, not headings.
  if (tokens.length > 8 || /\d/.test(key) || !headingCase(line)) return null;
  const parts = key.split(/\s*(?:\/|&|,|\band\b)\s*/).filter((part) => part.length > 0);
  if (parts.length > 1) {
    const rules = parts.map(exactHeading);
    if (rules.every((rule) => rule !== null)) return rules[0] ?? null;
  }
  const wordTotal = key.split(/\s+/).length;
  if (wordTotal <= 6 && EXPERIENCE_HEADING_END.test(key) && !/\byears?\b|\btotal\b/.test(key))
    return HEADING_INDEX.get('experience') ?? null;
  return null;
}

export function standardTitleFor(type: SectionType): string {
  return SECTION_HEADINGS.find((rule) => rule.type === type)?.standardTitle ?? '';
}
