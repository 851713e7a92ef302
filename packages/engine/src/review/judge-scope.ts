/**
 * The guard's judge of scope: leading, owning, a team or a budget, stronger than what the sources say of
 * the line. A lead verb is the person's only where the line it rewrites, the resume elsewhere or an answer
 * says they led; 'Built ...' for 'Helped build ...' says they did it alone; a verb an answer gives to
 * someone else ('my manager did the negotiating') is theirs. Scope is for the user to confirm.
 */

import { baseOfVerb } from '../refine/verb-forms';
import { LEADER_TITLE, looksLikeJobTitle } from '../taxonomy/job-titles';
import { verbForms } from '../taxonomy/wording';
import { plainTokens } from '../text/normalize-text';
import { remembering } from '../text/remembering';
import { type ClaimFlag, flag, type LineContext } from './claim-flag';
import { CLAIM_REASONS } from './claim-reasons';
import { type ClaimSources, stemOf } from './claim-sources';
import {
  DECISION_WORDS,
  LEAD_VERBS,
  LEAD_WHEN_PEOPLE,
  NEUTRAL_VERBS,
  OWNING_VERBS,
  PEOPLE_OBJECTS,
  SCOPE_INTENSIFIERS,
  SCOPE_NOUNS,
  SUPPORT_OPENERS,
} from './claim-tables';
import { type Word, wordsOf } from './claim-words';
import { OTHERS_CLAUSE } from './read-denials';

/** Titles of people who lead others, and those who run a school or a programme. */
const LEAD_TITLE = new RegExp(`${LEADER_TITLE.source}|\\b(?:principal|coordinator)\\b`, 'i');

/** Words before a lead word that make it a noun: 'the platform lead', 'a team lead'. */
const BEFORE_NOUN =
  /^(?:the|a|an|our|my|their|his|her|its|your|team|tech|technical|platform|project|engineering|group|shift|program|site|lab|design|as)$/;

/** A lead word used as a verb of the person's: at a clause's head, not a noun ('managers', 'the lead'). */
function leadVerbAt(words: readonly Word[], index: number, text: string): boolean {
  const word = words[index] as Word;
  // 'Co-managed', 'co-led': leading with another is still leading.
  const lower = word.lower.replace(/^co-/, '');
  if (!LEAD_VERBS.test(lower) || /(?:ors?|ers?|ment|ments|ship)$/.test(lower)) return false;
  const previous = words[index - 1];
  const next = words[index + 1];
  const opens =
    word.opening ||
    /[,;]\s*$/.test(text.slice(0, word.start)) ||
    (previous !== undefined && /^(?:and|then|also|i|we|did|personally|both)$/.test(previous.lower));
  if (!opens) return false;
  // 'leads passed on', 'lead to': a noun or another verb follows, not what was led.
  if (
    next &&
    (/^(?:to|from|were|was|is|are|per|passed|generated|came|converted)$/.test(next.lower) ||
      (/ed$/.test(next.lower) && next.lower !== 'red'))
  )
    return false;
  // 'own hand tools' has; 'Own the release process' leads.
  if (
    /^(?:own|head|direct)$/.test(word.lower) &&
    !/^(?:the|a|an|all|every|our|their|its|end-to-end)$/.test(next?.lower ?? '')
  )
    return false;
  return true;
}

/**
 * Does a source say the person led this: a lead word of theirs, at the head of a resume line's clause or
 * after 'I' in an answer ('the senior paralegal ran the war room' is someone else's)?
 */
