/**
 * Skill phrases the taxonomy lacks, read from the cues job ads use: 'experience with X', 'knowledge of X',
 * 'proficiency in X', 'ability to X', and verb phrases opening a duty ('managing all aspects of the kitchen').
 */

import { DUTY_VERBS } from './duty-verbs';

export interface PhraseSpan {
  text: string;
  start: number;
  end: number;
}

const CUE_PATTERN =
  /\b(?:experience (?:with|in|using|of|as an?)|hands-on experience (?:with|in)|knowledge of|understanding of|proficien(?:t|cy) (?:in|with|using)|familiar(?:ity)? with|expertise in|skilled in|skills in|competen(?:t|cy) in|background in|ability to|able to|capable of|responsible for|track record (?:of|in)|certification in|degree in|qualification in|trained in|working knowledge of)\s+/gi;

/** Where a phrase stops: punctuation, or words that start a new clause. */
const STOP_WORDS =
  /^(is|are|was|were|be|will|would|should|must|may|can|preferred|required|a plus|plus|etc|e\.g|i\.e|including|such|as well|which|that|who|where|while|within|across|from|through|so|but|or|if|when|to ensure|in order|at least|including)$/i;

const FILLER = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'for',
  'to',
  'with',
  'work',
  'working',
  'strong',
  'good',
  'excellent',
  'proven',
  'solid',
  'some',
  'any',
  'all',
  'other',
  'various',
  'our',
  'your',
  'their',
  'its',
  'this',
  'these',
  'ability',
  'skills',
  'skill',
  'experience',
  'knowledge',
  'related',
  'relevant',
  'similar',
  'new',
  'high',
  'level',
  'well',
  'effectively',
  'efficiently',
  'independently',
  'quickly',
  'team',
  'others',
  'people',
  'role',
  'job',
  'tasks',
  'things',
  'time',
  'needs',
  'business',
  'company',
  'environment',
  'areas',
  'area',
  'field',
  'industry',
  'years',
  'year',
]);

const MAX_WORDS = 7;

function trimPhrase(words: string[]): string[] {
  const out = [...words];
  while (out.length > 0 && FILLER.has((out[out.length - 1] ?? '').toLowerCase())) out.pop();
  while (
    out.length > 0 &&
    ['a', 'an', 'the', 'and', 'or', 'our', 'your'].includes((out[0] ?? '').toLowerCase())
  )
    out.shift();
  return out;
}

function hasContent(words: readonly string[]): boolean {
  return words.some((word) => !FILLER.has(word.toLowerCase()) && word.length > 2);
}

/**
 * Words that open a phrase about the employer's own things ('experience of our product lines', 'the
 * company's products and customers').
 */
