/**
 * The shapes of the render package: what goes in (a structured resume, options, font bytes) and what
 * comes out (PDF bytes and the layout report of SPEC §3).
 */
import type { Bullet, Contact, ExperienceEntry, Section, StructuredResume } from '@resumeloop/engine';
import type { WarningRef } from './warning-messages';

export type { LayoutWarning, WarningId, WarningRef, WarningValue } from './warning-messages';

export type TemplateName = 'classic' | 'modern' | 'compact';
export type PageSize = 'letter' | 'a4';
export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

/**
 * The engine's structured resume, with the section type read as any string: the editor's copy (contracts)
 * allows new types, and rendering never branches on the type.
 */
export interface RenderableResume {
  contact: Contact;
  /**
   * The language the resume is written in, when its parse recorded it ('de'); else read from its text.
   * The document's title word and language tag follow it.
   */
  language?: StructuredResume['language'];
  sections: Array<
    Omit<Section, 'type' | 'bullets' | 'entries'> & {
      type: string;
      bullets: Bullet[];
      entries: ExperienceEntry[];
    }
  >;
}

/** The bytes of one family's four faces (TTF or OTF). */
export interface FontSet {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
  boldItalic: Uint8Array;
}

/** The families the templates use: Classic sets a serif, Modern and Compact two different sans faces. */
export interface FontLibrary {
  serif: FontSet;
  sans: FontSet;
  narrowSans: FontSet;
}

/**
 * Template options resolved (contracts' templateLookOf): an accent colour (#rrggbb) for the name,
 * headings and rules; heading and body families; a spacing preset; the section types to put first.
 */
export interface TemplateLook {
  accent: string | null;
  fonts: { heading: keyof FontLibrary; body: keyof FontLibrary } | null;
  spacing: 'compact' | 'standard' | 'relaxed';
  sectionOrder: readonly string[];
}

export interface RenderOptions {
  template: TemplateName;
  /** Template options; absent or null draws the template's own look. */
  look?: TemplateLook | null;
  pageSize: PageSize;
  fonts: FontLibrary;
  /** Document Title; defaults to '<Name> – Resume' in the resume's language ('<Name> – Lebenslauf'). */
  title?: string;
  /** Document Author; defaults to the contact's name. */
  author?: string;
  /**
   * Years of experience, for the page-length warning (one page under five years, else two). When absent,
   * read roughly from the years written in the entries' dates.
   */
  yearsOfExperience?: number;
}

export interface LayoutReport {
  /** Pages the resume fills. */
  pages: number;
  /** Full pages plus the filled fraction of the last page, one decimal (1.6). */
  estimated_pages: number;
  /** Characters of the visible text. */
  character_count: number;
  /** Characters of every section, hidden ones included. */
  total_char_count: number;
  /** The warnings, in English. */
  warnings: string[];
  /** The same warnings as messages of the catalogue (`pdf.warning.*`), in the same order. */
  warning_refs: WarningRef[];
}

export interface RenderResult {
  pdf: Uint8Array;
  layout: LayoutReport;
}
