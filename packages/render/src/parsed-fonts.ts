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
  /** Whether the font has a glyph for a character (one that is not, prints as a box). */
  hasGlyph(codePoint: number): boolean;
  /** What the shaping cache holds now: texts, and their UTF-16 code units in all. */
  cached(): { texts: number; characters: number };
}

/**
 * Shaped texts kept per font, counted in code units: a two-page resume's words and lines in one face come
 * to about 10,000, so this keeps a few recent resumes; the oldest texts go first when it is full. A text
 * longer than MAX_CACHED_TEXT (no word or line of a resume is) is shaped each time and never kept.
 */
export const MAX_CACHED_CHARACTERS = 100_000;
const MAX_CACHED_TEXT = 512;

interface CachedRun {
  glyphs: GlyphRun['glyphs'];
  /** xAdvance, yAdvance, xOffset and yOffset of each glyph, four numbers a glyph. */
  positions: Float64Array;
  advanceWidth: number;
}

/**
 * Shaping (GSUB and GPOS lookups) is most of the cost of writing a page, and a resume's lines are the
 * same from one preview to the next. The font handed to pdfkit shapes each text once per process; pdfkit
 * scales the positions it gets in place, so every call returns fresh copies of them.
 */
function withShapingCache(font: Font): {
  font: Font;
  shape: (text: string) => CachedRun;
  cached: () => { texts: number; characters: number };
} {
  const runs = new Map<string, CachedRun>();
  let characters = 0;
  const shape = (text: string): CachedRun => {
    const hit = runs.get(text);
    if (hit) return hit;
    const shaped = font.layout(text, SHAPING_FEATURES);
    const positions = new Float64Array(shaped.positions.length * 4);
    shaped.positions.forEach((position, index) => {
      positions[index * 4] = position.xAdvance;
      positions[index * 4 + 1] = position.yAdvance;
      positions[index * 4 + 2] = position.xOffset;
      positions[index * 4 + 3] = position.yOffset;
    });
    const run: CachedRun = { glyphs: shaped.glyphs, positions, advanceWidth: shaped.advanceWidth };
    if (text.length > MAX_CACHED_TEXT) return run;
    for (const key of runs.keys()) {
      if (characters + text.length <= MAX_CACHED_CHARACTERS) break;
      runs.delete(key);
      characters -= key.length;
    }
    runs.set(text, run);
    characters += text.length;
    return run;
  };
  const cached = Object.create(font) as Font;
  Object.defineProperty(cached, 'layout', {
    value: (text: string) => {
      const run = shape(text);
      return {
        glyphs: run.glyphs,
        positions: run.glyphs.map((_, index) => ({
          xAdvance: run.positions[index * 4] as number,
          yAdvance: run.positions[index * 4 + 1] as number,
          xOffset: run.positions[index * 4 + 2] as number,
          yOffset: run.positions[index * 4 + 3] as number,
        })),
        advanceWidth: run.advanceWidth,
      };
    },
  });
  return { font: cached, shape, cached: () => ({ texts: runs.size, characters }) };
}

/** Whether the font maps a character to a glyph: a bit per character of the BMP, a set for the rest. */
function glyphLookup(font: Font): (codePoint: number) => boolean {
  const basic = new Uint8Array(0x10000 / 8);
  const astral = new Set<number>();
  for (const codePoint of font.characterSet) {
    if (codePoint < 0x10000)
      basic[codePoint >> 3] = (basic[codePoint >> 3] as number) | (1 << (codePoint & 7));
    else astral.add(codePoint);
  }
  return (codePoint) =>
    codePoint < 0x10000
      ? ((basic[codePoint >> 3] as number) & (1 << (codePoint & 7))) !== 0
      : astral.has(codePoint);
}

function measure(bytes: Uint8Array): MeasuredFont {
  // fontkit's Node build reads a Buffer; its browser build reads the bytes as they are.
  const created = create(
    typeof Buffer === 'undefined'
      ? (bytes as unknown as Buffer)
      : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  if (!('layout' in created)) throw new Error('A font collection was given where one font was expected.');
  const scale = 1 / created.unitsPerEm;
  const { font, shape, cached } = withShapingCache(created);
  return {
    font,
    ascender: created.ascent * scale,
    descender: created.descent * scale,
    widthOf: (text) => shape(text).advanceWidth * scale,
    hasGlyph: glyphLookup(created),
    cached,
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
