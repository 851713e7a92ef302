/**
 * The guard's judges of titles: a seniority word or a role the person never held, where a line says who
 * the person is ('Senior Backend Engineer with 8 years') or that they held it ('promoted to Lead'); and
 * an entry's title changed, where any word it gains, or a junior word it drops, is a claim.
 */

import { baseOfVerb } from '../refine/verb-forms';
import { ROLE_NOUNS, TITLE_MODIFIERS } from '../taxonomy/job-titles';
import { verbForms } from '../taxonomy/wording';
import { plainTokens } from '../text/normalize-text';
import type { SectionType } from '../types';
import { type ClaimFlag, flag, type LineContext } from './claim-flag';
import { CLAIM_REASONS } from './claim-reasons';
import { type ClaimSources, stemOf } from './claim-sources';
import { CREDENTIAL_WORDS, SENIORITY_WORDS } from './claim-tables';
import { isCapitalised, type Word, wordsOf } from './claim-words';
import { degreeSpans } from './read-degrees';

/** Words that make a title junior or temporary: a rewrite that drops one promotes the person. */
const JUNIOR_WORDS =
  /^(?:intern|internship|trainee|apprentice|assistant|asst|junior|jr|associate|acting|interim|temporary|temp|part|extern|co|op|student|volunteer)$/;

/** Sections whose lines are the person's work, where a line may open with a title held. */
const BULLET_SECTIONS: ReadonlySet<SectionType> = new Set(['experience', 'projects', 'volunteer', 'general']);

/** Role nouns that name the same work: an honest summary may call a teacher an educator. */
const ROLE_FAMILIES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['teacher', 'educator', 'instructor', 'tutor', 'lecturer']),
  new Set(['engineer', 'developer', 'programmer']),
  new Set(['nurse', 'rn']),
  new Set(['technician', 'tech', 'technologist']),
  new Set(['representative', 'rep', 'agent']),
  new Set(['marketer', 'specialist', 'coordinator']),
  new Set(['accountant', 'bookkeeper']),
  new Set(['paralegal', 'assistant']),
  new Set(['designer', 'artist']),
  new Set(['administrator', 'admin']),
];

/** Words of a title written two ways. */
const SAME_TITLE_WORD: Readonly<Record<string, string>> = {
  sr: 'senior',
  mgr: 'manager',
  jr: 'junior',
  asst: 'assistant',
  assoc: 'associate',
  dir: 'director',
  eng: 'engineer',
  tech: 'technician',
  '&': 'and',
};

function titleWord(word: Word): boolean {
  return ROLE_NOUNS.has(word.lower) || TITLE_MODIFIERS.has(word.lower) || SENIORITY_WORDS.test(word.lower);
}

