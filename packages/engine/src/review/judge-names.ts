/**
 * The guard's judge of names: capitalised words the sources never use, or use in another name
 * ('Columbus State' where the sources say 'Columbus, OH' and 'Ohio State'). A run of capitalised words is
 * read as one name; the verb that opens a sentence, a word of the sources and a name the sources write as
 * initials are no claim. A name is flagged as the credential, award, title, skill or organisation it reads as.
 */

import { isDictionaryVerb } from '../refine/verb-forms';
import { ROLE_NOUNS } from '../taxonomy/job-titles';
import { verbForms } from '../taxonomy/wording';
import { plainTokens } from '../text/normalize-text';
import { type ClaimFlag, flag, type LineContext } from './claim-flag';
import { CLAIM_REASONS } from './claim-reasons';
import type { ClaimSources } from './claim-sources';
import {
  AWARD_PATTERNS,
  COMMON_ABBREVIATIONS,
  CREDENTIAL_WORDS,
  LABEL_WORDS,
  ORG_GENERIC_WORDS,
} from './claim-tables';
import { CONNECTORS, isCapitalised, knownToken, phraseInSources, type Word, wordsOf } from './claim-words';
import type { ClaimKind } from './review-constants';

/** A capitalised word that is no name: a word of the sources, a heading word, a common abbreviation, an opening verb. */
function ordinaryWord(word: Word, sources: ClaimSources): boolean {
  const lower = word.lower.replace(/['’]s$/, '');
  if (
    LABEL_WORDS.has(lower) ||
    COMMON_ABBREVIATIONS.has(lower) ||
    COMMON_ABBREVIATIONS.has(lower.replace(/\./g, ''))
  )
    return true;
  const parts = plainTokens(lower);
  if (parts.every((part) => knownToken(part, sources))) return true;
  // 'B.S.' is the sources' 'BS'.
  if (/\./.test(lower) && knownToken(lower.replace(/[^a-z0-9]/g, ''), sources)) return true;
  if (/^[a-z]{2,6}$/.test(lower) && word.text === word.text.toUpperCase() && sources.initials.has(lower))
    return true;
  if (!word.opening) return false;
  // At the head of a sentence any word is capitalised: a verb or a dictionary word there is no name
  // ('Co-coach' opens with the verb 'coach').
  const last = parts[parts.length - 1] ?? '';
  // ('Owns the scorecard', a summary's verb in the third person.)
  const plain = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.replace(/(?<=[^s])e?s$/, '');
  return (
    verbForms(last) !== undefined ||
    (plain !== last &&
      [plain, last.slice(0, -1)].some((base) => verbForms(base) !== undefined || isDictionaryVerb(base))) ||
    parts.every((part) => sources.speller?.correct(part) ?? false)
  );
}

/** The run's own words ('Columbus State' of 'Columbus State Community College'), in order. */
export function distinctive(tokens: readonly string[]): string[] {
  return tokens.filter((token) => !CONNECTORS.has(token) && !ORG_GENERIC_WORDS.has(token));
}

/**
 * Whether the sources hold a name of several words: the same words in the same order, or its own words
 * in that order within one source line ('Ohio State' in 'The Ohio State University, Columbus'), or each
 * of two names joined by 'and' ('Google and Meta'). 'Columbus State' is not held by 'Columbus, OH' and
 * 'Ohio State' on two lines.
 */
export function nameHeld(tokens: readonly string[], sources: ClaimSources, sameLine: boolean): boolean {
  if (phraseInSources(tokens, sources)) return true;
  const own = distinctive(tokens);
  if (own.length === 0) return true;
  const joined = tokens.join(' ');
  const parts = joined.split(/\s(?:and|&)\s/);
  if (parts.length > 1) return parts.every((part) => nameHeld(part.split(' '), sources, sameLine));
  return sources.evidenceLines.some((line) => {
    const have = plainTokens(line);
    if (sameLine) {
      const set = new Set(have);
      return own.every((token) => set.has(token));
    }
    // 'Ohio State' in 'The Ohio State University', not in 'Ohio Valley State University'.
    return ` ${distinctive(have).join(' ')} `.includes(` ${own.join(' ')} `);
  });
}

export function judgeNames(
  line: string,
  sources: ClaimSources,
  context: LineContext,
  taken: ReadonlyArray<readonly [number, number]>,
): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  const words = wordsOf(line);
  const covered = (word: Word) => taken.some(([from, to]) => word.start < to && word.end > from);
  let index = 0;
  while (index < words.length) {
    const first = words[index] as Word;
    if (!isCapitalised(first.text) || covered(first) || first.label) {
      index += 1;
      continue;
    }
    // A run of capitalised words, with 'of', '&', 'the' between them: 'Bank of the West'.
    let last = index;
    let next = index + 1;
    while (next < words.length) {
      const word = words[next] as Word;
      const gap = line.slice((words[next - 1] as Word).end, word.start);
      if (!/^\s+$|^\s?[-–]\s?$/.test(gap)) break;
      if (isCapitalised(word.text) && !covered(word) && !word.label) {
        last = next;
        next += 1;
      } else if (
        CONNECTORS.has(word.lower) &&
        next + 1 < words.length &&
        isCapitalised((words[next + 1] as Word).text) &&
        !covered(words[next + 1] as Word)
      ) {
        next += 1;
      } else break;
    }
    let run = words.slice(index, last + 1);
    index = last + 1;
    // The verb that opens a sentence is no part of a name: 'Partnered Kaiser' is 'Kaiser'.
    while (run.length > 1 && (run[0] as Word).opening && ordinaryWord(run[0] as Word, sources))
      run = run.slice(1);
    while (run.length > 0 && CONNECTORS.has((run[0] as Word).lower)) run = run.slice(1);
    if (run.length === 0) continue;
    const names = run.filter((word) => isCapitalised(word.text) && !CONNECTORS.has(word.lower));
    const unknown = names.filter((word) => !ordinaryWord(word, sources));
    const text = line.slice((run[0] as Word).start, (run[run.length - 1] as Word).end);
    const credential = CREDENTIAL_WORDS.test(text) || context.section === 'certifications';
    const tokens = run.flatMap((word) => plainTokens(word.text));
    // 'Pharmacist-in-Charge' spelled out where the sources write 'PIC'.
    const initialsOf = (list: readonly string[]) => list.map((token) => token.charAt(0)).join('');
    const spelled =
      !tokens.includes('and') &&
      [
        initialsOf(tokens.filter((token) => !CONNECTORS.has(token) || token === 'in')),
        initialsOf(distinctive(tokens)),
      ].some((initials) => initials.length >= 3 && sources.acronyms.has(initials));
    if (spelled) continue;
    const multi = names.length >= 2 && !nameHeld(tokens, sources, credential);
    if (unknown.length === 0 && !multi) continue;
    const from = !multi && unknown[0] ? unknown[0] : (run[0] as Word);
    const to = run[run.length - 1] as Word;
    const span = line.slice(from.start, to.end);
    const kind: ClaimKind = credential
      ? 'credential'
      : AWARD_PATTERNS.some((pattern) => pattern.test(span))
        ? 'award'
        : ROLE_NOUNS.has(to.lower) && run.length > 1
          ? 'title'
          : context.section === 'skills'
            ? 'skill'
            : 'organization';
    const denied = plainTokens(span).some((token) => sources.deniedTokens.has(token));
    flags.push(
      flag(
        denied && kind === 'organization' ? 'skill' : kind,
        span,
        from.start,
        denied ? CLAIM_REASONS.skillDenied(span) : CLAIM_REASONS.notInSources(span),
      ),
    );
  }
  return flags;
}
