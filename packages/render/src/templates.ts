/**
 * The three templates as data: a family, sizes, spacing, colours and a heading style per template. All
 * are one column of plain text lines; they differ in typeface, scale and how a heading is set off.
 */
import type { FontLibrary, FontStyle, PageSize, TemplateName } from './types';

/** Page sizes in PDF points. */
export const PAGE_SIZES: Record<PageSize, { width: number; height: number }> = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
};

/** What a block prints as: each kind gets its own size and spacing in a template. */
export type BlockKind =
  | 'name'
  | 'contact'
  | 'heading'
  | 'entry-header'
  | 'entry-dates'
  | 'paragraph'
  | 'bullet';

/** The part a run of text plays, which decides its face and colour. */
export type SpanRole =
  | 'name'
  | 'contact'
  | 'heading'
  | 'entry-title'
  | 'entry-company'
  | 'entry-location'
  | 'dates'
  | 'body';

export interface BlockStyle {
  size: number;
  /** Baseline to baseline, in points. */
  leading: number;
  spaceBefore: number;
  spaceAfter: number;
  align: 'left' | 'center';
}

export interface SpanStyle {
  face: FontStyle;
  color: string;
  /** The family the run is set in, when not the template's (a font pairing's headings). */
  family?: keyof FontLibrary;
}

export interface TemplateStyle {
  family: keyof FontLibrary;
  margins: { top: number; bottom: number; left: number; right: number };
  blocks: Record<BlockKind, BlockStyle>;
  spans: Record<SpanRole, SpanStyle>;
  /** A rule under (or above) each section heading; null for none. */
  headingRule: { position: 'below' | 'above'; width: number; color: string; gap: number } | null;
  /** Where a bullet's text starts, from the bullet glyph. */
  bulletIndent: number;
  bulletHang: number;
  /** Space between experience entries. */
  entryGap: number;
}

const INK = '#1a1a1a';
const MUTED = '#555555';

const block = (size: number, leading: number, spaceBefore = 0, spaceAfter = 0): BlockStyle => ({
  size,
  leading,
  spaceBefore,
  spaceAfter,
  align: 'left',
});

/**
 * An entry header has a point of space below it, so a reader that rejoins wrapped lines (as ATSs and our
 * 'what an ATS reads' do) never runs the first line below into a header that happens to fill its line.
 */
export const TEMPLATES: Record<TemplateName, TemplateStyle> = {
  // A traditional serif page: centred name and contact line, headings with a rule beneath.
  classic: {
    family: 'serif',
    margins: { top: 54, bottom: 54, left: 60, right: 60 },
    blocks: {
      name: { ...block(22, 26, 0, 2), align: 'center' },
      contact: { ...block(10, 13.5, 0, 4), align: 'center' },
      heading: block(12.5, 15, 12, 5),
      'entry-header': block(10.5, 13.5, 0, 1),
      'entry-dates': block(10, 13, 0, 2),
      paragraph: block(10.5, 13.5, 0, 2),
      bullet: block(10.5, 13.5, 0, 1.5),
    },
    spans: {
      name: { face: 'bold', color: INK },
      contact: { face: 'regular', color: INK },
      heading: { face: 'bold', color: INK },
      'entry-title': { face: 'bold', color: INK },
      'entry-company': { face: 'regular', color: INK },
      'entry-location': { face: 'regular', color: INK },
      dates: { face: 'italic', color: MUTED },
      body: { face: 'regular', color: INK },
    },
    headingRule: { position: 'below', width: 0.8, color: INK, gap: 3.5 },
    bulletIndent: 6,
    bulletHang: 12,
    entryGap: 7,
  },
  // A sans page with a coloured accent: large left-aligned name, coloured headings over a hairline.
  modern: {
    family: 'sans',
    margins: { top: 50, bottom: 50, left: 56, right: 56 },
    blocks: {
      name: block(24, 28, 0, 3),
      contact: block(9.5, 13, 0, 6),
      heading: block(11.5, 14, 14, 5),
      'entry-header': block(10, 13.5, 0, 1),
      'entry-dates': block(9, 12.5, 0, 2.5),
      paragraph: block(10, 13.5, 0, 2),
      bullet: block(10, 13.5, 0, 1.5),
    },
    spans: {
      name: { face: 'bold', color: '#0f2a44' },
      contact: { face: 'regular', color: '#3d4a57' },
      heading: { face: 'bold', color: '#1f5f99' },
      'entry-title': { face: 'bold', color: '#111111' },
      'entry-company': { face: 'regular', color: '#1f5f99' },
      'entry-location': { face: 'regular', color: '#3d4a57' },
      dates: { face: 'regular', color: '#6b7785' },
      body: { face: 'regular', color: '#222222' },
    },
    headingRule: { position: 'below', width: 0.5, color: '#9bb8d3', gap: 3 },
    bulletIndent: 2,
    bulletHang: 11,
    entryGap: 8,
  },
  // A dense narrow sans page for long resumes: small type, tight spacing, a rule above each heading.
  compact: {
    family: 'narrowSans',
    margins: { top: 36, bottom: 36, left: 42, right: 42 },
    blocks: {
      name: block(17, 20, 0, 1),
      contact: block(9, 11.5, 0, 2),
      heading: block(10, 12, 9, 2.5),
      'entry-header': block(9.5, 11.8, 0, 1),
      'entry-dates': block(8.5, 11, 0, 1),
      paragraph: block(9.5, 11.8, 0, 1),
      bullet: block(9.5, 11.8, 0, 0.5),
    },
    spans: {
      name: { face: 'bold', color: INK },
      contact: { face: 'regular', color: MUTED },
      heading: { face: 'bold', color: INK },
      'entry-title': { face: 'bold', color: INK },
      'entry-company': { face: 'italic', color: INK },
      'entry-location': { face: 'regular', color: MUTED },
      dates: { face: 'regular', color: MUTED },
      body: { face: 'regular', color: INK },
    },
    headingRule: { position: 'above', width: 0.6, color: '#888888', gap: 4 },
    bulletIndent: 0,
    bulletHang: 9,
    entryGap: 4,
  },
};
