/**
 * The check every line the answer step writes passes, whatever path wrote it: no word pointing back to
 * something the line never names, no talk, no word broken at its apostrophe, and no word the speller does
 * not know that the resume never used.
 */
import { baseOfVerb } from '../verb-forms';
import type { AnswerContext } from './answer-context';

/**
 * What no line the writer adds may hold, whatever path wrote it: a word pointing back to something the
 * line never names ('Manage that events budget', 'went through it'), talk ('Ended up leading', 'if you
 * want something measurable', 'about as close as it gets', 'one of the people who'), or a word the speller
 * does not know and the resume never used (an answer's typo: 'putts in the time').
 */
const POINTING_BACK = /\b(?:it|them|they|those|these|this|he|she|him|her|his)\b/i;
/** What 'it' and 'them' may point to in a line this answer goes on: the line's own thing. */
const POINTING_WITHIN = /\b(?:those|these|this|he|she|him|her|his)\b/i;

/** 'that' as a pointer ('Manage that events budget'), not a relative ('a check that caught 3 loads'). */
function pointingThat(text: string): boolean {
  return [...text.matchAll(/(?:^|(\S+)\s+)that\s+([a-z]+)/gi)].some(([, before = '', next = '']) => {
    const word = next.toLowerCase();
    if (/^(?:year|month|quarter|season|summer|fall|spring|winter|week|day|time)$/.test(word)) return false;
    // After a verb or a preposition 'that' points ('Manage that events budget', 'with that team'); after
    // a noun it opens what the noun did ('a check that caught 3 loads').
    const prior = before.toLowerCase().replace(/[^a-z]/g, '');
    if (!prior || baseOfVerb(prior) !== '' || /^(?:with|for|on|to|of|at|from|in|into|by|about)$/.test(prior))
      return true;
    return baseOfVerb(word) === '' && !/(?:s|ed)$/.test(word);
  });
}
const TALK =
  /\b(?:ended up|wound up|if you want|as close as it gets|one of the people who|got to|pretty much|kind of|sort of|a lot of|a bunch|stuff|things like|basically|honestly|to be honest|i guess|i think|like i said|you know|anyway|whatever|lol|haha|tbh|back in|though|whenever|still working|but it worked|that['’]s about it|constantly|tons of|a ton|super)\b|\s[-–]\s/i;

export function readsBadly(
  added: string,
  context: Pick<AnswerContext, 'spelled' | 'resumeWords'>,
  within = false,
): boolean {
  const pointing = within ? POINTING_WITHIN : POINTING_BACK;
  // 'Qc 'd the production': a word broken at its apostrophe.
  if (pointing.test(added) || pointingThat(added) || TALK.test(added) || /\s['’]\p{L}/u.test(added))
    return true;
  const { spelled, resumeWords } = context;
  if (!spelled) return false;
  // Whole words only: a part of a compound ('med-surg', 'post-op') is the trade's shorthand, not a typo.
  return (added.match(/(?<![\p{L}-])[a-z]{3,}(?![\p{L}-])/gu) ?? []).some(
    (word) => !spelled(word) && !(resumeWords?.has(word) ?? false),
  );
}
