/**
 * The language a resume is being read in, for the parser's word lists. parseResume detects the language
 * and reads the whole resume inside `readingIn`; the line tests deep inside the parser (is this a
 * heading, a date, a role, an employer, a place?) ask `readingTable()` instead of each taking the table
 * as a parameter. English is `null`: the parser's built-in English rules, exactly as they were. Reading is
 * synchronous, so the table in force is always the one of the resume being read.
 */
import type { LanguageTable } from './table';

let reading: LanguageTable | null = null;

/** The table of the resume being read, or null when it is English (the built-in rules apply). */
export function readingTable(): LanguageTable | null {
  return reading;
}

/**
 * Runs `read` with `table` as the language being read, and restores the one before, even if `read`
 * throws: a nested read (a parse inside a score) leaves the outer one as it found it.
 */
export function readingIn<T>(table: LanguageTable | null, read: () => T): T {
  const before = reading;
  reading = table === null || table.language === 'en' ? null : table;
  try {
    return read();
  } finally {
    reading = before;
  }
}

const derivedByTable = new WeakMap<LanguageTable, Map<string, unknown>>();

/**
 * What a module builds from the table being read (a pattern, an index), built once per table and
 * module: `key` names the module's use. Null when the resume is English.
 */
export function fromReadingTable<T>(key: string, build: (table: LanguageTable) => T): T | null {
  const table = reading;
  if (table === null) return null;
  let derived = derivedByTable.get(table);
  if (!derived) {
    derived = new Map();
    derivedByTable.set(table, derived);
  }
  if (!derived.has(key)) derived.set(key, build(table));
  return derived.get(key) as T;
}

/** A word or phrase of a table as a pattern: escaped, its spaces any run of spaces, an optional stop. */
export function phrasePattern(phrase: string): string {
  return phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

/** Phrases as one alternation, longest first so 'la actualidad' wins over 'actualidad'. */
export function alternation(phrases: readonly string[]): string {
  return [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map(phrasePattern)
    .join('|');
}
