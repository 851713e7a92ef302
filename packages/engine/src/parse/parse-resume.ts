/**
 * Resume text -> the structured resume of SPEC §3. Steps, in order:
 * 1. normalise line endings, unflatten flattened documents, merge dates split over three lines;
 * 2. read the contact block at the top (name, then lines holding email, phone, links, a place);
 * 3. split the rest at section headings (a table of variants per section type); lines before the first
 *    heading form an untitled section (a headline or an unlabelled summary);
 * 4. experience-like sections become entries; other sections become content lines and bullets, with
 *    wrapped lines joined back.
 * Every word of the input ends up in exactly one field, so render(parse(text)) loses nothing.
 */
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { isUpperCaseLine, normalizeNewlines, wordCount } from '../text/normalize-text';
import { findLocation } from '../text/places';
import type { Bullet, ExperienceEntry, Section, SectionType, StructuredResume } from '../types';
import {
  extractContact,
  isContactLine,
  isNameLabelLine,
  looksLikePersonName,
  type NameLine,
  readNameLine,
} from './extract-contact';
import { findDate, mergeSplitDateLines } from './parse-dates';
import { hasCompanyMarker, isDatedEntryHeader, parseEntries } from './parse-entries';
import { isContinuation, readBullet, splitGluedHeadings, unflattenLines, wrapWidthOf } from './read-lines';
import { headingKey, lookupHeading, type SectionHeadingRule } from './section-headings';
import { NAMED_ITEM_TYPES, promotedFrom } from './work-sections';

/** Section types whose content is a list of entries (SPEC §3: 'experience' sections have entries). */
const ENTRY_SECTION_TYPES: ReadonlySet<SectionType> = new Set(['experience']);
/** Headings that may carry content on the same line: 'Skills: Python, SQL', 'Education: B.S. Biology, 2019'. */
const INLINE_HEADING_TYPES: ReadonlySet<SectionType> = new Set([
  'skills',
  'summary',
  'languages',
  'interests',
  'certifications',
  'education',
]);
/** Inline headings that, under a skills heading, label a line of it rather than start a section. */
const SKILL_LABEL_TYPES: ReadonlySet<SectionType> = new Set(['skills', 'languages', 'interests']);
/** How far down the top block the contact details may sit. */
const CONTACT_SCAN_LINES = 8;
/** How far down a 'Name:' line of a personal-details block may sit. */
const NAME_LABEL_SCAN_LINES = 40;

interface RawSection {
  heading: string;
  rule: SectionHeadingRule | null;
  lines: string[];
}

function splitInlineHeading(
  line: string,
): { heading: string; rule: SectionHeadingRule; rest: string } | null {
  const match = /^([A-Za-z][A-Za-z &/]{2,40}):\s+(\S.*)$/.exec(line.trim());
  if (!match) return null;
  const rule = lookupHeading(match[1] ?? '');
  if (!rule || !INLINE_HEADING_TYPES.has(rule.type)) return null;
  return { heading: `${match[1]}:`, rule, rest: match[2] ?? '' };
}

const EXPERIENCE_RULE = lookupHeading('Experience');
/** The rule of a heading the table does not know: its content is kept as written, named items and all. */
const GENERAL_RULE: SectionHeadingRule = { type: 'general', standardTitle: '', variants: [] };

/** Labels an experience entry writes its own details under: 'Technologies: PHP, SOAP', 'Tools: Jira'. */
const ENTRY_DETAIL_LABEL = /^(?:technologies|technologies used|tools|tools used|tech stack|environment):$/i;

/**
 * The experience headings of more than one word, and 'Experience', longest first, for finding one run into
 * the first line of its content ('Employment' or 'Work' alone start too many sentences).
 */
const EXPERIENCE_VARIANTS = (EXPERIENCE_RULE?.variants ?? [])
  .filter((variant) => variant === 'experience' || variant.includes(' '))
  .sort((a, b) => b.length - a.length);
/** The first words of those headings: a line starting with any other word is no such line. */
const EXPERIENCE_FIRST_WORDS = new Set(EXPERIENCE_VARIANTS.map((variant) => variant.split(' ')[0] ?? ''));

/**
 * 'Experience Contoso Games January 2018 Present', 'Work Experience Fabrikam University': an experience
 * heading run into the first entry header, as extraction of a two-column layout leaves it. The heading
 * must be written as one and the rest must read as a header: capitalised words with a date, an employer
 * word or a place.
 */
