/**
 * Experience entries from the lines of an experience-like section. Handles the common layouts:
 * 'Title — Company, City' with dates on the next line; 'Title | Company | dates'; company first with the
 * title and dates below; dates right-aligned after a run of spaces; dates on their own line before the
 * header ('April 2015 to Current' then 'Company Name City , State Web Developer'); paragraphs instead of
 * bullets. Words the header fields cannot hold become a leading paragraph bullet, so nothing is lost.
 */

import { looksLikeJobTitle, ROLE_NOUNS, splitLeadingTitle } from '../taxonomy/job-titles';
import { squash } from '../text/normalize-text';
import { findLocation } from '../text/places';
import type { Bullet, ExperienceEntry } from '../types';
import { findDate, hasDateRange } from './parse-dates';
import { isContinuation, readBullet } from './read-lines';

/** Words that mark an employer name. */
const COMPANY_MARKERS =
  /\b(inc|inc\.|llc|l\.l\.c|ltd|limited|corp|corporation|co\.|company|group|partners|associates|gmbh|plc|pvt|llp|lp|bank|university|college|school|academy|institute|hospital|clinic|health|medical center|agency|labs?|studios?|systems|solutions|technologies|technology|consulting|services|foundation|trust|council|department|ministry|county|city of|state of|restaurant|hotel|resort|airlines?|army|navy|air force|marine corps|church|district|center|centre)(?![\w])/i;

const HEADER_SEPARATOR =
  /\s+[|•·]\s+|\s+[—–]\s+|\s+-{1,2}\s+|\t+|\s{3,}|\s*ï¼\s*|\s+at\s+|\s+@\s+|\s*,\s+(?=\d{4})/;

const LABEL_LINE =
  /^(responsibilities|key responsibilities|duties|key achievements|achievements|accomplishments|key results|highlights|projects?|tools|technologies|environment|description)\s*[:\-–]?\s*$/i;

export function hasCompanyMarker(text: string): boolean {
  return COMPANY_MARKERS.test(text);
}

/** One line holding a whole entry header: a date range and a title, employer or place beside it. */
export function isDatedEntryHeader(line: string): boolean {
  const trimmed = line.trim();
  const date = findDate(trimmed);
  if (!date || !hasDateRange(date.text) || readBullet(trimmed)) return false;
  const rest = squash(trimmed.replace(date.text, ' ')).replace(/[\s,|–—-]+$/, '');
  if (rest.split(/\s+/).length > 14) return false;
  return rest.split(HEADER_SEPARATOR).length > 1 || findLocation(rest) !== null;
}

/** A short phrase of capitalised words: 'Denver Motors', 'Management Official'. */
function isCapitalisedPhrase(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length === 0 || /[.;:!?]$/.test(trimmed) || /\d/.test(trimmed) || LABEL_LINE.test(trimmed))
    return false;
  const list = trimmed.split(/\s+/);
  return (
    list.length <= 6 &&
    list.every((word) => /^(?:and|of|&|the|for|de|du|la|le|von|van)$/.test(word) || /^[\p{Lu}(]/u.test(word))
  );
}

/** Could this line be (part of) an entry header? */
function isHeaderLike(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length === 0 || readBullet(line) || LABEL_LINE.test(trimmed)) return false;
  // 'Cisco -' or 'Oracle -  Bangalore, Karnataka -': a dangling separator ends a header fragment.
  if (/\S\s+[-–|]$/.test(trimmed) && trimmed.split(/\s+/).length <= 10) return true;
  // A sentence is not a header, but 'Senior Software Engineer, LevelUp.' is.
  if (
    /[.;]$/.test(trimmed) &&
    !/\b(inc|co|ltd|corp|jr|sr)\.$/i.test(trimmed) &&
    !(
      trimmed.split(/\s+/).length <= 10 &&
      looksLikeJobTitle(trimmed.split(',')[0] ?? '') &&
      trimmed.includes(',')
    )
  )
    return false;
  const date = findDate(trimmed);
  const withoutDate = date ? squash(trimmed.replace(date.text, ' ')) : trimmed;
  const wordTotal = withoutDate.split(/\s+/).filter((word) => word.length > 0).length;
  if (date && wordTotal <= 14) return true;
  if (wordTotal > 12) return false;
  return (
    looksLikeJobTitle(withoutDate.split(HEADER_SEPARATOR)[0] ?? '') ||
    hasCompanyMarker(withoutDate) ||
    findLocation(withoutDate) !== null ||
    HEADER_SEPARATOR.test(withoutDate)
  );
}

function hasDate(line: string | undefined): boolean {
  return line !== undefined && findDate(line) !== null && squash(line).split(' ').length <= 16;
}

/** hasDate, remembered per line: each line is asked about up to four times while grouping. */
function datedLines(): (line: string | undefined) => boolean {
  const known = new Map<string, boolean>();
  return (line) => {
    if (line === undefined) return false;
    let dated = known.get(line);
    if (dated === undefined) {
      dated = hasDate(line);
      known.set(line, dated);
    }
    return dated;
  };
}

/** 'FI/CO Consultant in Tech Mahindra': a title ending in a role noun, 'in', then an employer. */
function splitTitleIn(piece: string): string[] {
  const match = /^(.+?)\s+in\s+(\p{Lu}[\p{L}\d&.'’-]*(?:\s+[\p{Lu}&][\p{L}\d&.'’-]*){0,5})$/u.exec(
    piece.trim(),
  );
  const title = match?.[1] ?? '';
  const lastWord =
    title
      .toLowerCase()
      .split(/[\s/]+/)
      .pop() ?? '';
  if (!match || !ROLE_NOUNS.has(lastWord) || !looksLikeJobTitle(title) || looksLikeJobTitle(match[2] ?? ''))
    return [piece];
  return [title, match[2] ?? ''];
}

