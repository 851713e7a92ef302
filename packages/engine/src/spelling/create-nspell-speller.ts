/**
 * A Speller built from nspell and dictionary-en (Hunspell en-US). Separate entry point
 * ('@resumeloop/engine/spelling') because dictionary-en reads its files with fs when imported, which the
 * browser cannot do; the engine's main entry stays free of I/O. Loading takes a few hundred
 * milliseconds: build one speller and reuse it.
 */
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import type { Speller } from './speller';

/** Words every resume uses that the en-US dictionary lacks. */
const RESUME_WORDS = [
  'onboarding',
  'offboarding',
  'upskilling',
  'stakeholder',
  'stakeholders',
  'workflow',
  'workflows',
  'dashboard',
  'dashboards',
  'cybersecurity',
  'frontend',
  'backend',
  'fullstack',
  'microservices',
  'scalable',
  'analytics',
  'ecommerce',
  'omnichannel',
  'deliverables',
  'roadmap',
  'roadmaps',
  'automations',
  'signage',
  'preceptor',
  'telehealth',
  'telemetry',
  'reskilling',
  'tooling',
];

export function createNspellSpeller(extraWords: readonly string[] = []): Speller {
  // dictionary-en's files are Uint8Arrays; nspell's types ask for Buffers, which read the same bytes.
  const checker = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  for (const word of [...RESUME_WORDS, ...extraWords]) checker.add(word);
  const suggestions = new Map<string, string[]>();
  return {
    correct: (word) => checker.correct(word) || checker.correct(word.toLowerCase()),
    suggest: (word) => {
      const cached = suggestions.get(word);
      if (cached) return cached;
      const list = checker.suggest(word);
      suggestions.set(word, list);
      return list;
    },
  };
}
