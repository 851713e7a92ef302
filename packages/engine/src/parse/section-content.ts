/**
 * What a section's lines hold once its heading is known: content lines and bullets with wrapped lines
 * joined back; in a projects or volunteer section, named items with their bullets; in an experience
 * section, the lines of stacked roles given to the later role. Also the section's type where the heading
 * alone does not decide it (a bare 'Qualifications', an untitled section at the top).
 */
import { wordCount } from '../text/normalize-text';
import type { Bullet, ExperienceEntry, SectionType } from '../types';
import { isContinuation, readBullet } from './read-lines';
import type { SectionHeadingRule } from './section-heading-table';
import { headingKey } from './section-headings';
import { promotedFrom } from './work-sections';

export function sectionLinesToContent(
  lines: readonly string[],
  wrapWidth: number,
): { content: string[]; bullets: Array<Omit<Bullet, 'id'>>; order: Array<'content' | 'bullet'> } {
  const content: string[] = [];
  const bullets: Array<Omit<Bullet, 'id'>> = [];
  const order: Array<'content' | 'bullet'> = [];
  let lastKind: 'content' | 'bullet' | null = null;
  for (const line of lines) {
    if (line.trim().length === 0) continue;
    const bullet = readBullet(line);
    if (bullet) {
      bullets.push({ text: bullet.text, original_char: bullet.glyph });
      order.push('bullet');
      lastKind = 'bullet';
      continue;
    }
    const previous = lastKind === 'bullet' ? bullets[bullets.length - 1] : null;
    if (previous && isContinuation(previous.text, line, wrapWidth)) {
      previous.text = `${previous.text} ${line.trim()}`;
      continue;
    }
    const lastContent = content[content.length - 1];
    if (lastKind === 'content' && lastContent !== undefined && isContinuation(lastContent, line, wrapWidth)) {
      content[content.length - 1] = `${lastContent} ${line.trim()}`;
      continue;
    }
    content.push(line.trim());
    order.push('content');
    lastKind = 'content';
  }
  return { content, bullets, order };
}

/** A line naming a project or a cause: short, no sentence's stop. */
function namesItem(line: string): boolean {
  const words = line.split(/\s+/).length;
  return words <= 12 && !/[.;:!?]$/.test(line) && /^[\p{Lu}\d"'(]/u.test(line);
}

/**
 * 'Route Cost Model' then its bullets, 'Volunteer Dashboard' then its: a projects or volunteer section
 * whose lines name items, each followed by what was done, is read as entries named by those lines, so
 * each item keeps its bullets. A line after a name that is a sentence is a glyph-less bullet of it.
 */
export function namedItems(
  read: ReturnType<typeof sectionLinesToContent>,
  id: string,
): ExperienceEntry[] | null {
  if (read.order[0] !== 'content' || !read.order.includes('bullet')) return null;
  const entries: ExperienceEntry[] = [];
  let contentAt = 0;
  let bulletAt = 0;
  let previous: 'name' | 'body' | null = null;
  for (const kind of read.order) {
    if (kind === 'bullet') {
      const bullet = read.bullets[bulletAt++];
      const entry = entries.at(-1);
      if (!bullet || !entry) return null;
      entry.bullets.push({ id: `${entry.id}-b${entry.bullets.length + 1}`, ...bullet });
      previous = 'body';
      continue;
    }
    const line = read.content[contentAt++] ?? '';
    if (namesItem(line) && previous !== 'name') {
      entries.push({
        id: `${id}-e${entries.length + 1}`,
        title: line,
        company: '',
        location: '',
        dates: '',
        bullets: [],
      });
      previous = 'name';
      continue;
    }
    const entry = entries.at(-1);
    if (!entry) return null;
    entry.bullets.push({ id: `${entry.id}-b${entry.bullets.length + 1}`, text: line, original_char: '' });
    previous = 'body';
  }
  return entries.every((entry) => entry.bullets.length > 0) ? entries : null;
}

/** Words of schooling: a 'Qualifications' section holding none lists skills, not degrees. */
const SCHOOLING =
  /\b(?:bachelor|master|degree|diploma|doctorate|ph\.?\s?d|b\.?\s?(?:tech|sc|com|a|e|s)\b|m\.?\s?(?:tech|sc|com|b\.?a|s)\b|mba|bca|mca|university|college|school|institute|academy|gpa|cgpa|graduat\w*|10th|12th|ssc|hsc|matriculation|high school)/i;

/**
 * A bare 'Qualifications' heading means degrees in some resumes and skills in others (US resumes list
 * tools and competencies under it): the section's words decide.
 */
export function sectionTypeOf(
  rule: SectionHeadingRule,
  heading: string,
  lines: readonly string[],
): SectionType {
  if (
    rule.type === 'education' &&
    headingKey(heading) === 'qualifications' &&
    !SCHOOLING.test(lines.join(' '))
  )
    return 'skills';
  return rule.type;
}

export function untitledSectionType(lines: readonly string[]): SectionType {
  const text = lines.join(' ');
  return wordCount(text) >= 25 ? 'summary' : 'general';
}

/**
 * Roles stacked under one employer ('Merchandiser | 2021 - Present' over 'Coordinator | 2019 - 2021', the
 * lines after both): the lines are read as the later role's, as a recruiter reads them, and the earlier
 * title stays as its own header with its dates.
 */
export function withStackedRoles(entries: ExperienceEntry[]): ExperienceEntry[] {
  for (let index = 0; index + 1 < entries.length; index += 1) {
    const later = entries[index];
    const earlier = entries[index + 1];
    if (!later || !earlier || later.bullets.length > 0 || earlier.bullets.length === 0) continue;
    if (!later.title.trim() || !promotedFrom(later, earlier)) continue;
    later.bullets = earlier.bullets.map((bullet, at) => ({ ...bullet, id: `${later.id}-b${at + 1}` }));
    earlier.bullets = [];
    earlier.stacked = true;
  }
  return entries;
}