function splitLeadingExperienceHeading(line: string): { heading: string; rest: string } | null {
  const first = /^\s*([A-Za-z]+)\s/.exec(line)?.[1];
  if (!first || !EXPERIENCE_FIRST_WORDS.has(first.toLowerCase())) return null;
  const trimmed = line.trim();
  const lower = trimmed.toLowerCase();
  for (const variant of EXPERIENCE_VARIANTS) {
    if (!lower.startsWith(`${variant} `)) continue;
    const heading = trimmed.slice(0, variant.length);
    const rest = trimmed.slice(variant.length).trim();
    if (
      !/^\p{Lu}/u.test(rest) ||
      !/^(?:\p{Lu}[\p{L}]*|of|and|&)(?:\s+(?:\p{Lu}[\p{L}]*|of|and|&))*$/u.test(heading)
    )
      return null;
    const date = findDate(rest);
    const words = (date ? rest.replace(date.text, ' ') : rest).split(/\s+/).filter((word) => word.length > 0);
    const capitalised = words.every(
      (word) => /^[\p{Lu}\d(&]/u.test(word) || /^(?:of|and|the|for|at|in|de)$/.test(word),
    );
    if (!capitalised || words.length > 10) return null;
    if (date || hasCompanyMarker(rest) || findLocation(rest)) return { heading, rest };
    return null;
  }
  return null;
}

/**
 * Glyphs a document puts before its headings ('■ Professional Experience'): at least two lines opened
 * by the glyph are headings followed by content, and they are at least half the lines it opens (not a
 * list of skills that happens to hold 'Leadership').
 */
function headingGlyphs(lines: readonly string[]): Set<string> {
  const tally = new Map<string, { lines: number; headings: number }>();
  const content = lines.filter((line) => line.trim().length > 0);
  content.forEach((line, index) => {
    const bullet = readBullet(line);
    if (!bullet) return;
    const count = tally.get(bullet.glyph) ?? { lines: 0, headings: 0 };
    count.lines += 1;
    tally.set(bullet.glyph, count);
    // A heading is short, capitalised, and followed by its content, not by another line the glyph opens.
    if (bullet.text.length > 45 || !/^[A-Z][^.,;]*$/.test(bullet.text)) return;
    const next = readBullet(content[index + 1] ?? '');
    if (next?.glyph !== bullet.glyph && lookupHeading(bullet.text)) count.headings += 1;
  });
  return new Set(
    [...tally]
      .filter(([, count]) => count.headings >= 2 && count.headings * 2 >= count.lines)
      .map(([glyph]) => glyph),
  );
}

/**
 * A heading not in the table whose content is job entries: a short upper-case line that names no
 * employer, title or place ('ENGINEERING EXCELLENCE'), followed by a dated entry header
 * ('Industrial Engineer, ABC Enterprises, Miami, FL, 2015 - 2019').
 */
function headsUnnamedExperience(lines: readonly string[], index: number): boolean {
  const line = (lines[index] ?? '').trim();
  if (line.length > 40 || /[\d.,;:|]/.test(line) || line.split(/\s+/).length > 4 || !isUpperCaseLine(line))
    return false;
  if (readBullet(line) || looksLikeJobTitle(line) || hasCompanyMarker(line) || findLocation(line))
    return false;
  const next = lines.slice(index + 1).find((candidate) => candidate.trim().length > 0) ?? '';
  return isDatedEntryHeader(next);
}

/**
 * A heading the table does not know ('KEY EVENTS', 'SELECTED WORK'), in a document whose headings are
 * written in capitals: a short line of capitals alone between blank lines, naming no employer, title or
 * place. Its section's type is 'general'.
 */
function headsOwnSection(lines: readonly string[], index: number, capitalHeadings: number): boolean {
  const line = (lines[index] ?? '').trim();
  if (capitalHeadings < 2 || line.length > 32 || !/^[A-Z][A-Z &/]+$/.test(line)) return false;
  if (line.split(/\s+/).length > 4 || !isUpperCaseLine(line)) return false;
  if ((lines[index - 1] ?? '').trim() !== '' || (lines[index + 1] ?? '').trim() !== '') return false;
  return !looksLikeJobTitle(line) && !hasCompanyMarker(line) && !findLocation(line);
}

/** A heading line: a known variant, short, not a sentence; after one of the document's heading glyphs. */
function readHeading(line: string, glyphs: ReadonlySet<string> = new Set()): SectionHeadingRule | null {
  const trimmed = line.trim();
  if (trimmed.length === 0 || trimmed.length > 60) return null;
  const bullet = readBullet(trimmed);
  if (bullet) return glyphs.has(bullet.glyph) ? lookupHeading(bullet.text) : null;
  return lookupHeading(trimmed);
}

function sectionLinesToContent(
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
function namedItems(read: ReturnType<typeof sectionLinesToContent>, id: string): ExperienceEntry[] | null {
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
function sectionTypeOf(rule: SectionHeadingRule, heading: string, lines: readonly string[]): SectionType {
  if (
    rule.type === 'education' &&
    headingKey(heading) === 'qualifications' &&
    !SCHOOLING.test(lines.join(' '))
  )
    return 'skills';
  return rule.type;
}

function untitledSectionType(lines: readonly string[]): SectionType {
  const text = lines.join(' ');
  return wordCount(text) >= 25 ? 'summary' : 'general';
}

/**
 * The name among the top lines: one of the first three; failing that, a line holding nothing but a name
 * further down ('Sample Resume' and an address above it). A first line of name words directly above the
 * contact details is the name however many given names it lists.
 */
function findNameLine(top: readonly string[]): { at: number; read: NameLine } | null {
  for (let at = 0; at < Math.min(3, top.length); at += 1) {
    const aboveContact = at === 0 && top[1] !== undefined && isContactLine(top[1]);
    const read = readNameLine(top[at] ?? '', aboveContact ? 16 : 4);
    if (read) return { at, read };
  }
  for (let at = 3; at < top.length; at += 1) {
    const line = top[at] ?? '';
    if (looksLikePersonName(line))
      return { at, read: { name: line.replace(/,$/, ''), extras: [], contactRest: '' } };
  }
  return null;
}

/** Failing a name at the top, a 'Name: Jane Doe' line of a personal-details block near the start. */
function findLabelledName(lines: readonly string[]): { index: number; read: NameLine } | null {
  for (let index = 0; index < Math.min(lines.length, NAME_LABEL_SCAN_LINES); index += 1) {
    const line = lines[index] ?? '';
    const read = isNameLabelLine(line) ? readNameLine(line) : null;
    if (read) return { index, read };
  }
  return null;
}

export function parseResume(text: string): StructuredResume {
  const allLines = mergeSplitDateLines(
    splitGluedHeadings(unflattenLines(normalizeNewlines(text).split('\n'))),
  );
  const wrapWidth = wrapWidthOf(allLines);

  // 1. The contact block: a name line and contact lines among the first non-blank lines before a heading.
  const glyphs = headingGlyphs(allLines);
  const top: Array<{ index: number; line: string }> = [];
  for (let index = 0; index < allLines.length && top.length < CONTACT_SCAN_LINES; index += 1) {
    const line = (allLines[index] ?? '').trim();
    if (line.length === 0) continue;
    if (readHeading(line, glyphs) || splitInlineHeading(line)) break;
    top.push({ index, line });
  }
  const atTop = findNameLine(top.map((item) => item.line));
  const named =
    atTop !== null ? { index: top[atTop.at]?.index ?? -1, read: atTop.read } : findLabelledName(allLines);
  const contactLines: string[] = [];
  const consumed = new Set<number>();
  if (named !== null) {
    // A headline run on after the name stays in the body, in the name line's place.
    if (named.read.bodyRest) allLines[named.index] = named.read.bodyRest;
    else consumed.add(named.index);
    if (named.read.contactRest) contactLines.push(named.read.contactRest);
  }
  for (const { index, line } of top) {
    if (index !== named?.index && isContactLine(line)) {
      contactLines.push(line);
      consumed.add(index);
    }
  }
  const contact = extractContact(null, contactLines);
  if (named !== null) {
    contact.name = named.read.name;
    // Words of the name line that are not the name ('Mr.', 'RN') stay in the raw contact line.
    const extra = named.read.extras.join(' ');
    if (extra && !contact.raw_contact_line) contact.raw_contact_line = [extra, ...contactLines].join(' | ');
    else if (extra) contact.raw_contact_line = `${extra} | ${contact.raw_contact_line}`;
  }

  // 2. Sections.
  const capitalHeadings = allLines.filter(
    (line) => readHeading(line, glyphs) !== null && isUpperCaseLine(line.trim()),
  ).length;
  const raw: RawSection[] = [{ heading: '', rule: null, lines: [] }];
  allLines.forEach((line, index) => {
    if (consumed.has(index)) return;
    const heading = readHeading(line, glyphs);
    if (heading) {
      raw.push({ heading: readBullet(line.trim())?.text ?? line.trim(), rule: heading, lines: [] });
      return;
    }
    const last = raw[raw.length - 1];
    const inline = splitInlineHeading(line);
    // 'Technologies: PHP5, SOAP' under a job belongs to the job, not to a new skills section.
    const entryDetail =
      inline !== null && last?.rule?.type === 'experience' && ENTRY_DETAIL_LABEL.test(inline.heading);
    // 'Languages: SQL, Python' and 'Tools: Jira' under a SKILLS heading are its own labelled lines.
    const skillsLabel =
      inline !== null &&
      last?.rule?.type === 'skills' &&
      !last.heading.endsWith(':') &&
      SKILL_LABEL_TYPES.has(inline.rule.type);
    if (inline && !entryDetail && !skillsLabel) {
      raw.push({ heading: inline.heading, rule: inline.rule, lines: [inline.rest] });
      return;
    }
    const glued = last?.rule?.type === 'experience' ? null : splitLeadingExperienceHeading(line);
    if (glued && EXPERIENCE_RULE) {
      raw.push({ heading: glued.heading, rule: EXPERIENCE_RULE, lines: [glued.rest] });
      return;
    }
    if (last && last.rule?.type !== 'experience' && headsUnnamedExperience(allLines, index)) {
      raw.push({ heading: line.trim(), rule: EXPERIENCE_RULE, lines: [] });
      return;
    }
    if (raw.length > 1 && headsOwnSection(allLines, index, capitalHeadings)) {
      raw.push({ heading: line.trim(), rule: GENERAL_RULE, lines: [] });
      return;
    }
    if (last) last.lines.push(line);
  });

  const sections: Section[] = [];
  for (const part of raw) {
    const hasContent = part.lines.some((line) => line.trim().length > 0);
    if (!part.rule && !hasContent) continue;
    const order = sections.length + 1;
    const id = `section-${order}`;
    const type: SectionType = part.rule
      ? sectionTypeOf(part.rule, part.heading, part.lines)
      : untitledSectionType(part.lines);
    const section: Section = {
      id,
      title: part.heading.replace(/[:：]\s*$/, '').trim(),
      type,
      visible: true,
      order,
      content_lines: [],
      bullets: [],
      entries: [],
    };
    if (ENTRY_SECTION_TYPES.has(type)) {
      section.entries = withStackedRoles(parseEntries(part.lines, id, wrapWidth));
    } else {
      const read = sectionLinesToContent(part.lines, wrapWidth);
      const items = NAMED_ITEM_TYPES.has(type) ? namedItems(read, id) : null;
      if (items) section.entries = items;
      else {
        section.content_lines = read.content;
        section.bullets = read.bullets.map((bullet, index) => ({ id: `${id}-b${index + 1}`, ...bullet }));
      }
    }
    sections.push(section);
  }
  return { contact, sections };
}

/**
 * Roles stacked under one employer ('Merchandiser | 2021 - Present' over 'Coordinator | 2019 - 2021', the
 * lines after both): the lines are read as the later role's, as a recruiter reads them, and the earlier
 * title stays as its own header with its dates.
 */
function withStackedRoles(entries: ExperienceEntry[]): ExperienceEntry[] {
  for (let index = 0; index + 1 < entries.length; index += 1) {
    const later = entries[index];
    const earlier = entries[index + 1];
    if (!later || !earlier || later.bullets.length > 0 || earlier.bullets.length === 0) continue;
    if (!later.title.trim() || !promotedFrom(later, earlier)) continue;
    later.bullets = earlier.bullets.map((bullet, at) => ({ ...bullet, id: `${later.id}-b${at + 1}` }));
    earlier.bullets = [];
  }
  return entries;
}

/** Is the heading written in capitals (for the one-heading-style check)? */
export function headingStyle(title: string): 'upper' | 'title' | 'other' {
  if (isUpperCaseLine(title)) return 'upper';
  return /^[A-Z]/.test(title) ? 'title' : 'other';
}
