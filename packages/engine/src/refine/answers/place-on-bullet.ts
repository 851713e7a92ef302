/**
 * A fact that says how much of a bullet's work, or what came of it, goes on that bullet: a figure said
 * with a light verb or of the employer, a phrase without a verb, a count of what the bullet names, what came
 * of the line the same sentence just wrote. A fact that says too little to be a line of its own, or nothing
 * of the line it was asked about, stops here with its reason.
 */
import { stemOf } from '../../review/claim-sources';
import { findWeakOpener } from '../../taxonomy/wording';
import { sentences, wordCount } from '../../text/normalize-text';
import { cleanWords, withoutEmployer } from '../clean-words';
import { figurePhrase, inLine, LIGHT_VERBS, phraseFromClause } from '../line-phrases';
import { rolePhrase } from '../line-shapes';
import { COUNT, PER_PERIOD } from '../rates';
import type { AnswerFact } from '../read-answer';
import { isPastForm } from '../verb-forms';
import { countsSomething, MAX_LINE_WORDS } from '../write-line';
import { UNUSED_REASONS } from './answer-context';
import { completeBullet, FIRST_PERSON_WORD, fits, moreOf, namesWhat } from './complete-bullet';
import { countInto } from './count-into';
import { type FactInRole, firstText } from './fact-in-role';
import { amounts, contentStems, covered, figures, sharedStems } from './line-overlap';
import { withSize } from './size-in-brackets';

/** Questions about one line of the resume. */
const ASKS_OF_LINE = /^bullet_/;

/**
 * A result said of something other than the person, as a clause to follow its line: the lead-ins gone,
 * what the person did after it dropped ('when I took over in 2018'), its first word in lower case unless a
 * name. Null with an 'I', no figure, no verb, or an 'it' at its start.
 */
function resultClause(fact: AnswerFact, spelled?: (word: string) => boolean, line = ''): string | null {
  if (fact.clause.subject !== 'other' && fact.clause.subject !== 'pronoun') return null;
  if (!fact.clause.verb) return null;
  const text = cleanWords(fact.text)
    .replace(
      /^(?:under that|as a result|because of (?:that|this|it)|with that|on top of that|since then|after that),?\s+/i,
      '',
    )
    .replace(/,?\s+(?:when|after|since|because|once|as|before)\s+(?:i|we)\b.*$/i, '')
    .replace(/[.;,:\s]+$/, '');
  if (
    !countsSomething(text) ||
    FIRST_PERSON_WORD.test(text) ||
    /^(?:it|this|that|which|they|these|those|one)\b/i.test(text)
  )
    return null;
  // What the line names already is 'it' after it ('... the Lights On gala; it grew from $48k to $71k').
  const subject = cleanWords(fact.clause.subjectText);
  if (
    subject.split(/\s+/).length >= 2 &&
    text.startsWith(`${subject} ${fact.clause.verb}`) &&
    // 'it' only for one thing, before a verb of its own in the past ('it grew'), never 'it are'.
    !/s$/i.test(subject) &&
    isPastForm(fact.clause.verb.toLowerCase()) &&
    contentStems(subject).length > 0 &&
    contentStems(subject).every((stem) => contentStems(line).includes(stem))
  )
    return `it${text.slice(subject.length)}`;
  const [first = '', ...rest] = text.split(' ');
  const common = /^\p{Lu}\p{Ll}+$/u.test(first) && (spelled?.(first.toLowerCase()) ?? true);
  return [common ? first.toLowerCase() : first, ...rest].join(' ');
}

/**
 * The size of a line's work after it, in brackets, when no shorter form reads well: 'Perform periodontal
 * charting and assessments (over 1,000 charts since 2019)'. The answer's own asides in brackets go; at
 * most two parts of the phrase, and only figures the line does not say yet.
 */
