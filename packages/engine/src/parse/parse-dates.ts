/**
 * Dates as resumes write them: 'Mar 2021 – Present', '03/2019 - 06/2021', '2018-2020', 'Summer 2021',
 * 'April 2015 to Current'. One pattern finds them, one function reads them.
 */
import { readingTable } from '../lang/reading-table';
import type { DateRange, YearMonth } from '../types';
import { englishDateText, foreignDateGrammar, hasForeignDateWord } from './foreign-dates';

const MONTHS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^jan/i, 1],
  [/^feb/i, 2],
  [/^mar/i, 3],
  [/^apr/i, 4],
  [/^may/i, 5],
  [/^jun/i, 6],
  [/^jul/i, 7],
  [/^aug/i, 8],
  [/^sep/i, 9],
  [/^oct/i, 10],
  [/^nov/i, 11],
  [/^dec/i, 12],
  // Seasons map to the month they start in, so ranges still sort.
  [/^spring/i, 3],
  [/^summer/i, 6],
  [/^(fall|autumn)/i, 9],
  [/^winter/i, 12],
];

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** A season, or seasons ('Summers 2015–2018': the summers of those years). */
const SEASON = '(?:spring|summer|fall|autumn|winter)s?';
/** A year, or a template's placeholder for one ('20XX'), which reads as a date of unknown value. */
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d|(?:19|20)[xX]{2})';
/**
 * 'Mar 2021', 'March, 2021', 'June 1st 2015', 'July 8, 2019', and as some write it 'May/2008', "Dec' 2015"
 * or "Mar '19".
 */
const MONTH_YEAR = `(?:(?:${MONTH}|${SEASON})(?:\\s+(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?)?(?:,?\\s+|/|['’]\\s*)${YEAR}|${MONTH}\\s*['’]\\d{2}(?!\\d))`;
const POINT = `(?:${MONTH_YEAR}|(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\\d|3[01])/${YEAR}|(?:0?[1-9]|1[0-2])[/.-]${YEAR}|${YEAR}[/-](?:0[1-9]|1[0-2])(?![\\d])|${YEAR})`;
const PRESENT = '(?:present|current(?:ly)?|now|today|date|(?:still\\s+)?on\\s?-?going)';
/** A dash or a word between the ends of a range; the word may carry a colon ('Since: 2014 Until: Currently'). */
const SEPARATOR = '\\s*(?:-|–|—|(?:to|until|through|till):?|~)\\s*';
/** The ends that may follow a start with no dash: words that only ever close a range. */
const SPACED_END = '(?:present|current)';
/**
 * A range; also a start and an end with only spaces between ('Jan 2012  Present', 'Mar 2002  May 2008'),
 * or two years run together ('20132015', '2016present'), as text extraction leaves a range whose dash
 * glyph it dropped. Two bare years with a space between never pair that way. Months of one year share
 * it: 'Jun - Sept 2009', 'January August 2012'.
 */
/** A month and a two-digit year ('8/07'): read only within a range ('8/07-12/09', '7/95 to present'). */
const SHORT_POINT = '(?:0?[1-9]|1[0-2])/\\d{2}';
const RANGE = `(?:${SEASON}\\s+${YEAR}(?:,\\s*${YEAR})+|${POINT}${SEPARATOR}(?:${POINT}|${PRESENT})|${SHORT_POINT}${SEPARATOR}(?:${SHORT_POINT}|${PRESENT})|${POINT}\\s+${SPACED_END}(?![\\w])|${MONTH_YEAR}\\s+${MONTH_YEAR}|${YEAR}(?:${YEAR}|${SPACED_END})|${MONTH}(?:${SEPARATOR}|\\s+)${MONTH_YEAR})`;

