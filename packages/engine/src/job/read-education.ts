/**
 * The degrees a job accepts. A list of accepted fields ('Bachelor's in Computer Science, Mathematics or a
 * related field') is one education requirement, not a list of skills: degreeClauses marks where such a
 * clause stands so that no skill is read from inside it. A list of accepted degrees asks for the lowest
 * one ('MS or PhD' is a Master's; 'Bachelor's required, Master's preferred' a Bachelor's).
 */
import { squash, unique } from '../text/normalize-text';
import type { JobSegment } from './read-job-text';

export const DEGREE_RULES: ReadonlyArray<readonly [RegExp, string, number]> = [
  [/\b(ph\.?\s?d|doctorate|doctoral|dnp|pharm\.?d|m\.?d\.)\b/i, 'Doctorate', 5],
  [
    // 'master' alone is a verb or a title ('create master plans', 'Master Electrician'), not a degree.
    /\b(master['’]?s|masters|master of|master degree|m\.s\.?c?|msc|ms(?:ee|me|cs)\b|m\.a\.?|(?:ms|ma)(?= in | degree)|ms(?= or (?:ph|doct))|mba|m\.?tech|m\.?eng|msn|mph|m\.ed)\b/i,
    "Master's degree",
    4,
  ],
  [
    /\b(bachelor['’]?s?|b\.s\.?c?|bsc|b\.a\.|(?:bs|ba|be)(?= in | degree)|(?:bs|ba)\.?(?= or (?:ms|ma|m\.|master))|bs(?:ee|me|ce|cs|che|ie|n)\b|b\.?tech|bsn|b\.?com|undergraduate degree|four-year degree|4-year degree|college degree|university degree)/i,
    "Bachelor's degree",
    3,
  ],
  [/\b(associate['’]?s? degree|associate degree|a\.?a\.?s?\b|adn|two-year degree)/i, "Associate's degree", 2],
  // 'high school' alone is where the job is ('high school teaching experience'), not a diploma asked.
  [
    /\b(high school (?:diploma|graduate|education|degree|equivalen\w*)|ged|secondary school (?:diploma|certificate|education))\b/i,
    'High school diploma',
    1,
  ],
];

/** Words without which no rule above can match: most sentences of an ad name no degree. */
const ANY_DEGREE =
  /bachelor|master|associate|degree|diploma|ph\.?\s?d|doctor|dnp|pharm|m\.d\.|\b[bm]\.[sa]\b|\b(?:bs|ba|be|ms|ma)(?= in | degree| or )|msc|bsc|\b[bm]s(?:ee|me|ce|cs|che|ie)\b|mba|[bm]\.?tech|m\.?eng|msn|bsn|mph|m\.ed|b\.?com|college|university|undergrad|high school|\bged\b|secondary school|\badn\b|\ba\.?a\.?s?\b/i;

/** Degree level a text mentions: 0 none, 1 high school ... 5 doctorate; the highest when several. */
export function degreeLevel(text: string): number {
  let level = 0;
  for (const [pattern, , rank] of DEGREE_RULES) if (pattern.test(text)) level = Math.max(level, rank);
  return level;
}

/** The lowest degree level a text mentions, or 0. */
function lowestDegree(text: string): number {
  let level = 0;
  if (!ANY_DEGREE.test(text)) return 0;
  for (const [pattern, , rank] of DEGREE_RULES) if (pattern.test(text)) level = rank;
  return level;
}

const LABELS = new Map(DEGREE_RULES.map(([, label, rank]) => [rank, label]));

/**
 * Where a degree's fields are listed: from the degree word to the end of its clause ('Bachelor's degree
 * in Nursing, Biology or Chemistry'). The clause ends at punctuation that closes it or at words that
 * start another requirement ('and 3 years of experience', 'with strong SQL').
 */
const DEGREE_CLAUSE =
  /\b(?:(?:bachelor|master|associate)['’]?s?|doctorate|ph\.?\s?d\.?|mba|b\.?s\.?c?|b\.?a\.?|m\.?s\.?c?|m\.?a\.?|bs|ba|ms|ma|degrees?|diploma|major(?:ing)?|graduated?|studies)\b(?:\s+degree)?(?:\s+(?:\(or\s+higher\)|or\s+higher|or\s+above))?\s+(?:in|of|from)\s+(?:an?\s+)?/gi;
const CLAUSE_END =
  /[.;:!?()\n•]|\s(?:and|with|plus|including|who|that|preferred|required|is|are|will|must)\s|\s(?:and\/or|or)\s+(?:\d|equivalent\s+(?:work|professional|practical)?\s*experience|relevant\s+experience|\w+\s+years)|\s\d/i;

/** Where the degree clauses of a sentence stand, as [start, end) offsets. */
export function degreeClauses(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!/ (?:in|of|from) /i.test(text) || (!ANY_DEGREE.test(text) && !/major|graduat|studies/i.test(text)))
    return spans;
  for (const match of text.matchAll(DEGREE_CLAUSE)) {
    const from = match.index + match[0].length;
    const rest = text.slice(from, from + 160);
    let end = CLAUSE_END.exec(rest)?.index ?? rest.length;
    // A comma list runs on past 'and' only inside the degree's fields ('Physics, Chemistry and Biology').
    const and = /^([^.;:()]*?,[^.;:()]*?\sand\s+[A-Z][\w-]*(?:\s[A-Z][\w-]*)?)/.exec(rest);
    if (and && (and[1]?.length ?? 0) > end) end = and[1]?.length ?? end;
    spans.push([match.index, from + end]);
  }
  return spans;
}

const FIELD =
  /\b(?:[Dd]egree|[Dd]iploma|[Bb]achelor['’]?s?|[Mm]aster['’]?s?|BS|BA|MS|MA|B\.S\.|M\.S\.|B\.A\.|M\.A\.)\s+(?:[Dd]egree\s+)?(?:in|of)\s+([A-Z][\w&/ -]*(?:,\s*(?:or\s+|and\s+)?[A-Z][\w&/ -]*)*)/;

/**
 * The education a job asks for, with its field when named ('Bachelor's degree in Accounting, Finance'),
 * and the lowest degree level it accepts: required sentences first, preferred ones only when no other
 * sentence names a degree.
 */
export interface DegreeAsked {
  /** 'Bachelor's degree in Accounting, Finance'. */
  text: string;
  /** 1 high school ... 5 doctorate: the lowest the sentence accepts. */
  level: number;
  preferred: boolean;
  /** The accepted fields, as the posting lists them. */
  fields: string[];
}

export function readEducation(segments: readonly JobSegment[]): {
  education: string[];
  level: number;
  degrees: DegreeAsked[];
} {
  const found: DegreeAsked[] = [];
  for (const segment of segments) {
    if (segment.boilerplate) continue;
    // 'B.S. in Mathematics required, M.A. in Mathematics preferred': two degrees, each with its tier.
    const parts = segment.text.split(TIER_THEN_NEXT);
    for (const text of parts) {
      const tier = parts.length === 1 ? segment.preferred : partPreferred(text, segment.preferred);
      const asked = degreeAsked(text, tier);
      if (asked) found.push(asked);
    }
  }
  const required = found.filter((item) => !item.preferred);
  const asked = required.length > 0 ? required : found;
  const level = asked.length === 0 ? 0 : Math.min(...asked.map((item) => item.level));
  return {
    education: unique([...asked, ...found.filter((item) => !asked.includes(item))].map((item) => item.text)),
    level,
    degrees: found,
  };
}

/** A tier word closing one item and another starting: 'required, M.A. in ...'. */
const TIER_THEN_NEXT = /(?<=\b(?:required|preferred|desired|a plus))\s*[,;]\s+/i;

function partPreferred(text: string, segmentPreferred: boolean): boolean {
  if (/\b(?:preferred|desired|a plus|desirable|ideally)\b/i.test(text)) return true;
  if (/\brequired\b/i.test(text)) return false;
  return segmentPreferred;
}

function degreeAsked(text: string, preferred: boolean): DegreeAsked | null {
  const level = lowestDegree(text);
  if (level === 0) return null;
  const field = FIELD.exec(text);
  const label = LABELS.get(level) ?? '';
  const fields = field
    ? squash(field[1] ?? '')
        .replace(/,?\s+(?:or|and)\s*$/i, '')
        .replace(/\s+(?:or|and)\s+(?:a\s+)?(?:related|relevant|equivalent|similar).*$/i, '')
        .replace(/\s+(?:required|preferred|desired|is a plus|a plus)\b.*$/i, '')
        .slice(0, 60)
        .replace(/[, ]+$/, '')
    : '';
  return {
    text: fields ? `${label} in ${fields}` : label,
    level,
    preferred,
    fields: fields
      .split(/,\s*(?:or\s+|and\s+)?|\s+or\s+|\s*\/\s*/)
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  };
}
