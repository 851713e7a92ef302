import { z } from 'zod';

/**
 * The structured resume of SPEC §3 (the editor's model): contact details and ordered sections of lines,
 * bullets and experience entries. Mirrors the engine's StructuredResume.
 */

export const contactSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    location: z.string(),
    linkedin: z.string(),
    github: z.string(),
    /** A custom contact line that overrides the individual fields when rendering. */
    raw_contact_line: z.string(),
  })
  .meta({ id: 'ResumeContact' });
export type Contact = z.infer<typeof contactSchema>;

export const bulletSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    /** The glyph the line started with ('•', '-', '*', ...); '' for a paragraph line. */
    original_char: z.string(),
  })
  .meta({ id: 'ResumeBullet' });
export type Bullet = z.infer<typeof bulletSchema>;

export const experienceEntrySchema = z
  .object({
    id: z.string(),
    company: z.string(),
    dates: z.string(),
    title: z.string(),
    location: z.string(),
    bullets: z.array(bulletSchema),
    /** Printed on one page, header and every bullet (else the header keeps only its first bullet). */
    keep_together: z.boolean().optional(),
    /**
     * An earlier role whose header stood right under the later role's at the same employer (a
     * promotion): it prints there, before the lines both share.
     */
    stacked: z.boolean().optional(),
  })
  .meta({ id: 'ResumeExperienceEntry' });
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const sectionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** 'summary', 'experience', 'education', 'skills', ...; new sections get 'general'. */
    type: z.string(),
    visible: z.boolean(),
    /** 1-based position. */
    order: z.number(),
    content_lines: z.array(z.string()),
    bullets: z.array(bulletSchema),
    entries: z.array(experienceEntrySchema),
    /** Starts on a new page of the PDF. */
    page_break_before: z.boolean().optional(),
  })
  .meta({ id: 'ResumeSection' });
export type Section = z.infer<typeof sectionSchema>;

export const structuredResumeSchema = z
  .object({ contact: contactSchema, sections: z.array(sectionSchema) })
  .meta({ id: 'StructuredResume' });
export type StructuredResume = z.infer<typeof structuredResumeSchema>;
