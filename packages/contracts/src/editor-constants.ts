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
