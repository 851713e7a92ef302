/**
 * What one source line gives the review, read once per line and remembered: the taxonomy skills it names,
 * the degree levels it says are held, the initials of its runs of capitalised words. Also the resume
 * itself as such lines: contact, headings, entry headers, dates, bullets and lines.
 */

import { degreeLevel } from '../job/read-education';
import { renderEntryHeader } from '../parse/render-resume-text';
import { findSkillMentions } from '../taxonomy/find-skills';
import { plainTokens } from '../text/normalize-text';
import { remembering } from '../text/remembering';
import type { StructuredResume } from '../types';
import { CREDENTIAL_PENDING } from './claim-tables';
import { degreeClaims } from './read-degrees';

/** The resume's lines as text: contact, headings, entry headers, dates, bullets and lines. */
export function resumeLines(resume: StructuredResume): string[] {
  const { contact } = resume;
  const lines = [
    contact.name,
    contact.email,
    contact.phone,
    contact.location,
    contact.linkedin,
    contact.github,
    contact.raw_contact_line,
  ];
  for (const section of resume.sections) {
    lines.push(section.title, ...section.content_lines, ...section.bullets.map((bullet) => bullet.text));
    for (const entry of section.entries)
      lines.push(renderEntryHeader(entry), entry.dates, ...entry.bullets.map((bullet) => bullet.text));
  }
  return lines.filter((line) => line.trim().length > 0);
}

/** Lines kept by each line reader below. */
const LINES_KEPT = 20_000;

/** The degree levels a line says are held (a degree in progress, 'enrolled in an RN-to-BSN', is not). */
export const heldDegreeLevels = remembering((text: string): number[] => {
  const levels: number[] = [];
  for (const claim of degreeClaims(text)) {
    const near = text.slice(Math.max(0, claim.start - 40), claim.start + claim.text.length + 30);
    if (!CREDENTIAL_PENDING.test(near)) levels.push(claim.level);
  }
  const level = degreeLevel(text);
  if (level > 0 && !CREDENTIAL_PENDING.test(text)) levels.push(level);
  return levels;
}, LINES_KEPT);

export const skillIdsOf = remembering(
  (text: string): string[] => findSkillMentions(text).map((mention) => mention.skill.id),
  LINES_KEPT,
);

/** The initials of every run of two to `longest` words ('patient care technician': PC, CT, PCT). */
export function initialisms(words: readonly string[], longest = words.length): string[] {
  const out: string[] = [];
  for (let from = 0; from < words.length; from += 1)
    for (let to = from + 2; to <= Math.min(words.length, from + longest); to += 1)
      out.push(
        words
          .slice(from, to)
          .map((word) => word.charAt(0))
          .join(''),
      );
  return out;
}

/** Initials of a line's runs of capitalised words ('Patient Care Technician' is PCT). */
export const initialsOf = remembering(
  (text: string): string[] =>
    (text.match(/\p{Lu}[\p{L}'’-]*(?:\s+(?:of|and|&|the|for)?\s*\p{Lu}[\p{L}'’-]*)+/gu) ?? []).flatMap(
      (run) =>
        initialisms(
          plainTokens(run).filter((word) => !/^(?:of|and|the|for)$/.test(word)),
          6,
        ),
    ),
  LINES_KEPT,
);
