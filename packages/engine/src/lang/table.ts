/**
 * The shape of one language's knowledge for reading a resume: section headings by kind, month names,
 * how ranges and ongoing roles are written, degrees, weak openers and action verbs, contact labels, the
 * words that name a role or an employer, and the places a resume names. One module per language
 * (en.ts, es.ts, fr.ts, de.ts) fills it in; tables.ts picks one. Every word is lower case unless a
 * comment says otherwise.
 */
import type { SectionType } from '../types';
import type { TextLanguage } from './detect-language';

export interface ContactLabels {
  phone: readonly string[];
  email: readonly string[];
  address: readonly string[];
  /** Details a European resume gives that are no contact field ('Fecha de nacimiento', 'Né le'). */
  personal: readonly string[];
}

export interface LanguageTable {
  language: TextLanguage;
  /** Section headings, as a heading key reads them (lower case, no trailing colon), by section kind. */
  headings: Readonly<Partial<Record<SectionType, readonly string[]>>>;
  /** Month names and abbreviations (without their stop), January first: twelve lists. */
  months: readonly (readonly string[])[];
  /** Words that end a range still running: 'actualidad', 'aujourd'hui', 'heute'. */
  presentWords: readonly string[];
  /** Words between a range's start and end: 'a', 'hasta', 'à', 'bis'. */
  rangeWords: readonly string[];
  /** Words before a start with no end, the role still running: 'desde', 'depuis', 'seit'. */
  sinceWords: readonly string[];
  /** Words before a range's start: 'de', 'del', 'du', 'von'. */
  fromWords: readonly string[];
  /** Words between a month and its year: 'enero de 2020'. */
  monthYearJoiners: readonly string[];
  /** Degree and credential names ('Grado', 'Licence', 'Staatsexamen'), as written (any case). */
  degrees: readonly string[];
  /** Openers that describe a duty rather than a result, matched at the start of a bullet. */
  weakOpeners: readonly string[];
  /** Opening words of strong bullets (first-person past, infinitive or noun forms the language uses). */
  actionVerbs: readonly string[];
  /** Words a bullet in the first person uses: 'yo', 'je', 'ich'. */
  firstPerson: readonly string[];
  contactLabels: ContactLabels;
  /** Words that name a role: 'jefa', 'ingénieur', 'leiter'. */
  roleNouns: readonly string[];
  /** Endings of compound role words ('Softwareentwickler', 'Projektleiterin'): German writes roles as one word. */
  roleSuffixes: readonly string[];
  /** Words that mark an employer's name: 'S.L.', 'SARL', 'GmbH', 'Hospital', 'Universität' (as written). */
  employerMarkers: readonly string[];
  /** Cities a resume in this language commonly names (as written). */
  cities: readonly string[];
  /** Countries and regions in this language (as written): 'España', 'Île-de-France', 'Bayern'. */
  regions: readonly string[];
  /** Words between a title and its employer on one line: 'at' ('Analyst at Contoso'), 'chez', 'bei'. */
  atWords: readonly string[];
  /** Small words written in lower case inside names, titles and headings: 'de', 'y', 'et', 'und'. */
  smallWords: readonly string[];
  /** Labels of a line of an entry's body, never a header: 'funciones', 'missions', 'aufgaben'. */
  bodyLabels: readonly string[];
  /** Words at the top of a resume that are no part of the name: 'currículum', 'lebenslauf'. */
  notNameWords: readonly string[];
  /** Words that open a clear yes to a question ('sí', 'oui', 'ja'), alone before a stop or comma. */
  yesWords: readonly string[];
  /** Words that say no or not, anywhere in an answer ('no', 'nunca', 'non', 'jamais', 'nein', 'kein'). */
  noWords: readonly string[];
}
