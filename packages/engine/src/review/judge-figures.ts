/**
 * The guard's judge of figures: each figure of a line (a sum, a share, a count, a time, a year, a number
 * of years) must be in the sources with the same unit and of the same thing, moving the same way ('cut by
 * 30%' is not the source's rise of 30%). Years of experience are measured against the entries' dates, of
 * the kind of work the line names.
 */

import { roleNounsOf } from '../taxonomy/job-titles';
import { plainTokens } from '../text/normalize-text';
import { type ClaimFlag, flag } from './claim-flag';
import { CLAIM_REASONS } from './claim-reasons';
import { type ClaimSources, stemOf } from './claim-sources';
import { RANK_WORDS } from './claim-tables';
import { type Figure, readFigures } from './read-figures';

/** Words around a figure that say nothing of what it counts. */
const CONTEXT_STOP = new Set(
  'the and for from with into over about around than that this then were was are has have had its per each our their'.split(
    ' ',
  ),
);

/** The words around a figure, without figures: what it counts. */
function contextOf(text: string, figure: Pick<Figure, 'start' | 'end'>): Set<string> {
  const before = text.slice(Math.max(0, figure.start - 50), figure.start);
  const after = text.slice(figure.end, figure.end + 50);
  const keep = (word: string) => word.length > 2 && !/^\d/.test(word) && !CONTEXT_STOP.has(word);
  const words = [
    ...plainTokens(before).filter(keep).slice(-3),
    ...plainTokens(after).filter(keep).slice(0, 3),
  ];
  // The first four letters: 'techs' and 'technicians', 'scripts' and 'prescriptions' are not; close enough.
  return new Set(words.map((word) => stemOf(word).slice(0, 4)));
}

function figureHeld(figure: Figure, line: string, sources: ClaimSources): Figure[] {
  const candidates = sources.figures.filter((source) => source.value === figure.value && !source.year);
  // A measure (money, a percentage, a time) is the same claim when its unit is: '$45K' is '$45K a month'.
  const specific = candidates.filter(
    (source) =>
      source.unit === figure.unit &&
      figure.unit !== 'count' &&
      !(
        figure.unit === 'time' &&
        figure.unitWord &&
        source.unitWord &&
        stemOf(figure.unitWord).slice(0, 3) !== stemOf(source.unitWord).slice(0, 3)
      ),
  );
  if (specific.length > 0) return specific;
  // A count needs the same thing counted: '12 nurses' is not the source's '12-lead EKG'.
  const around = contextOf(line, figure);
  const unitStem = figure.unitWord ? stemOf(figure.unitWord).slice(0, 4) : '';
  // 'Tier 2', 'Level II', 'Grade 5': a rank is the sources' only after the same word.
  const rankWord = /([\p{L}]+)[\s-]+$/u
    .exec(line.slice(Math.max(0, figure.start - 16), figure.start))?.[1]
    ?.toLowerCase();
  if (rankWord && RANK_WORDS.has(rankWord))
    return candidates.filter(
      (source) =>
        /([\p{L}]+)[\s-]+$/u.exec(
          sources.lowerText.slice(Math.max(0, source.start - 16), source.start),
        )?.[1] === rankWord,
    );
  return candidates.filter((source) => {
    if (figure.unit !== 'count' && source.unit !== 'count' && source.unit !== figure.unit) return false;
    // A share or an amount of money is not a count of something else ('60%' is not '60 alerts').
    if (
      (figure.unit === 'percent' || figure.unit === 'money') &&
      source.unit === 'count' &&
      source.unitWord !== ''
    )
      return false;
    // A count of things is not the source's length of time or amount of money ('12 nurses', '12-month').
    if (figure.unit === 'count' && source.unit !== 'count' && figure.unitWord !== '') return false;
    // Hours are not minutes: '30-Hour' is not the source's '30 minutes'.
    if (
      figure.unit === 'time' &&
      source.unit === 'time' &&
      figure.unitWord &&
      source.unitWord &&
      stemOf(figure.unitWord).slice(0, 3) !== stemOf(source.unitWord).slice(0, 3)
    )
      return false;
    if (unitStem && source.unitWord && stemOf(source.unitWord).slice(0, 4) === unitStem) return true;
    const theirs = contextOf(sources.lowerText, source);
    for (const word of around) if (theirs.has(word)) return true;
    return false;
  });
}

/** The source figure most like this one: the same unit, the most words around it in common. */
function closestFigure(figure: Figure, line: string, sources: ClaimSources): Figure | undefined {
  const around = contextOf(line, figure);
  let best: { figure: Figure; score: number } | undefined;
  for (const candidate of sources.figures) {
    if (candidate.year || candidate.unit !== figure.unit || candidate.value === figure.value) continue;
    const theirs = contextOf(sources.lowerText, candidate);
    let score = candidate.unitWord === figure.unitWord && figure.unitWord ? 2 : 0;
    for (const word of around) if (theirs.has(word)) score += 1;
    if (score > 1 && (!best || score > best.score)) best = { figure: candidate, score };
  }
  return best?.figure;
}

