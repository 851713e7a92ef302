/**
 * An entry header's lines read into its fields: title, employer, place and dates. Labels are read first
 * ('Company:', 'Duration:'), then the dates, then the pieces between separators, a place among them;
 * which piece is the title and which the employer is decided by labels, role nouns and employer words.
 * What no field holds stays beside a field, or (unfolded) as lines of its own, so no word is lost.
 */

import { looksLikeJobTitle, roleNounsOf, splitLeadingTitle } from '../taxonomy/job-titles';
import { findLocation } from '../text/places';
import { EMPLOYER_LABEL, hasCompanyMarker, headerSeparator, readFieldLabel } from './entry-header-lines';
import {
  splitGluedDash,
  splitTitleFromEmployer,
  splitTitleIn,
  trimPiece,
  trimPlace,
  withoutFinalStop,
} from './header-pieces';
import { findDate } from './parse-dates';

/** 'Duration: Aug 2019 - Present': the label of the dates. */
const DATE_LABEL = /^(?:duration|period|dates?|tenure|since)\s*:\s*/i;
/**
 * 'Career Progression: March 2016 to date' alone on its line: a short label and the dates, nothing else,
 * labels the dates ('Java Developer: Jan 2000 - Nov 2004, MJ Design' is a header with its title first).
 */
const LEADING_LABEL = /^\p{L}[\p{L} ]{0,30}:\s*/u;

function readDateLabel(text: string): RegExpExecArray | null {
  const date = findDate(text);
  if (!date) return null;
  const named = DATE_LABEL.exec(text);
  if (named) return named;
  const label = LEADING_LABEL.exec(text);
  const alone =
    label !== null && date.index === label[0].length && date.index + date.text.length === text.length;
  return alone && !looksLikeJobTitle(label[0].replace(/:\s*$/, '')) ? label : null;
}

interface HeaderFields {
  title: string;
  company: string;
  location: string;
  dates: string;
  extras: string[];
  /** The same header with what no field holds left as extras, as lines of their own. */
  unfolded?: HeaderFields;
}

interface HeaderPiece {
  text: string;
  /** The field a label gave it ('Company:'), if any. */
  field: 'title' | 'company' | null;
  /** From a line ending in a dangling separator, as job-board exports write the employer line. */
  dangling: boolean;
  /** The header line it was read from. */
  line: number;
}

function employerMarked(piece: HeaderPiece): boolean {
  return hasCompanyMarker(piece.text) && !looksLikeJobTitle(piece.text);
}

/** Puts the parts of the piece at `at` in its place, unlabelled. */
function splitPiece(pieces: HeaderPiece[], at: number, parts: readonly string[]): void {
  const piece = pieces[at];
  if (piece) pieces.splice(at, 1, ...parts.map((text) => ({ ...piece, field: null, text })));
}

