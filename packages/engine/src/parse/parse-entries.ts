/**
 * Experience entries from the lines of an experience-like section. Handles the common layouts:
 * 'Title — Company, City' with dates on the next line; 'Title | Company | dates'; company first with the
 * title and dates below; employer, town and title on lines of their own above the dates; dates
 * right-aligned after a run of spaces; dates on their own line before the header ('April 2015 to
 * Current' then 'Company Name City , State Web Developer'); 'dates: Title, Employer' on one line;
 * job-board exports ('Title' then 'Employer - City, State -'); labelled fields ('Company:',
 * 'Designation:', 'Duration:'); paragraphs instead of bullets. Words the header fields cannot hold (the
 * labels among them) become a leading paragraph bullet, so nothing is lost.
 */

import {
  looksLikeJobTitle,
  ROLE_NOUNS,
  roleNounsOf,
  splitLeadingTitle,
  TITLE_MODIFIERS,
} from '../taxonomy/job-titles';
import { squash } from '../text/normalize-text';
import { findLocation } from '../text/places';
import type { Bullet, ExperienceEntry } from '../types';
import { findDate, hasDateRange } from './parse-dates';
import { isContinuation, readBullet } from './read-lines';

/** Words that mark an employer name. */
const COMPANY_MARKERS =
  /\b(inc|inc\.|llc|l\.l\.c|ltd|limited|corp|corporation|co\.|company|group|partners|associates|gmbh|plc|pvt|llp|lp|bank|university|college|school|academy|institute|hospital|clinic|health|medical center|agency|labs?|studios?|systems|solutions|technologies|technology|consulting|services|foundation|trust|council|department|ministry|county|city of|state of|restaurant|hotel|resort|airlines?|army|navy|air force|marine corps|church|district|center|centre)(?![\w])/i;

const HEADER_SEPARATOR = /\s+[|•·]\s+|\s+[—–]\s+|\s+-{1,2}\s+|\t+|\s{3,}|\s+at\s+|\s+@\s+|\s*,\s+(?=\d{4})/;

/**
 * A labelled header field: 'Company: Acme Ltd', 'Position held: Plant Manager', '(Designation: Intern)';
 * also 'company - Acme Ltd', as exports that write each field as 'name - value' have it.
 */
