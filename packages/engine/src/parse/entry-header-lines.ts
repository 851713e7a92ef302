/**
 * Which lines of an experience-like section are (part of) an entry header: the words that mark an
 * employer, the separators between a header's fields, the labels of labelled fields ('Company:',
 * 'Designation:'), and the tests that tell a header's line from a line of work ('Analyst — Contoso' from
 * 'Designed cooling systems for the new engine line'). Grouping lines into entries and reading a
 * header's fields both ask these.
 */

import { alternation, fromReadingTable } from '../lang/reading-table';
import type { LanguageTable } from '../lang/table';
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { squash } from '../text/normalize-text';
import { findLocation } from '../text/places';
import { foreignDateGrammar } from './foreign-dates';
import { findDate, hasDateRange } from './parse-dates';
import { readBullet } from './read-lines';

/** Words that mark an employer name. */
const COMPANY_MARKERS =
  /\b(inc|inc\.|llc|l\.l\.c|ltd|limited|corp|corporation|co\.|company|group|partners|associates|gmbh|plc|pvt|llp|lp|bank|university|college|school|academy|institute|hospital|clinic|health|medical center|agency|labs?|studios?|systems|solutions|technologies|technology|consulting|services|foundation|trust|council|department|ministry|county|city of|state of|restaurant|hotel|resort|airlines?|army|navy|air force|marine corps|church|district|center|centre)(?![\w])/i;

/** 'Title at Employer'; never the 'at' of a name ('Harmon & Price, Attorneys at Law', 'Member at Large'). */
export const HEADER_SEPARATOR =
  /\s+[|•·]\s+|\s+[—–]\s+|\s+-{1,2}\s+|\t+|\s{3,}|\s+at\s+(?![Ll]aw\b|[Ll]arge\b)|\s+@\s+|\s*,\s+(?=\d{4})|\s*\.{3,}\s*/;

/**
 * A labelled header field: 'Company: Acme Ltd', 'Position held: Plant Manager', '(Designation: Intern)';
 * also 'company - Acme Ltd', as exports that write each field as 'name - value' have it.
 */
