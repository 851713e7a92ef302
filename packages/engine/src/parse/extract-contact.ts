/**
 * Contact details from the top of a resume: name, email, phone, location, LinkedIn, GitHub. Pieces the
 * fields cannot hold (a street address, a portfolio link) keep the whole line in raw_contact_line, which
 * overrides the fields when the resume is turned back into text, so nothing is lost.
 */
import { looksLikeJobTitle, ROLE_NOUNS, TITLE_MODIFIERS } from '../taxonomy/job-titles';
import { findLocation, isLocation } from '../text/places';
import type { Contact } from '../types';
import {
  foreignContactLabel,
  foreignPhonePattern,
  isForeignAddress,
  isForeignNotNameWord,
  isForeignPersonalDetail,
  isNameParticle,
} from './foreign-contact';
import { lookupHeading } from './section-headings';

export const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
export const PHONE_PATTERN =
  /(?<![\w/])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)\s?|\d{2,5}[\s.-])?\d{2,5}[\s.-]?\d{3,5}(?:[\s.-]?\d{2,5})?(?![\w/])/;
const LINKEDIN_PATTERN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/[^\s|,;]+/i;
const GITHUB_PATTERN = /(?:https?:\/\/)?(?:www\.)?github\.com\/[^\s|,;]+/i;
const URL_PATTERN =
  /(?:https?:\/\/|www\.)[^\s|,;]+|\b[a-z0-9-]+\.(?:com|io|dev|me|net|org|co|design|art)(?:\/[^\s|,;]*)?(?![\w.])/;
/** Separators between contact pieces; symbol-font glyphs (private use, C1 controls) are separators too. */
const PIECE_SEPARATOR = /\s*(?:\||•|·|⋅|♦|◆|‧|●|▪|■|[\u0080-\u009f\ue000-\uf8ff]|\s{2,}|\t)\s*|\s+[-–—]\s+/;

/** Words that never occur in a person's name but do in the lines around it. */
const NOT_NAME_WORDS = new Set(
  (
    'resume curriculum vitae cv summary profile company name address phone email mobile objective ' +
    'engineer developer manager analyst nurse teacher director designer consultant specialist assistant ' +
    'coordinator officer technician representative accountant administrator architect intern scientist ' +
    'executive associate lead senior junior chef mechanic instructor paralegal recruiter generalist ' +
    'professional inspector therapist hygienist supervisor clerk agent advisor planner writer editor ' +
    'programmer sales marketing services service department university college school institute inc llc ltd ' +
    'corporation corp group solutions technologies the and of for with skills experience education page ' +
    'centre center sample template street road avenue lane drive applicant student seeking internship ' +
    'personal particulars details children career focus'
  ).split(' '),
);

function digitCount(text: string): number {
  return (text.match(/\d/g) ?? []).length;
}

/** The phone number in a text: as the language being read writes one, else as English does. */
function findPhone(text: string): RegExpExecArray | null {
  const foreign = foreignPhonePattern()?.exec(text);
  if (foreign && digitCount(foreign[0]) >= 9) return foreign;
  return PHONE_PATTERN.exec(text);
}

export function isPhone(text: string): boolean {
  const match = findPhone(text);
  if (!match) return false;
  const digits = digitCount(match[0]);
  return digits >= 9 && digits <= 15;
}

