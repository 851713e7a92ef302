/**
 * Dates as resumes in Spanish, French and German write them: 'ene. 2020 – actualidad', 'septiembre de
 * 2018 a junio de 2021', 'depuis mars 2022', 'De 2015 à 2018', 'seit 04/2021', '01.2019 – heute',
 * '01.03.2019 – 31.12.2021'. Finding them uses the table of the language being read (with English's
 * forms too: such resumes mix them); reading one rewrites it in the English form parse-dates.ts reads
 * ('Jan 2020 - Present'), with every foreign table's words, so a date a parsed resume holds reads the
 * same later, wherever it is read.
 */
import { GERMAN } from '../lang/de';
import { SPANISH } from '../lang/es';
import { FRENCH } from '../lang/fr';
import { alternation, fromReadingTable } from '../lang/reading-table';
import type { LanguageTable } from '../lang/table';

const FOREIGN_TABLES: readonly LanguageTable[] = [SPANISH, FRENCH, GERMAN];
const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const YEAR = '(?:19[5-9]\\d|20[0-4]\\d|(?:19|20)[xX]{2})';
const ENGLISH_MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const ENGLISH_PRESENT = ['present', 'current', 'currently', 'now', 'today'];
const ENGLISH_RANGE_WORDS = ['to', 'until', 'through', 'till'];

export interface DateGrammar {
  /** A range, or a start with its 'since' word, not inside a longer word or number. */
  range: RegExp;
  /** A single date. */
  point: RegExp;
  /** Any range or date, for finding them all. */
  any: RegExp;
  /** A word of a date: a month, a present word, a range word ('hasta'). */
  word: RegExp;
}

function buildGrammar(table: LanguageTable): DateGrammar {
  const month = `(?:${ENGLISH_MONTH}|${alternation(table.months.flat())})\\.?`;
  const joiner =
    table.monthYearJoiners.length > 0 ? `(?:\\s+(?:${alternation(table.monthYearJoiners)}))?` : '';
  const monthYear = `(?:${month}${joiner}(?:,?\\s+|\\s*/\\s*|['’]\\s*)${YEAR})`;
  const dayFirst = `(?:0?[1-9]|[12]\\d|3[01])[./](?:0?[1-9]|1[0-2])[./]${YEAR}`;
  const point = `(?:${dayFirst}|${monthYear}|(?:0?[1-9]|1[0-2])[/.-]${YEAR}|${YEAR}[/-](?:0[1-9]|1[0-2])(?!\\d)|${YEAR})`;
  const present = `(?:${alternation([...ENGLISH_PRESENT, ...table.presentWords])})`;
  const words = alternation([...ENGLISH_RANGE_WORDS, ...table.rangeWords]);
  const separator = `(?:\\s*(?:-|–|—|~)\\s*|\\s+(?:${words})\\s+)`;
  const from =
    table.fromWords.length + table.sinceWords.length > 0
      ? `(?:(?:${alternation([...table.fromWords, ...table.sinceWords])})\\s+)?`
      : '';
  const since = table.sinceWords.length > 0 ? `|(?:${alternation(table.sinceWords)})\\s+${point}` : '';
  const range = `(?:${from}${point}${separator}(?:${point}|${present})${since}|${from}${month}${separator}${monthYear})`;
  const edge = ['(?<![\\p{L}\\d/.-])', '(?![\\p{L}\\d/])'];
  return {
    range: new RegExp(`${edge[0]}${range}${edge[1]}`, 'iu'),
    point: new RegExp(`${edge[0]}${point}${edge[1]}`, 'iu'),
    any: new RegExp(`${edge[0]}(?:${range}|${point})${edge[1]}`, 'giu'),
    word: new RegExp(
      `^(?:${month}|${present}|${words}|${alternation([...table.fromWords, ...table.sinceWords])})$`,
      'iu',
    ),
  };
}

/** The date grammar of the language being read; null for English (parse-dates.ts's own patterns). */
export function foreignDateGrammar(): DateGrammar | null {
  return fromReadingTable('dates', buildGrammar);
}

