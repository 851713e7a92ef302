/**
 * The contact block of a resume in Spanish, French or German: phone numbers as those countries write
 * them ('06 12 34 56 78', '+49 (0)30 1234567'), the labels before each detail ('Teléfono:', 'Tél. :',
 * 'Anschrift:'), street addresses with the postal code before the town ('Musterstraße 5, 10115 Berlin'),
 * and names with their particles ('Lucía Fernández de la Vega', 'Jan van der Berg'). All null or false
 * when the resume is English: extract-contact.ts's own rules apply.
 */
import { alternation, fromReadingTable } from '../lang/reading-table';
import type { LanguageTable } from '../lang/table';
import { findLocation } from '../text/places';

/**
 * A European number: a country code (with the '(0)' Germans keep) or a leading zero, then groups of
 * digits separated by spaces, dots, slashes or hyphens. isPhone still asks for 9 to 15 digits.
 */
const EUROPEAN_PHONE =
  /(?<![\w/+])(?:\+\d{1,3}[\s.-]?(?:\(0\)\s?)?)?\(?\d{1,5}\)?(?:[\s./-]{0,3}\d{2,8}){1,5}(?![\w/])/;

/** Street words, before the name ('Calle', 'rue') or at its end ('Musterstraße', 'Lindenweg'). */
const STREET =
  /(?:^|\s)(?:calle|c\/|avda\.?|avenida|av\.|plaza|pza\.|paseo|camino|carrer|rue|avenue|boulevard|bd|chemin|allée|place|impasse|quai|route)\s|(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee)(?:\s|$)/i;

interface ForeignContactWords {
  /** 'Teléfono:', 'Tél. :', 'E-mail', 'Anschrift' at the start of a piece. */
  label: RegExp;
  /** Personal details that are no contact field: 'Fecha de nacimiento: ...', 'Né le ...'. */
  personal: RegExp;
  notNameWords: Set<string>;
  roleNouns: Set<string>;
  roleSuffixes: readonly string[];
}

function buildContactWords(table: LanguageTable): ForeignContactWords {
  const labels = alternation([
    ...table.contactLabels.phone,
    ...table.contactLabels.email,
    ...table.contactLabels.address,
    'linkedin',
    'github',
    'web',
  ]);
  return {
    label: new RegExp(`^(?:${labels})\\.?\\s*[:.]?\\s*`, 'iu'),
    personal: new RegExp(`^(?:${alternation(table.contactLabels.personal)})(?![\\p{L}])`, 'iu'),
    notNameWords: new Set(table.notNameWords),
    roleNouns: new Set(table.roleNouns),
    roleSuffixes: table.roleSuffixes,
  };
}

function contactWords(): ForeignContactWords | null {
  return fromReadingTable('contact', buildContactWords);
}

/** The phone pattern of the language being read, or null for English. */
export function foreignPhonePattern(): RegExp | null {
  return contactWords() === null ? null : EUROPEAN_PHONE;
}

/** The contact label a piece opens with ('Teléfono: ', 'Tél. : '), or null (always null for English). */
export function foreignContactLabel(piece: string): string | null {
  return contactWords()?.label.exec(piece)?.[0] ?? null;
}

/** 'Fecha de nacimiento: 12/05/1990', 'Né le 3 mars 1991': a personal detail, in the language being read. */
export function isForeignPersonalDetail(piece: string): boolean {
  return contactWords()?.personal.test(piece.trim()) ?? false;
}

/**
 * A street address in the language being read: a street word and a number ('Calle Mayor 12', 'C/ Mayor
 * 12, 3º B'), or a number and a place at its end ('Musterstraße 5, 10115 Berlin').
 */
export function isForeignAddress(piece: string): boolean {
  if (contactWords() === null || !/\d/.test(piece)) return false;
  if (STREET.test(piece)) return true;
  const place = findLocation(piece);
  return place !== null && place.index + place.text.length === piece.length && place.index > 0;
}

/** Lower-case words inside a person's name: 'de', 'del', 'de la', 'van', 'von', 'zu', 'le', 'du'. */
const NAME_PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'i',
  'da',
  'das',
  'do',
  'dos',
  'du',
  'le',
  'van',
  'von',
  'der',
  'den',
  'zu',
  'ter',
]);

/** Is this lower-case word a particle of a name ('de' in 'Fernández de la Vega'), in a non-English resume? */
export function isNameParticle(word: string): boolean {
  return contactWords() !== null && NAME_PARTICLES.has(word);
}

/**
 * A word that is no part of a name in the language being read: a document word ('Currículum', 'Lebenslauf')
 * or a role word ('Enfermera', 'Projektleiterin').
 */
export function isForeignNotNameWord(word: string): boolean {
  const words = contactWords();
  if (!words) return false;
  const lower = word.toLowerCase().replace(/[.,]/g, '');
  return (
    words.notNameWords.has(lower) ||
    words.roleNouns.has(lower) ||
    words.roleSuffixes.some((suffix) => lower.length > suffix.length + 2 && lower.endsWith(suffix))
  );
}
