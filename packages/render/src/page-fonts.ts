/**
 * The faces one page uses, measured: a template sets every run in its own family unless a span names
 * another (a font pairing sets the name and headings in one family and the rest in another). A run names
 * its face by id ('serif-bold'), which is also the name the PDF registers the face under.
 */
import { type MeasuredFont, parsedFontSet } from './parsed-fonts';
import type { SpanStyle, TemplateStyle } from './templates';
import type { FontLibrary, FontStyle } from './types';

export interface PageFonts {
  /** The measured face a span style sets its text in. */
  of(style: SpanStyle): MeasuredFont;
  /** The face's id, as runs and the PDF name it. */
  idOf(style: SpanStyle): string;
  /** Every face the page can use, by id. */
  faces(): Array<[string, MeasuredFont]>;
}

export function pageFonts(template: TemplateStyle, library: FontLibrary): PageFonts {
  const familyOf = (style: SpanStyle): keyof FontLibrary => style.family ?? template.family;
  const families = new Set<keyof FontLibrary>([template.family]);
  for (const style of Object.values(template.spans)) families.add(familyOf(style));
  const idOf = (style: SpanStyle) => `${familyOf(style)}-${style.face}`;
  const byId = new Map<string, MeasuredFont>();
  for (const family of families) {
    const set = parsedFontSet(library[family]);
    for (const face of Object.keys(set) as FontStyle[]) byId.set(`${family}-${face}`, set[face]);
  }
  return {
    of: (style) => byId.get(idOf(style)) as MeasuredFont,
    idOf,
    faces: () => [...byId],
  };
}