const FIELD_LABEL =
  /^\(?\s*(?:company(?:\s+name)?|firm|employer|organi[sz]ation|position(?:\s+held)?|designation|post|role|job\s+title)\s*:\s*(?=\S)/i;
/** The lower-case 'company - Acme Ltd'; 'Company Name - City , State' is a template's header, not a label. */
const DASHED_FIELD_LABEL = /^(?:company|designation|role|position)\s+-\s+(?=\S)/;

/** The labels of those that name the employer; the others name the title. */
const EMPLOYER_LABEL = /^\(?\s*(?:company|firm|employer|organi)/i;

function readFieldLabel(text: string): RegExpExecArray | null {
  // 'Company: Designation: Duration:' is a run of labels (as a parsed header keeps them), not a field.
  if (/:\s*$/.test(text)) return null;
  return FIELD_LABEL.exec(text) ?? DASHED_FIELD_LABEL.exec(text);
}

/**
 * 'Company: Designation: Duration:' or 'company -': the labels of a header whose values were read, kept as
 * a bullet.
 */
function isLabelRun(line: string): boolean {
  if (/^(?:company|designation|role|position)\s+-$/.test(line)) return true;
  return /:$/.test(line) && /^[\p{L} :]+$/u.test(line) && line.split(':').length > 2;
}

/** 'Duration: Aug 2019 - Present': the label of the dates. */
const DATE_LABEL = /^(?:duration|period|dates?|tenure|since)\s*:\s*/i;
/**
 * 'Career Progression: March 2016 to date' alone on its line: a short label and the dates, nothing else,
 * labels the dates ('Java Developer: Jan 2000 - Nov 2004, MJ Design' is a header with its title first).
 */
const LEADING_LABEL = /^\p{L}[\p{L} ]{0,30}:\s*/u;

function readDateLabel(text: string): RegExpExecArray | null {
  const date = findDate(text);
  if (!date) return null;
  const named = DATE_LABEL.exec(text);
  if (named) return named;
  const label = LEADING_LABEL.exec(text);
  const alone =
    label !== null && date.index === label[0].length && date.index + date.text.length === text.length;
  return alone && !looksLikeJobTitle(label[0].replace(/:\s*$/, '')) ? label : null;
}

/** 'description - Led the migration', 'Technologies: SQL': a labelled line of the body, never a header. */
const BODY_LABEL =
  /^(?:description|responsibilities|duties|summary|technologies|tools|environment|tech stack)\s*(?::|\s-\s)/i;

/** Words in lower case inside names and titles: 'Bank of America', 'Head of Sales', 'Acme pvt ltd'. */
const SMALL_WORDS = new Set([
  'and',
  'of',
  'the',
  'for',
  'at',
  'in',
  'on',
  'to',
  'de',
  'du',
  'la',
  'le',
  'a',
  '&',
  'pvt',
  'ltd',
  'inc',
  'llc',
  'co',
]);

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
  // 'Science Teacher, Grades 7-8, Sand Creek Middle School, ... (August 2012 - June 2015)': pieces
  // between commas, one a title and one an employer, are a header as much as pieces between bars.
  const pieces = rest.replace(/\(\s*\)/g, '').split(/,\s+/);
  const commaHeader =
    pieces.length >= 2 &&
    pieces.some((piece) => looksLikeJobTitle(piece)) &&
    pieces.some((piece) => hasCompanyMarker(piece) && !looksLikeJobTitle(piece));
  return rest.split(HEADER_SEPARATOR).length > 1 || findLocation(rest) !== null || commaHeader;
}

/** A short phrase of capitalised words: 'Denver Motors', 'Management Official'. */
function isCapitalisedPhrase(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length === 0 || /[.;:!?]$/.test(trimmed)) return false;
  const list = trimmed.split(/\s+/);
  if (
    list.length > 6 ||
    !list.every(
      (word) =>
        /^(?:and|of|&|the|for|de|du|la|le|von|van)$/.test(word) ||
        /^[\p{Lu}(]/u.test(word) ||
        /^\d+(?:\/\d+|\p{L}+)$/u.test(word),
    )
  )
    return false;
  if (LABEL_LINE.test(trimmed) || BODY_LABEL.test(trimmed)) return false;
  // Digits only inside a name word ('Riverside 24/7 Foods', 'Studio9 Media'), never a date or a figure.
  return (
    !/\d/.test(trimmed) || (findDate(trimmed) === null && /(?:^|\s)\p{Lu}[\p{L}&'’-]+(?:\s|$)/u.test(trimmed))
  );
}

/** Could this line be (part of) an entry header? */
function isHeaderLike(line: string): boolean {
  const trimmed = line.trim();
  if (
    trimmed.length === 0 ||
    readBullet(line) ||
    LABEL_LINE.test(trimmed) ||
    BODY_LABEL.test(trimmed) ||
    isLabelRun(trimmed)
  )
    return false;
  // 'Cisco -' or 'Oracle -  Bangalore, Karnataka -': a dangling separator ends a header fragment.
  if (/\S\s+[-–|]$/.test(trimmed) && trimmed.split(/\s+/).length <= 10) return true;
  if (readFieldLabel(trimmed) !== null && trimmed.split(/\s+/).length <= 12) return true;
  // A sentence is not a header, but 'Senior Software Engineer, LevelUp.', 'Tidewater Books, Salem,
  // Oregon.' and 'Staff Photographer.' are.
  if (
    /[.;]$/.test(trimmed) &&
    !/\b(inc|co|ltd|corp|jr|sr)\.$/i.test(trimmed) &&
    !(
      /\.$/.test(trimmed) &&
      isCapitalisedPhrase(trimmed.slice(0, -1)) &&
      (findLocation(trimmed) !== null || looksLikeJobTitle(trimmed.slice(0, -1)))
    ) &&
    !(
      trimmed.split(/\s+/).length <= 10 &&
      looksLikeJobTitle(trimmed.split(',')[0] ?? '') &&
      trimmed.includes(',')
    )
  )
    return false;
  const date = findDate(trimmed);
  const withoutDate = date ? squash(trimmed.replace(date.text, ' ').replace(/[([]\s*[)\]]/g, ' ')) : trimmed;
  // 'Top Sales Producer - December 2009, Top Accounts Opened - May 2009': a single date closing an item
  // of a list, then another dated item, is a list of awards or milestones, not a header (which holds one
  // date or one range; 'Acme, 2019 to Chicago 2021' is a range split by a column of text).
  if (date && !hasDateRange(date.text)) {
    const after = trimmed.slice(date.index + date.text.length);
    const second = /^\s*[,;]\s*\S/.test(after) ? findDate(after) : null;
    if (second && !hasDateRange(second.text)) return false;
  }
  // 'Increased gross revenue from $250,000 to 4 million from 2010 to 2013': a sentence that says when, by
  // a preposition before its dates or with a sum or a share beside them, is no header.
  if (
    date &&
    (/\b(?:from|since|during|between|through|until|by|over)\s*$/i.test(trimmed.slice(0, date.index)) ||
      /[$€£]\s?\d|\d\s?%/.test(withoutDate))
  )
    return false;
  const words = withoutDate.split(/\s+/).filter((word) => word.length > 0);
  const wordTotal = words.length;
  if (date && wordTotal <= 14) return true;
  // A separator standing alone ('Title — Company, City , State') is no word.
  if (words.filter((word) => /[\p{L}\d]/u.test(word)).length > 12) return false;
  // 'Designed cooling systems and test rigs for the new engine line': lower-case words make a sentence.
  if (words.filter((word) => /^[a-z]/.test(word) && !SMALL_WORDS.has(word)).length > 3) return false;
  const pieces = withoutDate.split(HEADER_SEPARATOR);
  return (
    looksLikeJobTitle(pieces[0] ?? '') ||
    hasCompanyMarker(withoutDate) ||
    findLocation(withoutDate) !== null ||
    // Separators alone make a header only between short pieces: 'Analyst at Contoso', not a sentence.
    (pieces.length > 1 && pieces.every((piece) => piece.trim().split(/\s+/).length <= 6))
  );
}

/** A date and at most 13 words beside it: a header's line, however many words the date is written in. */
function hasDateOn(line: string): boolean {
  // '(Accounts Payable Clerk 2017-2020)', '(completed 2023)': years said of something in brackets are no
  // entry's dates; '(2019 - 2021)' or '(Jan 2019 - Present)' alone in brackets are.
  const bare = line.replace(/\(([^)]*)\)/g, (all, inside: string) =>
    (inside.match(/\p{L}{3,}/gu) ?? []).some((word) => !MONTH_WORD.test(word)) ? ' ' : all,
  );
  const date = findDate(bare);
  // The brackets the dates stood in are no words: '..., Arapahoe Plains School District (2012 - 2015)'.
  return (
    date !== null &&
    squash(bare.replace(date.text, ' ').replace(/[([]\s*[)\]]/g, ' ')).split(' ').length <= 13
  );
}

const MONTH_WORD =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^(?:present|current|now|today|to|since|until)$/i;

/**
 * Would the line, among the lines of an experience section, start an entry of its own by what it holds:
 * a line that could be a header ('Analyst — Contoso') and, with `dated`, holds the dates too?
 */
export function readsAsEntryHeader(line: string, dated: boolean): boolean {
  return isHeaderLike(line) && (!dated || hasDateOn(line));
}

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
  /** The same header with what no field holds left as extras, as lines of their own. */
  unfolded?: HeaderFields;
}

/** Words that name a department or a field of work, not an employer: 'Manager, Sales and Operations'. */
const DEPARTMENT_WORDS = new Set(
  'management engineering operations department division unit team affairs relations administration board directors committee'.split(
    ' ',
  ),
);

function isDepartment(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[\s/]+/)
    .map((word) => word.replace(/[^a-z&-]/g, ''))
    .filter((word) => word.length > 0);
  return words.every((word) => TITLE_MODIFIERS.has(word) || DEPARTMENT_WORDS.has(word));
}

