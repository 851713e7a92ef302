/**
 * The editor's warnings (SPEC §3 `warnings`): short sentences a user can act on, one rule per row. Each
 * rule reads the resume and the laid-out page; none of them changes anything. Each warning is a message of
 * the catalogue (warning-messages.ts) with its English text beside it.
 */
import { DEFAULT_AS_OF } from '@resumeloop/engine';
import { type Block, EMAIL_IN_TEXT, orderedVisibleSections } from './build-blocks';
import type { PageFonts } from './page-fonts';
import type { PageLayout } from './place-lines';
import type { TemplateStyle } from './templates';
import type { RenderableResume } from './types';
import { type LayoutWarning, layoutWarning } from './warning-messages';

export interface WarningContext {
  resume: RenderableResume;
  blocks: readonly Block[];
  layout: PageLayout;
  /** The template and its fonts, to tell which characters the page cannot draw. */
  template: TemplateStyle;
  fonts: PageFonts;
  yearsOfExperience?: number | undefined;
}

/** Below this many years of experience a resume should fit on one page, otherwise on two. */
const ONE_PAGE_YEARS = 5;
/** A bullet printed on more lines than this is too long to scan. */
const MAX_BULLET_LINES = 2;
const QUOTE_LENGTH = 40;
/** A last page filled less than this share holds a few stray lines. */
const SHORT_LAST_PAGE = 0.2;
/** Characters named in the warning about characters the font lacks; more are counted, not listed. */
const MAX_NAMED_CHARACTERS = 10;

const EMAIL = new RegExp(EMAIL_IN_TEXT.source);
const PHONE = /(?:\+?\d[\s().-]*){7,}/;
const YEAR = /\b(19[5-9]\d|20[0-4]\d)\b/g;
/**
 * A range still running, in the languages the engine reads: 'Present', 'actualidad', 'aujourd’hui',
 * 'heute', or a start with no end ('seit 2019', 'desde 2019', 'depuis 2019').
 */
