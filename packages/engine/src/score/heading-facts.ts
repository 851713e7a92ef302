/**
 * The facts of a resume's headings, read in its own language: the style each section title is written in
 * (capitals, a capital first letter, other) and the lines that look like headings an applicant tracking
 * system would not know. An English resume is read exactly as before; a resume in Spanish, French or
 * German counts 'Über mich' as a capitalised title and its language's headings ('AUSBILDUNG',
 * 'FORMACIÓN', 'LANGUES') as common ones, never as unknown.
 */
import type { TextLanguage } from '../lang/detect-language';
import { readingIn } from '../lang/reading-table';
import { tableFor } from '../lang/tables';
import { headingStyle } from '../parse/parse-resume';
import { lookupHeading } from '../parse/section-headings';
import { isUpperCaseLine, wordCount } from '../text/normalize-text';
import type { StructuredResume } from '../types';

/**
 * How a section title is written: all capitals, a capital first letter, or otherwise. In another
 * language than English any capital counts ('Über mich', 'Éducation'), not only A to Z.
 */
export function headingStyleIn(title: string, language: TextLanguage): 'upper' | 'title' | 'other' {
  if (language === 'en') return headingStyle(title);
  if (isUpperCaseLine(title)) return 'upper';
  return /^\p{Lu}/u.test(title.trim()) ? 'title' : 'other';
}

/** Is this line a heading of the language's table (or an English one, which such resumes also use)? */
function isKnownHeadingIn(line: string, language: TextLanguage): boolean {
  return readingIn(tableFor(language), () => lookupHeading(line)) !== null;
}

/**
 * Lines inside sections written like a heading (short, in capitals, no sentence marks) that an applicant
 * tracking system would not file: on a resume in another language than English, a heading of its
 * language's table ('BERUFSERFAHRUNG', 'EXPÉRIENCE PROFESSIONNELLE') is a common one and is left out.
 */
export function unknownHeadingLines(resume: StructuredResume, language: TextLanguage): string[] {
  return resume.sections.flatMap((section) =>
    section.content_lines
      .filter((_line, index) => !(section.title === '' && section.order === 1 && index === 0))
      .filter(
        (line) =>
          line.length <= 40 &&
          isUpperCaseLine(line) &&
          !/[.,;]/.test(line) &&
          wordCount(line) <= 4 &&
          section.type !== 'skills' &&
          (language === 'en' || !isKnownHeadingIn(line, language)),
      ),
  );
}
