/**
 * Blocks to positioned lines on pages: each block is wrapped into lines with the template's fonts (the
 * same measurement the PDF writer uses), then the lines are placed top to bottom, starting a new page
 * when one is full. A heading stays with the first line under it, and an entry's header and dates with
 * its first bullet. The result is all the PDF writer needs, and all the layout report needs.
 */
import { type Block, BULLET_GLYPH, type Span } from './build-blocks';
import type { PageFonts } from './page-fonts';
import { type BlockStyle, PAGE_SIZES, type TemplateStyle } from './templates';
import { MAX_LINE, MAX_PIECE, MAX_WHOLE_WORD, textUnits } from './text-units';
import type { PageSize } from './types';

export interface PlacedRun {
  text: string;
  x: number;
  width: number;
  /** The face's id in the page's fonts (page-fonts.ts). */
  face: string;
  size: number;
  color: string;
  link?: string;
}

export interface PlacedLine {
  page: number;
  /** Distance of the baseline from the top of the page. */
  baseline: number;
  size: number;
  runs: PlacedRun[];
}

export interface PlacedRule {
  page: number;
  x1: number;
  x2: number;
  y: number;
  width: number;
  color: string;
}

export interface PageLayout {
  width: number;
  height: number;
  lines: PlacedLine[];
  rules: PlacedRule[];
  pages: number;
  /** Full pages plus the share of the last page's text area in use. */
  filledPages: number;
  /** Printed lines per block, in block order. */
  linesPerBlock: number[];
}

interface Token {
  word: string;
  span: number;
  spaceBefore: boolean;
  width: number;
}

interface WrappedBlock {
  block: Block;
  style: BlockStyle;
  /** Runs of each line, x relative to the text area's left edge. */
  lines: PlacedRun[][];
}

/**
 * The words of a block's spans with their widths. A word longer than MAX_WHOLE_WORD is not measured here
 * (its width is infinite): it is cut into pieces that fit a line, each measured by its units.
 */
function tokensOf(
  spans: readonly Span[],
  widthOf: (span: number, text: string) => number,
  keepSpansWhole: boolean,
): Token[] {
  const tokens: Token[] = [];
  let pendingSpace = false;
  spans.forEach((span, index) => {
    const pieces = keepSpansWhole ? span.text.split(/^(\s+)|(\s+)$/) : span.text.split(/(\s+)/);
    for (const piece of pieces) {
      if (piece === undefined) continue;
      if (piece === '') continue;
      if (/^\s+$/.test(piece)) {
        pendingSpace = true;
        continue;
      }
      const width = piece.length > MAX_WHOLE_WORD ? Number.POSITIVE_INFINITY : widthOf(index, piece);
      tokens.push({ word: piece, span: index, spaceBefore: pendingSpace, width });
      pendingSpace = false;
    }
  });
  return tokens;
}

/**
 * A word wider than the line (a long address) is cut where it must be; nothing is dropped. The widths of
 * its units (a character and its marks) are added up, each measured once, so a word of any length costs
 * time in proportion to its length. A piece's width is that sum (kerning inside it is left out), except
 * in a word short enough to be measured whole, whose pieces are shaped as they print. A piece never holds
 * more than MAX_PIECE code units, even of units with no width.
 */
function splitLongToken(
  token: Token,
  limit: number,
  widthOf: (span: number, text: string) => number,
): Token[] {
  const pieces: Token[] = [];
  let piece = '';
  let width = 0;
  const push = () => {
    pieces.push({ ...token, word: piece, spaceBefore: pieces.length === 0 && token.spaceBefore, width });
  };
  for (const unit of textUnits(token.word)) {
    const unitWidth = widthOf(token.span, unit);
    if (piece && (width + unitWidth > limit || piece.length + unit.length > MAX_PIECE)) {
      push();
      piece = '';
      width = 0;
    }
    piece += unit;
    width += unitWidth;
  }
  push();
  // A word short enough to be measured whole (an address) has its pieces shaped, as printed.
  if (token.word.length > MAX_WHOLE_WORD) return pieces;
  return pieces.map((item) => ({ ...item, width: widthOf(item.span, item.word) }));
}

