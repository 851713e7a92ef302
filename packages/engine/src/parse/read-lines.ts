/**
 * Line-level reading: bullet glyphs, wrapped lines, flattened text. Every rule here keeps every word; it
 * only decides where lines start and end.
 */
import { endsDateRange, findDate } from './parse-dates';
import { SECTION_HEADINGS } from './section-heading-table';
import { lookupHeading } from './section-headings';

/** Bullet glyphs, including the mis-decoded '•' ('â¢') some extractors leave. Longest first. */
const BULLET_GLYPHS = [
  'â¢',
  '•',
  '●',
  '○',
  '◦',
  '▪',
  '■',
  '□',
  '►',
  '▸',
  '‣',
  '⁃',
  '➢',
  '➤',
  '❖',
  '✓',
  '✔',
  '·',
  '–',
  '—',
  '-',
  '*',
  '+',
  '~',
  '>',
  'o',
];
/** Symbol-font bullets that text extraction leaves as private-use characters or C1 control codes. */
const SYMBOL_FONT_GLYPH = '[\\u0080-\\u009f\\ue000-\\uf8ff]';
const GLYPH_PATTERN = new RegExp(
  `^\\s*(${[...BULLET_GLYPHS.map((glyph) => glyph.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')), SYMBOL_FONT_GLYPH].join('|')})(?:\\s+|(?=[A-Z]))(?=\\S)`,
);

export interface BulletMatch {
  glyph: string;
  text: string;
}

/** A line that starts with a bullet glyph, and its text without it. */
export function readBullet(line: string): BulletMatch | null {
  const match = GLYPH_PATTERN.exec(line);
  if (!match) return null;
  const glyph = match[1] ?? '';
  const rest = line.slice(match[0].length).trim();
  // 'o' and '>' only count as bullets when followed by a space and a capital letter: 'o Managed ...'.
  if ((glyph === 'o' || glyph === '>') && !/^\s*[oO>]\s+[A-Z]/.test(line)) return null;
  // '-' and '–' open a bullet only when a space follows, never '-5%' or a date like '–2020'.
  if (['-', '–', '—', '+', '~', '*'].includes(glyph) && !/^\s*\S\s/.test(line)) return null;
  if (rest.length === 0) return null;
  return { glyph, text: rest };
}

/**
 * A justified line comes out of some extractors with runs of spaces between its words, so a flattened
 * document splits it into one-word pieces: 'Confidential,' 'San' 'Antonio,' 'TX' 'June' '2009' 'to'
 * 'present'. Three or more one-word pieces in a row, one of them lower-case or ending in a comma (not a
 * list of names or skills), are one line again; headings are never swallowed.
 */
function joinJustifiedRuns(parts: readonly string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3 && run.some((word) => /^[a-z]|,$/.test(word))) out.push(run.join(' '));
    else out.push(...run);
    run = [];
  };
  for (const part of parts) {
    if (/^\S+$/.test(part) && !lookupHeading(part)) run.push(part);
    else {
      flush();
      out.push(part);
    }
  }
  flush();
  return out;
}

/** Multi-word headings in Title Case, longest first, for finding them glued to the line before. */
const GLUED_HEADING_PATTERN = new RegExp(
  `(?<=[a-z.)\\d])(${SECTION_HEADINGS.flatMap((rule) => rule.variants)
    .filter((variant) => variant.includes(' '))
    .sort((a, b) => b.length - a.length)
    .map((variant) =>
      variant
        .split(' ')
        .map((word) => (word[0] ?? '').toUpperCase() + word.slice(1))
        .join(' ')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('|')})\\s*$`,
);

/**
 * A heading glued to the end of the line before it, as some extractions leave them ('...Deep
 * learning.Education Details', '24 monthsCompany Details'), goes on a line of its own.
 */
export function splitGluedHeadings(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const match = GLUED_HEADING_PATTERN.exec(line);
    return match ? [line.slice(0, match.index), match[1] ?? ''] : [line];
  });
}

/**
 * Very long lines with runs of spaces are flattened documents: the runs were line breaks. A date range
 * whose dash was lost ('Jan 2012  Present') stays on one line.
 */
