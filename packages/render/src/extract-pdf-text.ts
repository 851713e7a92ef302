/**
 * Node-only: the text an ATS reads from a PDF, line by line in reading order, with pdf.js (legacy build).
 * Lines are rebuilt from text runs the way packages/extract does for uploads: a new line where pdf.js saw
 * a line end or the baseline moved by more than half the font size; runs on one line are joined with a
 * space where there was a gap. This is for our own PDFs (the server's 'what an ATS reads' view and the
 * tests); untrusted uploads go through packages/extract, which adds a worker and a time limit.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface TextRun {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  eol: boolean;
}

/** Baselines closer than this many font sizes are one line. */
const SAME_BASELINE = 0.5;
/** A gap wider than this many font sizes is a space the PDF did not write out. */
const WORD_GAP = 0.2;
/** Points of slack in comparing positions that a layout computed to be equal. */
const SLACK = 1;
/** Bullet glyphs (a dash is not one here: a wrapped line may start with a range's dash). */
const BULLET_START = /^[•▪◦‣∙·]\s/;

export interface PrintedLine {
  text: string;
  /** Baseline, in PDF units (growing upwards). */
  y: number;
  size: number;
  /** Where the line's first glyph starts, and where its text starts after a bullet glyph. */
  startX: number;
  textX: number;
  endX: number;
}

export function runsToLines(runs: readonly TextRun[]): PrintedLine[] {
  const lines: PrintedLine[] = [];
  let line: PrintedLine | undefined;
  let lineEnded = false;
  let sawSpace = false;
  for (const run of runs) {
    if (run.str.trim() === '') {
      lineEnded ||= run.eol;
      sawSpace ||= run.str.length > 0;
      continue;
    }
    const size = run.size > 0 ? run.size : (line?.size ?? 10);
    const sameLine =
      line !== undefined &&
      !lineEnded &&
      Math.abs(run.y - line.y) <= SAME_BASELINE * Math.max(size, line.size);
    if (line && sameLine) {
      const gap = run.x - line.endX;
      const joined = /\s$/.test(line.text) || /^\s/.test(run.str);
      if (line.text.trim().length === 1 && line.textX === line.startX) line.textX = run.x;
      line.text += !joined && (sawSpace || gap > WORD_GAP * size) ? ` ${run.str}` : run.str;
      line.endX = run.x + run.width;
    } else {
      if (line) lines.push(line);
      line = { text: run.str, y: run.y, size, startX: run.x, textX: run.x, endX: run.x + run.width };
    }
    lineEnded = run.eol;
    sawSpace = false;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Joins the lines of a wrapped paragraph or bullet back into one, as a reader (and an ATS that reflows
 * text) sees them: a line continues the one above when it has the same size, starts where the text above
 * starts, sits one line-height below with no extra space, is no bullet, and its first word would not
 * have fitted at the end of the line above (which is why that line broke).
 */
export function joinWrappedLines(lines: readonly PrintedLine[]): PrintedLine[] {
  const right = Math.max(...lines.map((line) => line.endX));
  const lineGaps = new Map<number, number>();
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (!previous || Math.abs(previous.size - line.size) > 0.01) return;
    const gap = previous.y - line.y;
    const key = Math.round(line.size * 10);
    if (gap > 0) lineGaps.set(key, Math.min(lineGaps.get(key) ?? gap, gap));
  });
  const joined: PrintedLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const firstWord = line.text.trim().split(/\s+/)[0] ?? '';
    const charWidth = (line.endX - line.startX) / Math.max(1, line.text.length);
    const continues =
      previous !== undefined &&
      Math.abs(previous.size - line.size) <= 0.01 &&
      Math.abs(line.startX - previous.textX) <= SLACK &&
      previous.y > line.y &&
      previous.y - line.y <= (lineGaps.get(Math.round(line.size * 10)) ?? 0) + 0.3 &&
      !BULLET_START.test(line.text.trim()) &&
      previous.endX + (firstWord.length + 1) * charWidth > right - SLACK;
    if (previous && continues) {
      previous.text = `${previous.text.trimEnd()} ${line.text.trimStart()}`;
      previous.y = line.y;
      previous.endX = line.endX;
    } else joined.push({ ...line });
  }
  return joined;
}

export interface ExtractOptions {
  /**
   * Join the lines of each wrapped paragraph into one (the default), as the resume parser expects; false
   * gives the printed lines as they are, like pdftotext.
   */
  joinWrappedLines?: boolean;
}

function openPdf(pdf: Uint8Array) {
  // pdf.js takes ownership of the bytes it is given: it gets a copy, so the caller's stay usable.
  return getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    verbosity: 0,
  });
}

export async function extractPdfText(pdf: Uint8Array, options: ExtractOptions = {}): Promise<string> {
  const loading = openPdf(pdf);
  try {
    const document = await loading.promise;
    const lines: PrintedLine[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        runs.push({
          str: item.str,
          x: item.transform[4] ?? 0,
          y: item.transform[5] ?? 0,
          width: item.width,
          size: Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0),
          eol: item.hasEOL,
        });
      }
      lines.push(...runsToLines(runs));
      page.cleanup();
    }
    const printed = options.joinWrappedLines === false ? lines : joinWrappedLines(lines);
    return `${printed.map((line) => line.text).join('\n')}\n`;
  } finally {
    await loading.destroy();
  }
}
