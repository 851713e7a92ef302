/**
 * The editor's constants without the schemas: pages that need only these load no validation library.
 * editor.ts re-exports them.
 */

/** The PDF templates: all single-column and ATS-clean, differing in type and spacing. */
export const RESUME_TEMPLATES = ['classic', 'modern', 'compact'] as const;

export const PAGE_SIZES = ['letter', 'a4'] as const;

/** SPEC §5 and §8: the one message for an update payload of the wrong shape. */
export const EDITOR_MESSAGES = {
  invalidUpdate: 'Invalid update data',
  sessionNotFound: 'Resume session not found. Please try refreshing the page.',
  forbidden: 'You do not have permission to edit this resume.',
  /** A write whose If-Match names an older version of the document (412). */
  editConflict: 'This resume was changed elsewhere since you edited it.',
  /** An If-Match that is neither `*` nor one quoted version (400). */
  invalidIfMatch: 'If-Match must be * or one quoted version, such as "2026-01-31T12:00:00.000Z".',
} as const;

/**
 * SPEC §4: defaults of what the editor adds. The texts a new section, line or bullet starts with are in
 * the user's language, in the catalogues (pdf.editorDefaults.*).
 */
export const EDITOR_DEFAULTS = {
  sectionType: 'general',
  /** Edits are saved this long after the last keystroke. */
  saveDebounceMs: 1500,
} as const;

/**
 * Template options (premium `custom_templates`): an accent colour, a pairing of the bundled fonts, a spacing
 * preset and a section order preset, saved per session; every choice keeps the page single-column and
 * ATS-parseable. `template` in each list is the template's own look.
 *
 * The accents are dark, so each passes 4.5:1 on white (contracts/template-options.test.ts holds them to
 * it); they colour the name, the section headings and their rules only, and the body text stays near-black.
 */
export const ACCENT_COLOURS = {
  black: '#1a1a1a',
  navy: '#1f3a5f',
  blue: '#1d4f91',
  teal: '#0b5c5c',
  green: '#2d5a27',
  burgundy: '#7a1f2b',
  plum: '#5a2a6e',
  slate: '#3b4752',
} as const;
export type AccentColour = keyof typeof ACCENT_COLOURS;
export const ACCENT_CHOICES = ['template', ...(Object.keys(ACCENT_COLOURS) as AccentColour[])] as const;

/** The bundled families (render/load-fonts.ts): Source Serif 4, Inter and Source Sans 3. */
export type FontFamilyKey = 'serif' | 'sans' | 'narrowSans';
/** Heading and body faces of each pairing. */
export const FONT_PAIRINGS = {
  serif: { heading: 'serif', body: 'serif' },
  inter: { heading: 'sans', body: 'sans' },
  source_sans: { heading: 'narrowSans', body: 'narrowSans' },
  serif_and_sans: { heading: 'serif', body: 'narrowSans' },
  inter_and_serif: { heading: 'sans', body: 'serif' },
} as const satisfies Record<string, { heading: FontFamilyKey; body: FontFamilyKey }>;
export type FontPairing = keyof typeof FONT_PAIRINGS;
export const FONT_CHOICES = ['template', ...(Object.keys(FONT_PAIRINGS) as FontPairing[])] as const;

/** `standard` is the template's own spacing. */
export const SPACING_PRESETS = ['compact', 'standard', 'relaxed'] as const;
export type SpacingPreset = (typeof SPACING_PRESETS)[number];

/**
 * The section types each order puts first, in this order; other sections follow in the order the resume
 * has them. `as_written` keeps the resume's own order (as the editor arranged it).
 */
export const SECTION_ORDERS = {
  as_written: [],
  experience_first: ['summary', 'experience', 'projects', 'skills', 'education', 'certifications'],
  education_first: ['summary', 'education', 'projects', 'experience', 'skills', 'certifications'],
  skills_first: ['summary', 'skills', 'certifications', 'projects', 'experience', 'education'],
} as const satisfies Record<string, readonly string[]>;
export type SectionOrderPreset = keyof typeof SECTION_ORDERS;
export const SECTION_ORDER_CHOICES = [
  'as_written',
  'experience_first',
  'education_first',
  'skills_first',
] as const satisfies readonly SectionOrderPreset[];

export type TemplateOptionsValue = {
  accent: (typeof ACCENT_CHOICES)[number];
  fonts: (typeof FONT_CHOICES)[number];
  spacing: SpacingPreset;
  section_order: SectionOrderPreset;
};

/** The options that change nothing: what the panel shows for a session with none saved. */
export const DEFAULT_TEMPLATE_OPTIONS: TemplateOptionsValue = {
  accent: 'template',
  fonts: 'template',
  spacing: 'standard',
  section_order: 'as_written',
};

/** What the render package takes: the options resolved to colours, families and section types. */
export type TemplateLookValue = {
  accent: string | null;
  fonts: { heading: FontFamilyKey; body: FontFamilyKey } | null;
  spacing: SpacingPreset;
  sectionOrder: readonly string[];
};

/** The options as the render package reads them; null options are the template's own look. */
export function templateLookOf(options: TemplateOptionsValue | null | undefined): TemplateLookValue | null {
  if (!options) return null;
  return {
    accent: options.accent === 'template' ? null : ACCENT_COLOURS[options.accent],
    fonts: options.fonts === 'template' ? null : FONT_PAIRINGS[options.fonts],
    spacing: options.spacing,
    sectionOrder: SECTION_ORDERS[options.section_order],
  };
}
