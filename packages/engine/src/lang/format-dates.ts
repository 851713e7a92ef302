/**
 * Dates written in a resume's own language, for the refinement that gives a resume one date format: the
 * month names and the word for a role still running come from the language's table ('marzo 2021 –
 * actualidad', 'März 2021 – heute', 'mars 2021 – aujourd’hui'), never English's 'Mar 2021 – Present'. How
 * the resume already writes its dates decides the rest: numbers when most of its dates are numbers
 * ('03/2021 – heute', as German CVs often write them), capitals when its month names have them, and its
 * own word for 'present' when it uses one.
 */
import type { DateRange, StructuredResume, YearMonth } from '../types';
import type { TextLanguage } from './detect-language';
import { alternation } from './reading-table';
import type { LanguageTable } from './table';
import { tableFor } from './tables';

/** How a resume writes its dates, read from the dates it has: what a date it is given is written like. */
export interface DateWriting {
  table: LanguageTable;
  /** Months as numbers ('03/2021') rather than names. */
  numeric: boolean;
  /** Month names and the present word with a capital ('Enero 2019 - Actualidad'). */
  capitalised: boolean;
  /** The word for a role still running, as the resume writes it, else the language's usual one. */
  present: string;
}

/**
 * The language's usual word for a role still running: its table's first single word ('actualidad',
 * 'aujourd’hui', 'heute'), as a dash-separated range ends with it.
 */
export function presentWordOf(language: TextLanguage): string {
  const words = tableFor(language).presentWords;
  return words.find((word) => !/\s/.test(word)) ?? words[0] ?? '';
}

/**
 * A present word without the range word it was written with, when what is left is one word: 'bis heute'
 * follows a dash as 'heute'. 'à ce jour' stays whole ('mars 2021 – à ce jour').
 */
function withoutRangeWord(written: string, table: LanguageTable): string {
  const [first, ...rest] = written.split(/\s+/);
  const joined = rest.join(' ');
  return rest.length === 1 && table.rangeWords.includes((first ?? '').toLowerCase()) ? joined : written;
}

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/**
 * How a resume in `language` writes its dates: numbers or month names (whichever most of its dates use),
 * with a capital or not (German always capitalises its nouns), and its own word for 'present'.
 */
export function dateWritingOf(resume: StructuredResume, language: TextLanguage): DateWriting {
  const table = tableFor(language);
  const dates = resume.sections
    .flatMap((section) => section.entries)
    .map((entry) => entry.dates.trim())
    .filter((dates) => /\d/.test(dates));
  const monthName = new RegExp(`(?<![\\p{L}])(?:${alternation(table.months.flat())})(?![\\p{L}])`, 'iu');
  const named = dates.filter((dates) => monthName.test(dates));
  const numbered = dates.filter((dates) => /(?<!\d)(?:0?[1-9]|1[0-2])[./]\d{4}(?!\d)/.test(dates));
  const present = new RegExp(`(?<![\\p{L}])(?:${alternation(table.presentWords)})(?![\\p{L}])`, 'iu');
  const written = dates
    .map((dates) => present.exec(dates)?.[0])
    .map((word) => (word === undefined ? undefined : withoutRangeWord(word, table)))
    .find((word) => word !== undefined);
  const capitalised =
    language === 'de' ||
    named.some((dates) => /^\p{Lu}/u.test(monthName.exec(dates)?.[0] ?? '')) ||
    (written !== undefined && /^\p{Lu}/u.test(written));
  const fallback = presentWordOf(language);
  return {
    table,
    numeric: numbered.length > named.length,
    capitalised,
    present: written ?? (capitalised ? capitalise(fallback) : fallback),
  };
}

/** A year and month as the resume writes them: 'marzo 2021', 'März 2021', '03/2021', or the year alone. */
export function formatYearMonthIn(point: YearMonth, writing: DateWriting): string {
  if (point.month < 1 || point.month > 12) return String(point.year);
  if (writing.numeric) return `${String(point.month).padStart(2, '0')}/${point.year}`;
  const name = writing.table.months[point.month - 1]?.[0] ?? String(point.month);
  return `${writing.capitalised ? capitalise(name) : name} ${point.year}`;
}

/**
 * A date range in the resume's language and way of writing dates, in the house shape of
 * formatDateRange (parse-dates.ts): 'marzo 2021 – actualidad', '06/2019 – 06/2021', '2018 – 2020'.
 */
export function formatDateRangeIn(range: DateRange, writing: DateWriting): string {
  if (!range.start) return range.text;
  const start = formatYearMonthIn(range.start, writing);
  if (range.current) return `${start} – ${writing.present}`;
  if (!range.end || (range.end.year === range.start.year && range.end.month === range.start.month))
    return start;
  return `${start} – ${formatYearMonthIn(range.end, writing)}`;
}
