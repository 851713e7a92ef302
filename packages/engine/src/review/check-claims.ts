/**
 * The guard: reads the claims a changed line makes and finds each in the sources. Every writer's change
 * (the built-in writer's, a language model's, a rewrite pasted from another tool) is judged here, once.
 * A claim is a figure with its unit and direction, a name (employer, client, school, product), a tool or
 * skill of the taxonomy, a credential or degree, a title or seniority word, a date or a number of years, an
 * award, or a scope (led, managed, owned, a team or a budget). A change whose claims are all held is
 * supported; one that only goes further in scope than its source is for the user to confirm; one with a
 * claim no source holds is unsupported, and each flag carries the words that make the claim and why.
 * Each kind of claim has its judge (judge-figures, judge-skills, judge-names, judge-credentials,
 * judge-titles, judge-scope); here a line is sent to the judges its role calls for, an entry's dates and
 * contact details are judged, and where two readings of the same words overlap the more specific is kept.
 */

import { parseDateRange } from '../parse/parse-dates';
import { findSkillMentions } from '../taxonomy/find-skills';
import { plainTokens } from '../text/normalize-text';
import { type ClaimFlag, flag, type LineContext } from './claim-flag';
import { CLAIM_REASONS } from './claim-reasons';
import type { ClaimSources } from './claim-sources';
import { ORG_GENERIC_WORDS } from './claim-tables';
import { CONNECTORS, knownToken, phraseInSources, wordsOf } from './claim-words';
import { judgeAwards, judgeCredentials } from './judge-credentials';
import { judgeFigures } from './judge-figures';
import { distinctive, judgeNames, nameHeld } from './judge-names';
import { judgeScope } from './judge-scope';
import { judgeSkillItems, judgeSkills } from './judge-skills';
import { judgeEntryTitle, judgeTitleWords } from './judge-titles';
import { degreeSpans } from './read-degrees';
import type { ClaimKind } from './review-constants';

/** A clause that says what the person wants, not what they did ('seeking an SRE role'): no claim of experience. */
const ASPIRATION =
  /\b(?:seeking|looking for|looking to|interested in|aspiring|aiming for|hoping to|transitioning (?:to|into)|pursuing|to join|eager to|studying for|preparing for|working toward|working towards|planning to|plans to|scheduled to)\b[^.;]*/gi;

function aspirationSpans(line: string): Array<[number, number]> {
  return [...line.matchAll(ASPIRATION)].map((match) => [match.index, match.index + match[0].length]);
}

/** An entry's dates changed: only the same months, written another way, are the sources'. */
function judgeDates(after: string, context: LineContext, sources: ClaimSources): ClaimFlag[] {
  const range = parseDateRange(after);
  if (!range) return [];
  const basis = context.basis[0] ?? '';
  const before = parseDateRange(basis);
  const key = (point: { year: number; month: number } | null) =>
    point ? `${point.year}-${point.month}` : '';
  const points = before ? new Set([key(before.start), key(before.end)].filter(Boolean)) : sources.datePoints;
  for (const point of [range.start, range.end]) {
    if (!point) continue;
    const known =
      points.has(key(point)) ||
      (point.month === 0 && [...points].some((item) => item.startsWith(`${point.year}-`)));
    if (known) continue;
    const at = after.indexOf(String(point.year));
    const text = at >= 0 ? after.slice(at, at + 4) : after.trim();
    return [flag('date', text, Math.max(0, at), CLAIM_REASONS.dates(text, basis))];
  }
  if (before && range.current && !before.current) {
    const at = after.search(/present|current|now|today/i);
    const text = at >= 0 ? (after.slice(at).split(/\s/)[0] ?? after) : after.trim();
    return [flag('date', text, Math.max(0, at), CLAIM_REASONS.dates(text, basis))];
  }
  return [];
}

// Contact details.

function judgeContact(after: string, sources: ClaimSources): ClaimFlag[] {
  const value = after.trim();
  const digits = value.replace(/\D/g, '');
  const known =
    sources.lowerText.includes(value.toLowerCase()) ||
    (digits.length >= 7 && sources.lines.some((line) => line.replace(/\D/g, '').includes(digits)));
  return known || value === ''
    ? []
    : [flag('contact', value, after.indexOf(value), CLAIM_REASONS.contact(value))];
}

