/**
 * What of a written line can stand as a line: a count alone is a fragment, and a line too long or
 * reading badly may still have an opening, cut where a clause ends, that reads well.
 */
import { wordCount } from '../../text/normalize-text';
import { AWARD_NAME, rolePhrase } from '../line-shapes';
import { parseClause } from '../parse-clause';
import { opensWithVerb } from '../verb-forms';
import { countsSomething } from '../write-line';
import type { FactInRole } from './fact-in-role';
import { readsBadly } from './reads-badly';

/**
 * A line of work opens with what was done; a count alone ('6-8 quads of SRP a week with anesthesia', '4
 * rehab techs since 2022, and 3 PTA students') is a fragment, not a line, unless it names an award or a
 * role held, or says what moved ('Pick rate went from 142 to 160 UPH'). A verb in brackets is an aside's.
 */
export function isFragment(text: string): boolean {
  return (
    !opensWithVerb(text) &&
    !AWARD_NAME.test(text) &&
    rolePhrase(text) === null &&
    !parseClause(text.replace(/\s*\([^)]*\)/g, '')).verb
  );
}

/** The longest opening of a line, cut where a clause ends, that reads well and still says something. */
export function readablePart(text: string, context: FactInRole['context']): string | null {
  const stop = /\.$/.test(text) ? '.' : '';
  const body = text.replace(/[.\s]+$/, '');
  // Where a clause ends, not inside a list of things ('a $1.35M roof and parking lot project').
  const cuts = [
    ...body.matchAll(
      /;\s+|\s+[-–—]\s+|,\s+(?:and\s+|plus\s+|but\s+|so\s+)?|\s+(?:plus|but|so)\s+|\s+and\s+(?=[a-z]+ed\b)/g,
    ),
  ]
    .map((match) => match.index ?? 0)
    // Never inside brackets: '(scheduling, coaching, timesheet approval)' is one aside.
    .filter(
      (at) => (body.slice(0, at).match(/\(/g) ?? []).length === (body.slice(0, at).match(/\)/g) ?? []).length,
    )
    .sort((a, b) => b - a);
  for (const cut of cuts) {
    const part = body.slice(0, cut).replace(/[,;\s]+$/, '');
    if (wordCount(part) >= 4 && !readsBadly(part, context) && (countsSomething(part) || wordCount(part) >= 6))
      return `${part}${stop}`;
  }
  return null;
}
