/**
 * A fact written as a line of its own: in the place of a bullet it says all of and more, joined to the line
 * it goes on from, or as a new bullet after the answer's last line. Not when a line of the role says it
 * already (or says it with other figures), nor when it earns no place: no figure, no award or role held,
 * no skill the job asks for.
 */
import { renderResumeText } from '../../parse/render-resume-text';
import { findSkillMentions } from '../../taxonomy/find-skills';
import { findWeakOpener } from '../../taxonomy/wording';
import { sentences, wordCount } from '../../text/normalize-text';
import type { Bullet } from '../../types';
import { keepsBullet } from '../check-provenance';
import { figurePhrase, inLine } from '../line-phrases';
import { AWARD_NAME, rolePhrase } from '../line-shapes';
import { baseOfVerb } from '../verb-forms';
import { countsSomething, MAX_LINE_WORDS } from '../write-line';
import { UNUSED_REASONS } from './answer-context';
import { completeBullet, fits, namesWhat } from './complete-bullet';
import { type FactInRole, firstText } from './fact-in-role';
import { isFragment, readablePart } from './line-fragments';
import { amounts, countsAmount, covered, figures } from './line-overlap';
import { readsBadly } from './reads-badly';
import { glyphOf, newBulletId } from './resume-style';
import { countsSaid, listedCredential, onlyTimeOf } from './said-already';
import { withSize } from './size-in-brackets';