const EMPLOYER_WORDS =
  /^(?:our|their|its|us|we|much|many|(?:company|employer|organi[sz]ation|firm|agency|business|brand)['’]s)$/i;
/** An adverb or praise after 'and' starts a new thought ('software development and extremely strong ...'). */
const NEW_THOUGHT = /^(?:\w+ly|strong|excellent|proven|solid|great|good|exceptional|outstanding)$/i;
/** A determiner or quantifier after 'and' opens another item of the list. */
const NEW_ITEM = /^(?:at|a|an|the|one|two|three|any|some|each|every|ability|experience|knowledge)$/i;
/** The last word of a phrase that stops at an adjective is cut short ('Build intuitive'). */
const ADJECTIVE_END = /(?:ive|ful|ous|able|ible|less)$/i;

function takePhrase(text: string, from: number): PhraseSpan | null {
  const rest = text.slice(from);
  const whole = rest.split(/[.,;:()!?\n•|]|\s[-–—]\s/)[0] ?? '';
  // 'in at least one of ...': a quantity opens, the phrase has ended ('in' is trimmed as filler).
  const quantity = whole.search(/\bat\s(?:least|minimum|most)\b/i);
  const clause = quantity > 0 ? whole.slice(0, quantity) : whole;
  const collected: string[] = [];
  for (const word of clause.split(/\s+/)) {
    if (word.length === 0) continue;
    if (STOP_WORDS.test(word)) break;
    if (collected.length >= MAX_WORDS) {
      // Cut short inside a list ('ArcGIS Parcel Fabric and North Carolina ...'): its first item only.
      const and = collected.findLastIndex(
        (item, index) => /^(?:and|&)$/i.test(item) && /^[A-Z]/.test(collected[index + 1] ?? ''),
      );
      if (and > 0) collected.splice(and);
      break;
    }
    // 'experience in any setting': no kind of work asked.
    if (collected.length === 0 && /^any$/i.test(word)) return null;
    // 'our product lines', 'teams in this space': about the employer or pointing back, not a skill.
    if (EMPLOYER_WORDS.test(word) || /^(this|these|those)$/i.test(word)) return null;
    // 'ArcGIS Pro and at least one groundwater model', 'Revit and the ability to ...': a new item.
    if (/^(and|&)$/i.test(collected.at(-1) ?? '') && (NEW_THOUGHT.test(word) || NEW_ITEM.test(word))) {
      collected.pop();
      break;
    }
    collected.push(word);
  }
  const words = trimPhrase(collected);
  if (words.length > 0 && ADJECTIVE_END.test(words.at(-1) ?? '') && words.length <= 2) return null;
  if (words.length === 0 || !hasContent(words)) return null;
  const phrase = words.join(' ');
  const start = text.indexOf(words[0] ?? '', from);
  if (start < 0) return null;
  const end = text.indexOf(words[words.length - 1] ?? '', start) + (words[words.length - 1] ?? '').length;
  return { text: phrase, start, end: Math.max(end, start + phrase.length) };
}

/** Does the text open with a verb of duty, looked up by its first word? */
function opensWithDutyVerb(text: string): boolean {
  const word = /^[A-Za-z]+/.exec(text)?.[0];
  return word !== undefined && DUTY_VERBS.has(word.toLowerCase());
}

/**
 * The line of work named around 'experience': '5 years of product management experience', 'Insurance
 * experience is a plus', 'Finance experience for manufacturing firm', 'Minimum 1 year as project manager'.
 */
const WORK_BEFORE_EXPERIENCE =
  /(?:^|\b(?:years?|yrs)['’]?\s+(?:of\s+)?)(?:(?:direct|related|relevant|professional|progressive|hands-on|proven|prior|previous|recent)\s+)?((?:[A-Za-z][\w&/+.-]{0,39}\s+){0,5}?[A-Za-z][\w&/+.-]{0,39})\s+experience\b/gi;
const YEARS_AS = /\b(?:years?|yrs)['’]?\s+(?:of\s+experience\s+)?as\s+(?:an?\s+)?/gi;
/** 'Experience managing a team of product managers': the gerund opens what was done. */
const EXPERIENCE_DOING = /\bexperience\s+(?=[a-z]+ing\b)/gi;
const NOT_WORK =
  /^(?:work|working|industry|the|a|an|of|and|or|any|some|more|years?|prior|previous|total|\d.*|have|has|had|you|your|we|our|if|with|in|is|are|be|demonstrated|proven|user-level|level|rich|good|great|strong|solid|excellent|extensive|candidates?|ideal|also|plus|including|equivalent|practical|optimal|best|overall|better|seamless|positive|amazing|exceptional|for|progressively|increasingly|responsible|post-[\w-]+|full-time|part-time|paid|documented|hands-on|supervised|deep|broad|significant|substantial|considerable|demonstrable|meaningful|direct|relevant|related|recent|professional|varied|wide|diverse|real-world|shown|previous|some|minimum|min)$/i;

/**
 * The line of work as a question or a requirement names it: an adjective alone ('clinical',
 * 'registrarial', 'supervisory') names experience of that kind.
 */
export function experienceOfKind(work: string): string {
  return /^[a-z]+(?:al|ial|ic|ive|ory|ary)$/.test(work) ? `${work} experience` : work;
}

/** Phrases after cue words, and duty phrases opening a sentence or a clause. */
export function extractPhrases(text: string): PhraseSpan[] {
  const spans: PhraseSpan[] = [];
  for (const pattern of [CUE_PATTERN, YEARS_AS, EXPERIENCE_DOING]) {
    for (const match of text.matchAll(pattern)) {
      const span = takePhrase(text, match.index + match[0].length);
      if (span) spans.push(span);
    }
  }
  for (const match of text.matchAll(WORK_BEFORE_EXPERIENCE)) {
    const all = (match[1] ?? '').split(/\s+/);
    // Only the words after the last one that names no line of work: 'Ideal candidates have' is none.
    // 'crew lead or site lead': 'or' between two lines of work joins them.
    const cut = all.findLastIndex(
      (word, index) =>
        (NOT_WORK.test(word) || FILLER.has(word.toLowerCase())) &&
        !(
          /^(?:or|and)$/i.test(word) &&
          index > 0 &&
          index < all.length - 2 &&
          !NOT_WORK.test(all[index - 1] ?? '') &&
          !FILLER.has((all[index - 1] ?? '').toLowerCase())
        ),
    );
    const words = all.slice(cut + 1);
    if (words.length === 0 || words.every((word) => NOT_WORK.test(word))) continue;
    const named = words.join(' ');
    const start = text.indexOf(named, match.index);
    if (start < 0) continue;
    const work = experienceOfKind(named);
    if (work !== named) spans.push({ text: work, start, end: match.index + match[0].length });
    else spans.push({ text: named, start, end: start + named.length });
  }
  // Duty phrases: a verb opening the text or a clause after ';' or ','.
  const clauseStarts = [
    0,
    ...[...text.matchAll(/[;,:]\s+|\band\s+(?=[a-z]+ing\b)/g)].map((match) => match.index + match[0].length),
  ];
  for (const start of clauseStarts) {
    const head = text.slice(start).replace(/^\s+/, '');
    if (!opensWithDutyVerb(head)) continue;
    const offset = text.length - text.slice(start).replace(/^\s+/, '').length;
    const span = takePhrase(text, offset);
    if (span && span.text.split(' ').length >= 2) spans.push(span);
  }
  return spans.sort((a, b) => a.start - b.start);
}