function measureAfter(bullet: string, phrase: string, employer: string): string | null {
  const body = bullet.trim().replace(/[.;,\s]+$/, '');
  const stop = /\.\s*$/.test(bullet.trim()) ? '.' : '';
  const pieces = withoutEmployer(phrase, employer)
    .replace(/\s*\([^()]*\)/g, '')
    .split(/,\s+/)
    .map((piece) => piece.trim())
    // A part whose figures the line gives already is said there ('155-165 open indemnity files').
    .filter(
      (piece) =>
        piece && !(figures(piece).length > 0 && figures(piece).every((figure) => body.includes(figure))),
    );
  const kept: string[] = [];
  for (const piece of pieces) {
    const longer = [...kept, piece].join(', ');
    if (kept.length === 2 || wordCount(longer) > 14 || wordCount(`${body} ${longer}`) > MAX_LINE_WORDS) break;
    kept.push(piece);
  }
  const tail = kept.join(', ');
  if (!/^(?:(?:about|around|over|nearly|almost|up to|more than)\s+)?[$€£]?\d/i.test(tail)) return null;
  if (
    amounts(tail).some((amount) => amounts(body).includes(amount)) ||
    figures(tail).every((figure) => body.includes(figure)) ||
    /[()]/.test(tail) ||
    FIRST_PERSON_WORD.test(tail)
  )
    return null;
  // In brackets, a size at a glance ('Perform periodontal charting and assessments (over 1,000 charts
  // since 2019)'): after a semicolon a count without a verb reads as a note.
  return withSize(`${body}${stop}`, tail);
}