/** Matches a range, or a single date point, not inside a longer number or word. */
export const DATE_RANGE_PATTERN = new RegExp(`(?<![\\w/.-])(?:${RANGE})(?![\\w/])`, 'i');
export const DATE_POINT_PATTERN = new RegExp(`(?<![\\w/.-])${POINT}(?![\\w/])`, 'i');
const DATE_ANY_GLOBAL = new RegExp(`(?<![\\w/.-])(?:${RANGE}|${POINT})(?![\\w/])`, 'gi');
const PRESENT_PATTERN = new RegExp(`^${PRESENT}$`, 'i');
const SPACED_RANGE = new RegExp(`^(${POINT})\\s+(${SPACED_END}|${MONTH_YEAR})$`, 'i');
const LONE_POINT = new RegExp(`^(?:${POINT})$`, 'i');
const LONE_CONNECTOR = /^(?:-|–|—|to|until|through|till|~)$/i;
const LONE_END = new RegExp(`^(?:${POINT}|${PRESENT})$`, 'i');
const ENDS_WITH_POINT = new RegExp(`(?<![\\w/.-])(?:${POINT})$`, 'i');
const ENDS_WITH_MONTH_YEAR = new RegExp(`(?<![\\w/.-])(?:${MONTH_YEAR})$`, 'i');
const STARTS_WITH_PRESENT = new RegExp(`^${SPACED_END}(?![\\w])`, 'i');
const LONE_MONTH_YEAR = new RegExp(`^(?:${MONTH_YEAR})$`, 'i');
const LONE_MONTH = new RegExp(`^${MONTH}$`, 'i');
/** 'Jun - Sept 2009', 'January August 2012': a month, then a month and the year both belong to. */
const MONTHS_OF_ONE_YEAR = new RegExp(`^(${MONTH})(?:${SEPARATOR}|\\s+)(${MONTH_YEAR})$`, 'i');

/**
 * Does `next` finish the date range `previous` ends with, the dash between them lost ('Jan 2012' then
 * 'Present', 'Mar 2002' then 'May 2008')?
 */
export function endsDateRange(previous: string, next: string): boolean {
  const before = previous.trim();
  const after = next.trim();
  if (!ENDS_WITH_POINT.test(before) || DATE_RANGE_PATTERN.test(before)) return false;
  return (
    STARTS_WITH_PRESENT.test(after) || (ENDS_WITH_MONTH_YEAR.test(before) && LONE_MONTH_YEAR.test(after))
  );
}

