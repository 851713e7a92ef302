/**
 * Writing answers as resume lines. A fact either completes the bullet it speaks of ('Automated invoice
 * approvals, cutting processing time from 5 days to 2') or becomes a bullet of its own under its role
 * ('Cut churn from 9% to 5% by ...'). The answer's own verb and words are kept; only the first person, the
 * lead-ins and the sentence frame change. Never a raw answer after a dash, never the subject twice.
 */
import { findWeakOpener } from '../taxonomy/wording';
import { capitalize, lowerFirst, plainTokens, squash, wordCount } from '../text/normalize-text';
import type { Clause } from './read-answer';
import { baseOfVerb, gerundOf, pastOfVerb } from './verb-forms';

/** About 30 words: two printed lines. */
export const MAX_BULLET_WORDS = 32;

const STOP = new Set(
  'a an the and or of to in on for with by at from as is are was were be it its this that these those i we my our me us their they them into over per via using than then also about around'.split(
    ' ',
  ),
);

export function contentTokens(text: string): string[] {
  return plainTokens(text)
    .filter((token) => token.length > 2 && !STOP.has(token))
    .map((token) => (token.length > 4 ? token.replace(/(ing|ed|es|s)$/, '') : token));
}

/** Words the fact and the line share, stems compared. */
export function topicOverlap(a: string, b: string): number {
  const have = new Set(contentTokens(b));
  return new Set(contentTokens(a).filter((token) => have.has(token))).size;
}

/** First person out of the words that follow the verb: 'my team' -> 'the team', 'after I automated' -> 'after automating'. */
export function withoutFirstPerson(text: string): string {
  return squash(
    text
      .replace(
        /\b(after|before|when|while|once|since|by|until)\s+(?:i|we)\s+([a-z]+)/gi,
        (whole, conjunction: string, verb: string) => {
          const base = baseOfVerb(verb);
          return base ? `${conjunction} ${gerundOf(base)}` : whole;
        },
      )
      .replace(/\b(?:my|our)\s+(?=[a-z])/gi, 'the ')
      .replace(/\b(?:by\s+)?(?:myself|ourselves)\b/gi, '')
      .replace(/\s+(?:too|as well)$/i, ''),
  );
}

/** Trailing pronoun phrases that point back at the bullet ('with it', 'using it'). */
function withoutBackReference(text: string): string {
  return text
    .replace(/\s*,?\s*\b(?:with|using|through|via|from|thanks to)\s+(?:it|them|this|that)\s*$/i, '')
    .trim();
}

function tidy(text: string): string {
  return squash(withoutBackReference(withoutFirstPerson(text)))
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/[.,;:\s]+$/, '');
}

/** The bullet's own final stop, matched: a resume whose bullets end in '.' gets one. */
function finish(text: string, stop: boolean): string {
  const bare = text.replace(/[.;,\s]+$/, '');
  return stop ? `${bare}.` : bare;
}

export interface WriteOptions {
  /** The role is the current one: present tense ('Manage'); else past ('Managed'). */
  current: boolean;
  /** The resume's bullets end with a full stop. */
  fullStops: boolean;
  /** A subject the answer called 'it' (a skill asked about): 'Used it daily' -> 'Used Tableau daily'. */
  itMeans?: string;
}

function tensed(base: string, current: boolean): string {
  return capitalize(current ? base : pastOfVerb(base));
}

function resolveIt(rest: string, itMeans: string | undefined): string {
  if (!itMeans) return rest;
  return rest
    .replace(/^(?:it|them)\b/i, itMeans)
    .replace(/\b(?:with|using|in|on)\s+it\b/i, (match) => match.replace(/it$/i, itMeans));
}

/**
 * The clause as a bullet of its own: the answer's verb first, in the role's tense ('I cut churn ...' ->
 * 'Cut churn ...'), or a whole sentence when someone else is the subject ('The error rate fell from 8% to
 * 2%'). Null when the clause has no verb and no subject to stand on.
 */
export function standaloneBullet(clause: Clause, options: WriteOptions): string | null {
  const rest = tidy(resolveIt(clause.rest, options.itMeans));
  if (clause.verb && (clause.subject === 'self' || clause.subject === 'pronoun') && clause.base !== 'be') {
    if (rest.length === 0) return null;
    return finish(`${tensed(clause.base, options.current)} ${rest}`, options.fullStops);
  }
  if (clause.verb && clause.subject === 'other') {
    return finish(`${capitalize(tidy(clause.subjectText))} ${clause.verb} ${rest}`, options.fullStops);
  }
  return null;
}

