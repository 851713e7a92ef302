/**
 * The structured resume as the blocks the page prints, in reading order: the name, the contact line, then
 * each visible section (in `order`) as a heading, paragraphs, bullets and experience entries. The text of
 * an entry follows the engine's own plain-text form ('Title — Company, Location', then the dates, or the
 * dates at the end of the header line where the engine prints them there), so what an ATS extracts reads
 * back as the same entries.
 */
import { datesOnHeaderLine, entryGroups, headerLines } from '@resumeloop/engine';
import type { BlockKind, SpanRole } from './templates';
import { limitMarks } from './text-units';
import type { RenderableResume } from './types';

export const BULLET_GLYPH = '•';
const ENTRY_SEPARATOR = ' — ';
const CONTACT_SEPARATOR = ' | ';

export interface Span {
  text: string;
  role: SpanRole;
  link?: string;
  /** A separator between fields (' | '): left out where a line breaks at it. */
  separator?: boolean;
}

export interface Block {
  kind: BlockKind;
  spans: Span[];
  /** Printed with the next block on one page (a heading and its first line, an entry and its first bullet). */
  keepWithNext: boolean;
  /** The first block of an experience entry after the first: gets the template's entry gap above. */
  startsEntry: boolean;
  /** Lines break only between spans (the contact fields), never inside one. */
  keepSpansWhole?: boolean;
  /** Printed at the top of a new page (a section set to start on one). */
  pageBreakBefore?: boolean;
  /** Part of an entry kept on one page: none of its lines is left behind, the last block's included. */
  keepTogether?: boolean;
}

type RenderSection = RenderableResume['sections'][number];

export function orderedVisibleSections(resume: RenderableResume): RenderSection[] {
  return [...resume.sections].sort((a, b) => a.order - b.order).filter((section) => section.visible);
}

/** Control and format characters (stray bytes of mis-decoded text) have no glyph and print as boxes. */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/**
 * The text as printed: composed (NFC), spaces as one space, no invisible characters, and stacks of
 * combining marks cut to MAX_MARKS (before composing, so normalising stays linear, and after it).
 */
export const clean = (text: string): string =>
  limitMarks(limitMarks(text).normalize('NFC')).replace(/\s+/g, ' ').replace(INVISIBLE_CHARACTERS, '').trim();

/**
 * The name line and the contact line as the page prints them (the engine's headerLines), read from the
 * cleaned fields: a run of spaces is one space before the engine splits the line at its ' | '.
 */
function printedHeaderLines(resume: RenderableResume): { name: string; contact: string } {
  const { contact } = resume;
  const cleaned = {
    name: clean(contact.name),
    email: clean(contact.email),
    phone: clean(contact.phone),
    location: clean(contact.location),
    linkedin: clean(contact.linkedin),
    github: clean(contact.github),
    raw_contact_line: clean(contact.raw_contact_line),
  };
  const lines = headerLines({ contact: cleaned });
  return { name: clean(lines.name), contact: clean(lines.contact) };
}

/** Where a contact field points to, for the PDF's link annotations. */
function linkOf(field: 'email' | 'linkedin' | 'github', value: string): string {
  if (field === 'email') return `mailto:${value}`;
  return /^https?:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
}

/**
 * An address starts where a run of address characters starts, and its parts have their greatest lengths
 * (64 before the @, 63 a label): so a long run with no address in it is read once, not once a position.
 */
export const EMAIL_IN_TEXT = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/g;
const PROFILE_IN_TEXT = /(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com|github\.com)\/[\w\-./%]+/gi;

/** A custom contact line, with its email and profile addresses made links. */
function spansOfRawLine(line: string): Span[] {
  const found: Array<{ start: number; end: number; link: string }> = [];
  for (const match of line.matchAll(EMAIL_IN_TEXT))
    found.push({ start: match.index, end: match.index + match[0].length, link: linkOf('email', match[0]) });
  for (const match of line.matchAll(PROFILE_IN_TEXT))
    found.push({ start: match.index, end: match.index + match[0].length, link: linkOf('github', match[0]) });
  found.sort((a, b) => a.start - b.start);
  const spans: Span[] = [];
  let at = 0;
  for (const item of found) {
    if (item.start < at) continue;
    if (item.start > at) spans.push({ text: line.slice(at, item.start), role: 'contact' });
    spans.push({ text: line.slice(item.start, item.end), role: 'contact', link: item.link });
    at = item.end;
  }
  if (at < line.length) spans.push({ text: line.slice(at), role: 'contact' });
  return spans;
}

