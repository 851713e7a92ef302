/**
 * Writing in the resume's own style: a heading in capitals where its headings are, full stops where its
 * bullets have them, its bullet glyph; and the ids and sections the answer step adds, in the same style.
 */
import { resumeLanguageOf, standardTitleIn } from '../../lang/section-titles';
import type { ExperienceEntry, Section, SectionType, StructuredResume } from '../../types';
import type { LineOptions } from '../write-line';
import { runIsCurrent } from './find-role';

/**
 * A standard heading in the resume's own language and style: 'Kenntnisse' in a German resume, in capitals
 * when its headings are ('EXPERIENCE', 'KENNTNISSE'), so a section refinement adds or renames does not mix
 * languages or heading styles.
 */
export function headingInStyle(resume: StructuredResume, type: SectionType, like?: string): string {
  const standard = standardTitleIn(type, resumeLanguageOf(resume));
  const titled = resume.sections
    .map((section) => section.title.trim())
    .filter((title) => /[a-z]/i.test(title));
  const capitals =
    like !== undefined
      ? like === like.toUpperCase()
      : titled.length > 0 &&
        titled.filter((title) => title === title.toUpperCase()).length > titled.length / 2;
  return capitals ? standard.toUpperCase() : standard;
}

export function lineOptions(resume: StructuredResume, entry: ExperienceEntry, itMeans?: string): LineOptions {
  const bullets = resume.sections.flatMap((section) => section.entries.flatMap((item) => item.bullets));
  const stops = bullets.filter((bullet) => /\.\s*$/.test(bullet.text)).length;
  return {
    current: runIsCurrent(resume, entry),
    fullStops: bullets.length > 0 && stops / bullets.length > 0.5,
    employer: entry.company,
    ...(itMeans ? { itMeans } : {}),
  };
}

export function newBulletId(entry: ExperienceEntry): string {
  let n = entry.bullets.length + 1;
  while (entry.bullets.some((bullet) => bullet.id === `${entry.id}-a${n}`)) n += 1;
  return `${entry.id}-a${n}`;
}

export function glyphOf(resume: StructuredResume, entry: ExperienceEntry): string {
  // A role whose lines have no glyph ('Managed daily operations ...' on lines of their own) gets none.
  if (entry.bullets.length > 0 && entry.bullets.every((bullet) => !bullet.original_char)) return '';
  return (
    entry.bullets.find((bullet) => bullet.original_char)?.original_char ??
    resume.sections.flatMap((s) => s.entries.flatMap((e) => e.bullets)).find((b) => b.original_char)
      ?.original_char ??
    '•'
  );
}

/** A section the writer adds at the end, under a heading in the resume's style. */
export function addedSection(resume: StructuredResume, type: 'skills' | 'certifications'): Section {
  return {
    id: `section-${type}-added`,
    title: headingInStyle(resume, type),
    type,
    visible: true,
    order: resume.sections.length + 1,
    content_lines: [],
    bullets: [],
    entries: [],
  };
}
