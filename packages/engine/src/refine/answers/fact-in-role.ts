/**
 * One fact set in the role it belongs to, with what every way of writing it shares: the bullet the question
 * asked about, the line this answer wrote last, and the two ways to change a bullet (new words, or a clause
 * after a semicolon), each checked to read well and to add no figure the role says already.
 */
import { wordCount } from '../../text/normalize-text';
import type { Bullet, ExperienceEntry, Section, StructuredResume } from '../../types';
import { withoutEmployer } from '../clean-words';
import { parseClause } from '../parse-clause';
import { MOVED } from '../rates';
import type { AnswerFact } from '../read-answer';
import { type LineOptions, MAX_LINE_WORDS } from '../write-line';
import { type AnswerContext, type Placement, UNUSED_REASONS } from './answer-context';
import { repeatsPhrase } from './complete-bullet';
import { findBullet, homeOf } from './find-role';
import { alreadySaid, amounts, countsAmount, figures } from './line-overlap';
import { readsBadly } from './reads-badly';
import { lineOptions } from './resume-style';
import { withSize } from './size-in-brackets';

/** A fact in its role: what the ways of placing it read and write through. */
export interface FactInRole {
  fact: AnswerFact;
  placement: Placement;
  context: AnswerContext;
  /** The resume as it stands (edits accepted apply to it in place). */
  resume: StructuredResume;
  entry: ExperienceEntry;
  section: Section;
  /** The bullet the question asked about, when it is of this role. */
  onTarget: Bullet | null;
  options: LineOptions;
  /** The question asked how big the work was, or the answer says only that: its size may go in brackets. */
  sizeAsked: boolean;
  origin: { kind: 'answer'; question_index: number };
  /** The fact comes back unwritten, with the reason. */
  unused: (reason: string) => void;
  /** New words for a bullet; false only when the guard refused them (what a check holds back is reported). */
  setBullet: (bullet: Bullet, after: string, reason: string) => boolean;
  /** The line this answer wrote last, which its next clause may go on. */
  lastWritten: Bullet | undefined;
  /** A clause on a line after a semicolon, while the line stays short enough; true when handled. */
  joinOnto: (bullet: Bullet, clause: string, reason: string, joiner?: string) => boolean;
}

/** Bullets as the resume had them before this refinement wrote onto them: what a fact is about is read there. */
const firstTexts = new WeakMap<AnswerContext, Map<string, string>>();

export function firstText(context: AnswerContext, bullet: Bullet): string {
  return firstTexts.get(context)?.get(bullet.id) ?? bullet.text;
}

/**
 * The fact in its role, or null when it has no role to go under or the role says it already (it comes back
 * unused, with the reason).
 */
