/**
 * The headings the writer puts into a resume, in the resume's own language: a section it adds (a summary,
 * skills, certifications) or a heading it makes standard is 'Kenntnisse' in a German resume, never
 * 'Skills'. English keeps its own standard titles (section-heading-table.ts); another language takes its
 * table's first heading of the kind, capitalised ('Profil', 'Compétences', 'Zertifikate').
 */
import { standardTitleFor } from '../parse/section-headings';
import type { SectionType, StructuredResume } from '../types';
import type { TextLanguage } from './detect-language';
import { tableFor } from './tables';

/** The language a resume is written in, as its parse recorded it: absent means English. */
export function resumeLanguageOf(resume: Pick<StructuredResume, 'language'>): TextLanguage {
  return resume.language ?? 'en';
}

/**
 * The standard heading of a section kind in a language ('' for a kind with none). A kind the language's
 * table has no heading for keeps the English title rather than going without one.
 */
export function standardTitleIn(type: SectionType, language: TextLanguage): string {
  if (language === 'en') return standardTitleFor(type);
  const first = tableFor(language).headings[type]?.[0];
  return first ? first.charAt(0).toLocaleUpperCase() + first.slice(1) : standardTitleFor(type);
}

/**
 * Whether a heading is one of the language's own headings for any kind ('Beruflicher Werdegang',
 * 'Formación académica'): a reader of that language files it as it is, so it is never renamed.
 */
export function isHeadingOfLanguage(title: string, language: TextLanguage): boolean {
  if (language === 'en') return false;
  const key = title
    .trim()
    .replace(/[:：;]+$/, '')
    .replace(/\s+/g, ' ')
    .replace(/[’]/g, "'")
    .toLocaleLowerCase();
  return Object.values(tableFor(language).headings).some((headings) => headings?.includes(key));
}