/** The words after a bullet's opening verb ('reduce churn by ...' -> 'churn by ...'). */
function afterOpeningVerb(text: string): { base: string; rest: string } {
  const [first = '', ...others] = text.trim().split(/\s+/);
  const base = baseOfVerb(first);
  return base ? { base, rest: others.join(' ') } : { base: '', rest: text.trim() };
}

/** How a bullet's tail says how it was done ('by improving onboarding emails'). */
const MEANS = /\b(?:by|through|using|via|while|across|for)\b.*$/i;

/**
 * The bullet completed by the clause, or null when no grammatical merge exists or it would run past two
 * lines. The cases, most specific first:
 * - the user did it and the bullet said they only helped ('Helped reduce churn ...' + 'I cut churn from 9%
 *   to 5%'): the answer's verb replaces the weak opener, the bullet's means are kept;
 * - the same verb as the bullet ('Built a dashboard' + 'I built it for 40 analysts'): only what is new;
 * - the user or 'it' did something more: a participle ('…, cutting processing time from 5 days to 2');
 * - 'it was adopted by 3 teams': the participle alone ('…, adopted by 3 teams');
 * - someone else ('40 analysts use it weekly'): 'with 40 analysts using it weekly';
 * - a noun phrase of scope ('a team of 6 and a $1.2M budget'): 'with a team of 6 ...';
 * - a phrase of measure ('from 5 days to 2'): appended as it is.
 */
export function mergeIntoBullet(bullet: string, clause: Clause, options: WriteOptions): string | null {
  const body = bullet.trim().replace(/[.;,\s]+$/, '');
  const stop = /\.\s*$/.test(bullet.trim()) || options.fullStops;
  const rest = tidy(resolveIt(clause.rest, options.itMeans));
  let merged: string | null = null;
  const weak = findWeakOpener(body);
  if (clause.subject === 'self' && clause.verb && clause.base !== 'be' && weak && rest) {
    const core = afterOpeningVerb(body.replace(weak.pattern, ''));
    if (topicOverlap(rest, core.rest) > 0) {
      const means = MEANS.exec(core.rest)?.[0] ?? '';
      const keep = means && topicOverlap(means, rest) === 0 ? ` ${means}` : '';
      merged = `${tensed(clause.base, options.current)} ${rest}${keep}`;
    }
  }
  if (!merged && clause.verb && clause.base !== 'be' && rest) {
    const opening = afterOpeningVerb(body);
    if (opening.base && opening.base === clause.base) {
      // The same action: keep only the words the bullet does not already have.
      const known = new Set(contentTokens(body));
      const words = rest.replace(/^(?:it|them|this|that)\s+/i, '').split(' ');
      while (words.length > 0) {
        const [word = '', next = ''] = words;
        const token = contentTokens(word)[0];
        const articleOfKnown = /^(?:a|an|the)$/i.test(word) && known.has(contentTokens(next)[0] ?? '');
        if (!(token && known.has(token)) && !articleOfKnown) break;
        words.shift();
      }
      const extra = words.join(' ');
      if (contentTokens(extra).some((token) => !known.has(token))) merged = `${body} ${extra}`;
    } else if (clause.subject === 'self' || clause.subject === 'pronoun') {
      merged = `${body}, ${gerundOf(clause.base)} ${rest}`;
    } else if (clause.subject === 'other') {
      merged = `${body}, with ${lowerFirst(tidy(clause.subjectText))} ${gerundOf(clause.base)} ${rest}`;
    }
  }
  if (
    !merged &&
    clause.base === 'be' &&
    rest &&
    /^(?:\w+ed|built|done|run|used|adopted|made|taken|given|chosen)\b/i.test(rest)
  )
    merged = `${body}, ${rest}`;
  if (!merged && !clause.verb && rest) {
    if (/^(?:from|by|to|within|in under|under|across|over)\b/i.test(rest)) merged = `${body} ${rest}`;
    else if (
      /^(?:a|an|the|about|around|approximately|roughly|nearly|over|more than|up to|\d|\$|€|£)/i.test(rest)
    )
      merged = `${body}, with ${lowerFirst(rest)}`;
  }
  if (!merged) return null;
  const text = finish(squash(merged), stop);
  return wordCount(text) <= MAX_BULLET_WORDS ? text : null;
}

/** The numbers (as written) of a text: a fact whose figures the line already has adds nothing. */
export function figuresOf(text: string): string[] {
  return (
    text.match(/[$€£]?\d[\d,.]*\s?(?:%|k\b|m\b|million|billion)?/gi)?.map((figure) => figure.trim()) ?? []
  );
}
