/**
 * A fact the writer could not make a line of because it says 'it' without naming what ('It cut late
 * deliveries from 12% to 4%', 'I also trained 9 staff nurses to use it'): it goes on the line 'it' means,
 * the one this answer just wrote or the one the question asked about, where it reads as part of that line.
 */
import { wordCount } from '../../text/normalize-text';
import { cleanWords } from '../clean-words';
import { inLine } from '../line-phrases';
import { baseOfVerb, pastOfVerb } from '../verb-forms';
import { lineFromClause, MAX_LINE_WORDS, WRITE_REASONS, type WrittenLine } from '../write-line';
import { UNUSED_REASONS } from './answer-context';
import { completeBullet, FIRST_PERSON_WORD, fits } from './complete-bullet';
import type { FactInRole } from './fact-in-role';

/** Writes the fact onto the line its 'it' means; false when that is not how it goes. */
export function placePronounLine(inRole: FactInRole, written: WrittenLine): boolean {
  const { fact, placement, entry, onTarget, options, sizeAsked, unused, setBullet, lastWritten, joinOnto } =
    inRole;
  // 'I also trained 9 staff nurses to use it', right after the line it speaks of: on that line, 'it' has
  // its meaning ('Built a discharge checklist ...; trained 9 staff nurses to use it').
  const previous = placement.lastSelf
    ? entry.bullets.find((item) => item.id === placement.lastSelf)
    : undefined;
  if (
    'reason' in written &&
    written.reason === WRITE_REASONS.pronoun &&
    previous &&
    fact.clause.subject === 'self'
  ) {
    const again = lineFromClause(fact.clause, { ...options, itMeans: 'it' });
    if (!('reason' in again)) {
      const joined = `${previous.text.replace(/[.;,\s]+$/, '')}; ${inLine(again.text)}`;
      if (wordCount(joined) <= MAX_LINE_WORDS) {
        if (!setBullet(previous, joined, 'new bullet from your answer')) unused(UNUSED_REASONS.guard);
        return true;
      }
    }
  }
  // 'I automated the weekly report. It used to take 6 hours and now takes 20 minutes': 'it' is what the
  // answer just wrote; what it did goes on that line, in the past ('...; cut the time from 6 hours to 20
  // minutes').
  if (
    'reason' in written &&
    written.reason === WRITE_REASONS.pronoun &&
    lastWritten &&
    fact.clause.subject === 'pronoun' &&
    fact.kind === 'result' &&
    /\d/.test(fact.clause.rest)
  ) {
    const base = baseOfVerb(fact.clause.base) || fact.clause.base;
    const past = base ? pastOfVerb(base) : '';
    const rest = inLine(cleanWords(fact.clause.rest).replace(/[.;,\s]+$/, ''));
    if (
      past &&
      !FIRST_PERSON_WORD.test(rest) &&
      // 'it' is the thing the line made: what it did follows as of it ('..., which brought in $186K').
      joinOnto(
        lastWritten,
        `${past} ${rest}`,
        'result from your answer',
        /;/.test(lastWritten.text) ? '; ' : ', which ',
      )
    )
      return true;
  }
  // 'It cut late deliveries from 12% to 4%' of 'Helped reduce late deliveries': what the line names, then
  // how it moved, goes on from the line's own words ('Helped reduce late deliveries from 12% to 4%').
  if (
    'reason' in written &&
    written.reason === WRITE_REASONS.pronoun &&
    onTarget &&
    fact.kind === 'result' &&
    /\d/.test(fact.clause.rest)
  ) {
    const rest = inLine(cleanWords(fact.clause.rest)).replace(/[.;,\s]+$/, '');
    const body = onTarget.text.trim().replace(/[.;,\s]+$/, '');
    const bodyWords = body.split(/\s+/);
    const restWords = rest.split(/\s+/);
    const plain = (words: string[]) =>
      words
        .join(' ')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} ]/gu, '');
    for (let size = Math.min(3, bodyWords.length - 1, restWords.length - 1); size >= 2; size -= 1) {
      const more = restWords.slice(size).join(' ');
      if (
        plain(bodyWords.slice(-size)) === plain(restWords.slice(0, size)) &&
        /^(?:from|by|to|down|up)\b/i.test(more) &&
        !FIRST_PERSON_WORD.test(more)
      ) {
        const completed = `${body} ${more}${/\.\s*$/.test(onTarget.text) ? '.' : ''}`;
        if (!setBullet(onTarget, completed, 'result from your answer')) unused(UNUSED_REASONS.guard);
        return true;
      }
    }
  }
  // 'About 40 buyers used it every week', of the line asked about: in brackets on that line, where 'it'
  // means it.
  if (
    'reason' in written &&
    written.reason === WRITE_REASONS.pronoun &&
    onTarget &&
    fact.clause.subject === 'other' &&
    /\d/.test(fact.text)
  ) {
    const said = inLine(
      cleanWords(`${fact.clause.subjectText} ${fact.clause.verb} ${fact.clause.rest}`),
    ).replace(/[.;,\s]+$/, '');
    const completed = FIRST_PERSON_WORD.test(said) ? null : completeBullet(onTarget.text, said, sizeAsked);
    if (completed && fits(completed, onTarget.text)) {
      if (!setBullet(onTarget, completed, 'result from your answer')) unused(UNUSED_REASONS.guard);
      return true;
    }
  }
  return false;
}