/** Letters of scripts without capitals (Han, Kana, Hangul, Arabic, Hebrew, Devanagari, Thai...) with their marks. */
const CASELESS_NAME = /^(?=.*\p{Lo})[\p{Lo}\p{Lm}\p{M}'’·・-]{2,24}$/u;
/** A word of emoji alone (with joiners and variation selectors). */
const PICTOGRAPHS = /^(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+$/u;

/**
 * A person's name: two to four capitalised words (more when `maxWords` allows: some people list every
 * given name), letters only, nothing that names a job or a section, no bare two-letter code ('AC'). A word
 * of a script without capitals counts as a name word ('王小明 Wang Xiaoming', 'محمد علي'), and one such word
 * alone is a name; an emoji beside the name is not counted.
 */
export function looksLikePersonName(text: string, maxWords = 4): boolean {
  const trimmed = text.trim().replace(/,$/, '');
  if (trimmed.length > 25 * maxWords) return false;
  // Brackets only around a nickname ('Margaret (Meg) Lindqvist').
  if (/[\d@/\\:;|()]/.test(trimmed.replace(/(?:^|\s)\(\p{Lu}[\p{L}'’.-]*\)(?=\s)/gu, ' '))) return false;
  if (lookupHeading(trimmed)) return false;
  // An emoji beside a name is the person's choice, not a word of it; it is kept, and not counted.
  const parts = trimmed.split(/\s+/).filter((part) => !PICTOGRAPHS.test(part));
  // A name in a script without capitals, written as one word as Chinese, Japanese and Korean names are.
  if (parts.length === 1 && CASELESS_NAME.test(parts[0] ?? '') && [...(parts[0] ?? '')].length <= 6)
    return true;
  // 'Lucía Fernández de la Vega': in a resume in another language, particles inside the name.
  const particles = parts.filter(
    (part, at) => at > 0 && at < parts.length - 1 && isNameParticle(part),
  ).length;
  if (trimmed.length < 4 || parts.length < 2 || parts.length - particles > maxWords) return false;
  if (parts.some((part) => isForeignNotNameWord(part))) return false;
  return parts.every(
    (part, at) =>
      (at > 0 && at < parts.length - 1 && isNameParticle(part)) ||
      CASELESS_NAME.test(part) ||
      // A nickname in quotes or brackets: 'Terrence "TJ" Whitfield'.
      /^["“(]\p{Lu}[\p{L}'’.-]*["”)]$/u.test(part) ||
      (/^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u.test(part) &&
        !/^\p{Lu}{2}$/u.test(part) &&
        !NOT_NAME_WORDS.has(part.toLowerCase().replace(/[.,]/g, ''))),
  );
}

export interface NameLine {
  name: string;
  /** Words of the line that are not the name ('Mr.', 'B.E.(CIVIL)', 'RN', 'Resume of'), kept in order. */
  extras: string[];
  /** Contact details on the same line after the name. */
  contactRest: string;
  /** The rest of the line when it is not contact detail (a headline after the name); it stays in the body. */
  bodyRest?: string;
}

const NAME_PIECE_SEPARATOR = /\s*(?:\||•|·|,|\s{2,}|\t)\s*|\s+[-–—]\s+/;
/** Credentials after a name: 'RN', 'P.H.R.', 'MS (CS), MS (TPP), CSM, PMP'. */
export const CREDENTIAL_LIST =
  /^,\s*[A-Z][A-Za-z.-]{0,10}(?:\s*\([A-Z&]{1,6}\))?(?:,?\s*[A-Z][A-Za-z.-]{0,10}(?:\s*\([A-Z&]{1,6}\))?){0,5}$/;
const NAME_LABEL = /^(?:full\s+)?name\s*[:：-]\s*/i;
const HONORIFIC = /^(mr|mrs|ms|miss|dr|shri|smt)\.?\s+/i;
const DOCUMENT_OF = /^(?:r[eé]sum[eé]|curriculum vitae|cv|biodata)\s+(?:of|for|[-:–])\s+/i;
const NAME_WORD = /^\p{Lu}[\p{L}'’-]+$/u;

/**
 * The person's name in a line at the top of a resume, or null. Reads 'Priya Natarajan, RN', 'Jane Doe |
 * jane@example.com', 'Mr. Durgan B.E.(CIVIL)' and 'Resume of Nolan' as well as a bare name.
 */
export function readNameLine(line: string, maxWords = 4): NameLine | null {
  const trimmed = line.trim();
  if (looksLikePersonName(trimmed, maxWords))
    return { name: trimmed.replace(/,$/, ''), extras: [], contactRest: '' };
  const lead = HONORIFIC.exec(trimmed) ?? DOCUMENT_OF.exec(trimmed);
  if (lead) {
    const words = trimmed.slice(lead[0].length).split(/\s+/);
    let count = 0;
    while (
      count < Math.min(words.length, 4) &&
      NAME_WORD.test(words[count] ?? '') &&
      !NOT_NAME_WORDS.has((words[count] ?? '').toLowerCase())
    )
      count += 1;
    if (count === 0) return null;
    const rest = words.slice(count).join(' ');
    if (rest.length > 0 && (isContactLine(rest) || rest.split(/\s+/).length > 3)) return null;
    return {
      name: words.slice(0, count).join(' '),
      extras: [lead[0].trim(), rest].filter((part) => part.length > 0),
      contactRest: '',
    };
  }
  const label = NAME_LABEL.exec(trimmed);
  if (label) {
    const rest = trimmed.slice(label[0].length).trim();
    return looksLikePersonName(rest) ? { name: rest, extras: [label[0].trim()], contactRest: '' } : null;
  }
  const firstPiece = trimmed.split(NAME_PIECE_SEPARATOR)[0] ?? '';
  if (!looksLikePersonName(firstPiece)) return nameThenTitle(trimmed);
  const after = trimmed.slice(firstPiece.length);
  // 'Priya Natarajan, RN' or 'Hettie Langosh, P.H.R.': a name with credentials after a comma.
  if (CREDENTIAL_LIST.test(after))
    return { name: firstPiece, extras: [after.replace(/^,\s*/, '')], contactRest: '' };
  const rest = after.replace(/^[\s,|•·–—-]+/, '');
  if (rest.length > 0 && isContactLine(rest)) return { name: firstPiece, extras: [], contactRest: rest };
  return null;
}

function isTitleWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/[^a-z&]/g, '');
  return ROLE_NOUNS.has(lower) || TITLE_MODIFIERS.has(lower);
}

/** 'Allen Neal King ESB Integration Developer - Cisco': a name run straight into a headline. */
function nameThenTitle(line: string): NameLine | null {
  const words = line.split(/\s+/);
  for (let count = Math.min(4, words.length - 1); count >= 2; count -= 1) {
    const name = words.slice(0, count).join(' ');
    const rest = words.slice(count).join(' ');
    const title = rest.split(/\s+[-–—|@]\s+|\s+at\s+/)[0] ?? '';
    if (
      looksLikePersonName(name) &&
      !words.slice(0, count).some((word) => isTitleWord(word)) &&
      looksLikeJobTitle(title) &&
      !looksLikePersonName(words.slice(0, count + 1).join(' '))
    )
      return { name, extras: [], contactRest: '', bodyRest: rest };
  }
  return null;
}

/** A 'Name: Jane Doe' line, for resumes that open with a personal-details form. */
export function isNameLabelLine(line: string): boolean {
  return NAME_LABEL.test(line.trim());
}

export function emptyContact(): Contact {
  return { name: '', email: '', phone: '', location: '', linkedin: '', github: '', raw_contact_line: '' };
}

/** Is this line part of the contact block (it holds an email, phone, profile link, or only a place)? */
export function isContactLine(line: string): boolean {
  if (line.length > 160) return false;
  if (EMAIL_PATTERN.test(line) || LINKEDIN_PATTERN.test(line) || GITHUB_PATTERN.test(line)) return true;
  const pieces = line
    .split(PIECE_SEPARATOR)
    .map((piece) => piece.slice(foreignContactLabel(piece.trim())?.length ?? 0))
    .filter((piece) => piece.trim().length > 0);
  if (
    pieces.some(
      (piece) => isPhone(piece) && digitCount(piece) >= 9 && piece.replace(/[\d\s().+-]/g, '').length <= 8,
    )
  ) {
    return true;
  }
  return (
    pieces.length > 0 &&
    pieces.every(
      (piece) =>
        isLocation(piece) ||
        isForeignAddress(piece.trim()) ||
        URL_PATTERN.test(piece.trim()) ||
        STREET_ADDRESS.test(piece.trim()) ||
        // The street, then the town: '112 Wickenden Street, Unit 3, Providence, RI 02903'.
        streetThenPlace(piece.trim()),
    )
  );
}

/** A street address and its place in one piece: '12 Lagos Street, Apt 4, Houston, TX 77002'. */
function streetThenPlace(piece: string): boolean {
  if (!/^\d/.test(piece)) return false;
  for (const comma of piece.matchAll(/,/g)) {
    const street = piece.slice(0, comma.index).trim();
    const place = piece.slice(comma.index + 1).trim();
    if (STREET_ADDRESS.test(street) && isLocation(place)) return true;
  }
  return false;
}

/** A street address on a line of its own: '2209 Pinewood Drive', '14 Elm St., Apt 3B'. */
const STREET_ADDRESS =
  /^\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:\p{Lu}[\p{L}.'’-]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Way|Court|Ct|Place|Pl|Circle|Cir|Parkway|Pkwy|Terrace|Ter|Trail|Trl|Highway|Hwy|Square|Sq|Loop|Row|Run|Pike)\.?(?:,?\s+(?:Apt|Apartment|Suite|Ste|Unit|#)\.?\s*[\w-]+)?$/u;

interface ContactParts {
  contact: Contact;
  /** Pieces no field holds. */
  leftovers: string[];
}

/** Reads contact fields out of the name line and the contact lines. */
export function extractContact(nameLine: string | null, contactLines: readonly string[]): Contact {
  const { contact, leftovers } = readContactLines(contactLines);
  if (nameLine !== null) {
    const pieces = nameLine.split(PIECE_SEPARATOR).filter((piece) => piece.trim().length > 0);
    contact.name = (pieces[0] ?? '').trim().replace(/,$/, '');
  }
  if (leftovers.length > 0) contact.raw_contact_line = contactLines.map((line) => line.trim()).join(' | ');
  return contact;
}

function readContactLines(lines: readonly string[]): ContactParts {
  const contact = emptyContact();
  const leftovers: string[] = [];
  for (const line of lines) {
    for (const rawPiece of line.split(PIECE_SEPARATOR)) {
      let piece = rawPiece.trim();
      if (piece.length === 0) continue;
      const linkedin = LINKEDIN_PATTERN.exec(piece);
      if (linkedin && !contact.linkedin) {
        contact.linkedin = linkedin[0];
        piece = piece.replace(linkedin[0], '').trim();
      }
      const github = GITHUB_PATTERN.exec(piece);
      if (github && !contact.github) {
        contact.github = github[0];
        piece = piece.replace(github[0], '').trim();
      }
      const email = EMAIL_PATTERN.exec(piece);
      if (email && !contact.email) {
        contact.email = email[0];
        piece = piece.replace(email[0], '').trim();
      }
      const phone = findPhone(piece);
      if (phone && !contact.phone && isPhone(phone[0])) {
        contact.phone = phone[0].trim();
        piece = piece.replace(phone[0], '').trim();
      }
      const label =
        /^(?:e-?mail|phone|tel|mobile|cell|linkedin|github)\s*[:.]?\s*/i.exec(piece)?.[0] ??
        foreignContactLabel(piece);
      if (label) {
        // Keep the label word so that turning the contact back into text loses nothing.
        leftovers.push(label.trim());
        piece = piece.slice(label.length);
      }
      if (isForeignPersonalDetail(piece)) {
        leftovers.push(piece);
        continue;
      }
      piece = piece.replace(/^[,;:\s]+|[,;:\s]+$/g, '');
      if (piece.length === 0) continue;
      if (!contact.location && isLocation(piece)) {
        contact.location = piece;
        continue;
      }
      // A street address ends with its place: '12 Lagos Street, Houston, TX 77002'. The place is the
      // location; the whole piece stays in the raw contact line.
      const place = contact.location ? null : findLocation(piece);
      if (place && place.index + place.text.length === piece.length && /\d/.test(piece.slice(0, place.index)))
        contact.location = place.text;
      leftovers.push(piece);
    }
  }
  return { contact, leftovers };
}

/** Finds the email anywhere in a text (flattened CVs keep it mid-line). */
export function findEmail(text: string): string {
  return EMAIL_PATTERN.exec(text)?.[0] ?? '';
}
