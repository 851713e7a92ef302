/**
 * Rebuilds lines from pdf.js text runs. Runs are read in content-stream order (the order the page was
 * written in, which keeps columns apart); a new line starts where pdf.js saw a line end or the baseline
 * moves by more than half the font size. Within a line, runs are joined with a space where there was a
 * gap or a space run, and with a tab across a wide gap (a date pushed to the right margin, a second
 * column). Every glyph is kept, bullets included.
 */
import type { PdfTextItem } from './run-parser';

/** A gap wider than this many font sizes separates columns rather than words. */
const COLUMN_GAP = 2;
/** A gap wider than this many font sizes is a space the PDF did not write out. */
const WORD_GAP = 0.2;
/** Baselines closer than this many font sizes are the same line (superscripts, mixed fonts). */
const SAME_BASELINE = 0.5;
const FALLBACK_FONT_SIZE = 10;

interface OpenLine {
  text: string;
  y: number;
  size: number;
  endX: number;
}

function isDuplicateRun(previous: PdfTextItem | undefined, item: PdfTextItem): boolean {
  // Some generators fake bold type by printing a run twice, a fraction of a point apart.
  return (
    previous !== undefined &&
    previous.str === item.str &&
    Math.abs(previous.x - item.x) < 1 &&
    Math.abs(previous.y - item.y) < 1
  );
}

function separator(line: OpenLine, item: PdfTextItem, size: number, sawSpace: boolean): string {
  const gap = item.x - line.endX;
  if (gap > COLUMN_GAP * size || gap < -SAME_BASELINE * size) return '\t';
  if (/\s$/.test(line.text) || /^\s/.test(item.str)) return '';
  return sawSpace || gap > WORD_GAP * size ? ' ' : '';
}

export function pageLines(items: readonly PdfTextItem[]): string[] {
  const lines: string[] = [];
  let line: OpenLine | undefined;
  let lineEnded = false;
  let sawSpace = false;
  let previous: PdfTextItem | undefined;
  for (const item of items) {
    if (item.str.trim() === '') {
      lineEnded ||= item.eol;
      sawSpace ||= item.str.length > 0;
      continue;
    }
    if (isDuplicateRun(previous, item)) continue;
    const size = item.size > 0 ? item.size : (line?.size ?? FALLBACK_FONT_SIZE);
    const sameLine =
      line !== undefined &&
      !lineEnded &&
      Math.abs(item.y - line.y) <= SAME_BASELINE * Math.max(size, line.size);
    if (line && sameLine) {
      line.text += separator(line, item, size, sawSpace) + item.str;
      line.endX = item.x + item.width;
    } else {
      if (line) lines.push(line.text);
      line = { text: item.str, y: item.y, size, endX: item.x + item.width };
    }
    lineEnded = item.eol;
    sawSpace = false;
    previous = item;
  }
  if (line) lines.push(line.text);
  return lines;
}

export function pdfPagesToText(pages: readonly (readonly PdfTextItem[])[]): string {
  return pages.flatMap((items) => pageLines(items)).join('\n');
}