/**
 * 'Senior Editor, Harbor Light Press' -> ['Senior Editor', 'Harbor Light Press'], and 'Brightwater
 * Books, Copy Editor' the other way round; 'Editorial Intern / Northgate Media' likewise at a spaced slash.
 * Never when the other part is a department ('Charge Nurse, Emergency Department') or a title of its own.
 */
function splitTitleFromEmployer(piece: string): string[] | null {
  for (const separator of [/\s+\/\s+/, /,\s+/]) {
    const parts = piece.split(separator);
    if (parts.length < 2) continue;
    const first = parts[0] ?? '';
    const rest = piece.slice(first.length).replace(/^[\s,/]+/, '');
    const last = parts[parts.length - 1] ?? '';
    const head = piece.slice(0, piece.length - last.length).replace(/[\s,/]+$/, '');
    // 'Sales Associate / Repair Tech': two titles of one job, not a title and an employer.
    if (
      separator.source.includes('/') &&
      (looksLikeJobTitle(rest) || /\b(?:tech|aide|attendant|porter|runner|helper|handler)$/i.test(rest))
    )
      continue;
    if (isPlainTitle(first) && isEmployerPart(rest, separator)) return [first, rest];
    if (separator.source.startsWith(',') && isPlainTitle(last) && isEmployerPart(head, separator))
      return [head, last];
  }
  return null;
}

