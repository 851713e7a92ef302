/** The structured resume back to plain text: contact, then each visible section in order. */

import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { isLocation } from '../text/places';
import type { ExperienceEntry, Section, StructuredResume } from '../types';
import { readsAsEntryHeader } from './entry-header-lines';
import { promotedFrom } from './work-sections';

/** Credentials as people write them after their name: 'M.S., CCC-SLP', 'ASP', 'MLT(ASCP)', 'RN, BSN'. */
const CREDENTIALS = /^(?:[A-Z][A-Za-z.()-]{1,12})(?:,\s*[A-Z][A-Za-z.()-]{1,12}){0,4}$/;
const STATE_CODE = /^[A-Z]{2}$/;

/**
 * The name line and the contact line as the page shows them: credentials the name line carried (kept
 * first in the contact line when it was read) go back beside the name: 'Rebecca Thornquist, M.S., CCC-SLP'.
 */
export function headerLines(resume: Pick<StructuredResume, 'contact'>): { name: string; contact: string } {
  const name = resume.contact.name.trim();
  const line = contactLine(resume);
  const [first = '', ...rest] = line.split(/\s+\|\s+/);
  const credentials =
    name &&
    rest.length > 0 &&
    CREDENTIALS.test(first) &&
    /[A-Z]{2}|[A-Z]\.[A-Z]/.test(first) &&
    // A place is no credential: 'Portland, OR' ends with a state ('MS, RDN, LD' names no town before 'MS').
    !first
      .split(/,\s*/)
      .some((token, at, all) => STATE_CODE.test(token) && /\p{Ll}/u.test(all[at - 1] ?? '')) &&
    !isLocation(first) &&
    !/\d|@/.test(first);
  return credentials ? { name: `${name}, ${first}`, contact: rest.join(' | ') } : { name, contact: line };
}

function contactLine(resume: Pick<StructuredResume, 'contact'>): string {
  const { contact } = resume;
  if (contact.raw_contact_line.trim().length > 0) return contact.raw_contact_line.trim();
  // Where, then how to reach: the order most resumes write them in.
  return [contact.location, contact.phone, contact.email, contact.linkedin, contact.github]
    .filter((field) => field.trim().length > 0)
    .join(' | ');
}

export function renderEntryHeader(entry: ExperienceEntry): string {
  const who = [entry.title, entry.company].filter((part) => part.trim().length > 0).join(' — ');
  return [who, entry.location].filter((part) => part.trim().length > 0).join(', ');
}

/**
 * Do the entry's dates end its header line rather than take a line of their own? Only when the header
 * alone reads as a line of prose (an entry read from a sentence holding its dates, 'Increased revenue
 * from 2010 to 2013') and with its dates reads as a dated header again, as it did where it was read.
 */
export function datesOnHeaderLine(entry: ExperienceEntry): boolean {
  const header = renderEntryHeader(entry);
  const dates = entry.dates.trim();
  // A name alone ('Merchandise Allocator', a second role under the employer above: every word capitalised)
  // is a header already; only prose ('Increased revenue from 2010 to 2013') keeps its dates.
  const named =
    /^\p{Lu}[\p{L}'&.-]*(?:\s+(?:\p{Lu}[\p{L}'&.-]*|of|and|the|for|at|in|&|\/|-|—|\([^)]*\)))*$/u.test(
      header,
    );
  if (!header || !dates || readsAsEntryHeader(header, false) || named || looksLikeJobTitle(header))
    return false;
  return readsAsEntryHeader(`${header} ${dates}`, true);
}

/**
 * Entries as they print: a role stacked under the one before it at the same employer in the text, with no lines of
 * its own (a promotion: 'Merchandiser, 2021 - Present' over 'Coordinator, 2019 - 2021'), prints its header
 * right under that role's, before the lines both share.
 */
export function entryGroups<T extends Pick<ExperienceEntry, 'company' | 'bullets' | 'dates' | 'stacked'>>(
  entries: readonly T[],
): T[][] {
  const groups: T[][] = [];
  for (const entry of entries) {
    const group = groups.at(-1);
    const head = group?.[0];
    const last = group?.at(-1);
    const stacked =
      group !== undefined &&
      head !== undefined &&
      last !== undefined &&
      entry.bullets.length === 0 &&
      // Only where its header stood under the later role's: an early role with no lines listed after
      // another's lines ('Sales Associate, 2003 - 2005' last) stays after them.
      entry.stacked === true &&
      promotedFrom(last, entry);
    if (stacked) group.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

function bulletLine(text: string, glyph: string): string {
  return glyph ? `${glyph} ${text}` : text;
}

function renderSection(section: Section): string[] {
  const lines: string[] = [];
  if (section.title.trim()) lines.push(section.title.trim());
  lines.push(...section.content_lines);
  for (const bullet of section.bullets) lines.push(bulletLine(bullet.text, bullet.original_char));
  entryGroups(section.entries).forEach((group, index) => {
    group.forEach((entry, at) => {
      // A blank line before each header, as between entries: the text reads back as it was parsed.
      if (index > 0 || at > 0) lines.push('');
      const header = renderEntryHeader(entry);
      if (datesOnHeaderLine(entry)) lines.push(`${header} ${entry.dates.trim()}`);
      else {
        if (header) lines.push(header);
        if (entry.dates.trim()) lines.push(entry.dates.trim());
      }
    });
    for (const bullet of group[0]?.bullets ?? []) lines.push(bulletLine(bullet.text, bullet.original_char));
  });
  return lines;
}

/** A headline under the name ('Mechanical Design Engineer'): a first untitled section of a short line or two. */
function headlineOf(resume: StructuredResume): Section | undefined {
  const first = [...resume.sections].sort((a, b) => a.order - b.order)[0];
  if (!first?.visible || first.title !== '' || first.entries.length > 0 || first.bullets.length > 0)
    return undefined;
  const lines = first.content_lines.filter((line) => line.trim().length > 0);
  return lines.length > 0 &&
    lines.length <= 2 &&
    // A headline's words, its separators aside ('Technical Recruiter | Agency Full-Desk | Software, Data &
    // Cloud Placements'): a dozen at most, no sentence's stop.
    lines.every(
      (line) =>
        line
          .trim()
          .split(/\s+/)
          .filter((word) => /[\p{L}\d]/u.test(word)).length <= (/[|—–•]/.test(line) ? 12 : 8) &&
        !/[.!?]$/.test(line.trim()),
    )
    ? first
    : undefined;
}

export function renderResumeText(resume: StructuredResume): string {
  const blocks: string[][] = [];
  const header = headerLines(resume);
  // The headline stays where the person put it: under the name, above the contact line.
  const headline = headlineOf(resume);
  const head = [header.name, ...(headline?.content_lines ?? []), header.contact].filter(
    (line) => line.trim().length > 0,
  );
  if (head.length > 0) blocks.push(head);
  const ordered = [...resume.sections]
    .sort((a, b) => a.order - b.order)
    .filter((section) => section.visible && section !== headline);
  for (const section of ordered) {
    const lines = renderSection(section);
    if (lines.length > 0) blocks.push(lines);
  }
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}
