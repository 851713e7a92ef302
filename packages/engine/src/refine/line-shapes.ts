/**
 * Lines that are not something the person did with a verb, each in the shape resumes give it: a role held
 * ('Interim manager of the Coronado branch for 4 months'), an award ('Field Employee of the Year, 2022'), a
 * measure of the work ('Branch turnover of 11% in 2023'), and the patterns of a count that stands as a line.
 */
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { capitalize } from '../text/normalize-text';
import { cleanWords, FIRST_PERSON } from './clean-words';
import type { Clause } from './parse-clause';

/** A figure and the plural it counts, first: '41 placements ...', 'about 22 engineering hires ...'. */
export const COUNTED_LINE =
  /^(?:(?:about|around|nearly|over|more than|almost)\s+)?[#$€£]?\d[\d,.]*[kmb%]?\s+(?:[a-z][\w/-]*\s+){0,2}[a-z][\w-]*s\b/i;
/** A subject that only introduces the figure: 'The one solid number', 'The clearest example', 'My best stat'. */
export const FRAMING_SUBJECT =
  /^(?:the|my|our)?\s*(?:one|only|best|clearest|biggest|main|real|closest)?\s*(?:solid|hard|real|good)?\s*(?:number|figure|stat|statistic|metric|example|result|thing)s?$/i;

/** What a person is answerable for: 'full P&L responsibility', 'sole ownership of the budget'. */
export const OWNERSHIP =
  /^(?:full\s+|sole\s+|complete\s+|direct\s+)?(?:[\w&/-]+\s+){0,3}(?:responsibility|ownership|accountability)\b/i;

/** A line that opens with a figure: '$12.6M in ...', 'about 40 ...'. */
export const FIGURE_FIRST = /^(?:(?:about|around|nearly|over|more than|almost)\s+)?[$€£]?\d/i;

/** '6 weeks as interim Executive Housekeeper in 2022 ...' -> 'Interim Executive Housekeeper for 6 weeks in 2022 ...'. */
export function servedAs(rest: string): string | null {
  const match =
    /^((?:about\s+)?(?:\d+|two|three|four|five|six|a few)\s+(?:weeks?|months?|years?))\s+as\s+(?:an?\s+|the\s+)?(.+)$/i.exec(
      rest.trim(),
    );
  if (!match) return null;
  const role = rolePhrase(`${match[2]} for ${match[1]}`);
  if (!role) return null;
  const head =
    /^(.+?)(?=\s+(?:in|at|on|since|from|during|while|with)\b|,|$)/i.exec(match[2] ?? '')?.[1] ?? '';
  const after = (match[2] ?? '').slice(head.length);
  return capitalize(`${head} for ${match[1]}${after}`);
}

/** Words that name an award: 'Employee of the Year', 'Honor Award', 'President's Club'. */
export const AWARD_NAME =
  /\b(?:award|awards|of the (?:year|month|quarter)|honou?r|prize|medal|scholarship|fellowship|president['’]s (?:club|circle)|circle of excellence|dean['’]s list)\b/i;

/**
 * An award the person got, as a line: 'Field Employee of the Year, 2022' from 'got Field Employee of the
 * Year at Granite State in 2022' (the employer is the entry's). Null unless the verb receives and the rest
 * opens with the award's capitalised name.
 */
export function awardPhrase(clause: Clause): string | null {
  if (!/^(?:get|win|receive|earn|take|be)$/.test(clause.base)) return null;
  const rest = clause.rest.trim().replace(/^(?:the|an?)\s+/i, '');
  if (!/^\p{Lu}/u.test(rest) || !AWARD_NAME.test(rest)) return null;
  // 'in 2021 and 2023': every year it was won, said once at the end.
  const years = /\s*\b(?:in\s+)?((?:19|20)\d{2}(?:\s*(?:,|and|&)\s*(?:19|20)\d{2})*)\b/.exec(rest);
  const name = rest
    .replace(/\s+(?:at|from|with)\s+\p{Lu}[^,;]*?(?=\s+in\s+(?:19|20)\d{2}\b|[,;]|$)/u, '')
    .replace(years?.[0] ?? /^$/, '')
    .replace(/[\s,;.]+$/, '');
  return years ? `${name}, ${years[1]}` : name;
}

/** The names of what work is measured by. */
const MEASURE_NOUNS =
  /\b(?:rate|rates|turnover|score|scores|nps|csat|satisfaction|revenue|sales|costs?|spend|margin|retention|attrition|conversion|accuracy|errors?|defects?|downtime|uptime|throughput|volume|deposits|growth|share|ratio|turnaround|backlog|on-time|yield|scrap|utili[sz]ation|occupancy|adr|revpar|trir|dart|incidents?|complaints?|readmissions?|wait|response time|cycle time|lead time|churn|engagement|attendance|enrollment|pass rate|audit|acceptance|fill rate|time to fill|attainment|placements|billings|collections|dso|days sales outstanding|win rate|close rate)\b/i;

/**
 * A measure stated of the work, as a line: 'Branch turnover was 11% in 2023 against a regional average of
 * about 30%' -> 'Branch turnover of 11% in 2023 against ...'. Only a named measure (no pronoun, a few words)
 * and a figure right after the verb.
 */
export function metricPhrase(clause: Clause): string | null {
  const subject = cleanWords(clause.subjectText).trim();
  const rest = cleanWords(clause.rest).trim();
  if (!subject || subject.split(/\s+/).length > 7 || /\b(?:it|this|that|they|one|ones)\b/i.test(subject))
    return null;
  if (FIRST_PERSON.test(subject) || !/^(?:(?:about|around|nearly|over|under|just)\s+)?[$€£]?\d/.test(rest))
    return null;
  // A measure by its name ('Branch turnover', 'Post-event satisfaction'), not a time ('FY2024 was ...').
  if (!MEASURE_NOUNS.test(subject)) return null;
  // 'Branch turnover of 11%'; a measure named with a phrase of its own takes a colon ('Offer acceptance
  // on direct-hire offers: about 88%').
  const named = capitalize(
    subject.replace(/^(?:the|our|my)\s+/i, '').replace(/\b(on|for|in|at|of) the\b/gi, '$1'),
  );
  return /\s(?:on|for|in|at|of)\s/i.test(named) ? `${named}: ${rest}` : `${named} of ${rest}`;
}

/**
 * A role the person held, said after 'I was' or 'I've been': 'also interim manager of the Coronado branch
 * for 4 months' -> 'interim manager of the Coronado branch for 4 months'; 'the informal lead tech since
 * March 2022' -> 'informal lead tech since March 2022'. The role's words must read as a job title and
 * something must follow it (where, when or for how long), or it says no more than a title. Null if none.
 */
export function rolePhrase(rest: string): string | null {
  const phrase = rest
    .trim()
    .replace(/^(?:also|still|now|then|basically|effectively|officially|unofficially)\s+/i, '')
    .replace(/^(?:the|a|an)\s+/i, '');
  const head =
    /^(.+?)(?=\s+(?:of|for|at|on|in|since|from|during|over|while|with|to)\b|,|$)/i.exec(phrase)?.[1] ?? '';
  const after = phrase.slice(head.length).trim();
  if (!head || head.split(/\s+/).length > 5 || !after) return null;
  const title = looksLikeJobTitle(head) || looksLikeJobTitle(head.split(/\s+/).slice(1).join(' '));
  return title ? phrase : null;
}
