/**
 * Figures in a text, each with its value ('3,000,000' = '3 million' = '3M' = 3000000), its unit class
 * (money, percent, time or a count of things), the word after it, the direction it moved ('cut ... by 30%'
 * is down) and where it stands, so that a rewrite's '150 ms' can be told from the source's '250 ms'.
 */
import {
  CURRENCY_BEFORE,
  DIRECTION_WORDS,
  MULTIPLIERS,
  NUMBER_WORDS,
  RANK_WORDS,
  ROMAN_NUMERALS,
  UNIT_WORDS,
  type UnitClass,
} from './claim-tables';

export interface Figure {
  value: number;
  unit: UnitClass;
  /** The first word after the figure, lower-cased ('ms', 'users', 'years'); '' when none. */
  unitWord: string;
  direction: 'up' | 'down' | null;
  /** Whether the figure is a calendar year (1950-2039 with nothing after it that measures). */
  year: boolean;
  start: number;
  end: number;
  text: string;
}

/**
 * A figure: an optional currency sign, digits with thousands groups or a decimal part, an optional
 * multiplier and '+', glued or spaced. Not inside a word or a code ('S3', 'EC2', 'HTML5', 'v2.1').
 */
const FIGURE =
  /(?<![\p{L}\p{N}_.])([$€£¥]\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(k|m|mm|mn|b|bn|thousand|million|billion)(?![\p{L}]))?(\+)?(?:\s?%|x(?![\p{L}]))?(?![\p{L}\p{N}]|\.\d)/giu;
/** Figures that are idioms, not counts: '24/7', '1:1', '360-degree', '401(k)'. */
const IDIOM = /\b(?:24\/7|24x7|1:1|one-on-one|360[- ]degree|401\(k\)|80\/20|9-to-5)\b/gi;
/** A ratio, fraction or date written with digits on both sides ('3/4', '03/2019', '2:1'). */
const JOINED = /\d[/:]\d|\d[/:]$|^[/:]\d/;
const WORD_FIGURE = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'gi');
const ROMAN = /\b([IV]{1,3}|VI)\b/g;

function unitAfter(after: string): { unit: UnitClass | null; word: string } {
  // '10 business days', '6 calendar weeks': the unit is the word after the qualifier.
  const trimmed = after
    .replace(/^[\s-]+/, '')
    .replace(
      /^(?:business|working|calendar|full|straight|consecutive|billable|man|person)[\s-]+(?=\p{L})/iu,
      '',
    );
  for (const [pattern, unit] of UNIT_WORDS) {
    const match = pattern.exec(trimmed);
    if (match) return { unit, word: match[0].toLowerCase() };
  }
  const word = /^[\p{L}][\p{L}'’-]*/u.exec(trimmed)?.[0]?.toLowerCase() ?? '';
  return { unit: null, word };
}

/** The direction a figure moved: a direction word among the five words before it, or 'from A to B'. */
function directionBefore(text: string, start: number): 'up' | 'down' | null {
  const before = text.slice(Math.max(0, start - 60), start);
  const words = before
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .slice(-5)
    .reverse();
  for (const word of words) {
    for (const [pattern, direction] of DIRECTION_WORDS) if (pattern.test(word)) return direction;
  }
  return null;
}

function figureValue(digits: string, decimals: string | undefined, multiplier: string | undefined): number {
  const whole = Number(digits.replace(/,/g, ''));
  const value = decimals ? Number(`${whole}.${decimals}`) : whole;
  const factor = multiplier ? (MULTIPLIERS[multiplier.toLowerCase()] ?? 1) : 1;
  return Math.round(value * factor * 1000) / 1000;
}

export function readFigures(text: string): Figure[] {
  const idioms: Array<[number, number]> = [];
  for (const match of text.matchAll(IDIOM)) idioms.push([match.index, match.index + match[0].length]);
  const inIdiom = (at: number) => idioms.some(([from, to]) => at >= from && at < to);
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (inIdiom(start)) continue;
    if (
      JOINED.test(text.slice(Math.max(0, start - 1), start + 2)) ||
      JOINED.test(text.slice(end - 1, end + 1))
    )
      continue;
    const [, currency, digits = '', decimals, multiplier] = match;
    const value = figureValue(digits, decimals, multiplier);
    const after = /%$/.test(match[0])
      ? { unit: 'percent' as const, word: '%' }
      : /x$/i.test(match[0])
        ? { unit: 'count' as const, word: 'x' }
        : unitAfter(text.slice(end, end + 24));
    const money = Boolean(currency) || CURRENCY_BEFORE.test(text.slice(Math.max(0, start - 5), start));
    const unit: UnitClass = money ? 'money' : (after.unit ?? 'count');
    const year =
      !money &&
      !decimals &&
      !multiplier &&
      digits.length === 4 &&
      value >= 1950 &&
      value <= 2039 &&
      (after.unit === null || after.unit === 'time');
    figures.push({
      value,
      unit: year ? 'time' : unit,
      unitWord: after.word,
      direction: directionBefore(text, start),
      year,
      start,
      end,
      text: match[0],
    });
  }
  for (const match of text.matchAll(WORD_FIGURE)) {
    const word = (match[1] ?? '').toLowerCase();
    const start = match.index;
    const end = start + match[0].length;
    const after = unitAfter(text.slice(end, end + 24));
    // 'half' of something is a figure only when it measures ('cut the time in half', 'halved costs').
    if ((word === 'half' || word === 'double') && after.word !== '' && after.unit === null) continue;
    figures.push({
      value: NUMBER_WORDS[word] ?? 0,
      unit: after.unit ?? 'count',
      unitWord: after.word,
      direction: directionBefore(text, start),
      year: false,
      start,
      end,
      text: match[0],
    });
  }
  for (const match of text.matchAll(ROMAN)) {
    const before = /([\p{L}]+)\s+$/u.exec(text.slice(Math.max(0, match.index - 20), match.index))?.[1];
    if (!before || !RANK_WORDS.has(before.toLowerCase())) continue;
    figures.push({
      value: ROMAN_NUMERALS[(match[1] ?? '').toLowerCase()] ?? 0,
      unit: 'count',
      unitWord: 'rank',
      direction: null,
      year: false,
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
    });
  }
  return figures.sort((a, b) => a.start - b.start);
}
