/**
 * What the job reader knows of one language, as data: the headings of a posting and the part of the ad
 * each starts, the words that make an item required or a bonus, how years of experience, degrees,
 * credentials and languages are asked, the words that join alternatives, and the local words that name a
 * taxonomy skill. Each language's table (job-en.ts, job-es.ts, job-fr.ts, job-de.ts) has this shape; the
 * job reader picks one by the posting's detected language.
 *
 * Patterns are matched against the posting's own text (accents as written) and ignore case unless said.
 */
import type { JobPart } from '../job/read-job-text';
import type { TextLanguage } from './detect-language';

export interface JobLanguageTable {
  language: TextLanguage;
  /**
   * Headings, tried in order against a short line (its bullet and closing colon or question mark
   * removed): the first that matches names the part of the ad the heading starts.
   */
  headings: ReadonlyArray<readonly [RegExp, JobPart]>;
  /** An item that insists ('imprescindible', 'exigé', 'zwingend erforderlich'): required, whatever its heading. */
  requiredCue: RegExp;
  /** An item that calls itself a bonus ('se valorará', 'un plus', 'von Vorteil'): preferred. */
  preferredCue: RegExp;
  /**
   * A word after which the rest of the item is a bonus ('Manejo de CRM, preferiblemente Salesforce',
   * 'Connaissance d'un ERP, idéalement SAP'): the item is read as two, the second preferred.
   */
  preferredAfter: RegExp;
  /** A sentence of the ad's terms, not a requirement: pay, contract, benefits, how to apply. */
  boilerplateCue: RegExp;
  /** A sentence that states a requirement wherever it stands ('Experiencia en ...', 'Kenntnisse in ...'). */
  requirementOpener: RegExp;
  /** A sentence under a requirements heading that describes the work ('Vous prospectez ...'). */
  dutyOpener: RegExp;
  /** The word for a year after a number ('años', 'ans', 'Jahre'). */
  yearUnit: RegExp;
  /** Words that make a number of years experience asked ('experiencia', 'expérience', 'Berufserfahrung'). */
  experienceWord: RegExp;
  /** Numbers written as words ('tres', 'trois', 'drei'). */
  numberWords: Readonly<Record<string, number>>;
  /**
   * Degrees and their ranks (1 school-leaving or basic vocational, 2 short higher or completed vocational
   * training, 3 bachelor's level, 4 master's level, 5 doctorate), tried in order.
   */
  degrees: ReadonlyArray<readonly [RegExp, number]>;
  /** Words after a degree that introduce its fields ('en', 'in', 'der'). */
  degreeFieldJoin: RegExp;
  /**
   * Credentials and licences: each pattern's match (or its first group, when it has one) is the
   * credential; a name, when given, is what it is called ("Driver's License").
   */
  credentials: ReadonlyArray<readonly [RegExp, string | null]>;
  /** Local names of languages a posting asks for, by the taxonomy's id ('inglés' -> 'english'). */
  languageNames: ReadonlyArray<readonly [string, string]>;
  /**
   * Words that open a named requirement ('conocimientos de', 'maîtrise de', 'Kenntnisse in'): the words
   * after them, to the end of the clause, are read as what is asked when the taxonomy names nothing there.
   */
  phraseOpeners: RegExp;
  /** Leading words dropped from such a phrase (articles, 'un', 'einer'). */
  phraseArticles: RegExp;
  /** Words that join alternatives ('o', 'ou', 'oder'): 'SAP o A3' is one requirement met by either. */
  anyOf: readonly string[];
  /** Words that join separate requirements ('y', 'et', 'und'). */
  allOf: readonly string[];
  /** Local words for taxonomy skills ('contabilidad' -> 'accounting'), matched as whole words. */
  skillSynonyms: ReadonlyArray<readonly [string, string]>;
  /** Taxonomy skills whose English alias is an ordinary word of this language, by id: not read. */
  falseFriends: readonly string[];
}

/**
 * A pattern for whole words of any alphabet: `source` between boundaries that letters with accents
 * respect ('año' is not inside 'años', 'exigé' ends at the 'é'). JavaScript's \b knows only ASCII letters.
 */
export function wordPattern(source: string, flags = 'iu'): RegExp {
  return new RegExp(String.raw`(?<![\p{L}\d])(?:${source})(?![\p{L}\d])`, flags);
}