const FIELD_LABEL =
  /^\(?\s*(?:company(?:\s+name)?|firm|employer|organi[sz]ation|position(?:\s+held)?|designation|post|role|job\s+title)\s*:\s*(?=\S)/i;
/** The lower-case 'company - Acme Ltd'; 'Company Name - City , State' is a template's header, not a label. */
const DASHED_FIELD_LABEL = /^(?:company|designation|role|position)\s+-\s+(?=\S)/;

/** The labels of those that name the employer; the others name the title. */
export const EMPLOYER_LABEL = /^\(?\s*(?:company|firm|employer|organi)/i;

export function readFieldLabel(text: string): RegExpExecArray | null {
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

interface ForeignHeaderWords {
  /** The language's employer words, as written ('S.L.', 'GmbH', 'Hospital'), whole words. */
  employer: RegExp;
  /** The separators between a header's fields, with the language's 'at' words ('chez', 'bei'). */
  separator: RegExp;
  /** One of them ending the line. */
  employerEnd: RegExp;
  smallWords: Set<string>;
  /** 'Funciones:', 'Missions :', 'Aufgaben': a labelled line of an entry's body. */
  bodyLabel: RegExp;
}

function buildHeaderWords(table: LanguageTable): ForeignHeaderWords {
  return {
    employer: new RegExp(`(?<![\\p{L}])(?:${alternation(table.employerMarkers)})(?![\\p{L}])`, 'u'),
    separator:
      table.atWords.length > 0
        ? new RegExp(`${HEADER_SEPARATOR.source}|\\s+(?:${alternation(table.atWords)})\\s+`, 'u')
        : HEADER_SEPARATOR,
    employerEnd: new RegExp(`(?<![\\p{L}])(?:${alternation(table.employerMarkers)})$`, 'u'),
    smallWords: new Set([...table.smallWords, ...table.atWords]),
    bodyLabel: new RegExp(`^(?:${alternation(table.bodyLabels)})\\s*(?::|\\s-\\s|$)`, 'iu'),
  };
}

/** The employer words, connectors and body labels of the language being read; null for English. */
function foreignHeaderWords(): ForeignHeaderWords | null {
  return fromReadingTable('header-words', buildHeaderWords);
}

/** Does the text name an employer by its words ('Inc', 'University'; in a Spanish resume 'S.L.' too)? */
export function hasCompanyMarker(text: string): boolean {
  if (COMPANY_MARKERS.test(text)) return true;
  return foreignHeaderWords()?.employer.test(text) ?? false;
}

/** The separators between a header's fields in the language being read: 'Analyst at Contoso', 'Elektriker bei Siemens'. */
export function headerSeparator(): RegExp {
  return foreignHeaderWords()?.separator ?? HEADER_SEPARATOR;
}

/** 'Mercadona S.A.', 'Verein e.V.': the stop ends the employer's legal form, not a sentence. */
function endsWithForeignMarker(line: string): boolean {
  const words = foreignHeaderWords();
  return words !== null && /\.$/.test(line) && words.employerEnd.test(line);
}

/** A small word written in lower case inside a name or a title, in English or the language being read. */
function isSmallWord(word: string): boolean {
  return SMALL_WORDS.has(word) || (foreignHeaderWords()?.smallWords.has(word) ?? false);
}

/** A labelled line of an entry's body in the language being read ('Funciones:', 'Aufgaben:'). */
function isForeignBodyLabel(line: string): boolean {
  return foreignHeaderWords()?.bodyLabel.test(line) ?? false;
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
  return rest.split(headerSeparator()).length > 1 || findLocation(rest) !== null || commaHeader;
}

/** A short phrase of capitalised words: 'Denver Motors', 'Management Official'. */
export function isCapitalisedPhrase(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length === 0 || /[.;:!?]$/.test(trimmed)) return false;
  const list = trimmed.split(/\s+/);
  if (
    list.length > 6 ||
    !list.every(
      (word) =>
        /^(?:and|of|&|the|for|de|du|la|le|von|van)$/.test(word) ||
        (foreignHeaderWords()?.smallWords.has(word) ?? false) ||
        /^[\p{Lu}(]/u.test(word) ||
        /^\d+(?:\/\d+|\p{L}+)$/u.test(word),
    )
  )
    return false;
  if (LABEL_LINE.test(trimmed) || BODY_LABEL.test(trimmed) || isForeignBodyLabel(trimmed)) return false;
  // Digits only inside a name word ('Riverside 24/7 Foods', 'Studio9 Media'), never a date or a figure.
  return (
    !/\d/.test(trimmed) || (findDate(trimmed) === null && /(?:^|\s)\p{Lu}[\p{L}&'’-]+(?:\s|$)/u.test(trimmed))
  );
}

/**
 * A note of the career inside an entry ('Promoted to Catering & Events Manager in August 2021', 'Hired as
 * 2nd shift CNC Operator, ...', '(Promoted from Pharmacy Technician ...)'): a line of the entry, dated or
 * not, never its header, and no piece of work to ask the result of.
 */
export function isCareerNote(line: string): boolean {
  return /^\(?(?:promoted|hired|rehired|joined|transferred|moved|advanced|returned|started|began|selected|named|appointed|elected)\s+(?:as|to|from|in|into|on)\b/i.test(
    line.trim(),
  );
}

/** Could this line be (part of) an entry header? */
export function isHeaderLike(line: string): boolean {
  const trimmed = line.trim();
  if (
    trimmed.length === 0 ||
    readBullet(line) ||
    LABEL_LINE.test(trimmed) ||
    BODY_LABEL.test(trimmed) ||
    isForeignBodyLabel(trimmed) ||
    isLabelRun(trimmed) ||
    isCareerNote(trimmed)
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
    !endsWithForeignMarker(trimmed) &&
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
  // 'Designed cooling systems and test rigs for the new engine line': lower-case words make a sentence.
  const lowerCase = foreignHeaderWords() === null ? /^[a-z]/ : /^\p{Ll}/u;
  if (words.filter((word) => lowerCase.test(word) && !isSmallWord(word)).length > 3) return false;
  const pieces = withoutDate.split(headerSeparator());
  const named = words.filter((word) => /[\p{L}\d]/u.test(word)).length;
  // 'Aerospace Maintenance Craftsman (Crew Chief), KC-135R — United States Air Force, 22nd Maintenance
  // Group, McConnell AFB, KS': a title before a separator, then the employer's long name and its unit.
  if (
    named <= 20 &&
    pieces.length > 1 &&
    looksLikeJobTitle((pieces[0] ?? '').split(/\s*[(,]/)[0] ?? '') &&
    !/[.;:]$/.test(trimmed)
  )
    return true;
  // A separator standing alone ('Title — Company, City , State') is no word.
  if (named > 12) return false;
  return (
    looksLikeJobTitle(pieces[0] ?? '') ||
    hasCompanyMarker(withoutDate) ||
    findLocation(withoutDate) !== null ||
    // Separators alone make a header only between short pieces: 'Analyst at Contoso', not a sentence.
    (pieces.length > 1 && pieces.every((piece) => piece.trim().split(/\s+/).length <= 6))
  );
}

/** A date and at most 13 words beside it: a header's line, however many words the date is written in. */
export function hasDateOn(line: string): boolean {
  // '(Accounts Payable Clerk 2017-2020)', '(completed 2023)': years said of something in brackets are no
  // entry's dates; '(2019 - 2021)' or '(Jan 2019 - Present)' alone in brackets are.
  const bare = line.replace(/\(([^)]*)\)/g, (all, inside: string) =>
    (inside.match(/\p{L}{3,}/gu) ?? []).some((word) => !isDateWord(word)) ? ' ' : all,
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

/** A word of a date, in English or the language being read ('actualidad', 'März'). */
function isDateWord(word: string): boolean {
  return MONTH_WORD.test(word) || (foreignDateGrammar()?.word.test(word) ?? false);
}

/**
 * Would the line, among the lines of an experience section, start an entry of its own by what it holds:
 * a line that could be a header ('Analyst — Contoso') and, with `dated`, holds the dates too?
 */
export function readsAsEntryHeader(line: string, dated: boolean): boolean {
  return isHeaderLike(line) && (!dated || hasDateOn(line));
}