export function unflattenLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const gaps = line.match(/\S\s{2,}\S/g)?.length ?? 0;
    if (line.length > 300 && gaps >= 3) {
      const parts = joinJustifiedRuns(
        line
          .split(/\s{2,}/)
          .map((part) => part.trim())
          .filter((part) => part.length > 0),
      );
      for (let index = 0; index < parts.length; index += 1) {
        const part = parts[index] ?? '';
        const next = parts[index + 1];
        if (next !== undefined && endsDateRange(part, next)) {
          out.push(`${part} ${next}`);
          index += 1;
        } else out.push(part);
      }
    } else {
      out.push(line);
    }
  }
  return out;
}

const TERMINAL = /[.!?:;]["”')]?$/;

/**
 * Is `line` the wrapped continuation of `previous`? A lower-case start always is; an upper-case start is
 * when the previous line ran to the wrap width without ending a sentence.
 */
/** A line ending in an abbreviation's stop: 'the U.S.', 'under Sec.', 'Acme Inc.'. */
const ABBREVIATION_END =
  /(?:\b(?:\p{Lu}\.){2,}|\b(?:Sec|Secs|Inc|Co|Corp|Ltd|Dept|No|Nos|approx|vs|St|Ave|Dr|Mr|Ms|Mrs|Jr|Sr|Ph\.D|Fig|Vol|pp|Art|Para)\.)$/u;

export function isContinuation(previous: string, line: string, wrapWidth: number): boolean {
  const trimmed = line.trim();
  if (trimmed.length === 0 || readBullet(line)) return false;
  // 'Tools: Jira, Figma, Miro' under a long line starts a list of its own (unless the line above is cut
  // off at a separator: 'University of Phoenix -').
  if (/^\p{Lu}[\p{L}&/ -]{0,40}:\s+[^,]+,[^,]+,/u.test(trimmed) && /[\p{L}\p{N})]$/u.test(previous.trim()))
    return false;
  // 'under Sec.' then '901, including ...': the number a numbering word stops before.
  if (/^\d/.test(trimmed) && /\b(?:Sec|Secs|No|Nos|Art|Para|pp|Fig|Vol)\.$/.test(previous.trim()))
    return true;
  // 'Reviewed the U.S.' then 'federal return ...': an abbreviation's stop ends no sentence.
  if (/^[a-z(]/.test(trimmed) && !/^(e\.g|i\.e)/.test(trimmed))
    return (
      !TERMINAL.test(previous.trim()) ||
      /,$/.test(previous.trim()) ||
      previous.trim().endsWith('and') ||
      ABBREVIATION_END.test(previous.trim())
    );
  // An indented line under an unfinished one is its wrapped tail ('  40 clinics').
  if (/^\s{2,}\S/.test(line) && !TERMINAL.test(previous.trim()) && !findDate(trimmed)) return true;
  if (findDate(trimmed) && trimmed.length < 60) return false;
  // A line cut off at a separator ('University of Phoenix -') goes on in the next.
  if (/\s[-–—|]$/.test(previous.trim())) return true;
  // A line that ends with a year is a whole one ('M.S., Communication Disorders – Northern Prairie
  // University, 2018'); the capital after it starts the next ('B.S., ...').
  if (/\b(?:19|20)\d{2}\)?$/.test(previous.trim())) return false;
  return wrapWidth >= 90 && previous.trim().length >= wrapWidth - 25 && !TERMINAL.test(previous.trim());
}

/**
 * The usual width at which this document wraps: the 90th percentile of line lengths; 0 when it shows no
 * sign of being wrapped. A document typed in a word processor and pasted has one line per paragraph: its
 * long lines are whole, and the capital on the next line starts a new one. A wrapped one (text taken
 * from a PDF) shows it: long lines, unfinished, whose next line goes on in lower case.
 */
export function wrapWidthOf(lines: readonly string[]): number {
  const trimmed = lines.map((line) => line.trim());
  const lengths = trimmed
    .map((line) => line.length)
    .filter((length) => length > 0)
    .sort((a, b) => a - b);
  if (lengths.length < 5) return 0;
  const width = lengths[Math.floor(lengths.length * 0.9)] ?? 0;
  let wraps = 0;
  trimmed.forEach((line, index) => {
    const above = trimmed[index - 1] ?? '';
    if (/^[a-z]/.test(line) && above.length >= width - 25 && !TERMINAL.test(above)) wraps += 1;
  });
  return wraps >= 2 ? width : 0;
}