export function factInRole(
  fact: AnswerFact,
  placement: Placement,
  context: AnswerContext,
): FactInRole | null {
  const unused = (reason: string) =>
    context.unused({ question_index: placement.index, text: fact.text, reason });
  const home = homeOf(fact, placement, context);
  if ('reason' in home) {
    unused(home.reason);
    return null;
  }
  const resume = context.resume();
  const { entry, section } = home;
  const target = findBullet(resume, placement.question.target.bullet_id, placement.question.text);
  const onTarget = target && target.entry.id === entry.id ? target.bullet : null;
  if (
    alreadySaid(
      fact.text,
      entry.bullets.map((bullet) => bullet.text),
    )
  ) {
    unused(UNUSED_REASONS.present);
    return null;
  }
  const options = lineOptions(resume, entry, placement.itMeans);
  // The question asked how big the work was, or the answer says only that: its size may go in brackets.
  const sizeAsked = placement.question.kind === 'bullet_scope' || fact.kind === 'scope';
  const origin = { kind: 'answer' as const, question_index: placement.index };
  const setBullet = (bullet: Bullet, said: string, reason: string) => {
    // What the line gains never names its own employer ('... about 6 a week for Kentucky River Home Health').
    const head = bullet.text.trim().replace(/[.;,\s]+$/, '');
    const after = said.startsWith(head)
      ? `${head}${withoutEmployer(said.slice(head.length), entry.company).replace(/^(?=[^\s,;.)])/, ' ')}`.replace(
          /\s+([,;.)])/g,
          '$1',
        )
      : said;
    // What the line gains must read as a resume line reads.
    const gained = after.startsWith(bullet.text.trim().replace(/[.;,\s]+$/, ''))
      ? after.slice(bullet.text.trim().replace(/[.;,\s]+$/, '').length)
      : after;
    if (readsBadly(gained, context, gained !== after)) {
      unused(UNUSED_REASONS.unwritable);
      return true;
    }
    // What a line gains after a semicolon or a comma never says its words again ('... histories for
    // special education evaluations, about 25 histories a year for special education evaluations'), but
    // for a result naming what moved: a splice reads worse than none.
    if (
      gained !== after &&
      repeatsPhrase(bullet.text, gained) &&
      // A result names what moved, as the line named it ('...; unplanned downtime went from 11% to 4%').
      !MOVED.test(gained)
    ) {
      unused(UNUSED_REASONS.unwritable);
      return true;
    }
    // The figures it adds stand on another line of the role already ('summer reading grew from about
    // 900 to 1,450', asked twice): not said twice.
    const added = figures(after).filter((figure) => !figures(bullet.text).includes(figure));
    // A figure that counts something ('$48M', '14 subcontractors') said on another line is not said again.
    const elsewhere = [
      entry.title,
      entry.company,
      ...entry.bullets.filter((other) => other.id !== bullet.id).map((other) => other.text),
    ].flatMap((text) => figures(text));
    // One amount in two forms on two lines ('$780K' and '$780,000 a year'): said once.
    const elsewhereAmounts = [
      ...entry.bullets.filter((other) => other.id !== bullet.id).map((other) => other.text),
    ].flatMap((text) => amounts(text));
    const newAmounts = amounts(after).filter((amount) => !amounts(bullet.text).includes(amount));
    if (newAmounts.length > 0 && newAmounts.every((amount) => elsewhereAmounts.includes(amount))) {
      unused(UNUSED_REASONS.saidOnLine);
      return true;
    }
    const counting = added.filter(countsAmount);
    if (
      (added.length > 1 &&
        entry.bullets.some(
          (other) => other.id !== bullet.id && added.every((figure) => figures(other.text).includes(figure)),
        )) ||
      (counting.length > 0 && counting.every((figure) => elsewhere.includes(figure))) ||
      // A change another line of the role states already ('TRIR from 4.1 to 1.6'), with more beside it.
      added.filter((figure) => !/^(?:19|20)\d{2}$/.test(figure) && elsewhere.includes(figure)).length >= 2
    ) {
      unused(UNUSED_REASONS.present);
      return true;
    }
    const firsts = firstTexts.get(context) ?? new Map<string, string>();
    if (!firsts.has(bullet.id)) firsts.set(bullet.id, bullet.text);
    firstTexts.set(context, firsts);
    return context.propose({
      op: 'set_bullet',
      section_id: section.id,
      entry_id: entry.id,
      bullet_id: bullet.id,
      before: bullet.text,
      after,
      reason,
      source: placement.answer,
      origin,
    });
  };
  /** The line this answer wrote last, which its next clause may go on. */
  const lastWritten = placement.lastInserted
    ? entry.bullets.find((item) => item.id === placement.lastInserted)
    : undefined;
  /** A clause on a line after a semicolon, while the line stays short enough; true when handled. */
  const joinOnto = (bullet: Bullet, clause: string, reason: string, joiner = '; '): boolean => {
    // After a semicolon the clause needs no 'and' ('...; and built a template' -> '...; built a template').
    const said = joiner.trim() === ';' ? clause.replace(/^and\s+/i, '') : clause;
    // '(about $6.5M budgets)' and then '; about $6.5M/yr combined': what the line says already.
    const saidFigures = figures(said).filter((figure) => !/^(?:19|20)\d{2}$/.test(figure));
    if (saidFigures.length > 0 && saidFigures.every((figure) => figures(bullet.text).includes(figure))) {
      unused(UNUSED_REASONS.present);
      return true;
    }
    // 'which is usually 110-130 open claims', 'best one, a teller episode, got ...': no clause of its own
    // after a semicolon.
    if (
      joiner.trim() === ';' &&
      /^(?:which|who|whom|whose|that|where|when|best|the best|biggest|the biggest)\b/i.test(said)
    )
      return false;
    // One clause joined to a line at most: a line with one joined already ('...; 94% on-time in 2024')
    // takes no second, which would make a list of a sentence.
    if (joiner.trim() === ';' && bullet.text.includes(';')) return false;
    let joined = `${bullet.text.trim().replace(/[.;,\s]+$/, '')}${joiner}${said}`;
    // A count without a verb ('about 32 a week') after a semicolon reads as a note: in brackets, a size at
    // a glance, when short and the line has none; else not on this line.
    if (joiner.trim() === ';' && !parseClause(said).verb) {
      const sized = withSize(bullet.text, said);
      if (!sized) return false;
      joined = sized;
    }
    if (wordCount(joined) > MAX_LINE_WORDS) return false;
    if (!setBullet(bullet, joined, reason)) unused(UNUSED_REASONS.guard);
    return true;
  };
  return {
    fact,
    placement,
    context,
    resume,
    entry,
    section,
    onTarget,
    options,
    sizeAsked,
    origin,
    unused,
    setBullet,
    lastWritten,
    joinOnto,
  };
}