interface HeaderFields {
  title: string;
  company: string;
  location: string;
  dates: string;
  extras: string[];
}

/** Splits header lines into title, company, location and dates. */
export function readEntryHeader(lines: readonly string[]): HeaderFields {
  let dates = '';
  const pieces: string[] = [];
  let location = '';
  for (const line of lines) {
    let rest = line.trim();
    const date = findDate(rest);
    if (date && !dates) {
      dates = date.text.trim();
      rest = `${rest.slice(0, date.index)}   ${rest.slice(date.index + date.text.length)}`;
    }
    for (const rawPiece of rest.split(HEADER_SEPARATOR).flatMap(splitTitleIn)) {
      const piece = rawPiece.replace(/^[\s,|:()–—-]+|[\s,|:()–—-]+$/g, '');
      if (piece.length === 0) continue;
      const place = location ? null : findLocation(piece);
      if (place) {
        location = place.text.trim();
        const before = piece.slice(0, place.index).replace(/[\s,]+$/, '');
        const after = piece.slice(place.index + place.text.length).replace(/^[\s,]+/, '');
        if (before) pieces.push(before);
        if (after) pieces.push(after);
      } else {
        pieces.push(piece);
      }
    }
  }
  if (
    !pieces.some((piece) => hasCompanyMarker(piece) && !looksLikeJobTitle(piece)) ||
    pieces.length === 1 ||
    !pieces.some((piece) => looksLikeJobTitle(piece))
  ) {
    // 'Registered Nurse Company Name': the title runs straight into the employer.
    const splitAt = pieces.findIndex((piece) => splitLeadingTitle(piece) !== null);
    const split = splitAt >= 0 ? splitLeadingTitle(pieces[splitAt] ?? '') : null;
    if (split) pieces.splice(splitAt, 1, ...split);
  }
  let titleIndex = pieces.findIndex((piece) => looksLikeJobTitle(piece) && !hasCompanyMarker(piece));
  if (titleIndex < 0) titleIndex = pieces.findIndex((piece) => looksLikeJobTitle(piece));
  let companyIndex = pieces.findIndex((piece, index) => index !== titleIndex && hasCompanyMarker(piece));
  if (companyIndex < 0) companyIndex = pieces.findIndex((_, index) => index !== titleIndex);
  if (titleIndex < 0 && companyIndex >= 0 && pieces.length > 1) {
    // Neither piece reads as a title: the usual order is title first unless the first names an employer.
    titleIndex = pieces.findIndex((_, index) => index !== companyIndex);
  }
  const extras = pieces.filter((_, index) => index !== titleIndex && index !== companyIndex);
  return {
    title: titleIndex >= 0 ? (pieces[titleIndex] ?? '') : '',
    company: companyIndex >= 0 ? (pieces[companyIndex] ?? '') : '',
    location,
    dates,
    extras,
  };
}

interface DraftEntry {
  header: string[];
  body: Array<{ glyph: string; text: string }>;
}

/** Groups the lines of an experience-like section into entries. */
export function parseEntries(
  lines: readonly string[],
  idPrefix: string,
  wrapWidth: number,
): ExperienceEntry[] {
  const drafts: DraftEntry[] = [];
  const hasDate = datedLines();
  let current: DraftEntry | null = null;
  const content = lines.filter((line) => line.trim().length > 0);
  for (let index = 0; index < content.length; index += 1) {
    const line = content[index] ?? '';
    const bullet = readBullet(line);
    // Dates first, then the employer and the title on lines of their own: '2007-Present', 'Denver Motors'.
    const continuesHeader =
      current !== null &&
      current.body.length === 0 &&
      current.header.length > 0 &&
      current.header.length < 3 &&
      isCapitalisedPhrase(line);
    const upcomingDate = hasDate(content[index + 1]) || hasDate(content[index + 2]);
    // An employer on a line of its own above the place and dates: 'Vehicle Sales Showroom'.
    const namesUpcomingEntry =
      !bullet && (upcomingDate || hasDate(content[index + 3])) && isCapitalisedPhrase(line);
    const headerLike = !bullet && (isHeaderLike(line) || continuesHeader || namesUpcomingEntry);
    const dated = hasDate(line) && headerLike;
    let startsEntry = false;
    let joinsHeader = false;
    if (headerLike) {
      const headerDated = current?.header.some((headerLine) => hasDate(headerLine)) ?? false;
      if (!current) startsEntry = true;
      else if (current.body.length > 0) startsEntry = dated || upcomingDate;
      else if (dated && headerDated) startsEntry = true;
      else if (current.header.length < 3 || (current.header.length < 4 && (dated || looksLikeJobTitle(line))))
        joinsHeader = true;
      else startsEntry = dated || upcomingDate;
    }
    if (startsEntry) {
      current = { header: [line.trim()], body: [] };
      drafts.push(current);
      continue;
    }
    if (!current) {
      current = { header: [], body: [] };
      drafts.push(current);
    }
    if (joinsHeader) {
      current.header.push(line.trim());
      continue;
    }
    const last = current.body[current.body.length - 1];
    if (!bullet && last && isContinuation(last.text, line, wrapWidth)) {
      last.text = `${last.text} ${line.trim()}`;
      continue;
    }
    current.body.push(bullet ? { glyph: bullet.glyph, text: bullet.text } : { glyph: '', text: line.trim() });
  }
  return drafts.map((draft, entryIndex) => {
    const id = `${idPrefix}-e${entryIndex + 1}`;
    const header = readEntryHeader(draft.header);
    const bodyItems = [...header.extras.map((text) => ({ glyph: '', text })), ...draft.body];
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
    };
  });
}
