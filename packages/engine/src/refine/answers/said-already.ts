/**
 * What a line written from an answer would say again: each figure with what it counts, said on a line
 * of the role already; only a time beside a line that says the rest; a credential the resume lists.
 */
import type { Bullet, StructuredResume } from '../../types';
import { parseClause } from '../parse-clause';
import { namesSameCredential } from './add-to-lists';
import { covered } from './line-overlap';

/**
 * Each figure with the word it counts ('20-30 manual diffs') is on a line of the role already, as an
 * answer said it twice. A number of a name ('DxH 900') counts nothing.
 */
export function countsSaid(text: string, bullets: readonly Bullet[]): boolean {
  const counted = [...text.matchAll(/[$€£#]?\d[\d,.]*(?:\s*[-–]\s*\d[\d,.]*)?[%kmb]?\s+\p{L}+/giu)]
    .filter(
      (match) => !/[\p{Lu}\d][\p{L}\d]*\s+$/u.test(text.slice(Math.max(0, match.index - 12), match.index)),
    )
    .map((match) => match[0].toLowerCase());
  return (
    counted.length > 0 &&
    counted.every((phrase) => bullets.some((bullet) => bullet.text.toLowerCase().includes(phrase)))
  );
}

/**
 * 'Installed conduit since January 2022' beside 'Install conduit (EMT, rigid, PVC) and cable tray': only a
 * time, which the role's dates say already.
 */
export function onlyTimeOf(text: string, bullets: readonly Bullet[]): boolean {
  const timeless = text.replace(
    /\s*\b(?:since|from|in|starting)\s+(?:(?:early|late|mid)\s+)?(?:[A-Z][a-z]+\s+)?(?:19|20)\d{2}\b/g,
    '',
  );
  return (
    timeless !== text &&
    !/\d/.test(timeless) &&
    bullets.some((bullet) => covered(timeless, bullet.text) >= 0.8)
  );
}

/** 'ServSafe Food Handler from Aug 2022': a credential the resume lists is no line of a role. */
export function listedCredential(text: string, resume: StructuredResume): boolean {
  if (parseClause(text).verb) return false;
  return resume.sections
    .filter((section) => section.type === 'certifications')
    .flatMap((section) => section.content_lines)
    .some((line) => namesSameCredential(text, line));
}
