/**
 * The years of experience a posting asks for: each 'N years of ...' a requirement states, or a job
 * board's own field ('Marketing: 1 year (Preferred)'), with the line of work it names and its level.
 */
import { NUMBER_WORDS } from '../text/number-words';
import { experienceOfKind } from './extract-phrases';
import type { JobSegment } from './read-job-text';

/** 'one' counts in a job's years ('one year of experience'), not in a rewrite's figures. */
export const WORD_NUMBERS: Record<string, number> = { one: 1, ...NUMBER_WORDS };
// `\s*(?:\+\s*)?` rather than `\s*\+?\s*`: the same text, without two adjacent runs of spaces to split.
export const YEARS_PATTERN =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s*(?:\+\s*)?(?:(?:-|–|to)\s*(\d{1,2})\s*(?:\+\s*)?)?(?:\(\d+\)\s*)?(?:years?|yrs?)\b(?:['’]s?)?(?:\s+of)?(?=[^.]{0,80}\b(?:experience|exp\b|working|work|in|as|with|of))/i;

/** A job board's field: 'Graphic design: 2 years (Preferred)'. */
const FIELD_YEARS = /^[^:]{2,60}:\s*()(\d{1,2})\s*(?:\+\s*)?(?:years?|yrs?)\b/i;

export interface YearsAsked {
  years: number;
  preferred: boolean;
  /** The posting's words: '5 years of product management experience'. */
  words: string;
  /** The line of work the years are in, when the sentence names one ('product management'). */
  work: string | null;
}

/** What follows 'N years': '(of) (related) experience in X', 'in X', 'as X', 'of X experience'. */
const WORK_AFTER =
  /^\s*(?:of\s+)?(?:(?:direct|related|relevant|professional|progressive|progressively responsible|increasingly responsible|hands-on|proven|recent|total|equivalent|full-time|paid|documented|demonstrated|post-[\w-]+)\s+){0,3}(?:(?:experience|work)\s+)?(?:(?:in|with|as|within|working (?:in|with|on)|as an?|in an?|in the)\s+)?(?:an?\s+|the\s+)?([A-Za-z][\w&/+ -]{1,50}?)(?=\s+experience\b|\s+(?:is|are|preferred|required|desired|a plus)\b|[,.;:()!]|\s+(?:and|with|including|or)\s|$)/i;
const NO_WORK =
  /^(?:experience|work|working|of|in|the|a|an|related|relevant|progressive|professional|industry|or more|and|plus)$/i;

/** Every number of years a requirement asks, in the posting's order. */
export function readYearsAsked(segments: readonly JobSegment[]): YearsAsked[] {
  const asked: YearsAsked[] = [];
  for (const segment of segments) {
    // 'Plan the next 3 years of the roadmap' is a duty, not experience asked.
    if (segment.boilerplate || segment.role === 'duty') continue;
    const field = FIELD_YEARS.exec(segment.text);
    if (field) {
      const name = segment.text.slice(0, segment.text.indexOf(':')).trim();
      asked.push({ years: Number(field[2]), preferred: segment.preferred, words: segment.text, work: name });
      continue;
    }
    for (const match of segment.text.matchAll(new RegExp(YEARS_PATTERN.source, 'gi'))) {
      const raw = (match[1] ?? '').toLowerCase();
      const years = WORD_NUMBERS[raw] ?? Number(raw);
      if (!Number.isFinite(years) || years <= 0 || years > 30) continue;
      const after = segment.text.slice(match.index + match[0].length);
      // 'credential within three years of hire' is a deadline, not experience asked.
      if (
        /\bwithin\s+$/i.test(segment.text.slice(Math.max(0, match.index - 8), match.index)) ||
        /^\s*(?:of|after|from)\s+(?:hire|hiring|employment|start\w*|joining)\b/i.test(after)
      )
        continue;
      const work = WORK_AFTER.exec(after)?.[1]?.trim() ?? null;
      asked.push({
        years,
        preferred: segment.preferred,
        words: segment.text.slice(
          match.index,
          match.index + match[0].length + (work ? after.indexOf(work) + work.length : 0),
        ),
        work: work && !NO_WORK.test(work) ? experienceOfKind(work) : null,
      });
    }
  }
  return asked;
}
