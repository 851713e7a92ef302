import { z } from 'zod';
import {
  ACCENT_CHOICES,
  FONT_CHOICES,
  PAGE_SIZES,
  RESUME_TEMPLATES,
  SECTION_ORDER_CHOICES,
  SPACING_PRESETS,
} from './editor-constants';
import { contactSchema, sectionSchema, structuredResumeSchema } from './resume';
import { finalScoresSchema, historyItemSchema } from './scoring';

/**
 * The dynamic resume editor (SPEC §2.5, §3 'Structured resume', §5 'Editor update payload', §7.3) and the
 * undo of refinement changes: /api/dynamic-pdf/{sessionId}/* and /api/review/sessions/{id}/revert.
 */

export * from './editor-constants';

export const resumeTemplateSchema = z.enum(RESUME_TEMPLATES);
export type ResumeTemplate = z.infer<typeof resumeTemplateSchema>;
export const pageSizeSchema = z.enum(PAGE_SIZES);
export type PageSize = z.infer<typeof pageSizeSchema>;

/**
 * A layout warning as a message of the catalogue (`pdf.warning.*`): its id and values (counts, pages, words
 * quoted from the resume), to format in the reader's language.
 */
export const layoutWarningRefSchema = z
  .object({
    id: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'LayoutWarningRef' });
export type LayoutWarningRef = z.infer<typeof layoutWarningRefSchema>;

/** The page count and warnings of the resume as laid out in its template (SPEC §3 response fields). */
export const layoutReportSchema = z
  .object({
    /** Full pages plus the filled fraction of the last page, one decimal (1.6). */
    estimated_pages: z.number(),
    /** Characters of the visible text. */
    character_count: z.number().int(),
    /** Characters of every section, hidden ones included. */
    total_char_count: z.number().int(),
    /** Sentences a user can act on, in the reader's language. */
    warnings: z.array(z.string()),
    /**
     * The warnings as messages of the catalogue, in the same order: a client formats them in the language
     * it shows. Absent from older answers; a client without them shows `warnings` as they are.
     */
    warning_refs: z.array(layoutWarningRefSchema).optional(),
  })
  .meta({ id: 'LayoutReport' });
export type LayoutReport = z.infer<typeof layoutReportSchema>;

/**
 * A session's template options (premium `custom_templates`): PUT /api/dynamic-pdf/{sessionId}/template-options
 * takes them, or null for the template's own look. Every field is required and no other is allowed.
 */
export const templateOptionsSchema = z
  .strictObject({
    accent: z.enum(ACCENT_CHOICES),
    fonts: z.enum(FONT_CHOICES),
    spacing: z.enum(SPACING_PRESETS),
    section_order: z.enum(SECTION_ORDER_CHOICES),
  })
  .meta({ id: 'TemplateOptions' });
export type TemplateOptions = z.infer<typeof templateOptionsSchema>;

export const templateOptionsRequestSchema = z
  .strictObject({ template_options: templateOptionsSchema.nullable() })
  .meta({ id: 'TemplateOptionsRequest' });
export type TemplateOptionsRequest = z.infer<typeof templateOptionsRequestSchema>;

/** GET /api/dynamic-pdf/{sessionId}/current */
export const editorDocumentSchema = z
  .object({
    ...layoutReportSchema.shape,
    structured_resume: structuredResumeSchema,
    template: resumeTemplateSchema,
    page_size: pageSizeSchema,
    /** The saved template options; null (or absent, from an older server) is the template's own look. */
    template_options: templateOptionsSchema.nullable().optional(),
    /** ISO 8601 of the last save: what a later save is compared against. */
    updated_at: z.string(),
  })
  .meta({ id: 'EditorDocument' });
export type EditorDocument = z.infer<typeof editorDocumentSchema>;

/**
 * PUT /api/dynamic-pdf/{sessionId}/update. SPEC §5: valid only if it is an object, `contact` (if present) is
 * an object and `sections` (if present) is an array; only contact fields that already exist can be changed.
 * The template and page size are chosen per session.
 */
export const editorUpdateRequestSchema = z
  .object({
    contact: contactSchema.partial().optional(),
    sections: z.array(sectionSchema).optional(),
    template: resumeTemplateSchema.optional(),
    page_size: pageSizeSchema.optional(),
  })
  .meta({ id: 'EditorUpdateRequest' });
export type EditorUpdateRequest = z.infer<typeof editorUpdateRequestSchema>;

/** The answer to parse, update, reorder and delete: the saved document's layout. */
export const editorUpdateResponseSchema = editorDocumentSchema.meta({ id: 'EditorUpdateResponse' });
export type EditorUpdateResponse = z.infer<typeof editorUpdateResponseSchema>;

/**
 * The body of the 412 a write answers when its If-Match names an older version: the document as it is
 * now, so the client can show both sides.
 */
export const editConflictBodySchema = z
  .object({ detail: z.string(), code: z.literal('edit_conflict'), current: editorDocumentSchema })
  .meta({ id: 'EditConflictBody' });
export type EditConflictBody = z.infer<typeof editConflictBodySchema>;

/** POST /api/dynamic-pdf/{sessionId}/reorder-sections: every section id, in the new order. */
export const reorderSectionsRequestSchema = z
  .object({ section_ids: z.array(z.string()).min(1) })
  .meta({ id: 'ReorderSectionsRequest' });
export type ReorderSectionsRequest = z.infer<typeof reorderSectionsRequestSchema>;

/** GET /api/dynamic-pdf/{sessionId}/ats-text: what an ATS reads from our own PDF. */
export const atsTextResponseSchema = z
  .object({
    /** The text extracted from the rendered PDF, line by line, in reading order. */
    text: z.string(),
    /** Whether the parser reads back the same contact, sections and entries from that text. */
    round_trip: z.object({
      contact: z.boolean(),
      sections: z.boolean(),
      entries: z.boolean(),
    }),
  })
  .meta({ id: 'AtsTextResponse' });
export type AtsTextResponse = z.infer<typeof atsTextResponseSchema>;

/** POST /api/review/sessions/{id}/revert: the refinement changes to undo, by their history ids. */
export const revertRequestSchema = z
  .object({ change_ids: z.array(z.string()).min(1) })
  .meta({ id: 'RevertRequest' });
export type RevertRequest = z.infer<typeof revertRequestSchema>;

export const revertResponseSchema = z
  .object({
    final_text: z.string(),
    structured_resume: structuredResumeSchema,
    /** The changes still applied. */
    history: z.array(historyItemSchema),
    final_scores: finalScoresSchema,
    /** The ids undone by this call. */
    reverted: z.array(z.string()),
    /** The session's new version (also the answer's ETag): what a later If-Match names. */
    updated_at: z.string(),
  })
  .meta({ id: 'RevertResponse' });
export type RevertResponse = z.infer<typeof revertResponseSchema>;
