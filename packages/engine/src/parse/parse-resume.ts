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
import { detectLanguage, type TextLanguage } from '../lang/detect-language';
import { readingIn } from '../lang/reading-table';
import { tableFor } from '../lang/tables';
import { isUpperCaseLine, normalizeNewlines } from '../text/normalize-text';
import type { Section, SectionType, StructuredResume } from '../types';
import {
  extractContact,
  isContactLine,
  isNameLabelLine,
  looksLikePersonName,
  type NameLine,
  readNameLine,
} from './extract-contact';
import {
  EXPERIENCE_RULE,
  GENERAL_RULE,
  headingGlyphs,
  headsOwnSection,
  headsUnnamedExperience,
  readHeading,
  splitInlineHeading,
  splitLeadingExperienceHeading,
} from './find-headings';
import { mergeSplitDateLines, splitStackedRoles } from './parse-dates';
import { parseEntries } from './parse-entries';
import { readBullet, splitGluedHeadings, unflattenLines, wrapWidthOf } from './read-lines';
import {
  namedItems,
  sectionLinesToContent,
  sectionTypeOf,
  untitledSectionType,
  withStackedRoles,
} from './section-content';
import type { SectionHeadingRule } from './section-heading-table';
import { NAMED_ITEM_TYPES } from './work-sections';

/** Section types whose content is a list of entries (SPEC §3: 'experience' sections have entries). */
const ENTRY_SECTION_TYPES: ReadonlySet<SectionType> = new Set(['experience']);
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

/** Labels an experience entry writes its own details under: 'Technologies: PHP, SOAP', 'Tools: Jira'. */
const ENTRY_DETAIL_LABEL = /^(?:technologies|technologies used|tools|tools used|tech stack|environment):$/i;

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

/**
 * Reads a resume in the language it is written in: the one detectLanguage finds (English when it cannot
 * tell), or `language` when the caller knows it. A resume in Spanish, French or German is read with that
 * language's table (headings, months, dates, contact labels, role and employer words, places) as well as
 * English's, and records its language; an English one is read exactly as before, with no language field.
 */
export function parseResume(text: string, language?: TextLanguage): StructuredResume {
  const read = language ?? detectLanguage(text).language;
  if (read === 'en') return readResume(text);
  const resume = readingIn(tableFor(read), () => readResume(text));
  return { ...resume, language: read };
}

function readResume(text: string): StructuredResume {
  const allLines = splitStackedRoles(
    mergeSplitDateLines(splitGluedHeadings(unflattenLines(normalizeNewlines(text).split('\n')))),
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

/** Is the heading written in capitals (for the one-heading-style check)? */
export function headingStyle(title: string): 'upper' | 'title' | 'other' {
  if (isUpperCaseLine(title)) return 'upper';
  return /^[A-Z]/.test(title) ? 'title' : 'other';
}
