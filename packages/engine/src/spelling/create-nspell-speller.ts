/**
 * A Speller built from nspell and dictionary-en (Hunspell en-US). Separate entry point
 * ('@resumeloop/engine/spelling') because dictionary-en reads its files with fs when imported, which the
 * browser cannot do; the engine's main entry stays free of I/O. Loading takes a few hundred
 * milliseconds: build one speller and reuse it.
 */
import { readFileSync } from 'node:fs';
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import wordListPath from 'word-list';
import type { Speller } from './speller';

/**
 * The word-list package's 274,000 English words (SCOWL-based): it knows trade words Hunspell's en-US lacks
 * ('actuals', 'accruals', 'phlebotomy', 'preceptor'), so a term of the trade is not reported as a typo.
 * Read once, lazily: only words Hunspell rejects are looked up in it.
 */
let wordList: Set<string> | null = null;
function knownWords(): Set<string> {
  if (!wordList) {
    wordList = new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  }
  return wordList;
}

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
  // Technical, medical, finance and education terms neither list knows.
  'cron',
  'kubectl',
  'ebitda',
  'hba1c',
  'iep',
  'ieps',
  'sql',
  'devops',
  'api',
  'apis',
  'saas',
  'etl',
  'kpi',
  'kpis',
  'crm',
  'erp',
  'emr',
  'ehr',
  'hipaa',
  'gaap',
  'ifrs',
  'fp&a',
  'capex',
  'opex',
  'runbook',
  'runbooks',
  'failover',
  'linter',
  'webhook',
  'webhooks',
  'repo',
  'repos',
  'namespace',
  'namespaces',
  'dataset',
  'datasets',
  'preop',
  'postop',
  'triaged',
  'charting',
  'vitals',
  'edtech',
  'differentiated',
  'scaffolded',
  'rubric',
  'rubrics',
  'upsell',
  'upsold',
  'upselling',
  'reforecast',
  'reconciliations',
];

export function createNspellSpeller(extraWords: readonly string[] = []): Speller {
  // dictionary-en's files are Uint8Arrays; nspell's types ask for Buffers, which read the same bytes.
  const checker = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  for (const word of [...RESUME_WORDS, ...extraWords]) checker.add(word);
  const suggestions = new Map<string, string[]>();
  return {
    correct: (word) =>
      checker.correct(word) || checker.correct(word.toLowerCase()) || knownWords().has(word.toLowerCase()),
    suggest: (word) => {
      const cached = suggestions.get(word);
      if (cached) return cached;
      const list = checker.suggest(word);
      suggestions.set(word, list);
      return list;
    },
  };
}