/** Writes the fact onto a bullet of its role, or reports it unused; false when it is for a line of its own. */
export function placeOnBullet(inRole: FactInRole): boolean {
  const { fact, placement, context, entry, onTarget, sizeAsked, unused, setBullet, lastWritten, joinOnto } =
    inRole;
  // The bullet the fact speaks of: the question's, unless another of the role's says clearly more of it.
  const scored = entry.bullets
    .map((bullet) => ({ bullet, share: covered(fact.text, firstText(context, bullet)) }))
    // One shared word ('total', 'team') does not make a fact about another line than the one asked of.
    .filter(({ bullet }) => bullet === onTarget || sharedStems(fact.text, firstText(context, bullet)) >= 2)
    .sort((a, b) => b.share - a.share);
  const best = scored[0];
  // Asked how big or how much a line's work was, a phrase without a verb is of that line.
  const sizeOfTarget =
    (placement.question.kind === 'bullet_scope' ||
      (placement.question.kind === 'bullet_result' &&
        /\bhow (?:much|many|big|often)\b/i.test(placement.question.text))) &&
    !fact.clause.verb;
  const about =
    onTarget &&
    (sizeOfTarget ||
      !best ||
      best.share < 0.5 ||
      best.share <= covered(fact.text, firstText(context, onTarget)) + 0.2)
      ? onTarget
      : // A clause of the person's own goes on another line only when it is plainly of that line's work.
        best && best.share >= (fact.clause.subject === 'self' && fact.clause.verb ? 0.5 : 0.25)
        ? best.bullet
        : onTarget;
  // A figure said with a light verb or of the employer ('I do rads on about 15 dentals a week', 'Maple
  // Creek takes 3 to 5 walk-ins a day') says how much of a bullet's work: it goes on that bullet.
  // The same work as the bullet, with a figure ('I monitor 8 to 12 procedures a day' of 'Managed
  // anesthesia ... monitoring for ... procedures') says how much of it, too.
  const figureless = cleanWords(fact.clause.rest).replace(
    /(?:about|around|over|nearly|up to|more than)?\s*[$€£]?\d[\d,.]*(?:\s*(?:to|-|–)\s*[$€£]?\d[\d,.]*)?%?/gi,
    ' ',
  );
  // A line that opens weakly ('Helped with training new assistants') is told again in the person's own
  // stronger verb ('I trained 3 new assistants on ...') by a line of its own, which takes its place.
  const toldStronger =
    about !== null &&
    fact.clause.subject === 'self' &&
    findWeakOpener(about.text) !== undefined &&
    contentStems(about.text).includes(stemOf(fact.clause.base).slice(0, 6)) &&
    wordCount(fact.clause.rest) >= 4;
  const sameWork =
    about !== null &&
    fact.clause.subject === 'self' &&
    !toldStronger &&
    contentStems(about.text).includes(stemOf(fact.clause.base).slice(0, 6)) &&
    covered(figureless, about.text) >= 0.5;
  const light =
    sameWork ||
    (fact.clause.subject === 'self' && LIGHT_VERBS.test(fact.clause.base)) ||
    (fact.clause.subject === 'other' &&
      covered(fact.clause.subjectText, `${entry.company} ${entry.title}`) >= 0.5) ||
    // 'It serves about 40 carrier partners', of the line the question quotes: how much of that line's work.
    (fact.clause.subject === 'pronoun' && !placement.itMeans && about === onTarget) ||
    // 'The payments API handles about 2 million transactions a month', of a line that names the payments
    // API: how much of what that line made, unless it says what moved (a line of its own).
    (fact.clause.subject === 'other' &&
      about !== null &&
      covered(fact.clause.subjectText, about.text) >= 0.5 &&
      !/^(?:went|rose|fell|dropped|grew|increased|decreased|doubled|improved|climbed|declined|came)$/i.test(
        fact.clause.verb,
      ) &&
      /\d/.test(fact.clause.rest));
  // 'I track trucks in Samsara and send ETAs, and on-time delivery for the loads on my board was about
  // 96%': what came of the line this sentence just wrote goes on that line, as the person said it.
  const sameSentence =
    fact.sentence !== undefined && fact.sentence === placement.lastSentence ? lastWritten : undefined;
  if (
    sameSentence &&
    fact.kind === 'result' &&
    fact.clause.subject === 'other' &&
    /\d/.test(fact.clause.rest)
  ) {
    const said = inLine(cleanWords(fact.text).replace(/[.;,\s]+$/, ''));
    if (!FIRST_PERSON_WORD.test(said) && joinOnto(sameSentence, said, 'result from your answer')) return true;
  }
  // What came of the line, said of something else ('Completion went from about 55% to 96% in the first
  // cycle', 'The campaign raised $3.2M'): after the line it is about, as the person said it.
  // A figure said with a light verb ('We have about 22-25 properties on the route') is how much of the
  // line's work, not what came of it: it sizes the line below.
  if (about && fact.kind === 'result' && ASKS_OF_LINE.test(placement.question.kind) && !light) {
    const said = resultClause(fact, context.spelled, about.text);
    if (said && joinOnto(about, said, 'result from your answer')) return true;
    // Too long to follow its line: a line of its own ('Loss ratio averaged about 51% ... vs a 58% target').
    if (said) return false;
  }
  if (toldStronger) return false;
  // 'My crew is 4 people, sometimes 5 in peak season': the crew of 4, not '4 people'.
  const bare = light
    ? ((fact.clause.base === 'be' ? phraseFromClause(fact.clause) : null) ?? figurePhrase(fact.clause.rest))
    : about
      ? moreOf(fact.clause, about.text)
      : null;
  // 'about 96% in 2024' says nothing without what was 96% ('on-time delivery for the loads on my board
  // was about 96%'): the figure goes with its subject, or not on this line.
  const counted =
    bare !== null && fact.clause.subject === 'other' && !namesWhat(bare)
      ? phraseFromClause(fact.clause)
      : bare;
  if (about && counted) {
    // How much of the line's work, when no shorter form reads well: in brackets after it.
    const completed =
      completeBullet(about.text, counted, sizeAsked) ??
      (light ? measureAfter(about.text, counted, entry.company) : null);
    if (completed && fits(completed, about.text)) {
      if (!setBullet(about, completed, 'scope from your answer')) unused(UNUSED_REASONS.guard);
      return true;
    }
  }
  // A phrase without a verb ('a team of 6', 'about 30% fewer errors') completes the bullet it is about;
  // right after a line this answer wrote, it is about that line ('Organized a free cleaning day for
  // veterans. Two other hygienists, a dentist, 40 veterans in one Saturday.').
  // 'I've been the lead/working foreman on about 7 projects': a role held is a line of its own.
  if (
    fact.clause.subject === 'self' &&
    fact.clause.base === 'be' &&
    rolePhrase(cleanWords(fact.clause.rest)) !== null
  )
    return false;
  const said = phraseFromClause(fact.clause);
  // 'for juvenile and YA at Willamette Valley': the role says where.
  const phrase = said === null ? null : withoutEmployer(said, entry.company) || null;
  // Not a measure of something else ('driver turnover on the board 31% ...' after an on-time line).
  const namesOther =
    phrase !== null &&
    lastWritten !== undefined &&
    contentStems(phrase.split(/\d/)[0] ?? '').filter((stem) => !contentStems(lastWritten.text).includes(stem))
      .length >= 2;
  if (phrase !== null && lastWritten && !namesOther && (fact.kind === 'result' || fact.kind === 'scope')) {
    const completed = completeBullet(lastWritten.text, phrase, sizeAsked);
    if (completed && fits(completed, lastWritten.text)) {
      if (!setBullet(lastWritten, completed, 'result from your answer')) unused(UNUSED_REASONS.guard);
      return true;
    }
  }
  // A longer phrase without a verb ('About $13.5M written premium across roughly 210 accounts, average
  // around $64k, ...'): its first parts after the line it sizes.
  if (
    phrase === null &&
    about &&
    (fact.kind === 'result' || fact.kind === 'scope') &&
    fact.clause.subject === 'none' &&
    !fact.clause.verb
  ) {
    const measured = measureAfter(about.text, inLine(cleanWords(fact.clause.rest)), entry.company);
    if (measured && fits(measured, about.text)) {
      if (!setBullet(about, measured, 'scope from your answer')) unused(UNUSED_REASONS.guard);
      return true;
    }
  }
  // A measure that names nothing ('about $420k total') is only of the line asked about or just written.
  if (phrase !== null && about && about !== onTarget && about !== lastWritten && !namesWhat(phrase)) {
    unused(UNUSED_REASONS.offTopic);
    return true;
  }
  if (phrase !== null && (fact.kind === 'result' || fact.kind === 'scope')) {
    const completed = about
      ? (completeBullet(about.text, phrase, sizeAsked) ?? measureAfter(about.text, phrase, entry.company))
      : null;
    if (!about || !completed || !fits(completed, about.text)) {
      unused(
        !about
          ? UNUSED_REASONS.offTopic
          : figures(phrase).every((figure) => firstText(context, about).includes(figure)) &&
              covered(phrase, firstText(context, about)) >= 0.6
            ? UNUSED_REASONS.present
            : UNUSED_REASONS.noRoom,
      );
      return true;
    }
    if (
      !setBullet(
        about,
        completed,
        fact.kind === 'scope' ? 'scope from your answer' : 'result from your answer',
      )
    )
      unused(UNUSED_REASONS.guard);
    return true;
  }
  // 'I do the in-house CPR drills': a light verb with no figure says little a line should, unless what
  // came of it follows ('I handled a prior disclosure ... The client avoided a $240K penalty').
  const resultFollows = sentences(placement.answer)
    .slice(fact.sentence ?? 0)
    .some((sentence) => countsSomething(sentence) && !sentence.includes(fact.text.trim()));
  if (
    fact.clause.subject === 'self' &&
    LIGHT_VERBS.test(fact.clause.base) &&
    !/\d/.test(fact.text) &&
    !(resultFollows && fact.clause.base === 'handle')
  ) {
    unused(UNUSED_REASONS.unwritable);
    return true;
  }
  // An answer to 'what came of this line?' that says nothing of the line, its role or a figure is not
  // written ('I enjoy hiking at weekends').
  const aboutWork =
    fact.kind === 'result' ||
    fact.kind === 'scope' ||
    fact.skills.length > 0 ||
    fact.place !== null ||
    covered(
      fact.text,
      [entry.title, entry.company, ...entry.bullets.map((bullet) => bullet.text)].join(' '),
    ) > 0;
  if (
    !aboutWork &&
    (placement.question.kind === 'bullet_result' || placement.question.kind === 'bullet_scope')
  ) {
    unused(UNUSED_REASONS.offTopic);
    return true;
  }
  // 'I direct two rehab aides' of a role that says 'Oversaw rehab aides': the count goes on that line.
  if (fact.clause.subject === 'self') {
    const counting = new RegExp(
      String.raw`^(?:(?:about|around|over|nearly|almost)\s+)?(?:${COUNT})\s+(?:\p{L}[\p{L}-]*\s*){1,4}`,
      'iu',
    ).exec(cleanWords(fact.clause.rest));
    const phrase = counting?.[0].trim() ?? '';
    // What the clause says past its count must be the line's work ('helped 3 clients prepare their CTPAT
    // profiles' is no count for 'Monitor ACE reports for clients').
    const beyond = cleanWords(fact.clause.rest).slice(counting?.[0].length ?? 0);
    const sameWork = (line: string) =>
      contentStems(beyond).length === 0 ||
      covered(beyond, line) >= 0.5 ||
      contentStems(line).includes(stemOf(fact.clause.base).slice(0, 6));
    // '85 reports off Excel' counts the reports: the longest lead of the phrase the line names takes it.
    const words = phrase.split(/\s+/);
    const leads = words.map((_, size) => words.slice(0, words.length - size).join(' '));
    // '60 discharges a month': a count with its rate is no count of the line's things.
    const rated = PER_PERIOD.test(`${phrase} ${beyond.split(/\s+/).slice(0, 4).join(' ')}`);
    for (const bullet of phrase && !rated ? entry.bullets : []) {
      if (!sameWork(bullet.text)) continue;
      const body = bullet.text.trim().replace(/[.;,\s]+$/, '');
      const into = leads.map((lead) => countInto(body, lead)).find((text) => text !== null);
      if (!into) continue;
      const stop = /\.\s*$/.test(bullet.text.trim()) ? '.' : '';
      if (!setBullet(bullet, `${into}${stop}`, 'scope from your answer')) unused(UNUSED_REASONS.guard);
      return true;
    }
  }
  return false;
}