/** Splits header lines into title, company, location and dates. */
export function readEntryHeader(lines: readonly string[]): HeaderFields {
  let dates = '';
  const pieces: HeaderPiece[] = [];
  /** The field labels read ('Company:', 'Position held:'): kept, as one leading extra, so no word is lost. */
  const labels: string[] = [];
  let location = '';
  for (const [lineIndex, line] of lines.entries()) {
    let rest = line.trim();
    const label = readFieldLabel(rest);
    const field = label ? (EMPLOYER_LABEL.test(label[0]) ? 'company' : 'title') : null;
    if (label) {
      labels.push(label[0].replace(/^\(\s*/, '').trim());
      rest = rest.slice(label[0].length).replace(/\)\s*$/, '');
    }
    const dateLabel = readDateLabel(rest);
    if (dateLabel) {
      labels.push(dateLabel[0].trim());
      rest = rest.slice(dateLabel[0].length);
    }
    // 'Quillsoft India -  Hyderabad, Telangana -': the employer line of a job-board export.
    const dangling = /\S\s+[-–|]$/.test(rest);
    const date = findDate(rest);
    if (date && !dates) {
      dates = date.text.trim();
      // '2019 – Present (as needed)': a note in brackets right after the dates is theirs.
      // (A note of words: a figure in brackets, '(320 hours)', is a claim of its own.)
      const note = /^\s*\([^)\d]{1,30}\)/.exec(rest.slice(date.index + date.text.length));
      if (note) dates = `${dates} ${note[0].trim()}`;
      rest = `${rest.slice(0, date.index)}   ${rest.slice(date.index + date.text.length + (note?.[0].length ?? 0))}`;
    }
    const linePieces: string[] = [];
    for (const rawPiece of rest.split(headerSeparator()).flatMap(splitGluedDash).flatMap(splitTitleIn)) {
      const piece = trimPiece(rawPiece);
      if (piece.length === 0) continue;
      const found = location ? null : findLocation(piece);
      // 'Town of Pine Crossing, NC', 'County of Placer': a place that names the employer is its name.
      const namesEmployer =
        found !== null &&
        /\b(?:town|city|county|village|state|borough|district|university|college|port)\s+of\s*$/i.test(
          piece.slice(0, found.index),
        );
      if (found && !namesEmployer) {
        const place = trimPlace(piece.slice(0, found.index).replace(/[\s,]+$/, ''), found);
        location = place.text.trim();
        let before = trimPiece(piece.slice(0, place.index));
        // 'Albuquerque and Santa Fe, NM': two towns of one state are one place (after the employer's
        // name and a comma, too, as the header prints).
        const towns = /(?:^|,\s*)(\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}\s+(?:and|&|\/))$/u.exec(
          before,
        );
        if (towns) {
          location = `${towns[1]} ${location}`;
          before = trimPiece(before.slice(0, towns.index));
        }
        let after = trimPiece(piece.slice(place.index + place.text.length));
        // 'Florida, Georgia and the Carolinas': a list of places is one place.
        if (/^(?:and|&)\s+(?:the\s+)?\p{Lu}[\p{L}\s.'-]*$/u.test(after)) {
          location = `${location} ${after}`;
          after = '';
        }
        if (before) linePieces.push(before);
        // The full stop after 'Salem, Oregon.' is no piece of its own.
        if (/[\p{L}\d]/u.test(after)) linePieces.push(after);
      } else {
        linePieces.push(piece);
      }
    }
    linePieces.forEach((text, index) => {
      pieces.push({ text, field: index === 0 ? field : null, dangling, line: lineIndex });
    });
  }
  // 'Senior Editor, Harbor Light Press': a title and the employer in one piece, when no other piece
  // names the employer.
  let splitComma = false;
  for (let index = 0; index < pieces.length && !splitComma; index += 1) {
    const piece = pieces[index];
    if (!piece || piece.field !== null || !/,|\s\/\s/.test(piece.text)) continue;
    if (pieces.some((other, at) => at !== index && (other.field !== null || employerMarked(other)))) continue;
    // 'Shift Supervisor, 2nd Shift — Delta Crest Distribution': another piece of the line names the
    // employer, so the comma qualifies the title.
    if (
      pieces.some((other, at) => at !== index && other.line === piece.line && !looksLikeJobTitle(other.text))
    )
      continue;
    const parts = splitTitleFromEmployer(piece.text);
    if (parts) {
      splitPiece(pieces, index, parts);
      splitComma = true;
    }
  }
  if (
    !splitComma &&
    (!pieces.some(employerMarked) ||
      pieces.length === 1 ||
      !pieces.some((piece) => looksLikeJobTitle(piece.text)))
  ) {
    // 'Registered Nurse Company Name': the title runs straight into the employer.
    // Not where another piece of the line names the employer ('Shift Supervisor, 2nd Shift — Delta Crest').
    const at = pieces.findIndex(
      (piece, index) =>
        piece.field === null &&
        splitLeadingTitle(piece.text) !== null &&
        !(
          /,/.test(piece.text) &&
          pieces.some(
            (other, at) => at !== index && other.line === piece.line && !looksLikeJobTitle(other.text),
          )
        ),
    );
    const split = at >= 0 ? splitLeadingTitle(pieces[at]?.text ?? '') : null;
    if (split) splitPiece(pieces, at, split);
  }
  const list = pieces.map((piece) => piece.text);
  let titleIndex = pieces.findIndex((piece) => piece.field === 'title');
  // A header of one piece that names a role ('2nd Grade Teacher, August 2018 – June 2020') is a title.
  if (titleIndex < 0 && pieces.length === 1 && !hasCompanyMarker(list[0] ?? '')) {
    // 'Summer Day Camp Counselor, Millbrook Parks & Rec': the role, then its employer.
    const [role = '', ...rest] = (list[0] ?? '').split(/,\s+/);
    if (rest.length > 0 && roleNounsOf(role).length > 0 && roleNounsOf(rest.join(' ')).length === 0) {
      list.splice(0, 1, role, rest.join(', '));
      pieces.splice(
        0,
        1,
        { ...(pieces[0] as HeaderPiece), text: role },
        { ...(pieces[0] as HeaderPiece), text: rest.join(', ') },
      );
      titleIndex = 0;
    } else if (rest.length === 0 && roleNounsOf(role).length > 0) titleIndex = 0;
  }
  if (titleIndex < 0)
    titleIndex = pieces.findIndex(
      (piece) => piece.field === null && looksLikeJobTitle(piece.text) && !hasCompanyMarker(piece.text),
    );
  if (titleIndex < 0)
    titleIndex = pieces.findIndex((piece) => piece.field === null && looksLikeJobTitle(piece.text));
  let companyIndex = pieces.findIndex((piece) => piece.field === 'company');
  if (companyIndex < 0)
    companyIndex = pieces.findIndex(
      (piece, index) => index !== titleIndex && piece.field === null && hasCompanyMarker(piece.text),
    );
  if (companyIndex < 0)
    companyIndex = pieces.findIndex((piece, index) => index !== titleIndex && piece.dangling);
  if (companyIndex < 0)
    companyIndex = pieces.findIndex((piece, index) => index !== titleIndex && !looksLikeJobTitle(piece.text));
  if (companyIndex < 0 && !(pieces.length === 1 && titleIndex === 0))
    companyIndex = pieces.findIndex((_, index) => index !== titleIndex);
  if (titleIndex < 0 && companyIndex >= 0 && pieces.length > 1) {
    // Neither piece reads as a title: the usual order is title first unless the first names an employer.
    titleIndex = pieces.findIndex((_, index) => index !== companyIndex);
  }
  // The other pieces stay in the header, beside the field read from their line ('Crew Chief, C-130H';
  // 'U.S. Air Force, Active Duty'), else with the employer ('Northfield & Co., Ashford Park Mall'): a
  // header line is never turned into a line of work.
  let title = titleIndex >= 0 ? withoutFinalStop(list[titleIndex] ?? '') : '';
  let company = companyIndex >= 0 ? (list[companyIndex] ?? '') : '';
  const titleLine = pieces[titleIndex]?.line;
  const companyLine = pieces[companyIndex]?.line;
  let place = location;
  pieces.forEach((piece, index) => {
    if (index === titleIndex || index === companyIndex) return;
    const ownLine = piece.line !== titleLine && piece.line !== companyLine;
    if (piece.line === titleLine && title) title = `${title}, ${piece.text}`;
    else if (!company) company = piece.text;
    // A piece before the employer on its line goes before it ('Redfield Home Goods – Distribution Center').
    else if (piece.line === companyLine && index < companyIndex) company = `${piece.text}, ${company}`;
    // A town on a line of its own ('Coventry') is where.
    else if (
      ownLine &&
      !place &&
      piece.text.split(/\s+/).length <= 3 &&
      !hasCompanyMarker(piece.text) &&
      !looksLikeJobTitle(piece.text)
    )
      place = piece.text;
    else company = `${company}, ${piece.text}`;
  });
  return {
    title,
    company,
    location: place,
    dates,
    extras: labels.length > 0 ? [labels.join(' ')] : [],
    unfolded: {
      title: titleIndex >= 0 ? withoutFinalStop(list[titleIndex] ?? '') : '',
      company: companyIndex >= 0 ? (list[companyIndex] ?? '') : '',
      location,
      dates,
      extras: [
        ...(labels.length > 0 ? [labels.join(' ')] : []),
        ...list.filter((_, index) => index !== titleIndex && index !== companyIndex),
      ],
    },
  };
}
