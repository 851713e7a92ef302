/**
 * The job reader's English, in the shape of the other languages' tables. English postings are read by
 * the full English reader (read-job-text.ts, sentence-role.ts and their siblings), whose patterns this
 * table gathers from where they are defined: one source of truth, so that English reading stays exactly
 * as it was. The entries English needs no list for (local synonyms: the taxonomy is English) are empty.
 */
import { CERTIFICATION_PATTERNS } from '../job/read-certifications';
import { DEGREE_RULES } from '../job/read-education';
import { BOILERPLATE_CUE, HEADING_RULES, PREFERRED_CUE } from '../job/read-job-text';
import { WORD_NUMBERS } from '../job/read-years';
import { DUTY_SPEECH, REQUIREMENT_OPENER } from '../job/sentence-role';
import { INSISTS } from '../job/skill-tally';
import type { JobLanguageTable } from './job-table';
import { wordPattern } from './job-table';

export const JOB_EN: JobLanguageTable = {
  language: 'en',
  headings: HEADING_RULES,
  requiredCue: INSISTS,
  preferredCue: PREFERRED_CUE,
  preferredAfter: wordPattern('ideally|preferably'),
  boilerplateCue: BOILERPLATE_CUE,
  requirementOpener: REQUIREMENT_OPENER,
  dutyOpener: DUTY_SPEECH,
  yearUnit: /\b(?:years?|yrs?)\b/i,
  experienceWord: /\b(?:experience|exp)\b/i,
  numberWords: WORD_NUMBERS,
  degrees: DEGREE_RULES.map(([pattern, , rank]) => [pattern, rank] as const),
  degreeFieldJoin: /^\s*(?:in|of)\s+/i,
  credentials: CERTIFICATION_PATTERNS.map((pattern) => [pattern, null] as const),
  languageNames: [],
  phraseOpeners: /\b(?:experience|knowledge|proficiency|familiarity|expertise)\s+(?:in|of|with)\s+/gi,
  phraseArticles: /^(?:(?:the|a|an)\s+)+/i,
  anyOf: ['or', 'and/or'],
  allOf: ['and', '&'],
  skillSynonyms: [],
  falseFriends: [],
};
