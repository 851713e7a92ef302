/**
 * How a bullet opens, read in the resume's own language when it is not English: an action verb of the
 * language's table ('Gestioné', 'Pilotage', 'Leitung'), a weak opener ('Responsable de', 'Chargé de',
 * 'Verantwortlich für'), a word of the first person ('je', 'ich'). The English checks read English words
 * (wording.ts); run on Spanish text they would give English advice about it.
 */
import type { TextLanguage } from '../lang/detect-language';
import { phrasePattern } from '../lang/reading-table';
import type { LanguageTable } from '../lang/table';
import { tableFor } from '../lang/tables';

export interface ForeignWording {
  actionVerb: boolean;
  weakOpener: string | null;
  firstPerson: boolean;
}

const tablePatterns = new Map<
  LanguageTable,
  { opener: RegExp; verb: RegExp; firstPerson: RegExp; openers: readonly string[] }
>();

function patternsOf(table: LanguageTable) {
  let patterns = tablePatterns.get(table);
  if (!patterns) {
    const openers = [...table.weakOpeners].sort((a, b) => b.length - a.length);
    patterns = {
      openers,
      opener: new RegExp(`^(?:${openers.map(phrasePattern).join('|')})(?![\\p{L}])`, 'iu'),
      verb: new RegExp(
        `^(?:${[...table.actionVerbs]
          .sort((a, b) => b.length - a.length)
          .map(phrasePattern)
          .join('|')})(?![\\p{L}])`,
        'iu',
      ),
      firstPerson: new RegExp(
        `(?<![\\p{L}])(?:${table.firstPerson.map(phrasePattern).join('|')})(?![\\p{L}])`,
        'iu',
      ),
    };
    tablePatterns.set(table, patterns);
  }
  return patterns;
}

/**
 * A bullet's opening read with the table of its language, or null when the resume is English (the
 * English checks read it). The weak opener is named as the table writes it, capitalised.
 */
export function foreignWording(text: string, language: TextLanguage | undefined): ForeignWording | null {
  if (language === undefined || language === 'en') return null;
  const patterns = patternsOf(tableFor(language));
  const body = text.trim();
  const opener = patterns.opener.exec(body)?.[0] ?? null;
  return {
    actionVerb: opener === null && patterns.verb.test(body),
    weakOpener: opener === null ? null : opener.charAt(0).toUpperCase() + opener.slice(1).toLowerCase(),
    firstPerson: patterns.firstPerson.test(body),
  };
}
