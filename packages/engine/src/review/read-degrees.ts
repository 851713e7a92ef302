/**
 * Degrees a text names: where they stand ('B.S. in Computer Science', for the name rule to leave to the
 * degree rule) and at which level ('M.A.', 'BS/MS', "Master's in ..."), from an associate degree (2) to a
 * doctorate (5). The guard compares the levels a rewrite claims with those the sources hold.
 */

/** Degrees, which the degree rule judges: 'Associate of Applied Science', 'B.S. in Computer Science'. */
const DEGREE_PHRASE =
  /\b(?:(?:bachelor|master|associate|doctor)(?:['’]s(?:\s+degree)?|\s+degree|\s+of(?:\s+(?:arts|science|fine arts|applied science|business administration|education|engineering|laws|nursing|public health|social work|philosophy|music|technology))?)|ph\.?\s?d\.?|mba|b\.?f\.?a\.?|b\.?s\.?c?|b\.?a\.?|m\.?s\.?c?|m\.?a\.?|m\.?ed\.?|a\.?a\.?s?\.?|a\.?s\.?|adn|bsn|msn|jd|high school diploma|ged)(?![\p{L}])/giu;

export function degreeSpans(line: string): Array<[number, number]> {
  return [...line.matchAll(DEGREE_PHRASE)]
    .filter((match) => /[A-Z]/.test(match[0]))
    .map((match) => [match.index, match.index + match[0].length]);
}

/**
 * Degrees by level, as a resume or a rewrite names them ('M.A.', 'BS/MS', "Master's in ..."). Words are
 * read in any case; abbreviations only in capitals ('ms' is milliseconds, 'MS' a degree).
 */
const DEGREE_LEVELS: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /(?<![\p{L}])(?:[Pp]h\.?\s?[Dd]\.?|[Dd]octorate|[Dd]octoral degree|[Dd]octor of (?:[Pp]hilosophy|[Ee]ducation|[Nn]ursing [Pp]ractice|[Pp]harmacy)|Ed\.?D\.?|DNP|Pharm\.?\s?D\.?)(?![\p{L}])/gu,
    5,
  ],
  [
    /(?<![\p{L}])(?:[Mm]aster['’]?s(?: degree)?|[Mm]asters|[Mm]aster of (?:[Aa]rts|[Ss]cience|[Bb]usiness|[Ff]ine|[Ee]ducation|[Pp]ublic|[Ss]ocial|[Ee]ngineering|\p{Lu}\p{Ll}+)|M\.[SA]\.|MSc|M\.Sc\.?|MBA|M\.B\.A\.|M\.Ed\.?|MEd|M\.F\.A\.|MFA|MSN|MPH|MSW|M\.Eng\.?|MEng|(?<!,\s?)(?:MS|MA)(?=\s+(?:in|of)\s|,\s*\p{Lu}\p{Ll}|\s*\()|(?<=\/)(?:MS|MA))(?![\p{L}])/gu,
    4,
  ],
  [
    /(?<![\p{L}])(?:[Bb]achelor['’]?s?(?: degree)?|[Bb]achelor of(?= \p{Lu})|B\.[SA]\.|BSc|B\.Sc\.?|B\.F\.A\.|BFA|BSN|B\.Eng\.?|BEng|B\.?Com|(?<!,\s?)(?:BS|BA)(?=\s+(?:in|of)\s|,\s*\p{Lu}\p{Ll}|\s*[(/])|(?<=\/)(?:BS|BA))(?![\p{L}])/gu,
    3,
  ],
  [
    /(?<![\p{L}])(?:[Aa]ssociate['’]?s?(?: degree)?(?= in| of)|[Aa]ssociate of (?:[Aa]rts|[Ss]cience|[Aa]pplied [Ss]cience)|A\.[AS]\.(?=\s|,)|AAS|ADN)(?![\p{L}])/gu,
    2,
  ],
];

export interface DegreeClaim {
  level: number;
  text: string;
  start: number;
}

/** Every degree a text names, with its level. */
export function degreeClaims(text: string): DegreeClaim[] {
  const out: DegreeClaim[] = [];
  for (const [pattern, level] of DEGREE_LEVELS)
    for (const match of text.matchAll(pattern)) out.push({ level, text: match[0], start: match.index });
  return out.sort((a, b) => a.start - b.start);
}