function sourceLeads(text: string, answer = false): boolean {
  const words = wordsOf(text);
  return words.some((word, index) => {
    if (!LEAD_VERBS.test(word.lower) && !/^(?:responsible|accountable|in)$/.test(word.lower)) return false;
    if (word.lower === 'in' && words[index + 1]?.lower !== 'charge') return false;
    // 'ran audits' is doing the audits; 'ran the team' is leading.
    if (LEAD_WHEN_PEOPLE.test(word.lower) && !PEOPLE_OBJECTS.test(text.slice(word.end).trim())) return false;
    if (BEFORE_NOUN.test(words[index - 1]?.lower ?? '')) return false;
    const before = words.slice(Math.max(0, index - 4), index).map((item) => item.lower);
    // 'Controls engineer who programs PLCs and leads line upgrades': the user, naming themselves.
    const selfNamed = /^([^.;]{3,60}?)\s+who\b/i.exec(text);
    if (
      answer &&
      selfNamed &&
      word.start > (selfNamed[0].length ?? 0) - 4 &&
      looksLikeJobTitle(selfNamed[1] ?? '')
    )
      return true;
    if (answer) return before.some((item) => /^(?:i|we|i'm|i've|i'd|me)$/.test(item)) || index === 0;
    return (
      word.opening ||
      /^(?:and|also|then)$/.test(before.at(-1) ?? '') ||
      /[,;]\s*$/.test(text.slice(0, word.start)) ||
      before.includes('i')
    );
  });
}

function opener(text: string): string {
  return (wordsOf(text)[0]?.lower ?? '').replace(/[^a-z]/g, '');
}

function sharesWord(a: string, b: string): boolean {
  const mine = new Set(
    plainTokens(a)
      .filter((token) => token.length > 3)
      .map(stemOf),
  );
  return plainTokens(b).some((token) => token.length > 3 && mine.has(stemOf(token)));
}

/** Words that say nothing of what a line is about. */
const TOPIC_STOP = new Set(
  'a an the and or of to in on for with by at from as is are was were be been it its this that these those i we my our me us their they them into over per via than then also about around have has had did do does not no yes so but all any each more most some such very just only'.split(
    ' ',
  ),
);

/** The stems of a line's words that say what it is about, remembered: source lines are read again and again. */
const topicStems = remembering(
  (text: string): Set<string> =>
    new Set(
      plainTokens(text)
        .filter((token) => token.length > 1 && !TOPIC_STOP.has(token) && !/^\d+$/.test(token))
        .map(stemOf),
    ),
  20_000,
);

function sharedWords(a: string, b: string): number {
  const mine = topicStems(a);
  let count = 0;
  for (const stem of topicStems(b)) if (mine.has(stem)) count += 1;
  return count;
}

function sharesTopic(a: string, b: string): boolean {
  return sharedWords(a, b) >= 2;
}

/** An answer that says the person did it with this very verb: 'For the budget I built the opex model'. */
function answerSaysSameVerb(verb: string, answers: readonly string[]): boolean {
  const stem = stemOf(verb.toLowerCase());
  return answers.some((clause) => {
    const words = plainTokens(clause);
    return words.some(
      (word, index) =>
        stemOf(word) === stem &&
        words.slice(Math.max(0, index - 3), index).some((before) => before === 'i' || before === 'we'),
    );
  });
}

/** An answer that says the person did it: with this verb, or in other words and without 'helped'. */
function answerSaysDid(verb: string, answers: readonly string[]): boolean {
  const stem = stemOf(verb.toLowerCase());
  return answers.some((clause) => {
    const words = plainTokens(clause);
    if (
      words.some(
        (word, index) =>
          stemOf(word) === stem &&
          words.slice(Math.max(0, index - 3), index).some((before) => before === 'i' || before === 'we'),
      )
    )
      return true;
    // 'I've put together the whole deck': the person did it, in other words, and did not only help.
    return (
      /^(?:\w+\s+){0,6}?(?:i|we)(?:'ve|'d| have| had| did)?\s+(?!help|assist|support|contribut|participat|work(?:ed)? with)/i.test(
        clause,
      ) &&
      !SUPPORT_OPENERS.test(
        opener(clause.replace(/^.*?\b(?:i|we)(?:'ve|'d)?\s+(?:have\s+|had\s+|did\s+|also\s+)*/i, '')),
      )
    );
  });
}

const LEADING = new WeakMap<ClaimSources, string[]>();

/** The resume's lines that say the person led something ('responsible for' is not leading), read once. */
function leadingLines(sources: ClaimSources): string[] {
  let lines = LEADING.get(sources);
  if (!lines) {
    lines = sources.resumeLines.filter((text) =>
      sourceLeads(text.replace(/\b(?:responsible|accountable)\b|\bin charge\b/gi, ' ')),
    );
    LEADING.set(sources, lines);
  }
  return lines;
}

/** Does the clause that ends with `before` have another person for its subject ('the PM made ...')? */
function saidOfAnother(before: string): boolean {
  const clause = (before.split(/[.;!?,]/).pop() ?? '')
    .trim()
    .replace(/^(?:and|but|while|so|then|where|when)\s+/i, '');
  return OTHERS_CLAUSE.test(clause) && !/\b(?:i|we)\b/i.test(clause);
}

export function judgeScope(line: string, context: LineContext, sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  const answers = sources.affirmedClauses.filter((clause) => sharesTopic(clause, line));
  // What the resume says elsewhere of the same work counts too: a summary restates the bullets.
  const related = leadingLines(sources).filter((text) => sharedWords(text, line) >= 3);
  const basis = [...context.basis, ...answers];
  const words = wordsOf(line);
  // A summary may say what a title says: a 'Shop Supervisor' supervises.
  const titled = context.section === 'summary' && sources.titles.some((title) => LEAD_TITLE.test(title));
  if (
    !titled &&
    !context.basis.some((text) => sourceLeads(text)) &&
    related.length === 0 &&
    !answers.some((text) => sourceLeads(text, true))
  ) {
    for (const [index, word] of words.entries()) {
      if (!leadVerbAt(words, index, line) || /^(?:responsible|accountable)$/.test(word.lower)) continue;
      if (
        LEAD_WHEN_PEOPLE.test(word.lower.replace(/^co-/, '')) &&
        !PEOPLE_OBJECTS.test(line.slice(word.end).trim())
      )
        continue;
      const helped = basis.some((text) => SUPPORT_OPENERS.test(opener(text)));
      flags.push(
        flag(
          'scope',
          word.text,
          word.start,
          helped ? CLAIM_REASONS.scopeHelped(word.text) : CLAIM_REASONS.scopeNew(word.text),
        ),
      );
      break;
    }
  }
  // 'Built ...' where the resume says 'Helped build ...': the rewrite says the person did it alone.
  const first = words.find(
    (word, index) => index > 0 || !/^(?:have|has|had|am|is|are|was|were|be|been)$/.test(word.lower),
  );
  if (
    flags.length === 0 &&
    first &&
    context.basis.length > 0 &&
    context.basis.every((text) => SUPPORT_OPENERS.test(opener(text))) &&
    !SUPPORT_OPENERS.test(first.lower) &&
    !NEUTRAL_VERBS.test(first.lower) &&
    (verbForms(first.lower) !== undefined ||
      baseOfVerb(first.lower) !== '' ||
      LEAD_VERBS.test(first.lower)) &&
    !answerSaysDid(first.text, answers)
  )
    flags.push(flag('scope', first.text, first.start, CLAIM_REASONS.scopeHelped(first.text)));
  // 'Negotiated the rates' where the answer says 'my manager did the negotiating'.
  if (flags.length === 0) {
    for (const [index, word] of words.entries()) {
      const opens =
        word.opening ||
        ['and', 'then'].includes(words[index - 1]?.lower ?? '') ||
        /[,;]\s*$/.test(line.slice(0, word.start));
      if (!opens) continue;
      const stem = stemOf(word.lower);
      const object = line.slice(word.end).split(/[,;]|\s(?:while|and|but|as|so|because|whereas)\s/)[0] ?? '';
      const other = sources.othersDid.find(
        (item) =>
          item.stem === stem &&
          sharesTopic(item.answer, line) &&
          // 'did the negotiating' names the work in its verb; 'runs the meeting' in its object.
          (sharesWord(item.what, object) ||
            !plainTokens(item.what).some((token) => token.length > 3 && !token.endsWith('ing'))),
      );
      if (
        !other ||
        answerSaysSameVerb(
          word.text,
          sources.affirmedClauses.filter((clause) => other.answer.includes(clause)),
        ) ||
        // The user says it of themselves, of the same work, in another answer ('I lead or co-lead about
        // 8-10 family meetings' beside 'the nursing director led it' of a workgroup).
        answerSaysSameVerb(
          word.text,
          sources.affirmedClauses.filter(
            (clause) => !other.answer.includes(clause) && sharesWord(clause, object),
          ),
        )
      )
        continue;
      // 'while the senior paralegal ran the war room' says it of someone else, as the answer does.
      const said = plainTokens(line.slice(Math.max(0, word.start - 40), word.start));
      if (plainTokens(other.who).some((token) => token.length > 2 && said.includes(token))) continue;
      flags.push(flag('scope', word.text, word.start, CLAIM_REASONS.someoneElse(word.text, other.who)));
      break;
    }
  }
  for (const pattern of [SCOPE_NOUNS, SCOPE_INTENSIFIERS, DECISION_WORDS, OWNING_VERBS]) {
    const match = pattern.exec(line);
    if (!match || flags.some((item) => item.start <= match.index && item.end > match.index)) continue;
    // 'the HR manager makes the final call': the line itself says it of someone else.
    if (saidOfAnother(line.slice(0, match.index))) continue;
    // Said by the user of themselves: 'The PM made the award decisions' is someone else's.
    const said = (text: string) => {
      const found = pattern.exec(text);
      if (found?.[0].toLowerCase() !== match[0].toLowerCase()) return false;
      return !saidOfAnother(text.slice(0, found.index));
    };
    if (basis.some(said) || sources.evidenceLines.some(said)) continue;
    flags.push(flag('scope', match[0], match.index, CLAIM_REASONS.scopeNew(match[0])));
  }
  return flags;
}
