/**
 * Experience entries from the lines of an experience-like section. Handles the common layouts:
 * 'Title — Company, City' with dates on the next line; 'Title | Company | dates'; company first with the
 * title and dates below; employer, town and title on lines of their own above the dates; dates
 * right-aligned after a run of spaces; dates on their own line before the header ('April 2015 to
 * Current' then 'Company Name City , State Web Developer'); 'dates: Title, Employer' on one line;
 * job-board exports ('Title' then 'Employer - City, State -'); labelled fields ('Company:',
 * 'Designation:', 'Duration:'); paragraphs instead of bullets. Words the header fields cannot hold (the
 * labels among them) become a leading paragraph bullet, so nothing is lost. Which lines can be a header
 * is entry-header-lines.ts's to say; what a header's fields are, read-entry-header.ts's.
 */

import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { squash } from '../text/normalize-text';
import type { Bullet, ExperienceEntry } from '../types';
import {
  EMPLOYER_LABEL,
  hasCompanyMarker,
  hasDateOn,
  isCapitalisedPhrase,
  isHeaderLike,
  readFieldLabel,
} from './entry-header-lines';
import { readEntryHeader } from './read-entry-header';
import { isContinuation, readBullet } from './read-lines';

/** A test of a line, remembered per line: grouping asks about each line several times. */
function perLine(test: (line: string) => boolean): (line: string | undefined) => boolean {
  const known = new Map<string, boolean>();
  return (line) => {
    if (line === undefined) return false;
    let answer = known.get(line);
    if (answer === undefined) {
      answer = test(line);
      known.set(line, answer);
    }
    return answer;
  };
}

interface DraftEntry {
  header: string[];
  /** The header lines that are not a lone separator. */
  size: number;
  body: Array<{ glyph: string; text: string }>;
}

/** How many lines below an entry header a labelled title ('Position: Site Engineer') is looked for. */
const LABELLED_TITLE_REACH = 6;

function isTitleLabel(line: string): boolean {
  const label = readFieldLabel(line.trim());
  return label !== null && !EMPLOYER_LABEL.test(label[0]);
}

/** A line holding nothing but a separator: the '-' some exports put between employer and place. */
function isSeparatorLine(line: string): boolean {
  return /^[-–—|]+$/.test(line.trim());
}

