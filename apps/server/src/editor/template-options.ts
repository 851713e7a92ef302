/**
 * A session's template options (premium `custom_templates`), kept in refine_sessions.template_options:
 * read back through the contract's schema, so a stored value of another shape is the template's own look
 * rather than a render failure, and resolved for the render package.
 */
import {
  type PageSize,
  type ResumeTemplate,
  type TemplateOptions,
  templateLookOf,
  templateOptionsSchema,
} from '@resumeloop/contracts/editor';
import type { RenderOptions } from './render';

export function savedTemplateOptions(row: { templateOptions: unknown }): TemplateOptions | null {
  const parsed = templateOptionsSchema.safeParse(row.templateOptions);
  return parsed.success ? parsed.data : null;
}

/** How a session renders: its template and page size, with its options when it has some. */
export function renderOptionsOf(
  row: { templateOptions: unknown },
  template: ResumeTemplate,
  pageSize: PageSize,
): RenderOptions {
  return { template, pageSize, look: templateLookOf(savedTemplateOptions(row)) };
}