const KIND_ORDER: readonly ClaimKind[] = [
  'credential',
  'award',
  'title',
  'skill',
  'number',
  'date',
  'organization',
  'contact',
  'scope',
];

/** One flag per span: where two readings overlap ('PMP certified' is a skill and a credential), the more specific. */
function withoutOverlaps(flags: readonly ClaimFlag[]): ClaimFlag[] {
  const sorted = [...flags].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  const kept: ClaimFlag[] = [];
  for (const item of sorted)
    if (!kept.some((other) => item.start < other.end && item.end > other.start)) kept.push(item);
  return kept.sort((a, b) => a.start - b.start);
}

/** The claims of one line of a change that its sources do not hold. */
/** Each line's verdict, per reading of the sources: the writer and the last check ask of the same lines. */
const VERDICTS = new WeakMap<ClaimSources, Map<string, ClaimFlag[]>>();

export function checkClaims(line: string, context: LineContext, sources: ClaimSources): ClaimFlag[] {
  const key = `${context.role}\u0000${context.section}\u0000${context.basis.join('\u0001')}\u0000${line}`;
  let verdicts = VERDICTS.get(sources);
  if (!verdicts) {
    verdicts = new Map();
    VERDICTS.set(sources, verdicts);
  }
  const known = verdicts.get(key);
  if (known) return known.map((item) => ({ ...item }));
  const flags = judgeLine(line, context, sources);
  verdicts.set(key, flags);
  return flags.map((item) => ({ ...item }));
}

function judgeLine(line: string, context: LineContext, sources: ClaimSources): ClaimFlag[] {
  if (line.trim() === '') return [];
  switch (context.role) {
    case 'heading':
      return [];
    case 'contact':
      return judgeContact(line, sources);
    case 'dates':
      return judgeDates(line, context, sources);
    case 'title':
      return context.basis.length > 0
        ? judgeEntryTitle(line, context)
        : withoutOverlaps([
            ...judgeTitleWords(line, sources, { ...context, section: 'summary' }),
            ...judgeNames(line, sources, context, []),
          ]);
    case 'company':
    case 'location': {
      const tokens = plainTokens(line).filter(
        (token) => !ORG_GENERIC_WORDS.has(token) && !CONNECTORS.has(token),
      );
      if (
        tokens.length === 0 ||
        phraseInSources(tokens, sources) ||
        nameHeld(plainTokens(line), sources, true)
      )
        return [];
      // The same employer with words the sources give added ('Carolina Precision (manufacturing, 450 staff)').
      const kept = distinctive(plainTokens(context.basis[0] ?? ''));
      const have = new Set(tokens);
      if (
        kept.length > 0 &&
        kept.every((token) => have.has(token)) &&
        tokens.every((token) => knownToken(token, sources))
      )
        return [];
      if (context.role === 'location' && tokens.every((token) => knownToken(token, sources))) return [];
      const value = line.trim();
      return [
        flag('organization', value, line.indexOf(value), CLAIM_REASONS.place(value, context.basis[0] ?? '')),
      ];
    }
    default: {
      if (context.section === 'skills')
        return withoutOverlaps([...judgeProse(line, context, sources), ...judgeSkillItems(line, sources)]);
      return judgeProse(line, context, sources);
    }
  }
}

function judgeProse(line: string, context: LineContext, sources: ClaimSources): ClaimFlag[] {
  {
    const aspirations = aspirationSpans(line);
    const inAspiration = (item: { start: number }) =>
      aspirations.some(([from, to]) => item.start >= from && item.start < to);
    const mentions = findSkillMentions(line);
    const labels = new Set(
      wordsOf(line)
        .filter((word) => word.label)
        .map((word) => word.start),
    );
    const counted = mentions.filter(
      (mention) => !labels.has(mention.start) && !/^\s*[&/]?[^,;.]{0,30}:/.test(line.slice(mention.end)),
    );
    const taken = [...mentions.map((mention) => [mention.start, mention.end] as const), ...degreeSpans(line)];
    return withoutOverlaps([
      ...judgeFigures(line, sources),
      ...judgeSkills(line, counted, sources),
      ...judgeCredentials(line, sources),
      ...judgeTitleWords(line, sources, context),
      ...judgeAwards(line, sources),
      ...judgeNames(line, sources, context, taken),
      ...judgeScope(line, context, sources),
    ]).filter((item) => !inAspiration(item) || item.kind === 'number');
  }
}