const MONTH_NUMBERS = new Map<string, number>();
for (const table of FOREIGN_TABLES)
  table.months.forEach((names, index) => {
    for (const name of names) MONTH_NUMBERS.set(name, index + 1);
  });
const FOREIGN_MONTH = new RegExp(
  `(?<![\\p{L}])(${alternation([...MONTH_NUMBERS.keys()])})\\.?(?![\\p{L}])`,
  'giu',
);
const FOREIGN_PRESENT = new RegExp(
  `(?<![\\p{L}])(?:(?:bis|hasta|à|a|jusqu['’]à)\\s+)?(?:${alternation(FOREIGN_TABLES.flatMap((table) => table.presentWords))})(?![\\p{L}])`,
  'giu',
);
const SINCE = new RegExp(
  `^(?:${alternation(FOREIGN_TABLES.flatMap((table) => table.sinceWords))})\\s+`,
  'iu',
);
const FROM = new RegExp(
  `^(?:(?:${alternation(FOREIGN_TABLES.flatMap((table) => table.fromWords))})\\s+|d['’](?=\\p{L}))`,
  'iu',
);
const RANGE_WORD = new RegExp(
  `(?<=[\\p{L}\\d.])\\s+(?:${alternation(FOREIGN_TABLES.flatMap((table) => table.rangeWords))})\\s+(?=[\\p{L}\\d])`,
  'giu',
);
const JOINER = new RegExp(
  `\\b(${MONTH_ABBREVIATIONS.join('|')})\\s+(?:${alternation(FOREIGN_TABLES.flatMap((table) => table.monthYearJoiners))})\\s+(?=\\d)`,
  'g',
);
const DAY_FIRST = /(?<!\d)(?:0?[1-9]|[12]\d|3[01])[./](0?[1-9]|1[0-2])[./]((?:19|20)\d{2})(?!\d)/g;
const DOTTED_DAY_FIRST = /(?<!\d)(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?:19|20)\d{2}(?!\d)/;

/** Does a date's text hold a word only another language writes a date with ('actualidad', 'März', 'bis')? */
export function hasForeignDateWord(text: string): boolean {
  const lower = text.toLowerCase();
  FOREIGN_MONTH.lastIndex = 0;
  FOREIGN_PRESENT.lastIndex = 0;
  RANGE_WORD.lastIndex = 0;
  const months = [...lower.matchAll(FOREIGN_MONTH)].some(
    (match) => !new RegExp(`^(?:${ENGLISH_MONTH})$`).test(match[1] ?? ''),
  );
  return (
    months ||
    FOREIGN_PRESENT.test(lower) ||
    SINCE.test(lower) ||
    RANGE_WORD.test(lower) ||
    DOTTED_DAY_FIRST.test(lower)
  );
}

/**
 * A date written in Spanish, French or German, in the English form parse-dates.ts reads: 'desde enero de
 * 2020' -> 'Jan 2020 - Present', '01.03.2019 bis 31.12.2021' -> '3/2019 - 12/2021'. Full dates are read
 * day first, as these languages write them.
 */
export function englishDateText(text: string): string {
  let out = text.trim();
  const since = SINCE.exec(out);
  if (since) out = out.slice(since[0].length);
  else out = out.replace(FROM, '');
  out = out.replace(FOREIGN_PRESENT, ' - Present');
  out = out.replace(FOREIGN_MONTH, (whole, word: string) => {
    const number = MONTH_NUMBERS.get(word.toLowerCase());
    return number === undefined ? whole : (MONTH_ABBREVIATIONS[number - 1] ?? whole);
  });
  out = out.replace(JOINER, '$1 ');
  out = out.replace(DAY_FIRST, '$1/$2');
  out = out.replace(RANGE_WORD, ' - ');
  out = out
    .replace(/\s*[-–—~]\s*-\s*/g, ' - ')
    .replace(/^\s*-\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (since && !/Present$/.test(out)) out = `${out} - Present`;
  return out;
}
