/**
 * The pieces of an entry header line: where one piece holds two fields ('FI/CO Consultant in Tech
 * Mahindra', 'Senior Editor, Harbor Light Press', 'BRIGHTPATH- Tulsa, OK') it is split; where a place
 * was found with header words at its start, the place starts after them; separators and stray brackets
 * are trimmed. Reading a header's fields works on these pieces.
 */

import { looksLikeJobTitle, ROLE_NOUNS, TITLE_MODIFIERS } from '../taxonomy/job-titles';
import { hasCompanyMarker } from './entry-header-lines';

/** 'FI/CO Consultant in Tech Mahindra': a title ending in a role noun, 'in', then an employer. */
export function splitTitleIn(piece: string): string[] {
  const match = /^(.+?)\s+in\s+(\p{Lu}[\p{L}\d&.'’-]*(?:\s+[\p{Lu}&][\p{L}\d&.'’-]*){0,5})$/u.exec(
    piece.trim(),
  );
  const title = match?.[1] ?? '';
  const lastWord =
    title
      .toLowerCase()
      .split(/[\s/]+/)
      .pop() ?? '';
  if (!match || !ROLE_NOUNS.has(lastWord) || !looksLikeJobTitle(title) || looksLikeJobTitle(match[2] ?? ''))
    return [piece];
  return [title, match[2] ?? ''];
}

/** Words that name a department or a field of work, not an employer: 'Manager, Sales and Operations'. */
const DEPARTMENT_WORDS = new Set(
  'management engineering operations department division unit team affairs relations administration board directors committee'.split(
    ' ',
  ),
);

function isDepartment(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[\s/]+/)
    .map((word) => word.replace(/[^a-z&-]/g, ''))
    .filter((word) => word.length > 0);
  return words.every((word) => TITLE_MODIFIERS.has(word) || DEPARTMENT_WORDS.has(word));
}

/**
 * 'Senior Editor, Harbor Light Press' -> ['Senior Editor', 'Harbor Light Press'], and 'Brightwater
 * Books, Copy Editor' the other way round; 'Editorial Intern / Northgate Media' likewise at a spaced slash.
 * Never when the other part is a department ('Charge Nurse, Emergency Department') or a title of its own.
 */
export function splitTitleFromEmployer(piece: string): string[] | null {
  for (const separator of [/\s+\/\s+/, /,\s+/]) {
    const parts = piece.split(separator);
    if (parts.length < 2) continue;
    const first = parts[0] ?? '';
    const rest = piece.slice(first.length).replace(/^[\s,/]+/, '');
    const last = parts[parts.length - 1] ?? '';
    const head = piece.slice(0, piece.length - last.length).replace(/[\s,/]+$/, '');
    // 'Sales Associate / Repair Tech': two titles of one job, not a title and an employer.
    if (
      separator.source.includes('/') &&
      (looksLikeJobTitle(rest) ||
        // 'Clinical Fellow / Speech-Language Pathologist, Bright Steps Pediatric Therapy': the second title,
        // then the employer after the comma.
        looksLikeJobTitle(rest.split(/,\s+/)[0] ?? '') ||
        /\b(?:tech|aide|attendant|porter|runner|helper|handler)$/i.test(rest))
    )
      continue;
    if (isPlainTitle(first) && isEmployerPart(rest, separator)) return [first, rest];
    if (separator.source.startsWith(',') && isPlainTitle(last) && isEmployerPart(head, separator))
      return [head, last];
  }
  return null;
}

/** 'Night Instructor: Elm Training Centre' is a label and a name, not a title. */
function isPlainTitle(text: string): boolean {
  return !text.includes(':') && looksLikeJobTitle(text);
}

function isEmployerPart(text: string, separator: RegExp): boolean {
  return (
    /^[\p{Lu}\d]/u.test(text) &&
    !looksLikeJobTitle(text) &&
    !looksLikeJobTitle(text.split(separator)[0] ?? '') &&
    !isDepartment(text)
  );
}

/**
 * A place found with words of the header at its start ('Maple Grove Elementary School Springfield, IL',
 * 'Lead Web Developer Santa Monica, CA') starts after them: after the last employer word of the city
 * part, and after a word that completes the title before it. When the city part ends in an employer word
 * ('Brightline Solutions Limited, Ireland'), the place is what follows the comma.
 */
export function trimPlace(
  before: string,
  place: { text: string; index: number },
): { text: string; index: number } {
  const comma = place.text.indexOf(',');
  if (comma < 0) return place;
  const words = place.text.slice(0, comma).trim().split(/\s+/);
  // 'Brightline Solutions Limited, Ireland': the words before the comma name the employer, not a city.
  if (hasCompanyMarker(words[words.length - 1] ?? '')) {
    const region = place.text.slice(comma + 1).trimStart();
    return { text: region, index: place.index + place.text.length - region.length };
  }
  // Up to the last employer word, a city word after it.
  let moved = 0;
  words.forEach((word, index) => {
    if (hasCompanyMarker(word)) moved = index + 1;
  });
  const head = [before, ...words.slice(0, moved)].filter((part) => part.length > 0).join(' ');
  const next = words[moved] ?? '';
  // 'Lead Web' + 'Developer': the first city word is the role noun the title ends with.
  if (
    moved < words.length - 1 &&
    head.length > 0 &&
    ROLE_NOUNS.has(next.toLowerCase()) &&
    looksLikeJobTitle(`${head} ${next}`)
  )
    moved += 1;
  if (moved === 0) return place;
  const skipped = place.text.match(new RegExp(`^(?:\\S+\\s+){${moved}}`))?.[0] ?? '';
  return { text: place.text.slice(skipped.length), index: place.index + skipped.length };
}

/** 'BRIGHTPATH- Tulsa, OK': a hyphen glued to the employer, then a space, separates too. */
export function splitGluedDash(piece: string): string[] {
  return piece.includes('- ') ? piece.split(/(?<=[\p{L}.)])-\s+(?=\p{Lu})/u) : [piece];
}

/** 'Staff Photographer.' -> 'Staff Photographer'; 'Sr.' keeps its stop. */
export function withoutFinalStop(title: string): string {
  return title.endsWith('.') && /\p{L}{4}\.$/u.test(title) ? title.slice(0, -1) : title;
}

/**
 * A header piece without the separators around it; a bracket goes only when it has no partner inside the
 * piece, so 'Teamroster (HR software)' keeps its closing bracket and '(Austin' loses its opening one.
 */
export function trimPiece(raw: string): string {
  let piece = raw.replace(/^[\s,|:–—-]+|[\s,|:–—-]+$/g, '');
  for (let pass = 0; pass < 4; pass += 1) {
    const opens = (piece.match(/\(/g) ?? []).length;
    const closes = (piece.match(/\)/g) ?? []).length;
    const before = piece;
    if (piece.startsWith('(') && opens > closes) piece = piece.slice(1);
    else if (piece.endsWith(')') && closes > opens) piece = piece.slice(0, -1);
    else if (piece.startsWith(')')) piece = piece.slice(1);
    else if (piece.endsWith('(')) piece = piece.slice(0, -1);
    piece = piece.replace(/^[\s,|:–—-]+|[\s,|:–—-]+$/g, '');
    if (piece === before) break;
  }
  return piece;
}