export function judgeTitleWords(line: string, sources: ClaimSources, context: LineContext): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  const words = wordsOf(line);
  let index = 0;
  while (index < words.length) {
    if (!titleWord(words[index] as Word)) {
      index += 1;
      continue;
    }
    let end = index;
    while (
      end + 1 < words.length &&
      titleWord(words[end + 1] as Word) &&
      /^\s+$/.test(line.slice((words[end] as Word).end, (words[end + 1] as Word).start))
    )
      end += 1;
    // The phrase ends at its last role noun: 'Senior Litigation Paralegal', 'marketing manager'.
    let last = end;
    while (last >= index && !ROLE_NOUNS.has((words[last] as Word).lower)) last -= 1;
    const start = index;
    index = end + 1;
    if (last < start) continue;
    const phrase = words.slice(start, last + 1);
    const previous = words[start - 1];
    // Part of a name ('Meta Ads Manager', 'Google Tag Manager'): the name rule reads it.
    if (
      previous &&
      isCapitalised(previous.text) &&
      isCapitalised((phrase[0] as Word).text) &&
      /^\s+$/.test(line.slice(previous.end, (phrase[0] as Word).start)) &&
      !previous.opening
    )
      continue;
    const rankWords = phrase.filter((word) => SENIORITY_WORDS.test(word.lower));
    const noun = phrase[phrase.length - 1] as Word;
    // Where a summary says who the person is ('Senior Backend Engineer with 8 years'), every word of it
    // is a claim; elsewhere only a seniority word is ('led a senior team' says nothing of the person).
    // A title alone as an abbreviation ('HR', 'CPA', 'RN') is a department or a credential.
    if (phrase.length === 1 && (phrase[0] as Word).text === (phrase[0] as Word).text.toUpperCase()) continue;
    const identity =
      ((context.section === 'summary' || context.section === 'general') && (phrase[0] as Word).opening) ||
      // A bullet that is only a title ('Science Olympiad head coach.') says the person held it.
      (BULLET_SECTIONS.has(context.section) &&
        words.slice(0, start).every((word) => !verbForms(word.lower) && !baseOfVerb(word.lower)) &&
        /^\s*(?:[,.;:(]|$|at\b|for\b)/.test(line.slice(noun.end)));
    if (degreeSpans(line).some(([from, to]) => (phrase[0] as Word).start < to && noun.end > from)) continue;
    // Elsewhere a title is the person's only when the line says they held it ('served as charge nurse',
    // 'promoted to Lead'); 'the platform lead' is someone else.
    const asTitle = /\b(?:as|to|named|became|become|hired as|title of)\s+(?:an?\s+|the\s+)?$/i.test(
      line.slice(0, (phrase[0] as Word).start),
    );
    if (!identity && !asTitle) continue;
    // 'Certified Clinical Medical Assistant' is a credential: the credential rule reads it.
    if (CREDENTIAL_WORDS.test(line.slice(Math.max(0, (phrase[0] as Word).start - 40), noun.end))) continue;
    // Seniority and the role itself are the titles' to give; the words that say what kind of work
    // ('digital', 'litigation') may come from anything the person wrote about themselves.
    const unheld = (word: Word) => {
      const same = SAME_TITLE_WORD[word.lower] ?? word.lower;
      if (sources.titleTokens.has(word.lower) || sources.titleTokens.has(same)) return false;
      // 'PM' is the titles' 'Product Manager'.
      if (word.text === word.text.toUpperCase() && sources.titleInitials.has(word.lower)) return false;
      if (SENIORITY_WORDS.test(word.lower)) return true;
      const stem = stemOf(same);
      if (sources.titlePrefixes.has(stem.slice(0, 6))) return false;
      if (ROLE_NOUNS.has(word.lower))
        return !ROLE_FAMILIES.some(
          (family) => family.has(word.lower) && [...family].some((other) => sources.titleTokens.has(other)),
        );
      return !sources.selfTokens.has(stem);
    };
    const claims = phrase.filter((word) => unheld(word) && !/^(?:and|&|of|to|in|for)$/.test(word.lower));
    void rankWords;
    if (claims.length === 0) continue;
    const text = line.slice((phrase[0] as Word).start, noun.end);
    flags.push(flag('title', text, (phrase[0] as Word).start, CLAIM_REASONS.title(text, sources.titles)));
  }
  return flags;
}

/** An entry's title changed: any word it gains over the title the resume gives is a claim. */
export function judgeEntryTitle(after: string, context: LineContext): ClaimFlag[] {
  const before = context.basis[0] ?? '';
  const normal = (token: string) => SAME_TITLE_WORD[token] ?? token;
  const loose = (token: string) => stemOf(normal(token)).slice(0, 6);
  const beforeTokens = new Set(context.basis.flatMap((line) => plainTokens(line)).map(loose));
  const words = wordsOf(after);
  // 'Medical Assistant Extern' for 'Medical Assistant (externship)' says the same; 'Senior' does not.
  const gained = words.filter((word) =>
    plainTokens(word.text).some(
      (token) => !beforeTokens.has(loose(token)) && !/^(?:and|of|the|for|in)$/.test(token),
    ),
  );
  // 'Field Engineer' for 'Field Engineering Intern': leaving out what made the title junior promotes.
  const lowered = plainTokens(before).find(
    (token) => JUNIOR_WORDS.test(token) && !plainTokens(after).includes(token),
  );
  if (gained.length === 0 && lowered)
    return [
      flag(
        'title',
        after.trim(),
        after.indexOf(after.trim()),
        CLAIM_REASONS.entryTitle(after.trim(), before),
      ),
    ];
  if (gained.length === 0) return [];
  const first = gained.find((word) => SENIORITY_WORDS.test(word.lower)) ?? (gained[0] as Word);
  const text = after.slice(first.start, (gained[gained.length - 1] as Word).end);
  return [
    flag(
      'title',
      first === gained[0] ? text : first.text,
      first.start,
      CLAIM_REASONS.entryTitle(first === gained[0] ? text : first.text, before),
    ),
  ];
}