function wrapTokens(tokens: readonly Token[], limit: number, spaceOf: (span: number) => number): Token[][] {
  const lines: Token[][] = [];
  let line: Token[] = [];
  let width = 0;
  // Code units on the line: a line of words with next to no width still ends at MAX_LINE.
  let length = 0;
  for (const token of tokens) {
    const space = line.length > 0 && token.spaceBefore ? spaceOf(token.span) : 0;
    const overLong = length + token.word.length + 1 > MAX_LINE;
    if (line.length > 0 && (width + space + token.width > limit || overLong)) {
      // A line ending in a hyphen ('2014 -') reads as a word broken in two: pdftotext and some ATS
      // parsers join it to the next line without a space. The hyphen starts the next line instead.
      const last = line.at(-1);
      const carried = last && line.length > 1 && /-$/.test(last.word) ? line.pop() : undefined;
      lines.push(line);
      line = carried ? [carried] : [];
      width = carried ? carried.width : 0;
      length = carried ? carried.word.length : 0;
    }
    width += (line.length > 0 && token.spaceBefore ? spaceOf(token.span) : 0) + token.width;
    length += token.word.length + 1;
    line.push(token);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

export function layOutPages(
  blocks: readonly Block[],
  template: TemplateStyle,
  fonts: PageFonts,
  pageSize: PageSize,
): PageLayout {
  const page = PAGE_SIZES[pageSize];
  const { margins } = template;
  const textWidth = page.width - margins.left - margins.right;
  const bodyStyle = template.spans.body;

  const wrapped: WrappedBlock[] = blocks.map((block) => {
    const style = template.blocks[block.kind];
    const styleOf = (span: number) => template.spans[block.spans[span]?.role ?? 'body'];
    const widthOf = (span: number, text: string) => fonts.of(styleOf(span)).widthOf(text) * style.size;
    const spaceOf = (span: number) => widthOf(span, ' ');
    const indent = block.kind === 'bullet' ? template.bulletIndent + template.bulletHang : 0;
    const limit = textWidth - indent;
    const tokens = tokensOf(block.spans, widthOf, block.keepSpansWhole === true).flatMap((token) =>
      token.width > limit ? splitLongToken(token, limit, widthOf) : [token],
    );
    const isSeparator = (token: Token | undefined) => Boolean(token && block.spans[token.span]?.separator);
    const lines = wrapTokens(tokens, limit, spaceOf).map((wrappedTokens) => {
      // A field separator where the line breaks would dangle at the end of a line: it is left out.
      const lineTokens = wrappedTokens.filter(
        (token, index) => !isSeparator(token) || (index > 0 && index < wrappedTokens.length - 1),
      );
      const runs: PlacedRun[] = [];
      let x = indent;
      // A run of one word keeps the word's width (a piece of a cut word is not shaped again).
      let current: { span: number; text: string; width: number | undefined } | null = null;
      const flush = () => {
        if (!current) return;
        const span = block.spans[current.span];
        const spanStyle = template.spans[span?.role ?? 'body'];
        const width = current.width ?? widthOf(current.span, current.text);
        runs.push({
          text: current.text,
          x,
          width,
          face: fonts.idOf(spanStyle),
          size: style.size,
          color: spanStyle.color,
          ...(span?.link ? { link: span.link } : {}),
        });
        x += width;
        current = null;
      };
      lineTokens.forEach((token, index) => {
        const space = index > 0 && token.spaceBefore;
        if (current && current.span === token.span) {
          current.text += `${space ? ' ' : ''}${token.word}`;
          current.width = undefined;
          return;
        }
        let lead = '';
        if (space) {
          // The space between two runs is printed as a glyph, in the run that is not a link, so that
          // extractors see a real space and a link's rectangle covers only the address.
          const previousLinked = current ? Boolean(block.spans[current.span]?.link) : true;
          if (current && !previousLinked) {
            current.text += ' ';
            current.width = undefined;
          } else if (!block.spans[token.span]?.link) lead = ' ';
          else x += spaceOf(token.span);
        }
        flush();
        current = lead
          ? { span: token.span, text: `${lead}${token.word}`, width: undefined }
          : { span: token.span, text: token.word, width: token.width };
      });
      flush();
      if (style.align === 'center' && runs.length > 0) {
        const last = runs[runs.length - 1];
        const used = last ? last.x + last.width : 0;
        const shift = (textWidth - used) / 2;
        for (const run of runs) run.x += shift;
      }
      return runs;
    });
    if (block.kind === 'bullet' && lines[0]) {
      lines[0].unshift({
        text: BULLET_GLYPH,
        x: template.bulletIndent,
        width: fonts.of(bodyStyle).widthOf(BULLET_GLYPH) * style.size,
        face: fonts.idOf(bodyStyle),
        size: style.size,
        color: bodyStyle.color,
      });
    }
    return { block, style, lines };
  });

  const lines: PlacedLine[] = [];
  const rules: PlacedRule[] = [];
  const bottom = page.height - margins.bottom;
  const rule = template.headingRule;
  let pageIndex = 0;
  let top = margins.top;
  let pageHasContent = false;

  const spaceAbove = (item: WrappedBlock): number =>
    item.style.spaceBefore + (item.block.startsEntry ? template.entryGap : 0);
  const ruleAbove = (item: WrappedBlock): number =>
    item.block.kind === 'heading' && rule?.position === 'above' ? rule.gap + rule.width : 0;
  const ruleBelow = (item: WrappedBlock): number =>
    item.block.kind === 'heading' && rule?.position === 'below' ? rule.gap + rule.width : 0;
  const heightOf = (item: WrappedBlock, lineCount: number): number =>
    ruleAbove(item) + lineCount * item.style.leading + ruleBelow(item) + item.style.spaceAfter;

  const newPage = () => {
    pageIndex += 1;
    top = margins.top;
    pageHasContent = false;
  };

  wrapped.forEach((item, index) => {
    if (item.lines.length === 0) return;
    if (item.block.pageBreakBefore && pageHasContent) newPage();
    // Keep a chain of keep-with-next blocks on one page with the first line of the block that ends it.
    // A block that breaks across pages leaves at least two of its lines at the foot of the page.
    const minimumLines =
      item.block.keepWithNext || item.block.keepTogether ? item.lines.length : Math.min(item.lines.length, 2);
    let chain = (pageHasContent ? spaceAbove(item) : 0) + heightOf(item, minimumLines);
    for (let next = index; wrapped[next]?.block.keepWithNext && next + 1 < wrapped.length; next += 1) {
      const following = wrapped[next + 1];
      if (!following) break;
      const full = following.block.keepWithNext || following.block.keepTogether;
      chain += spaceAbove(following) + heightOf(following, full ? following.lines.length : 1);
    }
    const fresh = bottom - margins.top;
    if (pageHasContent && top + chain > bottom && chain <= fresh) newPage();

    if (pageHasContent) top += spaceAbove(item);
    if (item.block.kind === 'heading' && rule?.position === 'above') {
      if (pageHasContent) {
        rules.push({
          page: pageIndex,
          x1: margins.left,
          x2: page.width - margins.right,
          y: top,
          width: rule.width,
          color: rule.color,
        });
        top += rule.gap + rule.width;
      }
    }
    const fontFace = fonts.of(template.spans[item.block.spans[0]?.role ?? 'body']);
    const { size, leading } = item.style;
    // The baseline sits so that the glyphs' ascent and descent are centred in the line's leading.
    const baselineOffset =
      (leading - size * (fontFace.ascender - fontFace.descender)) / 2 + size * fontFace.ascender;
    let lastBaseline = top;
    for (const runs of item.lines) {
      if (pageHasContent && top + leading > bottom) newPage();
      const baseline = top + baselineOffset;
      lastBaseline = baseline;
      lines.push({
        page: pageIndex,
        baseline,
        size,
        runs: runs.map((run) => ({ ...run, x: run.x + margins.left })),
      });
      top += leading;
      pageHasContent = true;
    }
    if (item.block.kind === 'heading' && rule?.position === 'below') {
      const y = lastBaseline + rule.gap;
      rules.push({
        page: pageIndex,
        x1: margins.left,
        x2: page.width - margins.right,
        y,
        width: rule.width,
        color: rule.color,
      });
      top = Math.max(top, y + rule.width);
    }
    top += item.style.spaceAfter;
  });

  const textHeight = bottom - margins.top;
  const lastUsed = lines.length > 0 ? Math.min(1, Math.max(0, (top - margins.top) / textHeight)) : 0;
  return {
    width: page.width,
    height: page.height,
    lines,
    rules,
    pages: pageIndex + 1,
    filledPages: pageIndex + lastUsed,
    linesPerBlock: wrapped.map((item) => item.lines.length),
  };
}
