/**
 * The resume as the lines tailoring reads: every visible line, bullet and role header with where it
 * stands, and which of them only list skills. Where a skill is shown decides how much it counts
 * (skill-evidence.ts), and a bare list shows no use of what it names.
 */
import type { SectionType, StructuredResume } from '../../types';

export interface ResumeLine {
  text: string;
  sectionType: SectionType | 'experience_header';
  sectionId: string;
  entryId: string | null;
  bulletId: string | null;
}

/** The resume's visible lines in reading order: content lines, bullets, and each role's title and employer. */
export function resumeLines(resume: StructuredResume): ResumeLine[] {
  const lines: ResumeLine[] = [];
  for (const section of resume.sections) {
    if (!section.visible) continue;
    const base = { sectionType: section.type, sectionId: section.id, entryId: null, bulletId: null };
    for (const line of section.content_lines) lines.push({ ...base, text: line });
    for (const bullet of section.bullets) lines.push({ ...base, text: bullet.text, bulletId: bullet.id });
    for (const entry of section.entries) {
      lines.push({
        ...base,
        sectionType: 'experience_header',
        entryId: entry.id,
        text: `${entry.title} ${entry.company}`,
      });
      for (const bullet of entry.bullets)
        lines.push({ ...base, entryId: entry.id, bulletId: bullet.id, text: bullet.text });
    }
  }
  return lines;
}

/**
 * A line that only lists skills, wherever it stands ('Skills: SQL, Tableau, ...' under Education, a
 * 'Tools:' line in a role): it shows no use of them, so it weighs no more than the skills section.
 */
const LIST_LABEL =
  /^\s*(?:[\w&/+ -]{0,30}\s)?(?:skills|competencies|technologies|tools|proficiencies|expertise|keywords|software|tech stack|stack|environment|languages)\s*[:\-–—|]/i;
/** Five items or more of at most three words each, between commas, semicolons, bars or bullets. */
const LIST_ITEMS = 5;
const LIST_ITEM_WORDS = 3;

export function isListLine(line: ResumeLine): boolean {
  if (line.sectionType === 'skills') return true;
  if (line.sectionType === 'experience_header') return false;
  if (LIST_LABEL.test(line.text)) return true;
  const items = line.text.split(/[,;|•·]/).filter((item) => item.trim().length > 0);
  return (
    items.length >= LIST_ITEMS &&
    items.every((item) => item.trim().split(/\s+/).length <= LIST_ITEM_WORDS) &&
    !/[.!?]\s*$/.test(line.text)
  );
}