/** 'Night Instructor: Elm Training Centre' is a label and a name, not a title. */
function isPlainTitle(text: string): boolean {
  return !text.includes(':') && looksLikeJobTitle(text);
}

function isEmployerPart(text: string, separator: RegExp): boolean {
  return (
    /^[\p{Lu}\d]/u.test(text) &&
    !looksLikeJobTitle(text) &&
    !looksLikeJobTitle(text.split(separator)[0] ?? '') &&
    !isDepartment(text)
  );
}

/**
 * A place found with words of the header at its start ('Maple Grove Elementary School Springfield, IL',
 * 'Lead Web Developer Santa Monica, CA') starts after them: after the last employer word of the city
 * part, and after a word that completes the title before it. When the city part ends in an employer word
 * ('Brightline Solutions Limited, Ireland'), the place is what follows the comma.
 */
function trimPlace(before: string, place: { text: string; index: number }): { text: string; index: number } {
  const comma = place.text.indexOf(',');
  if (comma < 0) return place;
  const words = place.text.slice(0, comma).trim().split(/\s+/);
  // 'Brightline Solutions Limited, Ireland': the words before the comma name the employer, not a city.
  if (hasCompanyMarker(words[words.length - 1] ?? '')) {
    const region = place.text.slice(comma + 1).trimStart();
    return { text: region, index: place.index + place.text.length - region.length };
  }
  // Up to the last employer word, a city word after it.
  let moved = 0;
  words.forEach((word, index) => {
    if (hasCompanyMarker(word)) moved = index + 1;
  });
  const head = [before, ...words.slice(0, moved)].filter((part) => part.length > 0).join(' ');
  const next = words[moved] ?? '';
  // 'Lead Web' + 'Developer': the first city word is the role noun the title ends with.
  if (
    moved < words.length - 1 &&
    head.length > 0 &&
    ROLE_NOUNS.has(next.toLowerCase()) &&
    looksLikeJobTitle(`${head} ${next}`)
  )
    moved += 1;
  if (moved === 0) return place;
  const skipped = place.text.match(new RegExp(`^(?:\\S+\\s+){${moved}}`))?.[0] ?? '';
  return { text: place.text.slice(skipped.length), index: place.index + skipped.length };
}

/** 'BRIGHTPATH- Tulsa, OK': a hyphen glued to the employer, then a space, separates too. */
function splitGluedDash(piece: string): string[] {
  return piece.includes('- ') ? piece.split(/(?<=[\p{L}.)])-\s+(?=\p{Lu})/u) : [piece];
}

