/**
 * Font bytes parsed once per process and measured with the same shaping the PDF is written with, so the
 * layout (line breaks, page count) is exactly what the page shows. Parsed fonts are kept per byte array:
 * the caller loads the bytes once, and every render after that reuses the parsed font and its widths.
 */
import { create, type Font, type GlyphRun } from 'fontkit';
import type { FontSet, FontStyle } from './types';

/**
 * Ligatures and contextual alternates are off: an 'fi' ligature is one glyph that many text extractors
 * (ATS parsers among them) read back as a symbol or drop. Kerning stays on.
 */
export const SHAPING_FEATURES: Record<string, boolean> = {
  liga: false,
  clig: false,
  dlig: false,
  hlig: false,
  calt: false,
  rlig: false,
};

export interface MeasuredFont {
  /** The parsed font, shaping through a per-process cache (what pdfkit is given to write with). */
  font: Font;
  /** Ascender and descender as fractions of the font size (descender negative). */
  ascender: number;
  descender: number;
  /** Width of a text at size 1, in points. */
  widthOf(text: string): number;
}

/** Shaped texts kept per font: enough for many resumes' words and lines, bounded for a long-lived server. */
const MAX_CACHED_RUNS = 50_000;

interface CachedRun {
  glyphs: GlyphRun['glyphs'];
  positions: GlyphRun['positions'];
  advanceWidth: number;
}

/**
 * Shaping (GSUB and GPOS lookups) is most of the cost of writing a page, and a resume's lines are the
 * same from one preview to the next. The font handed to pdfkit shapes each text once per process; pdfkit
 * scales the positions it gets in place, so every call returns fresh copies of them.
 */
function withShapingCache(font: Font): { font: Font; shape: (text: string) => CachedRun } {
  const runs = new Map<string, CachedRun>();
  const shape = (text: string): CachedRun => {
    let run = runs.get(text);
    if (!run) {
      const shaped = font.layout(text, SHAPING_FEATURES);
      run = { glyphs: shaped.glyphs, positions: shaped.positions, advanceWidth: shaped.advanceWidth };
      if (runs.size >= MAX_CACHED_RUNS) runs.clear();
      runs.set(text, run);
    }
    return run;
  };
  const cached = Object.create(font) as Font;
  Object.defineProperty(cached, 'layout', {
    value: (text: string) => {
      const run = shape(text);
      return {
        glyphs: run.glyphs,
        positions: run.positions.map((position) => ({
          xAdvance: position.xAdvance,
          yAdvance: position.yAdvance,
          xOffset: position.xOffset,
          yOffset: position.yOffset,
        })),
        advanceWidth: run.advanceWidth,
      };
    },
  });
  return { font: cached, shape };
}

function measure(bytes: Uint8Array): MeasuredFont {
  const created = create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!('layout' in created)) throw new Error('A font collection was given where one font was expected.');
  const scale = 1 / created.unitsPerEm;
  const { font, shape } = withShapingCache(created);
  return {
    font,
    ascender: created.ascent * scale,
    descender: created.descent * scale,
    widthOf: (text) => shape(text).advanceWidth * scale,
  };
}

const parsed = new WeakMap<Uint8Array, MeasuredFont>();

export function parsedFont(bytes: Uint8Array): MeasuredFont {
  let font = parsed.get(bytes);
  if (!font) {
    font = measure(bytes);
    parsed.set(bytes, font);
  }
  return font;
}

export type ParsedFontSet = Record<FontStyle, MeasuredFont>;

export function parsedFontSet(set: FontSet): ParsedFontSet {
  return {
    regular: parsedFont(set.regular),
    bold: parsedFont(set.bold),
    italic: parsedFont(set.italic),
    boldItalic: parsedFont(set.boldItalic),
  };
}
