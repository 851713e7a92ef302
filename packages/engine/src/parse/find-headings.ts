/**
 * Which lines of a resume open a section: a heading of the table alone on its line, after one of the
 * document's heading glyphs, or with content after a colon ('Skills: Python, SQL'); an experience heading
 * run into the first entry header; and headings the table does not know, told by what follows them (job
 * entries) or by how the document writes its headings (capitals alone between blank lines).
 */
import { readingTable } from '../lang/reading-table';
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { isUpperCaseLine } from '../text/normalize-text';
import { findLocation } from '../text/places';
import type { SectionType } from '../types';
import { hasCompanyMarker, isDatedEntryHeader } from './entry-header-lines';
import { findDate } from './parse-dates';
import { readBullet } from './read-lines';
import type { SectionHeadingRule } from './section-heading-table';
import { lookupHeading } from './section-headings';

/** Headings that may carry content on the same line: 'Skills: Python, SQL', 'Education: B.S. Biology, 2019'. */
const INLINE_HEADING_TYPES: ReadonlySet<SectionType> = new Set([
  'skills',
  'summary',
  'languages',
  'interests',
  'certifications',
  'education',
]);

/** In another language, a heading's letters may carry accents, and French puts a space before the colon. */
const FOREIGN_INLINE_HEADING = /^(\p{L}[\p{L} &/'’-]{2,40}?)\s?:\s+(\S.*)$/u;

export function splitInlineHeading(
  line: string,
): { heading: string; rule: SectionHeadingRule; rest: string } | null {
  const pattern =
    readingTable() === null ? /^([A-Za-z][A-Za-z &/]{2,40}):\s+(\S.*)$/ : FOREIGN_INLINE_HEADING;
  const match = pattern.exec(line.trim());
  if (!match) return null;
  const rule = lookupHeading(match[1] ?? '');
  if (!rule || !INLINE_HEADING_TYPES.has(rule.type)) return null;
  return { heading: `${match[1]}:`, rule, rest: match[2] ?? '' };
}

export const EXPERIENCE_RULE = lookupHeading('Experience');
/** The rule of a heading the table does not know: its content is kept as written, named items and all. */
export const GENERAL_RULE: SectionHeadingRule = { type: 'general', standardTitle: '', variants: [] };

/**
 * The experience headings of more than one word, and 'Experience', longest first, for finding one run into
 * the first line of its content ('Employment' or 'Work' alone start too many sentences).
 */
const EXPERIENCE_VARIANTS = (EXPERIENCE_RULE?.variants ?? [])
  .filter((variant) => variant === 'experience' || variant.includes(' '))
  .sort((a, b) => b.length - a.length);
/** The first words of those headings: a line starting with any other word is no such line. */
const EXPERIENCE_FIRST_WORDS = new Set(EXPERIENCE_VARIANTS.map((variant) => variant.split(' ')[0] ?? ''));

/**
 * 'Experience Contoso Games January 2018 Present', 'Work Experience Fabrikam University': an experience
 * heading run into the first entry header, as extraction of a two-column layout leaves it. The heading
 * must be written as one and the rest must read as a header: capitalised words with a date, an employer
 * word or a place.
 */
export function splitLeadingExperienceHeading(line: string): { heading: string; rest: string } | null {
  const first = /^\s*([A-Za-z]+)\s/.exec(line)?.[1];
  if (!first || !EXPERIENCE_FIRST_WORDS.has(first.toLowerCase())) return null;
  const trimmed = line.trim();
  const lower = trimmed.toLowerCase();
  for (const variant of EXPERIENCE_VARIANTS) {
    if (!lower.startsWith(`${variant} `)) continue;
    const heading = trimmed.slice(0, variant.length);
    const rest = trimmed.slice(variant.length).trim();
    if (
      !/^\p{Lu}/u.test(rest) ||
      !/^(?:\p{Lu}[\p{L}]*|of|and|&)(?:\s+(?:\p{Lu}[\p{L}]*|of|and|&))*$/u.test(heading)
    )
      return null;
    const date = findDate(rest);
    const words = (date ? rest.replace(date.text, ' ') : rest).split(/\s+/).filter((word) => word.length > 0);
    const capitalised = words.every(
      (word) => /^[\p{Lu}\d(&]/u.test(word) || /^(?:of|and|the|for|at|in|de)$/.test(word),
    );
    if (!capitalised || words.length > 10) return null;
    if (date || hasCompanyMarker(rest) || findLocation(rest)) return { heading, rest };
    return null;
  }
  return null;
}

/**
 * Glyphs a document puts before its headings ('■ Professional Experience'): at least two lines opened
 * by the glyph are headings followed by content, and they are at least half the lines it opens (not a
 * list of skills that happens to hold 'Leadership').
 */
export function headingGlyphs(lines: readonly string[]): Set<string> {
  const tally = new Map<string, { lines: number; headings: number }>();
  const content = lines.filter((line) => line.trim().length > 0);
  content.forEach((line, index) => {
    const bullet = readBullet(line);
    if (!bullet) return;
    const count = tally.get(bullet.glyph) ?? { lines: 0, headings: 0 };
    count.lines += 1;
    tally.set(bullet.glyph, count);
    // A heading is short, capitalised, and followed by its content, not by another line the glyph opens.
    if (bullet.text.length > 45 || !/^[A-Z][^.,;]*$/.test(bullet.text)) return;
    const next = readBullet(content[index + 1] ?? '');
    if (next?.glyph !== bullet.glyph && lookupHeading(bullet.text)) count.headings += 1;
  });
  return new Set(
    [...tally]
      .filter(([, count]) => count.headings >= 2 && count.headings * 2 >= count.lines)
      .map(([glyph]) => glyph),
  );
}

/**
 * A heading not in the table whose content is job entries: a short upper-case line that names no
 * employer, title or place ('ENGINEERING EXCELLENCE'), followed by a dated entry header
 * ('Industrial Engineer, ABC Enterprises, Miami, FL, 2015 - 2019').
 */
export function headsUnnamedExperience(lines: readonly string[], index: number): boolean {
  const line = (lines[index] ?? '').trim();
  if (line.length > 40 || /[\d.,;:|]/.test(line) || line.split(/\s+/).length > 4 || !isUpperCaseLine(line))
    return false;
  if (readBullet(line) || looksLikeJobTitle(line) || hasCompanyMarker(line) || findLocation(line))
    return false;
  const next = lines.slice(index + 1).find((candidate) => candidate.trim().length > 0) ?? '';
  return isDatedEntryHeader(next);
}

/**
 * A heading the table does not know ('KEY EVENTS', 'SELECTED WORK'), in a document whose headings are
 * written in capitals: a short line of capitals alone between blank lines, naming no employer, title or
 * place. Its section's type is 'general'.
 */
export function headsOwnSection(lines: readonly string[], index: number, capitalHeadings: number): boolean {
  const line = (lines[index] ?? '').trim();
  if (capitalHeadings < 2 || line.length > 32 || !/^[A-Z][A-Z &/]+$/.test(line)) return false;
  if (line.split(/\s+/).length > 4 || !isUpperCaseLine(line)) return false;
  if ((lines[index - 1] ?? '').trim() !== '' || (lines[index + 1] ?? '').trim() !== '') return false;
  return !looksLikeJobTitle(line) && !hasCompanyMarker(line) && !findLocation(line);
}

/** A heading line: a known variant, short, not a sentence; after one of the document's heading glyphs. */
export function readHeading(
  line: string,
  glyphs: ReadonlySet<string> = new Set(),
): SectionHeadingRule | null {
  const trimmed = line.trim();
  if (trimmed.length === 0 || trimmed.length > 60) return null;
  const bullet = readBullet(trimmed);
  if (bullet) return glyphs.has(bullet.glyph) ? lookupHeading(bullet.text) : null;
  return lookupHeading(trimmed);
}
