/**
 * English: the parser's own English knowledge gathered in the table shape the other languages use. The
 * lists are the ones the parser and the scorer already read (headings, role nouns, weak openers), taken
 * from where they live; English parsing keeps its built-in patterns, which these lists mirror, so that
 * nothing about reading an English resume changes.
 */
import { SECTION_HEADINGS } from '../parse/section-heading-table';
import { ROLE_NOUNS } from '../taxonomy/job-titles';
import { WEAK_OPENERS } from '../taxonomy/wording';
import type { SectionType } from '../types';
import type { LanguageTable } from './table';

const headings: Partial<Record<SectionType, readonly string[]>> = {};
for (const rule of SECTION_HEADINGS) headings[rule.type] = [...(headings[rule.type] ?? []), ...rule.variants];

export const ENGLISH: LanguageTable = {
  language: 'en',
  headings,
  months: [
    ['january', 'jan'],
    ['february', 'feb'],
    ['march', 'mar'],
    ['april', 'apr'],
    ['may'],
    ['june', 'jun'],
    ['july', 'jul'],
    ['august', 'aug'],
    ['september', 'sept', 'sep'],
    ['october', 'oct'],
    ['november', 'nov'],
    ['december', 'dec'],
  ],
  presentWords: [
    'present',
    'current',
    'currently',
    'now',
    'today',
    'date',
    'ongoing',
    'on going',
    'on-going',
  ],
  rangeWords: ['to', 'until', 'through', 'till'],
  sinceWords: [],
  fromWords: [],
  monthYearJoiners: [],
  degrees: [
    'Bachelor',
    'B.S.',
    'B.A.',
    'B.Sc.',
    'Master',
    'M.S.',
    'M.A.',
    'MBA',
    'Ph.D.',
    'PhD',
    'Doctorate',
    'Associate',
    'Diploma',
    'High School Diploma',
    'GED',
  ],
  weakOpeners: WEAK_OPENERS.map((opener) => opener.label.toLowerCase()),
  // English reads its action verbs through the verb lexicon (taxonomy/wording.ts), every form of ~1,000 verbs.
  actionVerbs: [],
  firstPerson: ['i', 'me', 'my', 'mine', 'myself'],
  contactLabels: {
    phone: ['phone', 'tel', 'mobile', 'cell'],
    email: ['email', 'e-mail'],
    address: ['address'],
    personal: ['date of birth', 'nationality', 'marital status'],
  },
  roleNouns: [...ROLE_NOUNS],
  roleSuffixes: [],
  // English employer words are a pattern of their own (parse/entry-header-lines.ts).
  employerMarkers: [],
  // English places are a pattern of their own (text/places.ts): 'City, ST', 'City, Country'.
  cities: [],
  regions: [],
  atWords: ['at'],
  smallWords: ['and', 'of', 'the', 'for', 'at', 'in', 'on', 'to', '&'],
  bodyLabels: [
    'description',
    'responsibilities',
    'duties',
    'summary',
    'technologies',
    'tools',
    'environment',
  ],
  notNameWords: ['resume', 'curriculum', 'vitae', 'cv'],
  yesWords: ['yes', 'yeah', 'yep', 'sure', 'absolutely', 'definitely', 'correct', 'of course'],
  noWords: [
    'no',
    'not',
    'never',
    'none',
    'nope',
    "haven't",
    "hasn't",
    "didn't",
    "don't",
    "doesn't",
    "can't",
    'cannot',
  ],
};