interface HeaderPiece {
  text: string;
  /** The field a label gave it ('Company:'), if any. */
  field: 'title' | 'company' | null;
  /** From a line ending in a dangling separator, as job-board exports write the employer line. */
  dangling: boolean;
  /** The header line it was read from. */
  line: number;
}

/** 'Staff Photographer.' -> 'Staff Photographer'; 'Sr.' keeps its stop. */
function withoutFinalStop(title: string): string {
  return title.endsWith('.') && /\p{L}{4}\.$/u.test(title) ? title.slice(0, -1) : title;
}

function employerMarked(piece: HeaderPiece): boolean {
  return hasCompanyMarker(piece.text) && !looksLikeJobTitle(piece.text);
}

/** Puts the parts of the piece at `at` in its place, unlabelled. */
function splitPiece(pieces: HeaderPiece[], at: number, parts: readonly string[]): void {
  const piece = pieces[at];
  if (piece) pieces.splice(at, 1, ...parts.map((text) => ({ ...piece, field: null, text })));
}

/**
 * A header piece without the separators around it; a bracket goes only when it has no partner inside the
 * piece, so 'Teamroster (HR software)' keeps its closing bracket and '(Austin' loses its opening one.
 */
function trimPiece(raw: string): string {
  let piece = raw.replace(/^[\s,|:–—-]+|[\s,|:–—-]+$/g, '');
  for (let pass = 0; pass < 4; pass += 1) {
    const opens = (piece.match(/\(/g) ?? []).length;
    const closes = (piece.match(/\)/g) ?? []).length;
    const before = piece;
    if (piece.startsWith('(') && opens > closes) piece = piece.slice(1);
    else if (piece.endsWith(')') && closes > opens) piece = piece.slice(0, -1);
    else if (piece.startsWith(')')) piece = piece.slice(1);
    else if (piece.endsWith('(')) piece = piece.slice(0, -1);
    piece = piece.replace(/^[\s,|:–—-]+|[\s,|:–—-]+$/g, '');
    if (piece === before) break;
  }
  return piece;
}