/** Groups the lines of an experience-like section into entries. */
export function parseEntries(
  lines: readonly string[],
  idPrefix: string,
  wrapWidth: number,
): ExperienceEntry[] {
  const drafts: DraftEntry[] = [];
  const hasDate = perLine(hasDateOn);
  const content = lines.filter((line) => line.trim().length > 0);
  const capitalised = content.map(() => 0);
  const headerish = content.map(() => 0);
  /** isCapitalisedPhrase and isHeaderLike of the line at an index, each worked out once (0 = not yet). */
  // What a bracket says of an employer ('(210 rooms, branded select-service)') is read past.
  const unbracketed = (index: number) => (content[index] ?? '').replace(/\s*\([^)]*\)/g, '');
  const isCapitalised = (index: number) => {
    if (capitalised[index] === 0) capitalised[index] = isCapitalisedPhrase(unbracketed(index)) ? 1 : -1;
    return capitalised[index] === 1;
  };
  const isHeader = (index: number) => {
    if (headerish[index] === 0)
      headerish[index] = isHeaderLike(content[index] ?? '') || isHeaderLike(unbracketed(index)) ? 1 : -1;
    return headerish[index] === 1;
  };
  let current: DraftEntry | null = null;
  /**
   * Is the line at `index` the first of a header whose dates come within three more lines, every line
   * between being a short header line ('Hillside Bakery', 'Coventry', 'SHIFT MANAGER', 'May 2015 -
   * Present')? Not when the lines between already hold a title and an employer.
   */
  const leadsToDate = (index: number): boolean => {
    if (!content.slice(index + 1, index + 5).some((line) => hasDate(line))) return false;
    let counted = 0;
    let title = false;
    let employer = false;
    for (let next = index + 1; next < content.length && counted < 3; next += 1) {
      const line = content[next] ?? '';
      if (isSeparatorLine(line)) continue;
      counted += 1;
      if (hasDate(line)) return counted < 3 || !(title && employer);
      if (readBullet(line) || !(isCapitalised(next) || isHeader(next))) return false;
      title ||= looksLikeJobTitle(line);
      employer ||= hasCompanyMarker(line) && !looksLikeJobTitle(line);
    }
    return false;
  };
  for (let index = 0; index < content.length; index += 1) {
    const line = content[index] ?? '';
    const bullet = readBullet(line);
    const headerSize = current?.size ?? 0;
    if (current !== null && current.body.length === 0 && headerSize > 0 && isSeparatorLine(line)) {
      current.header.push(line.trim());
      continue;
    }
    // Dates first, then the employer and the title on lines of their own: '2007-Present', 'Denver Motors'.
    const continuesHeader =
      current !== null &&
      current.body.length === 0 &&
      headerSize > 0 &&
      headerSize < 3 &&
      (isCapitalised(index) ||
        // Between a header line and its dates, the employer's line whatever it holds ('The Millbrook
        // Courier (daily; approx. 18,000 subscribers) — Millbrook, OH').
        (!bullet &&
          hasDate(content[index + 1]) &&
          !current.header.some((headerLine) => hasDate(headerLine)) &&
          !/[.!?]$/.test(line.trim()) &&
          line.trim().split(/\s+/).length <= 20) ||
        // Right after the dates and before the first bullet, a short line of the header ('Keystone
        // Living', 'Core Laboratory (Evening Shift)', 'Active Duty').
        (!bullet &&
          hasDate(current.header[current.header.length - 1]) &&
          readBullet(content[index + 1] ?? '') !== null &&
          /^[\p{Lu}\d]/u.test(line.trim()) &&
          !/[.!?:;]$/.test(line.trim()) &&
          line.trim().split(/\s+/).length <= 6 &&
          !hasDate(line)));
    const upcomingDate = hasDate(content[index + 1]) || hasDate(content[index + 2]);
    const startsRun = !bullet && /^[\p{Lu}\d]/u.test(line.trim());
    // An employer on a line of its own above the place and dates: 'Vehicle Sales Showroom'.
    const namesUpcomingEntry =
      !bullet &&
      isCapitalised(index) &&
      (upcomingDate || hasDate(content[index + 3]) || (startsRun && leadsToDate(index)));
    // 'solutions' under a bullet that ran to the wrap width unfinished is its wrapped tail, even where the
    // word could name an employer ('voice and accent trainer' under a short bullet is a title).
    const lastBody = current?.body[current.body.length - 1];
    const above = content[index - 1]?.trim() ?? '';
    const wrappedTail =
      !bullet &&
      lastBody !== undefined &&
      /^\p{Ll}/u.test(line.trim()) &&
      above.length >= wrapWidth * 0.75 &&
      !hasDate(line) &&
      isContinuation(lastBody.text, line, wrapWidth);
    // 'Westfield Elementary (Spring 2018); Riverside Hospital (Fall 2017)': a list of dated places is a line.
    const datedList = line.split(';').filter((part) => hasDate(part)).length >= 2;
    const headerLike =
      !bullet && !wrappedTail && !datedList && (isHeader(index) || continuesHeader || namesUpcomingEntry);
    const dated = hasDate(line) && headerLike;
    let startsEntry = false;
    let joinsHeader = false;
    if (headerLike) {
      const headerDated = current?.header.some((headerLine) => hasDate(headerLine)) ?? false;
      if (!current) startsEntry = true;
      else if (current.body.length > 0)
        startsEntry = dated || upcomingDate || (startsRun && leadsToDate(index));
      else if (dated && headerDated) startsEntry = true;
      // 'Company Name, City , State' and its dates, then the next header with its dates below it: an
      // entry with no lines of its own, not a header of four lines. Not where the section writes its dates
      // above the headers ('2002-2004', 'Adjunct, Commonwealth University'), as the line may end one.
      else if (
        hasDate(content[index + 1]) &&
        hasDate(current.header[current.header.length - 1]) &&
        !hasDate(current.header[0]) &&
        !drafts.some((draft) => hasDate(draft.header[0]) && draft.header.length > 1)
      )
        startsEntry = true;
      else if (headerSize < 3 || (headerSize < 4 && (dated || looksLikeJobTitle(line)))) joinsHeader = true;
      else startsEntry = dated || upcomingDate;
    }
    if (startsEntry) {
      current = { header: [line.trim()], size: 1, body: [] };
      drafts.push(current);
      continue;
    }
    if (!current) {
      current = { header: [], size: 0, body: [] };
      drafts.push(current);
    }
    if (joinsHeader) {
      current.header.push(line.trim());
      current.size += 1;
      continue;
    }
    const last = current.body[current.body.length - 1];
    if (!bullet && last && isContinuation(last.text, line, wrapWidth)) {
      last.text = `${last.text} ${line.trim()}`;
      continue;
    }
    current.body.push(bullet ? { glyph: bullet.glyph, text: bullet.text } : { glyph: '', text: line.trim() });
  }
  const entries = drafts.map((draft, entryIndex) => {
    const id = `${idPrefix}-e${entryIndex + 1}`;
    // 'Company name:', 'Client:', 'Project:' then 'Position: Site Engineer': a labelled title a few lines
    // below the header still belongs to it.
    const labelledTitle = draft.header.some(isTitleLabel)
      ? -1
      : draft.body
          .slice(0, LABELLED_TITLE_REACH)
          .findIndex(
            (item) =>
              !item.glyph &&
              isTitleLabel(item.text) &&
              looksLikeJobTitle(item.text.slice(readFieldLabel(item.text.trim())?.[0].length ?? 0)),
          );
    const body = draft.body.filter((_, index) => index !== labelledTitle);
    const read = readEntryHeader(
      labelledTitle >= 0 ? [...draft.header, draft.body[labelledTitle]?.text ?? ''] : draft.header,
    );
    // The header's pieces no field names stay in its fields only where the header, printed as the
    // renderer prints it, reads back the same (a PDF export parses as its source did); else they are
    // lines of their own, as before.
    const again = readEntryHeader([
      [read.title, read.company].filter(Boolean).join(' — ') + (read.location ? `, ${read.location}` : ''),
      read.dates,
    ]);
    const stable =
      !/:/.test(`${read.title} ${read.company}`) &&
      squash(again.title) === squash(read.title) &&
      squash(again.company) === squash(read.company) &&
      squash(again.location) === squash(read.location);
    const header = stable || !read.unfolded ? read : read.unfolded;
    const bodyItems = [...header.extras.map((text) => ({ glyph: '', text })), ...body];
    const bullets: Bullet[] = bodyItems.map((item, bulletIndex) => ({
      id: `${id}-b${bulletIndex + 1}`,
      text: item.text,
      original_char: item.glyph,
    }));
    return {
      id,
      company: header.company,
      dates: header.dates,
      title: header.title,
      location: header.location,
      bullets,
      // The header's first line names the employer, not the role: roles below it may be the employer's.
      employerLine:
        draft.header.length > 1 &&
        header.company !== '' &&
        header.title !== '' &&
        !(draft.header[0] ?? '').includes(header.title),
      oneLine: draft.header.length === 1,
    };
  });
  // Roles under one employer's line ('Tri-County Federal Savings Bank — Stonebridge, KS', then 'Personal
  // Banker  May 2021 – Present', then 'Teller / Lead Teller  June 2019 – May 2021'): a role with a title
  // and dates but no employer of its own is the employer's above it.
  let employer: { company: string; location: string } | null = null;
  return entries.map(({ employerLine, oneLine, ...entry }, index) => {
    if (employerLine) employer = { company: entry.company, location: entry.location };
    // 'Orthotic Resident | 2018 – 2019' right under 'Prosthetic Resident | 2019 – 2020': a role stacked
    // at the employer above, whose title the tables do not know, read as an employer of its own. (After
    // the lines of the role above, it may be another employer's: 'Merchandise Allocator' after a bank.)
    else if (
      employer &&
      oneLine &&
      entries[index - 1]?.bullets.length === 0 &&
      entry.company &&
      !entry.title &&
      !entry.location &&
      entry.dates &&
      !hasCompanyMarker(entry.company) &&
      entry.company.split(/\s+/).length <= 5
    )
      return { ...entry, title: entry.company, company: employer.company, location: employer.location };
    else if (entry.company) employer = null;
    else if (employer && entry.title && entry.dates)
      return { ...entry, company: employer.company, location: entry.location || employer.location };
    return entry;
  });
}