const PRESENT =
  /(?<!\p{L})(?:present|current|now|today|ongoing|actualidad|actualmente|presente|hoy|desde|aujourd['’]hui|à ce jour|actuellement|en cours|depuis|heute|dato|derzeit|aktuell|laufend|seit)(?!\p{L})/iu;

/** Words quoted from the resume in a warning: the first QUOTE_LENGTH characters, cut with an ellipsis. */
const excerpt = (text: string): string =>
  text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH).trimEnd()}…` : text;

const entriesOf = (resume: RenderableResume) =>
  orderedVisibleSections(resume).flatMap((section) => section.entries);

/**
 * Years from the earliest year written in an entry's dates to the latest (a range ending Present ends
 * at the engine's reference date): rough, but the warning only needs to tell a starter from the rest.
 */
export function estimateYearsOfExperience(resume: RenderableResume): number {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const entry of entriesOf(resume)) {
    for (const match of entry.dates.matchAll(YEAR)) {
      const year = Number(match[1]);
      first = Math.min(first, year);
      last = Math.max(last, year);
    }
    if (PRESENT.test(entry.dates)) last = Math.max(last, DEFAULT_AS_OF.year);
  }
  return Number.isFinite(first) ? last - first : 0;
}

/** How a date is written: month names, short month names, numbers or a bare year. */
function dateStyleOf(dates: string): string | null {
  const text = dates.trim();
  if (!/\d{4}/.test(text)) return null;
  const parts: string[] = [];
  if (/\b\d{1,2}[/.-]\d{4}\b|\b\d{4}[/.-]\d{1,2}\b/.test(text)) parts.push('numeric month');
  if (/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s+\d{4}/i.test(text))
    parts.push('short month');
  if (
    /\b(january|february|march|april|june|july|august|september|october|november|december)\s+\d{4}/i.test(
      text,
    )
  )
    parts.push('month name');
  if (parts.length === 0) parts.push('year');
  return parts.join('+');
}

/**
 * The characters of the printed text that the template's fonts have no glyph for (CJK, emoji, scripts
 * the faces do not cover), in order of first use, each once: one look-up per character.
 */
export function unprintableCharacters({ blocks, template, fonts }: WarningContext): string[] {
  const missing = new Set<string>();
  for (const block of blocks)
    for (const span of block.spans) {
      const font = fonts.of(template.spans[span.role]);
      const { text } = span;
      for (let index = 0; index < text.length; index += 1) {
        const codePoint = text.codePointAt(index) as number;
        if (codePoint > 0xffff) index += 1;
        if (codePoint !== 0x20 && !font.hasGlyph(codePoint)) missing.add(String.fromCodePoint(codePoint));
      }
    }
  return [...missing];
}

/** A combining mark is shown on a dotted circle, as character charts show them. */
const shown = (char: string): string => (/^\p{M}$/u.test(char) ? `\u25CC${char}` : char);

type WarningRule = (context: WarningContext) => LayoutWarning[];

export const WARNING_RULES: readonly WarningRule[] = [
  function pageLength({ resume, layout, yearsOfExperience }) {
    const years = yearsOfExperience ?? estimateYearsOfExperience(resume);
    if (years < ONE_PAGE_YEARS && layout.pages > 1)
      return [
        layoutWarning('pdf.warning.pageCountForExperience', { pages: layout.pages, years: ONE_PAGE_YEARS }),
      ];
    if (layout.pages > 2) return [layoutWarning('pdf.warning.pageCount', { pages: layout.pages })];
    return [];
  },
  function shortLastPage({ layout }) {
    const lastShare = layout.filledPages - (layout.pages - 1);
    if (layout.pages < 2 || lastShare >= SHORT_LAST_PAGE) return [];
    const lines = layout.lines.filter((line) => line.page === layout.pages - 1).length;
    return [
      layoutWarning('pdf.warning.shortLastPage', {
        page: layout.pages,
        lines,
        previousPage: layout.pages - 1,
      }),
    ];
  },
  function widowedLines({ blocks, layout }) {
    // Walk the printed lines block by block: a block whose last line alone went over to the next page.
    const widows: LayoutWarning[] = [];
    let at = 0;
    blocks.forEach((block, index) => {
      const count = layout.linesPerBlock[index] ?? 0;
      const last = layout.lines[at + count - 1];
      const before = layout.lines[at + count - 2];
      if (count >= 2 && last && before && last.page !== before.page)
        widows.push(
          layoutWarning('pdf.warning.widowedLine', {
            excerpt: excerpt(block.spans.map((span) => span.text).join('')),
            page: last.page + 1,
          }),
        );
      at += count;
    });
    return widows;
  },
  function missingEmail({ resume }) {
    const { email, raw_contact_line: raw } = resume.contact;
    return email.trim() || EMAIL.test(raw) ? [] : [layoutWarning('pdf.warning.missingEmail')];
  },
  function missingPhone({ resume }) {
    const { phone, raw_contact_line: raw } = resume.contact;
    return phone.trim() || PHONE.test(raw) ? [] : [layoutWarning('pdf.warning.missingPhone')];
  },
  function emptySections({ resume }) {
    return orderedVisibleSections(resume)
      .filter(
        (section) =>
          !section.content_lines.some((line) => line.trim()) &&
          !section.bullets.some((bullet) => bullet.text.trim()) &&
          !section.entries.some(
            (entry) =>
              [entry.title, entry.company, entry.location, entry.dates].some((field) => field.trim()) ||
              entry.bullets.some((bullet) => bullet.text.trim()),
          ),
      )
      .map((section) =>
        section.title.trim()
          ? layoutWarning('pdf.warning.emptySection', { title: section.title.trim() })
          : layoutWarning('pdf.warning.emptyUntitledSection'),
      );
  },
  function longBullets({ blocks, layout }) {
    const long = blocks.filter(
      (block, index) => block.kind === 'bullet' && (layout.linesPerBlock[index] ?? 0) > MAX_BULLET_LINES,
    );
    const first = long[0];
    if (!first) return [];
    const text = first.spans.map((span) => span.text).join('');
    return [
      layoutWarning('pdf.warning.longBullets', {
        count: long.length,
        maxLines: MAX_BULLET_LINES,
        excerpt: excerpt(text),
      }),
    ];
  },
  function mixedDateFormats({ resume }) {
    const dated = entriesOf(resume)
      .map((entry) => ({ dates: entry.dates.trim(), style: dateStyleOf(entry.dates) }))
      .filter((item): item is { dates: string; style: string } => item.style !== null);
    const counts = new Map<string, number>();
    for (const item of dated) counts.set(item.style, (counts.get(item.style) ?? 0) + 1);
    if (counts.size < 2) return [];
    const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const usual = dated.find((item) => item.style === common);
    const odd = dated.find((item) => item.style !== common);
    if (!usual || !odd) return [];
    return [
      layoutWarning('pdf.warning.mixedDateFormats', {
        first: excerpt(usual.dates),
        second: excerpt(odd.dates),
      }),
    ];
  },
  function unprintable(context) {
    const missing = unprintableCharacters(context);
    if (missing.length === 0) return [];
    const named = missing.slice(0, MAX_NAMED_CHARACTERS).map(shown).join(', ');
    const more = Math.max(0, missing.length - MAX_NAMED_CHARACTERS);
    return [layoutWarning('pdf.warning.unprintableCharacters', { characters: named, more })];
  },
];

/** Every rule's warnings, in the rules' order: each with its English text and its message reference. */
export function layoutWarnings(context: WarningContext): LayoutWarning[] {
  return WARNING_RULES.flatMap((rule) => rule(context));
}