/** The work a number of years is of ('6+ years of medical assistant experience' -> 'medical assistant'). */
const YEARS_OF =
  /^\+?\s*(?:years?|yrs?)(?:\s+of|\s+in|\s+as\s+an?)?\s+((?:[\p{L}&/-]+\s+){0,4}?)(?:experience|work|background|expertise)\b/iu;
const YEARS_TAIL = /^\+?\s*(?:years?|yrs?)(?:\s+of\s+experience)?/i;

/** Years as what the line says the person is: the roles whose titles share its role noun. */
function yearsAsTitled(claimBefore: string, sources: ClaimSources): number | null {
  const head = /([^.;:]*?)\s+(?:with|having|bringing)\s*$/i.exec(claimBefore)?.[1] ?? '';
  const nouns = new Set(roleNounsOf(head));
  if (nouns.size === 0) return null;
  const months = sources.entrySpans
    .filter((entry) => roleNounsOf(entry.title).some((noun) => nouns.has(noun)))
    .reduce((sum, entry) => sum + entry.months, 0);
  return months > 0 ? Math.floor(months / 12) : null;
}

function yearsAllowed(claimRest: string, sources: ClaimSources, claimBefore = ''): number {
  const of = YEARS_OF.exec(claimRest);
  const kind = plainTokens(of?.[1] ?? '').filter(
    (token) => !/^(?:professional|total|combined|hands|on|relevant|industry)$/.test(token),
  );
  // 'Retail data analyst with 9+ years of experience': the analyst years, not the stock-room ones before
  // them. Not where the years are of a field ('9 years in the trade', '6 years at a SaaS company'): those
  // count every role in it.
  const ofExperience =
    /^\+?\s*(?:years?|yrs?)(?:\s+of\s+(?:[\p{L}&/-]+\s+){0,4}?experience\b|\s*(?:$|[,.;]|who\b|and\b))/iu.test(
      claimRest,
    );
  const titled = ofExperience ? yearsAsTitled(claimBefore, sources) : null;
  if (kind.length === 0) return titled ?? sources.experienceYears;
  // Years of one kind of work ('medical assistant', 'postdoctoral research', 'accounting') are the years
  // of the roles whose titles name all of it; when no title does ('acute care'), the line's own title's.
  const loose = (token: string) => stemOf(token).slice(0, 6);
  const months = sources.entrySpans
    .filter((entry) => {
      const title = new Set(plainTokens(entry.title).map(loose));
      return kind.every((token) => title.has(loose(token)));
    })
    .reduce((sum, entry) => sum + entry.months, 0);
  return months > 0 ? Math.floor(months / 12) : (titled ?? sources.experienceYears);
}

export function judgeFigures(line: string, sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  for (const figure of readFigures(line)) {
    const text = figure.text.trim();
    if (figure.year) {
      const known =
        [...sources.datePoints].some((point) => point.startsWith(`${figure.value}-`)) ||
        sources.figures.some((source) => source.value === figure.value);
      if (!known) flags.push(flag('date', text, figure.start, CLAIM_REASONS.yearNotInSources(text)));
      continue;
    }
    const rest = line.slice(figure.end);
    if (
      /^(?:years?|yrs?|decades?)\b/i.test(figure.unitWord) ||
      /^\+\s*(?:years?|yrs?)\b/i.test(rest.trimStart())
    ) {
      const years = /^decade/.test(figure.unitWord) ? figure.value * 10 : figure.value;
      const allowed = yearsAllowed(rest.trimStart(), sources, line.slice(0, figure.start));
      if (years <= allowed || sources.statedYears.has(years)) continue;
      const tail = YEARS_TAIL.exec(rest.trimStart())?.[0] ?? '';
      const span = line
        .slice(figure.start, figure.end + (rest.length - rest.trimStart().length) + tail.length)
        .trimEnd();
      flags.push(flag('date', span, figure.start, CLAIM_REASONS.years(span, allowed)));
      continue;
    }
    const held = figureHeld(figure, line, sources);
    if (held.length === 0) {
      const closest = closestFigure(figure, line, sources);
      flags.push(
        flag(
          'number',
          text,
          figure.start,
          closest ? CLAIM_REASONS.numberDiffers(text, closest.text.trim()) : CLAIM_REASONS.numberNew(text),
        ),
      );
      continue;
    }
    // The same figure moving the other way ('cut by 30%' where the source says it rose 30%).
    if (
      figure.direction &&
      held.every((source) => source.direction !== null && source.direction !== figure.direction)
    )
      flags.push(
        flag('number', text, figure.start, CLAIM_REASONS.direction(text, held[0]?.direction ?? 'up')),
      );
  }
  return flags;
}
