/**
 * The layout of a resume in a template, computed once per render: the blocks, their lines on pages and
 * the report the editor shows (SPEC §3 estimated_pages, character_count, total_char_count, warnings).
 * `layoutResume` gives the report alone, without writing a PDF, from the same measurement.
 */
import { type Block, buildBlocks, clean, contactSpans } from './build-blocks';
import { layoutWarnings } from './layout-warnings';
import { pageFonts } from './page-fonts';
import { layOutPages, type PageLayout } from './place-lines';
import { inLookOrder, styledTemplate } from './template-look';
import type { TemplateStyle } from './templates';
import type { LayoutReport, RenderableResume, RenderOptions } from './types';

export interface ComputedLayout {
  template: TemplateStyle;
  blocks: Block[];
  pages: PageLayout;
  report: LayoutReport;
}

type RenderSection = RenderableResume['sections'][number];

const length = (text: string): number => clean(text).length;

function sectionCharacters(section: RenderSection): number {
  let count = length(section.title);
  for (const line of section.content_lines) count += length(line);
  for (const bullet of section.bullets) count += length(bullet.text);
  for (const entry of section.entries) {
    count += length(entry.title) + length(entry.company) + length(entry.location) + length(entry.dates);
    for (const bullet of entry.bullets) count += length(bullet.text);
  }
  return count;
}

function contactCharacters(resume: RenderableResume): number {
  return length(resume.contact.name) + contactSpans(resume).reduce((sum, span) => sum + span.text.length, 0);
}

export function computeLayout(written: RenderableResume, options: RenderOptions): ComputedLayout {
  const template = styledTemplate(options.template, options.look);
  const resume = inLookOrder(written, options.look);
  const fonts = pageFonts(template, options.fonts);
  const blocks = buildBlocks(resume);
  const pages = layOutPages(blocks, template, fonts, options.pageSize);
  const contact = contactCharacters(resume);
  const warnings = layoutWarnings({
    resume,
    blocks,
    layout: pages,
    template,
    fonts,
    yearsOfExperience: options.yearsOfExperience,
  });
  const report: LayoutReport = {
    pages: pages.pages,
    // One decimal, and never a whole page more or less than the pages printed.
    estimated_pages: Math.min(
      pages.pages,
      Math.max(pages.pages - 1 + (pages.lines.length > 0 ? 0.1 : 0), Math.round(pages.filledPages * 10) / 10),
    ),
    character_count:
      contact +
      resume.sections
        .filter((section) => section.visible)
        .reduce((sum, section) => sum + sectionCharacters(section), 0),
    total_char_count: contact + resume.sections.reduce((sum, section) => sum + sectionCharacters(section), 0),
    warnings: warnings.map((warning) => warning.text),
    warning_refs: warnings.map((warning) => warning.ref),
  };
  return { template, blocks, pages, report };
}

/** The layout report alone: page count, character counts and warnings, with no PDF written. */
export function layoutResume(resume: RenderableResume, options: RenderOptions): LayoutReport {
  return computeLayout(resume, options).report;
}