export function parseDatePoint(text: string): YearMonth | null {
  const cleaned = text.trim().replace(/\.$/, '');
  const dayFirst = cleaned.match(/^(\d{1,2})\/\d{1,2}\/(\d{4})$/);
  if (dayFirst) return { year: Number(dayFirst[2]), month: Number(dayFirst[1]) };
  const numeric = cleaned.match(/^(\d{1,2})[/.-](\d{4})$/);
  if (numeric) return { year: Number(numeric[2]), month: Number(numeric[1]) };
  const short = cleaned.match(/^(\d{1,2})\/(\d{2})$/);
  if (short) {
    const year = Number(short[2]);
    return { year: year >= 50 ? 1900 + year : 2000 + year, month: Number(short[1]) };
  }
  const isoLike = cleaned.match(/^(\d{4})[/-](\d{2})$/);
  if (isoLike) return { year: Number(isoLike[1]), month: Number(isoLike[2]) };
  const yearOnly = cleaned.match(/^(\d{4})$/);
  if (yearOnly) return { year: Number(yearOnly[1]), month: 0 };
  // "Mar '19": a month and the year's last two digits.
  const clipped = cleaned.match(/^([A-Za-z]+)\.?\s*['’](\d{2})$/);
  if (clipped) {
    const month = MONTHS.find(([pattern]) => pattern.test(clipped[1] ?? ''))?.[1];
    const year = Number(clipped[2]);
    if (month !== undefined) return { year: year >= 50 ? 1900 + year : 2000 + year, month };
  }
  const named = cleaned.match(/^([A-Za-z]+)\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+|\/|['’]\s*)(\d{4})$/);
  if (named) {
    const month = MONTHS.find(([pattern]) => pattern.test(named[1] ?? ''))?.[1];
    if (month !== undefined) return { year: Number(named[2]), month };
  }
  return null;
}

/**
 * Reads a range ('Jan 2020 - Present') or a single point ('06/2016') into a DateRange. A range written in
 * Spanish, French or German ('ene. 2020 – actualidad', 'seit 04/2021') is read through its English form,
 * wherever it is read: the parsed resume keeps the text as written, and its readers need no language.
 */
export function parseDateRange(text: string): DateRange | null {
  const english = parseEnglishDateRange(text);
  if (english !== null && readingTable() === null && !hasForeignDateWord(text)) return english;
  const rewritten = englishDateText(text);
  if (rewritten === text.trim()) return english;
  const read = parseEnglishDateRange(rewritten);
  return read ? { ...read, text: text.trim() } : english;
}

function parseEnglishDateRange(text: string): DateRange | null {
  const trimmed = text.trim();
  const sameYear = trimmed.match(MONTHS_OF_ONE_YEAR);
  if (sameYear) {
    const end = parseDatePoint(sameYear[2] ?? '');
    const month = MONTHS.find(([pattern]) => pattern.test(sameYear[1] ?? ''))?.[1];
    if (end && month !== undefined)
      return { text: trimmed, start: { year: end.year, month }, end, current: false };
  }
  // 'Summers 2017, 2018': the first season to the last year named.
  const seasons = /^(\p{L}+s?)\s+(\d{4})(?:,\s*\d{4})*,\s*(\d{4})$/u.exec(trimmed);
  if (seasons) {
    const first = parseDatePoint(`${(seasons[1] ?? '').replace(/s$/i, '')} ${seasons[2]}`);
    const last = parseDatePoint(`${(seasons[1] ?? '').replace(/s$/i, '')} ${seasons[3]}`);
    if (first && last) return { text: trimmed, start: first, end: last, current: false };
  }
  const parts = trimmed.split(/\s*(?:\s-\s|–|—|\b(?:to|until|through|till)\b:?|~)\s*/i);
  if (parts.length === 1) {
    // 'Jan 2012  Present', 'Mar 2002  May 2008': the dash was lost.
    const spaced = trimmed.match(SPACED_RANGE) ?? trimmed.match(/^(\d{4})(\d{4}|present|current)$/i);
    if (spaced) parts.splice(0, 1, spaced[1] ?? '', spaced[2] ?? '');
  }
  if (parts.length === 1) {
    // '2018-2020' and '03/2019-06/2021' use a bare hyphen.
    const bare = trimmed.match(/^(.*?\d{4}|\d{1,2}\/\d{2})-(.+)$/);
    if (
      bare &&
      parseDatePoint(bare[1] ?? '') &&
      (parseDatePoint(bare[2] ?? '') || PRESENT_PATTERN.test(bare[2] ?? ''))
    ) {
      parts.splice(0, 1, bare[1] ?? '', bare[2] ?? '');
    }
  }
  const start = parseDatePoint(parts[0] ?? '');
  if (!start) return null;
  if (parts.length === 1) return { text: trimmed, start, end: start, current: false };
  const endText = (parts[parts.length - 1] ?? '').trim();
  if (PRESENT_PATTERN.test(endText)) return { text: trimmed, start, end: null, current: true };
  const end = parseDatePoint(endText);
  return { text: trimmed, start, end: end ?? start, current: false };
}

export interface DateMatch {
  text: string;
  index: number;
  range: DateRange;
}

/**
 * The first date range in a line, else its first single date. A placeholder ('20XX - 20XX') is found
 * with an unknown start and end, so the entry it heads is still read; parseDateRange rejects it.
 */
export function findDate(text: string): DateMatch | null {
  // Every date holds a digit of its year: most lines of a resume are ruled out here.
  if (!/\d/.test(text)) return null;
  const grammar = foreignDateGrammar();
  const range = (grammar?.range ?? DATE_RANGE_PATTERN).exec(text);
  const found = range ?? (grammar?.point ?? DATE_POINT_PATTERN).exec(text);
  if (!found) return null;
  const parsed = parseDateRange(found[0]);
  if (parsed) return { text: found[0], index: found.index, range: parsed };
  if (!/(?:19|20)[xX]{2}/.test(found[0])) return null;
  return {
    text: found[0],
    index: found.index,
    range: { text: found[0], start: null, end: null, current: new RegExp(PRESENT, 'i').test(found[0]) },
  };
}

export function findAllDates(text: string): string[] {
  return text.match(foreignDateGrammar()?.any ?? DATE_ANY_GLOBAL) ?? [];
}

/** Does the line hold a full date range (start and end)? */
export function hasDateRange(text: string): boolean {
  return (foreignDateGrammar()?.range ?? DATE_RANGE_PATTERN).test(text);
}

/**
 * 'April 2015' / 'to' / 'Current' on three lines, as some PDF extractors leave them, become one line; so do
 * 'Jan 2012' / 'Present' and 'January' / 'August 2012' when the dash between them was lost.
 */
export function mergeSplitDateLines(lines: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const first = (lines[index] ?? '').trim();
    const second = (lines[index + 1] ?? '').trim();
    const third = (lines[index + 2] ?? '').trim();
    if (LONE_POINT.test(first) && LONE_CONNECTOR.test(second) && LONE_END.test(third)) {
      out.push(`${first} ${second} ${third}`);
      index += 2;
    } else if (
      (LONE_POINT.test(first) && second.length > 0 && endsDateRange(first, second)) ||
      (LONE_MONTH.test(first) && LONE_MONTH_YEAR.test(second))
    ) {
      out.push(`${first} ${second}`);
      index += 1;
    } else {
      out.push(lines[index] ?? '');
    }
  }
  return out;
}

/** 'Lead Teller (Dec 2022 - Present) / Teller (Aug 2020 - Dec 2022)': two roles, each with its dates. */
const STACKED_ROLES = new RegExp(
  `^(\\S[^()/|]{1,60}?\\s*\\((?:${RANGE})\\))\\s*[/|;]\\s*(\\S[^()/|]{1,60}?\\s*\\((?:${RANGE})\\))\\s*$`,
  'i',
);

/**
 * Two roles said on one line, each with its dates in brackets, become a line each; the one held last goes
 * last, so the lines under them are read as the latest role's ('Lead Teller', in the present).
 */
export function splitStackedRoles(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const match = STACKED_ROLES.exec(line.trim());
    if (!match) return [line];
    const [first = '', second = ''] = [match[1], match[2]];
    const end = (role: string) => {
      const range = parseDateRange(/\(([^()]*)\)\s*$/.exec(role)?.[1] ?? '');
      const point = range?.end ?? range?.start;
      return range?.current ? Number.POSITIVE_INFINITY : point ? monthIndex(point) : 0;
    };
    return end(first) > end(second) ? [second, first] : [first, second];
  });
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatYearMonth(point: YearMonth): string {
  return point.month >= 1 && point.month <= 12
    ? `${MONTH_NAMES[point.month - 1]} ${point.year}`
    : String(point.year);
}

/** One house format: 'Mar 2021 – Present', 'Jun 2019 – Jun 2021', '2018 – 2020'. */
export function formatDateRange(range: DateRange): string {
  if (!range.start) return range.text;
  const start = formatYearMonth(range.start);
  if (range.current) return `${start} – Present`;
  if (!range.end || (range.end.year === range.start.year && range.end.month === range.start.month))
    return start;
  return `${start} – ${formatYearMonth(range.end)}`;
}

/** Which style a date string is written in, to check one format is used throughout ('' = either). */
export function dateStyle(text: string): string {
  const point = text.trim().split(/\s*(?:\s-\s|–|—|\bto\b|-(?=\d{4}|[A-Za-z]))\s*/i)[0] ?? '';
  if (/^\d{1,2}[/.-]\d{4}$/.test(point)) return 'numeric';
  if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(point)) return 'numeric-day';
  if (/^\d{4}[/-]\d{2}$/.test(point)) return 'iso';
  if (/^\d{4}$/.test(point)) return 'year';
  // 'May' reads the same short or long, so it agrees with both.
  if (/^may\s/i.test(point)) return '';
  if (/^(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?,?\s/i.test(point)) return 'month-short';
  if (/^[A-Za-z]+,?\s/.test(point)) return 'month-name';
  return 'other';
}

export function monthIndex(point: YearMonth): number {
  return point.year * 12 + Math.max(point.month, 1) - 1;
}