/** Writes the line in its place, onto the line it goes on from, or as a new bullet; or reports it unused. */
export function placeNewLine(inRole: FactInRole, written: { text: string }): void {
  const {
    fact,
    placement,
    context,
    resume,
    entry,
    section,
    onTarget,
    origin,
    unused,
    setBullet,
    lastWritten,
    joinOnto,
  } = inRole;
  /** The written line in a line's place; what the answer says next of it goes on from there. */
  const takePlace = (bullet: Bullet) => {
    if (isFragment(written.text)) {
      unused(UNUSED_REASONS.noRoom);
      return;
    }
    if (!setBullet(bullet, written.text, 'result from your answer, in your words'))
      unused(UNUSED_REASONS.guard);
    else {
      placement.lastInserted = bullet.id;
      placement.lastSentence = fact.sentence;
      if (fact.clause.subject === 'self') placement.lastSelf = bullet.id;
    }
  };
  // The answer says all the bullet says, and more: it takes the bullet's place ('Helped reduce mis-picks'
  // + 'I cut mis-picks by 40% by auditing pick paths').
  // So it does of any line of the role ('Monitor anesthesia' + 'I monitor anesthesia for 6-8 procedures
  // a day'): a near twin beside it would say the same thing twice.
  // A weak line ('Responsible for the monthly close reporting') gives way to the answer that says what
  // came of its work ('Cut the close reporting from 5 days to 2 days ...') when most of what it names is
  // said there, with every figure and skill it held: beside it, the weak line would say it twice, worse.
  const weakWords = onTarget
    ? onTarget.text.trim().replace(findWeakOpener(onTarget.text)?.pattern ?? /^$/, '')
    : '';
  // What the rest of the answer's sentence says goes on this line too ('I own the payroll budget, and I
  // build the weekly labor forecast' of 'Helped with budget and forecasting').
  const sentence = sentences(placement.answer)[fact.sentence ?? -1] ?? '';
  const keepsAll = (line: string) =>
    figures(line).every((figure) => written.text.includes(figure)) &&
    findSkillMentions(line).every(
      (mention) =>
        covered(mention.text, `${written.text} ${sentence}`) === 1 ||
        findSkillMentions(`${written.text} ${sentence}`).some((other) => other.skill.id === mention.skill.id),
    );
  // The same verb on the same work, told again with a figure ('Trained new technicians' + 'Trained 9 new
  // techs since 2021'): one line, the fuller one.
  const firstWord = (line: string) => {
    const word = (line.trim().split(/\s+/)[0] ?? '').toLowerCase();
    return baseOfVerb(word) || word;
  };
  const retold = entry.bullets.find(
    (bullet) =>
      firstWord(bullet.text) === firstWord(written.text) &&
      // Every thing the line named: 'Write annual report and newsletter articles' is not retold by a
      // line of the annual report alone.
      covered(bullet.text, written.text) >= 0.8 &&
      figures(bullet.text).every((figure) => written.text.includes(figure)) &&
      wordCount(written.text) >= wordCount(bullet.text),
  );
  const restated =
    retold ??
    (onTarget &&
    (covered(onTarget.text, written.text) >= 0.8 ||
      (findWeakOpener(onTarget.text) !== undefined &&
        covered(weakWords, written.text) >= 0.5 &&
        keepsAll(onTarget.text)))
      ? onTarget
      : entry.bullets.find(
          (bullet) =>
            covered(bullet.text, written.text) >= 0.8 &&
            figures(bullet.text).every((figure) => written.text.includes(figure)),
        ));
  if (restated && keepsBullet(restated.text, written.text)) {
    takePlace(restated);
    return;
  }
  // The next clause of the sentence that made the last line goes on that line ('Started the donor
  // program in 2022; recruited 22 donor dogs'); so does what came of it, said next ('I built a discharge
  // checklist in 2022. Our unit's readmissions dropped from 18% to 12% the next year').
  const cameOf =
    fact.clause.subject === 'other' &&
    fact.kind === 'result' &&
    !fact.clause.lead &&
    placement.lastSelf === placement.lastInserted;
  if (
    lastWritten &&
    ((fact.sentence !== undefined &&
      fact.sentence === placement.lastSentence &&
      fact.clause.subject === 'self') ||
      cameOf) &&
    joinOnto(lastWritten, inLine(written.text), 'new bullet from your answer')
  )
    return;
  // What moved, said of the line the question asked what came of ('Reading went from 38% to 71%' of
  // 'Started guided reading groups'): on that line, after its own words.
  // What moved of something another line names ('resident falls' beside 'Helped with the falls program')
  // goes on that line; what moved overall ('Overall DSO went ...') is no line's own: a line of its own.
  const movedOf = fact.clause.subjectText;
  // (Read in the lines as the resume had them: what this refinement wrote onto a line names nothing.)
  const namedBy = entry.bullets.filter(
    (bullet) => !/-a\d+$/.test(bullet.id) && covered(movedOf, firstText(context, bullet)) > 0,
  );
  const resultHome =
    onTarget &&
    namedBy.length === 1 &&
    namedBy[0] !== onTarget &&
    covered(movedOf, firstText(context, onTarget)) === 0
      ? namedBy[0]
      : onTarget;
  if (
    resultHome &&
    !lastWritten &&
    fact.clause.subject === 'other' &&
    fact.kind === 'result' &&
    !fact.clause.lead &&
    placement.question.kind === 'bullet_result' &&
    !/\b(?:overall|total|company-?wide|firm-?wide|across the)\b/i.test(movedOf) &&
    !/[;)]\s*\.?$/.test(resultHome.text.trim())
  ) {
    const joined = `${resultHome.text.trim().replace(/[.;,\s]+$/, '')}; ${inLine(written.text.replace(/[.\s]+$/, ''))}${/\.\s*$/.test(resultHome.text.trim()) ? '.' : ''}`;
    if (wordCount(joined) <= MAX_LINE_WORDS) {
      if (!setBullet(resultHome, joined, 'result from your answer')) unused(UNUSED_REASONS.guard);
      else {
        placement.lastInserted = resultHome.id;
        placement.lastSentence = fact.sentence;
      }
      return;
    }
  }
  // A line that says what a line of the role says already, with no figure it lacks, adds nothing.
  const twin = entry.bullets.find(
    (bullet) =>
      covered(written.text, bullet.text) >= 0.6 &&
      figures(written.text).every((figure) => bullet.text.includes(figure)),
  );
  if (twin) {
    unused(UNUSED_REASONS.present);
    return;
  }
  // The same line with other figures ('Cut the turnaround time from 5 days to 1' beside 'from 8 days to
  // 2'): two readings of one thing; which holds is the person's to say.
  const rival = entry.bullets.find(
    (bullet) =>
      covered(written.text, bullet.text) >= 0.8 &&
      figures(bullet.text).length > 0 &&
      figures(written.text).some((figure) => !bullet.text.includes(figure)),
  );
  if (rival) {
    unused(UNUSED_REASONS.rival(rival.text));
    return;
  }
  // An award the resume lists already, in its awards or anywhere ('Best Patio ... 2021 and 2023').
  if (AWARD_NAME.test(written.text) && covered(written.text, renderResumeText(resume)) >= 0.8) {
    unused(UNUSED_REASONS.present);
    return;
  }
  // A count without a verb ('14 sites: an HA pair of 200Fs at HQ ...'), asked of a line, goes on that line:
  // alone it reads as a fragment.
  // It goes in brackets, a size at a glance ('Schedule and walk inspections with the city (40+ since
  // 2022)'), on a line this refinement has not changed yet: a second addition makes a list of a sentence.
  const bracketed = onTarget ? withSize(onTarget.text, inLine(written.text.replace(/[.\s]+$/, ''))) : null;
  if (
    onTarget &&
    bracketed &&
    fact.clause.subject === 'none' &&
    onTarget.text === firstText(context, onTarget) &&
    (placement.question.kind === 'bullet_scope' || placement.question.kind === 'bullet_result')
  ) {
    if (wordCount(bracketed) <= MAX_LINE_WORDS) {
      if (!setBullet(onTarget, bracketed, 'scope from your answer')) unused(UNUSED_REASONS.guard);
      return;
    }
  }
  // Alone, a count without a verb reads as a fragment ('180-250 covers on Friday and Saturday nights'):
  // when the line it was asked of cannot take it, it comes back for the person to place.
  if (
    onTarget &&
    fact.clause.subject === 'none' &&
    !fact.clause.verb &&
    placement.question.target.bullet_id === onTarget.id
  ) {
    unused(UNUSED_REASONS.noRoom);
    return;
  }
  // The same work as a line of the role ('Managed 35 servers and bartenders and was MOD 5 nights a week'
  // beside 'Managed front of house ... for 35 servers and bartenders'; 'Rolled out 802.1X with ClearPass on
  // about 600 devices' beside 'Deployed 802.1X ... with Aruba ClearPass'): what it adds goes on that line,
  // never a second line saying the work again.
  const skillsOf = (line: string) => new Set(findSkillMentions(line).map((mention) => mention.skill.id));
  // Names of things ('802.1X', 'ClearPass', 'AU680'): words with a digit or a capital inside.
  const namesOf = (line: string) =>
    new Set(
      (line.match(/[\p{L}\d][\p{L}\d.+-]*/gu) ?? [])
        .filter((word) => /\d.*\p{L}|\p{L}.*\d|^\p{Lu}\p{Ll}+\p{Lu}|^\p{Lu}{3,}$/u.test(word))
        .map((word) => word.toLowerCase()),
    );
  if (countsSaid(written.text, entry.bullets)) {
    unused(UNUSED_REASONS.present);
    return;
  }
  const writtenSkills = skillsOf(written.text);
  const twinWork = entry.bullets.find(
    (bullet) =>
      !(placement.lastInserted === bullet.id) &&
      (covered(written.text.replace(/[$€£#]?\d[\d,.]*[%kmb]?/gi, ' '), bullet.text) >= 0.5 ||
        [...skillsOf(bullet.text)].filter((id) => writtenSkills.has(id)).length >= 2 ||
        [...namesOf(bullet.text)].filter((name) => namesOf(written.text).has(name)).length >= 2),
  );
  if (twinWork) {
    const fresh = figures(written.text).filter((figure) => !twinWork.text.includes(figure));
    if (fresh.length === 0) {
      unused(UNUSED_REASONS.present);
      return;
    }
    const pieces = written.text
      .replace(/[.\s]+$/, '')
      .split(/,\s+|;\s+|\s+and\s+(?=(?:was|were|is|am|have|has|had|also)\b|[a-z]+ed\b)/i);
    const adds = pieces.filter((piece) => covered(piece, twinWork.text) < 0.6);
    const addsOwn =
      adds.length > 0 && adds.length < pieces.length && adds.some((piece) => figures(piece).length > 0);
    if (addsOwn) {
      const said = adds.map((piece) => piece.replace(/^(?:was|were|is|am|also)\s+/i, '')).join(', ');
      if (joinOnto(twinWork, inLine(said), 'result from your answer')) return;
    }
    const phrase = figurePhrase(written.text);
    // Only a measure that names what it counts: 'about $780,000 a year' alone says nothing of the line.
    // ... and names a thing the line speaks of: 'about 25 interim and final reports' is no size of a line
    // of grant proposals.
    const counted = phrase
      ? /\b([a-z]{3,})s\b/.exec(phrase.replace(/^[^\d]*\d[\d,.%kmb+-]*\s*/i, ''))?.[1]
      : undefined;
    const ofLine = counted === undefined || twinWork.text.toLowerCase().includes(counted.toLowerCase());
    const completed =
      phrase && namesWhat(phrase) && ofLine ? completeBullet(twinWork.text, phrase, true) : null;
    if (completed && fits(completed, twinWork.text)) {
      if (!setBullet(twinWork, completed, 'scope from your answer')) unused(UNUSED_REASONS.guard);
      return;
    }
    // The new line says most of what the old one did, and more: it takes its place.
    if (covered(twinWork.text, written.text) >= 0.8) {
      takePlace(twinWork);
      return;
    }
  }
  // Every amount or share it gives stands on a line of the role already ('$780K', '70%'): said once.
  const counted = figures(written.text).filter(countsAmount);
  const roleFigures = entry.bullets.flatMap((bullet) => figures(bullet.text));
  const roleAmounts = entry.bullets.flatMap((bullet) => amounts(bullet.text));
  if (
    (counted.length > 0 && counted.every((figure) => roleFigures.includes(figure))) ||
    (amounts(written.text).length > 0 &&
      amounts(written.text).every((amount) => roleAmounts.includes(amount)))
  ) {
    unused(UNUSED_REASONS.saidOnLine);
    return;
  }
  // A line of its own earns its place: a figure, or a skill the job asks for ('Work the closing shift
  // until 10 pm' is neither, and recruiters read such lines as notes pasted in).
  // What came of it may follow in the answer's next sentence ('I built a discharge checklist in 2022.
  // Readmissions dropped from 18% to 12%'): the line stays for it to join.
  // (Or in the same sentence, after this clause: 'I started a monthly check, and returns dropped 30%'.)
  const at = placement.answer.indexOf(fact.text.trim());
  const laterResult =
    sentences(placement.answer)
      .slice((fact.sentence ?? 0) + 1)
      .some((sentence) => countsSomething(sentence)) ||
    (at >= 0 &&
      /\b(?:went|rose|fell|dropped|grew|increased|decreased|improved|doubled|halved|climbed|declined|cut|saved|reduced)\b/i.test(
        placement.answer.slice(at + fact.text.trim().length),
      ) &&
      countsSomething(placement.answer.slice(at + fact.text.trim().length)));
  if (
    !laterResult &&
    !countsSomething(written.text) &&
    // An award the person received stands as a line ('Field Employee of the Year, 2022'); so does a role
    // they held ('Informal lead tech since March 2022').
    !AWARD_NAME.test(written.text) &&
    !(fact.clause.base === 'be' && rolePhrase(fact.clause.rest) !== null) &&
    !findSkillMentions(written.text).some((mention) => context.jobSkills.has(mention.skill.id))
  ) {
    unused(UNUSED_REASONS.slight);
    return;
  }
  // What came of the line a question asked about ('Errors dropped by 45%') belongs on that line; when it
  // could not join it and the answer wrote nothing else, it would stand on its own as a result of
  // nothing anyone did, so it comes back instead.
  if (
    onTarget &&
    placement.lastInserted === undefined &&
    lastWritten === undefined &&
    placement.question.target.bullet_id === onTarget.id &&
    fact.clause.subject !== 'self' &&
    !AWARD_NAME.test(written.text) &&
    !(fact.clause.base === 'be' && rolePhrase(fact.clause.rest) !== null)
  ) {
    unused(UNUSED_REASONS.noRoom);
    return;
  }
  const anchor =
    (placement.lastInserted && entry.bullets.some((item) => item.id === placement.lastInserted)
      ? placement.lastInserted
      : undefined) ??
    onTarget?.id ??
    entry.bullets.at(-1)?.id ??
    null;
  // A line whose tail does not read ('..., plus whatever crisis situations come up', '... and present it
  // to the plant manager') keeps the part before it, when that part is a line of its own.
  const text = readsBadly(written.text, context) ? readablePart(written.text, context) : written.text;
  if (text === null) {
    unused(UNUSED_REASONS.unwritable);
    return;
  }
  if (isFragment(text)) {
    unused(onTarget ? UNUSED_REASONS.noRoom : UNUSED_REASONS.unwritable);
    return;
  }
  if (onlyTimeOf(text, entry.bullets) || listedCredential(text, resume)) {
    unused(UNUSED_REASONS.present);
    return;
  }
  const bullet: Bullet = {
    id: newBulletId(entry),
    text,
    original_char: glyphOf(resume, entry),
  };
  const accepted = context.propose({
    op: 'insert_bullet',
    section_id: section.id,
    entry_id: entry.id,
    after_id: anchor,
    bullet,
    reason: placement.itMeans
      ? `${placement.itMeans} shown in experience, from your answer`
      : 'new bullet from your answer',
    source: placement.answer,
    origin,
  });
  if (!accepted) unused(UNUSED_REASONS.guard);
  else {
    placement.lastInserted = bullet.id;
    placement.lastSentence = fact.sentence;
    if (fact.clause.subject === 'self') placement.lastSelf = bullet.id;
  }
}