/** Splits header lines into title, company, location and dates. */
export function readEntryHeader(lines: readonly string[]): HeaderFields {
  let dates = '';
  const pieces: HeaderPiece[] = [];
  /** The field labels read ('Company:', 'Position held:'): kept, as one leading extra, so no word is lost. */
  const labels: string[] = [];
  let location = '';
  for (const [lineIndex, line] of lines.entries()) {
    let rest = line.trim();
    const label = readFieldLabel(rest);
    const field = label ? (EMPLOYER_LABEL.test(label[0]) ? 'company' : 'title') : null;
    if (label) {
      labels.push(label[0].replace(/^\(\s*/, '').trim());
      rest = rest.slice(label[0].length).replace(/\)\s*$/, '');
    }
    const dateLabel = readDateLabel(rest);
    if (dateLabel) {
      labels.push(dateLabel[0].trim());
      rest = rest.slice(dateLabel[0].length);
    }
    // 'Quillsoft India -  Hyderabad, Telangana -': the employer line of a job-board export.
    const dangling = /\S\s+[-–|]$/.test(rest);
    const date = findDate(rest);
    if (date && !dates) {
      dates = date.text.trim();
      // '2019 – Present (as needed)': a note in brackets right after the dates is theirs.
      // (A note of words: a figure in brackets, '(320 hours)', is a claim of its own.)
      const note = /^\s*\([^)\d]{1,30}\)/.exec(rest.slice(date.index + date.text.length));
      if (note) dates = `${dates} ${note[0].trim()}`;
      rest = `${rest.slice(0, date.index)}   ${rest.slice(date.index + date.text.length + (note?.[0].length ?? 0))}`;
    }
    const linePieces: string[] = [];
    for (const rawPiece of rest.split(HEADER_SEPARATOR).flatMap(splitGluedDash).flatMap(splitTitleIn)) {
      const piece = trimPiece(rawPiece);
      if (piece.length === 0) continue;
      const found = location ? null : findLocation(piece);
      // 'Town of Pine Crossing, NC', 'County of Placer': a place that names the employer is its name.
      const namesEmployer =
        found !== null &&
        /\b(?:town|city|county|village|state|borough|district|university|college|port)\s+of\s*$/i.test(
          piece.slice(0, found.index),
        );
      if (found && !namesEmployer) {
        const place = trimPlace(piece.slice(0, found.index).replace(/[\s,]+$/, ''), found);
        location = place.text.trim();
        let before = trimPiece(piece.slice(0, place.index));
        // 'Albuquerque and Santa Fe, NM': two towns of one state are one place (after the employer's
        // name and a comma, too, as the header prints).
        const towns = /(?:^|,\s*)(\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}\s+(?:and|&|\/))$/u.exec(
          before,
        );
        if (towns) {
          location = `${towns[1]} ${location}`;
          before = trimPiece(before.slice(0, towns.index));
        }
        let after = trimPiece(piece.slice(place.index + place.text.length));
        // 'Florida, Georgia and the Carolinas': a list of places is one place.
        if (/^(?:and|&)\s+(?:the\s+)?\p{Lu}[\p{L}\s.'-]*$/u.test(after)) {
          location = `${location} ${after}`;
          after = '';
        }
        if (before) linePieces.push(before);
        // The full stop after 'Salem, Oregon.' is no piece of its own.
        if (/[\p{L}\d]/u.test(after)) linePieces.push(after);
      } else {
        linePieces.push(piece);
      }
    }
    linePieces.forEach((text, index) => {
      pieces.push({ text, field: index === 0 ? field : null, dangling, line: lineIndex });
    });
  }
  // 'Senior Editor, Harbor Light Press': a title and the employer in one piece, when no other piece
  // names the employer.
  let splitComma = false;
  for (let index = 0; index < pieces.length && !splitComma; index += 1) {
    const piece = pieces[index];
    if (!piece || piece.field !== null || !/,|\s\/\s/.test(piece.text)) continue;
    if (pieces.some((other, at) => at !== index && (other.field !== null || employerMarked(other)))) continue;
    // 'Shift Supervisor, 2nd Shift — Delta Crest Distribution': another piece of the line names the
    // employer, so the comma qualifies the title.
    if (
      pieces.some((other, at) => at !== index && other.line === piece.line && !looksLikeJobTitle(other.text))
    )
      continue;
    const parts = splitTitleFromEmployer(piece.text);
    if (parts) {
      splitPiece(pieces, index, parts);
      splitComma = true;
    }
  }
  if (
    !splitComma &&
    (!pieces.some(employerMarked) ||
      pieces.length === 1 ||
      !pieces.some((piece) => looksLikeJobTitle(piece.text)))
  ) {
    // 'Registered Nurse Company Name': the title runs straight into the employer.
    // Not where another piece of the line names the employer ('Shift Supervisor, 2nd Shift — Delta Crest').
    const at = pieces.findIndex(
      (piece, index) =>
        piece.field === null &&
        splitLeadingTitle(piece.text) !== null &&
        !(
          /,/.test(piece.text) &&
          pieces.some(
            (other, at) => at !== index && other.line === piece.line && !looksLikeJobTitle(other.text),
          )
        ),
    );
    const split = at >= 0 ? splitLeadingTitle(pieces[at]?.text ?? '') : null;
    if (split) splitPiece(pieces, at, split);
  }
  const list = pieces.map((piece) => piece.text);
  let titleIndex = pieces.findIndex((piece) => piece.field === 'title');
  // A header of one piece that names a role ('2nd Grade Teacher, August 2018 – June 2020') is a title.
  if (titleIndex < 0 && pieces.length === 1 && !hasCompanyMarker(list[0] ?? '')) {
    // 'Summer Day Camp Counselor, Millbrook Parks & Rec': the role, then its employer.
    const [role = '', ...rest] = (list[0] ?? '').split(/,\s+/);
    if (rest.length > 0 && roleNounsOf(role).length > 0 && roleNounsOf(rest.join(' ')).length === 0) {
      list.splice(0, 1, role, rest.join(', '));
      pieces.splice(
        0,
        1,
        { ...(pieces[0] as HeaderPiece), text: role },
        { ...(pieces[0] as HeaderPiece), text: rest.join(', ') },
      );
      titleIndex = 0;
    } else if (rest.length === 0 && roleNounsOf(role).length > 0) titleIndex = 0;
  }
  if (titleIndex < 0)
    titleIndex = pieces.findIndex(
      (piece) => piece.field === null && looksLikeJobTitle(piece.text) && !hasCompanyMarker(piece.text),
    );
  if (titleIndex < 0)
    titleIndex = pieces.findIndex((piece) => piece.field === null && looksLikeJobTitle(piece.text));
  let companyIndex = pieces.findIndex((piece) => piece.field === 'company');
  if (companyIndex < 0)
    companyIndex = pieces.findIndex(
      (piece, index) => index !== titleIndex && piece.field === null && hasCompanyMarker(piece.text),
    );
  if (companyIndex < 0)
    companyIndex = pieces.findIndex((piece, index) => index !== titleIndex && piece.dangling);
  if (companyIndex < 0)
    companyIndex = pieces.findIndex((piece, index) => index !== titleIndex && !looksLikeJobTitle(piece.text));
  if (companyIndex < 0 && !(pieces.length === 1 && titleIndex === 0))
    companyIndex = pieces.findIndex((_, index) => index !== titleIndex);
  if (titleIndex < 0 && companyIndex >= 0 && pieces.length > 1) {
    // Neither piece reads as a title: the usual order is title first unless the first names an employer.
    titleIndex = pieces.findIndex((_, index) => index !== companyIndex);
  }
  // The other pieces stay in the header, beside the field read from their line ('Crew Chief, C-130H';
  // 'U.S. Air Force, Active Duty'), else with the employer ('Northfield & Co., Ashford Park Mall'): a
  // header line is never turned into a line of work.
  let title = titleIndex >= 0 ? withoutFinalStop(list[titleIndex] ?? '') : '';
  let company = companyIndex >= 0 ? (list[companyIndex] ?? '') : '';
  const titleLine = pieces[titleIndex]?.line;
  const companyLine = pieces[companyIndex]?.line;
  let place = location;
  pieces.forEach((piece, index) => {
    if (index === titleIndex || index === companyIndex) return;
    const ownLine = piece.line !== titleLine && piece.line !== companyLine;
    if (piece.line === titleLine && title) title = `${title}, ${piece.text}`;
    else if (!company) company = piece.text;
    // A piece before the employer on its line goes before it ('Redfield Home Goods – Distribution Center').
    else if (piece.line === companyLine && index < companyIndex) company = `${piece.text}, ${company}`;
    // A town on a line of its own ('Coventry') is where.
    else if (
      ownLine &&
      !place &&
      piece.text.split(/\s+/).length <= 3 &&
      !hasCompanyMarker(piece.text) &&
      !looksLikeJobTitle(piece.text)
    )
      place = piece.text;
    else company = `${company}, ${piece.text}`;
  });
  return {
    title,
    company,
    location: place,
    dates,
    extras: labels.length > 0 ? [labels.join(' ')] : [],
    unfolded: {
      title: titleIndex >= 0 ? withoutFinalStop(list[titleIndex] ?? '') : '',
      company: companyIndex >= 0 ? (list[companyIndex] ?? '') : '',
      location,
      dates,
      extras: [
        ...(labels.length > 0 ? [labels.join(' ')] : []),
        ...list.filter((_, index) => index !== titleIndex && index !== companyIndex),
      ],
    },
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
    };
  });
  // Roles under one employer's line ('Tri-County Federal Savings Bank — Stonebridge, KS', then 'Personal
  // Banker  May 2021 – Present', then 'Teller / Lead Teller  June 2019 – May 2021'): a role with a title
  // and dates but no employer of its own is the employer's above it.
  let employer: { company: string; location: string } | null = null;
  return entries.map(({ employerLine, ...entry }) => {
    if (employerLine) employer = { company: entry.company, location: entry.location };
    else if (entry.company) employer = null;
    else if (employer && entry.title && entry.dates)
      return { ...entry, company: employer.company, location: entry.location || employer.location };
    return entry;
  });
}
