/**
 * Template options (premium `custom_templates`) applied to a template: the same layout code draws the
 * result, so the PDF, the DOCX and the browser's preview agree. An accent colours the name, the section
 * headings and their rules, nothing else: with one chosen, every other run is near-black or the
 * template's grey. A font pairing sets the name and headings in one bundled family and the rest in
 * another; a spacing preset scales the vertical space; a section order preset moves section types first.
 */
import { type SpanRole, type SpanStyle, TEMPLATES, type TemplateStyle } from './templates';
import type { FontLibrary, RenderableResume, TemplateLook, TemplateName } from './types';

/** The near-black of body text when an accent is chosen (the accent is kept off it). */
export const BODY_INK = '#1a1a1a';

/** How much the space between lines and blocks grows or shrinks. */
const SPACING = {
  compact: { gaps: 0.65, leading: 0.94 },
  standard: { gaps: 1, leading: 1 },
  relaxed: { gaps: 1.35, leading: 1.08 },
} as const;

const ACCENTED: ReadonlySet<SpanRole> = new Set(['name', 'heading']);
/** Runs a template colours for effect (Modern's company names): near-black once an accent is chosen. */
const INKED: ReadonlySet<SpanRole> = new Set(['entry-title', 'entry-company', 'body']);

const round = (value: number) => Math.round(value * 100) / 100;

function recolour(template: TemplateStyle, accent: string): TemplateStyle {
  const spans = Object.fromEntries(
    (Object.entries(template.spans) as Array<[SpanRole, SpanStyle]>).map(([role, style]) => [
      role,
      ACCENTED.has(role)
        ? { ...style, color: accent }
        : INKED.has(role)
          ? { ...style, color: BODY_INK }
          : style,
    ]),
  ) as Record<SpanRole, SpanStyle>;
  return {
    ...template,
    spans,
    headingRule: template.headingRule ? { ...template.headingRule, color: accent } : null,
  };
}

function refont(
  template: TemplateStyle,
  fonts: { heading: keyof FontLibrary; body: keyof FontLibrary },
): TemplateStyle {
  const spans = Object.fromEntries(
    (Object.entries(template.spans) as Array<[SpanRole, SpanStyle]>).map(([role, style]) => [
      role,
      { ...style, family: ACCENTED.has(role) ? fonts.heading : fonts.body },
    ]),
  ) as Record<SpanRole, SpanStyle>;
  return { ...template, family: fonts.body, spans };
}

function respace(template: TemplateStyle, spacing: TemplateLook['spacing']): TemplateStyle {
  const { gaps, leading } = SPACING[spacing];
  if (gaps === 1 && leading === 1) return template;
  const blocks = Object.fromEntries(
    Object.entries(template.blocks).map(([kind, style]) => [
      kind,
      {
        ...style,
        leading: round(Math.max(style.size * 1.1, style.leading * leading)),
        spaceBefore: round(style.spaceBefore * gaps),
        spaceAfter: round(style.spaceAfter * gaps),
      },
    ]),
  ) as TemplateStyle['blocks'];
  return { ...template, blocks, entryGap: round(template.entryGap * gaps) };
}

/** The template as the options draw it; no options (null) is the template itself. */
export function styledTemplate(name: TemplateName, look: TemplateLook | null | undefined): TemplateStyle {
  const template = TEMPLATES[name];
  if (!template) throw new Error(`Unknown template: ${String(name)}`);
  if (!look) return template;
  let styled = respace(template, look.spacing);
  if (look.fonts) styled = refont(styled, look.fonts);
  if (look.accent) styled = recolour(styled, look.accent);
  return styled;
}

/**
 * The resume with its sections in the preset's order: the preset's types first, in its order (sections
 * of one type keep theirs), then every other section as the resume orders it. An empty preset changes
 * nothing.
 */
export function inLookOrder<R extends RenderableResume>(resume: R, look: TemplateLook | null | undefined): R {
  const order = look?.sectionOrder ?? [];
  if (order.length === 0) return resume;
  const rank = (type: string) => {
    const index = order.indexOf(type);
    return index === -1 ? order.length : index;
  };
  const sorted = [...resume.sections]
    .sort((a, b) => a.order - b.order)
    .map((section, position) => ({ section, position }))
    .sort((a, b) => rank(a.section.type) - rank(b.section.type) || a.position - b.position);
  return { ...resume, sections: sorted.map(({ section }, index) => ({ ...section, order: index + 1 })) };
}