export function contactSpans(resume: RenderableResume): Span[] {
  const { contact } = resume;
  // Credentials the name line carried print beside the name, not in the contact line.
  const raw = clean(contact.raw_contact_line) ? printedHeaderLines(resume).contact : '';
  if (raw) return spansOfRawLine(raw);
  const fields: Array<{ value: string; link?: 'email' | 'linkedin' | 'github' }> = [
    { value: clean(contact.email), link: 'email' },
    { value: clean(contact.phone) },
    { value: clean(contact.location) },
    { value: clean(contact.linkedin), link: 'linkedin' },
    { value: clean(contact.github), link: 'github' },
  ];
  const spans: Span[] = [];
  for (const field of fields.filter((item) => item.value)) {
    if (spans.length > 0) spans.push({ text: CONTACT_SEPARATOR, role: 'contact', separator: true });
    spans.push({
      text: field.value,
      role: 'contact',
      ...(field.link ? { link: linkOf(field.link, field.value) } : {}),
    });
  }
  return spans;
}

function lineBlock(kind: BlockKind, spans: Span[], keepWithNext = false, startsEntry = false): Block {
  return { kind, spans, keepWithNext, startsEntry };
}

/** A bullet written with a glyph prints with the template's bullet; a glyph-less line stays a paragraph. */
function bulletBlock(text: string, originalChar: string): Block {
  return originalChar.trim()
    ? lineBlock('bullet', [{ text, role: 'body' }])
    : lineBlock('paragraph', [{ text, role: 'body' }]);
}

/** One entry's header and dates, or a group's: a promotion prints its headers together, then the lines. */
function entryBlocks(group: ReadonlyArray<RenderSection['entries'][number]>, index: number): Block[] {
  const blocks: Block[] = [];
  const startsEntry = index > 0;
  group.forEach((entry) => {
    blocks.push(...headerBlocks(entry, startsEntry && blocks.length === 0));
  });
  for (const bullet of group[0]?.bullets ?? []) {
    const text = clean(bullet.text);
    if (!text) continue;
    const block = bulletBlock(text, bullet.original_char);
    if (blocks.length === 0 && startsEntry) block.startsEntry = true;
    blocks.push(block);
  }
  // An entry kept together holds every line with the next; a header always holds its first bullet.
  if (group.some((entry) => entry.keep_together))
    for (const block of blocks) Object.assign(block, { keepWithNext: true, keepTogether: true });
  const last = blocks.at(-1);
  if (last) last.keepWithNext = false;
  return blocks;
}

function headerBlocks(entry: RenderSection['entries'][number], startsEntry: boolean): Block[] {
  const blocks: Block[] = [];
  const title = clean(entry.title);
  const company = clean(entry.company);
  const location = clean(entry.location);
  const dates = clean(entry.dates);
  const header: Span[] = [];
  if (title) header.push({ text: title, role: 'entry-title' });
  if (company) {
    if (header.length > 0) header.push({ text: ENTRY_SEPARATOR, role: 'entry-company' });
    header.push({ text: company, role: 'entry-company' });
  }
  if (location) {
    if (header.length > 0) header.push({ text: ', ', role: 'entry-location' });
    header.push({ text: location, role: 'entry-location' });
  }
  const datesInHeader = header.length > 0 && dates.length > 0 && datesOnHeaderLine(entry);
  if (datesInHeader) header.push({ text: ' ', role: 'dates' }, { text: dates, role: 'dates' });
  if (header.length > 0) blocks.push(lineBlock('entry-header', header, true, startsEntry));
  if (dates && !datesInHeader)
    blocks.push(
      lineBlock('entry-dates', [{ text: dates, role: 'dates' }], true, blocks.length === 0 && startsEntry),
    );
  return blocks;
}

function sectionBlocks(section: RenderSection): Block[] {
  const body: Block[] = [];
  for (const line of section.content_lines) {
    const text = clean(line);
    if (text) body.push(lineBlock('paragraph', [{ text, role: 'body' }]));
  }
  for (const bullet of section.bullets) {
    const text = clean(bullet.text);
    if (text) body.push(bulletBlock(text, bullet.original_char));
  }
  entryGroups(section.entries).forEach((group, index) => {
    body.push(...entryBlocks(group, index));
  });
  const title = clean(section.title);
  const blocks = title
    ? [lineBlock('heading', [{ text: title, role: 'heading' }], body.length > 0), ...body]
    : body;
  const first = blocks[0];
  if (first && section.page_break_before) first.pageBreakBefore = true;
  return blocks;
}

export function buildBlocks(resume: RenderableResume): Block[] {
  const blocks: Block[] = [];
  const name = printedHeaderLines(resume).name;
  if (name) blocks.push(lineBlock('name', [{ text: name, role: 'name' }]));
  const contact = contactSpans(resume);
  if (contact.length > 0)
    blocks.push({
      ...lineBlock('contact', contact),
      keepSpansWhole: !clean(resume.contact.raw_contact_line),
    });
  for (const section of orderedVisibleSections(resume)) blocks.push(...sectionBlocks(section));
  return blocks;
}

/** The plain text of blocks, one line per block: what an extraction of the page reads, before wrapping. */
export function blocksToText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      const text = block.spans.map((span) => span.text).join('');
      return block.kind === 'bullet' ? `${BULLET_GLYPH} ${text}` : text;
    })
    .join('\n');
}
