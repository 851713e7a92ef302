/**
 * The language and clarity checks (10 of 100): spelling, bullet length, clean sentences, active voice,
 * no filler, varied opening verbs, no empty buzzwords. Weights are relative inside the category; the
 * comment on a row says why it weighs what it does.
 */
import type { CheckRule } from '../check-rule';
import { noDictionaryForLanguage, readsEnglishOnly } from '../language-applicability';
import { quotedListValues } from '../message';

export const LANGUAGE_CLARITY_CHECKS: readonly CheckRule[] = [
  {
    id: 'spelling',
    category: 'language_clarity',
    label: 'spelling.label',
    weight: 3,
    compare: 'atMost',
    threshold: 0.2,
    slack: 1,
    // Typos are read as carelessness; the check only runs with a dictionary of the resume's language.
    reason: 'spelling.reason',
    fix: 'spelling.fix',
    notApplicable: noDictionaryForLanguage,
    measure: (facts) =>
      facts.misspelled === null ? null : (facts.misspelled.length / Math.max(facts.wordCount, 1)) * 100,
    fixParams: (facts) => {
      const list = quotedListValues(facts.misspelled ?? []);
      return { words: list.items, more: list.more };
    },
  },
  {
    id: 'bullet_length',
    category: 'language_clarity',
    label: 'bullet_length.label',
    weight: 2,
    compare: 'isTrue',
    threshold: true,
    reason: 'bullet_length.reason',
    fix: 'bullet_length.fix',
    measure: (facts) => {
      if (facts.experienceBullets.length === 0) return null;
      const average =
        facts.experienceBullets.reduce((sum, fact) => sum + fact.words, 0) / facts.experienceBullets.length;
      return average >= 8 && average <= 25;
    },
    fixParams: (facts) => ({
      average: Math.round(
        facts.experienceBullets.reduce((sum, fact) => sum + fact.words, 0) /
          Math.max(facts.experienceBullets.length, 1),
      ),
    }),
  },
  {
    id: 'clean_writing',
    category: 'language_clarity',
    label: 'clean_writing.label',
    weight: 2,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    // Careless mechanics read as carelessness, as typos do; text pasted in without care costs here.
    reason: 'clean_writing.reason',
    fix: 'clean_writing.fix',
    measure: (facts) => (facts.wordCount < 20 ? null : facts.sloppyLines.length),
    fixParams: (facts) => {
      const list = quotedListValues(
        facts.sloppyLines.map((line) =>
          line.length > 60 ? `${line.slice(0, 60).replace(/\s\S*$/, '')}…` : line,
        ),
        3,
      );
      return { lines: list.items, more: list.more };
    },
  },
  {
    id: 'few_passive',
    category: 'language_clarity',
    label: 'few_passive.label',
    weight: 2,
    compare: 'atMost',
    threshold: 1,
    slack: 5,
    reason: 'few_passive.reason',
    fix: 'few_passive.fix',
    // English words ('was managed by'): not applicable to a resume in another language.
    notApplicable: readsEnglishOnly,
    measure: (facts) => facts.passiveCount,
    fixParams: (facts) => ({ count: facts.passiveCount }),
  },
  {
    id: 'no_filler',
    category: 'language_clarity',
    label: 'no_filler.label',
    weight: 1,
    compare: 'atMost',
    threshold: 2,
    slack: 6,
    reason: 'no_filler.reason',
    fix: 'no_filler.fix',
    notApplicable: readsEnglishOnly,
    measure: (facts) => facts.fillerCount,
    fixParams: (facts) => ({ count: facts.fillerCount }),
  },
  {
    id: 'varied_verbs',
    category: 'language_clarity',
    label: 'varied_verbs.label',
    weight: 1,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'varied_verbs.reason',
    fix: 'varied_verbs.fix',
    notApplicable: readsEnglishOnly,
    measure: (facts) => (facts.experienceBullets.length < 4 ? null : facts.repeatedVerbs.length),
    fixParams: (facts) => {
      const list = quotedListValues(facts.repeatedVerbs);
      return { verbs: list.items, more: list.more };
    },
  },
  {
    id: 'no_buzzwords',
    category: 'language_clarity',
    label: 'no_buzzwords.label',
    weight: 1,
    compare: 'atMost',
    threshold: 1,
    slack: 4,
    reason: 'no_buzzwords.reason',
    fix: 'no_buzzwords.fix',
    notApplicable: readsEnglishOnly,
    measure: (facts) => facts.buzzwordCount,
    fixParams: (facts) => ({ count: facts.buzzwordCount }),
  },
];
