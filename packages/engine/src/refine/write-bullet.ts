/**
 * Writing answers as resume lines. A fact either completes the bullet it speaks of ('Automated invoice
 * approvals, cutting processing time from 5 days to 2') or becomes a bullet of its own under its role
 * ('Cut churn from 9% to 5% by ...'). The answer's own verb and words are kept; only the first person, the
 * lead-ins and the sentence frame change. Never a raw answer after a dash, never the subject twice.
 */
import { findWeakOpener } from '../taxonomy/wording';
import { capitalize, lowerFirst, plainTokens, squash, wordCount } from '../text/normalize-text';
import type { Clause } from './read-answer';
import { baseOfGerund, baseOfVerb, baseOfVerbInPlace, gerundOf, pastOfVerb } from './verb-forms';

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
          const base = baseOfVerbInPlace(verb);
          return base ? `${conjunction} ${gerundOf(base)}` : whole;
        },
      )
      // 'after rewriting the logic and added alarms': the second verb of the pair follows the first.
      .replace(/\b([a-z]+ing\s[^,;]*?\s+and\s+)([a-z]+ed)\b/gi, (whole, before: string, verb: string) => {
        const base = baseOfVerbInPlace(verb);
        return base ? `${before}${gerundOf(base)}` : whole;
      })
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
  return squash(withoutBackReference(withoutFirstPerson(text)).replace(/\b(?:also|too)\s+(?=[a-z])/gi, ''))
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

function saidInThePast(clause: Clause): boolean {
  const verb = clause.verb.toLowerCase();
  // 'I cut', 'I set up': the same form in both tenses, and in an answer about a result it is the past.
  return verb.length > 0 && verb === pastOfVerb(clause.base);
}

/** After a participle, a second verb of the pair follows it: ', growing revenue ... and finishing 2023'. */
function continueParticiple(text: string): string {
  return text.replace(/\s+and\s+([a-z]+ed|[a-z]+)\b/i, (whole, verb: string) => {
    const base = /ed$/i.test(verb) ? baseOfVerbInPlace(verb) : baseOfVerb(verb);
    const past = verb.toLowerCase() !== base && verb.toLowerCase() === pastOfVerb(base);
    return base && past ? ` and ${gerundOf(base)}` : whole;
  });
}

/**
 * Past roles in the past tense; in the current role, the user's own tense: an ongoing duty in the
 * present ('Run orientation'), a finished achievement in the past ('Ran orientation for 180 hires that year').
 */
function tensed(base: string, current: boolean, written = ''): string {
  const wroteThePast =
    written.length > 0 && written.toLowerCase() === pastOfVerb(base) && written.toLowerCase() !== base;
  return capitalize(current && !wroteThePast ? base : pastOfVerb(base));
}

function resolveIt(rest: string, itMeans: string | undefined): string {
  if (!itMeans) return rest;
  // The first 'it' or 'them' is what the answer spoke of: 'trained 9 nurses to use it' -> '... the checklist'.
  return rest.replace(/\b(?:it|them)\b/i, itMeans);
}

/**
 * The clause as a bullet of its own: the answer's verb first, in the role's tense ('I cut churn ...' ->
 * 'Cut churn ...'), or a whole sentence when someone else is the subject ('The error rate fell from 8% to
 * 2%'). Null when the clause has no verb and no subject to stand on.
 */
export function standaloneBullet(clause: Clause, options: WriteOptions): string | null {
  const rest = tidy(resolveIt(clause.rest, options.itMeans));
  if (clause.subject === 'self' && clause.base === 'be' && ROLE_NOUN.test(rest)) {
    return finish(`${options.current ? 'Serve' : 'Served'} as ${rest}`, options.fullStops);
  }
  if (clause.verb && (clause.subject === 'self' || clause.subject === 'pronoun') && clause.base !== 'be') {
    if (rest.length === 0) return null;
    return finish(`${tensed(clause.base, options.current, clause.verb)} ${rest}`, options.fullStops);
  }
  if (clause.verb && clause.subject === 'other') {
    return finish(`${capitalize(tidy(clause.subjectText))} ${clause.verb} ${rest}`, options.fullStops);
  }
  return null;
}

/** Whether another subject is what the bullet changes, and the clause gives the figures of the change. */
function measuresBullet(clause: Clause, body: string, rest: string): boolean {
  const words = contentTokens(clause.subjectText);
  const about = words.length > 0 && topicOverlap(clause.subjectText, body) >= Math.ceil(words.length * 0.6);
  return about && /^(?:(?:down|up)\s+)?(?:from|by|to)\b/i.test(rest);
}

/** Whether another subject is the thing the bullet made ('the churn model' of 'Developed a churn model'). */
function aboutBullet(clause: Clause, body: string): boolean {
  if (clause.subject !== 'other') return false;
  const words = contentTokens(clause.subjectText);
  return (
    words.length > 0 &&
    words.length <= 4 &&
    topicOverlap(clause.subjectText, body) === words.length &&
    !/^[\d$]/.test(clause.rest)
  );
}

/** 'I was (the) charge nurse ...': a role, which a bullet says as 'Served as'. */
const ROLE_NOUN =
  /^(?:an?\s+|the\s+)?(?:[a-z-]+\s+){0,3}(?:nurse|lead|manager|coordinator|supervisor|owner|point of contact|chair|captain|mentor|trainer|liaison|representative|analyst|engineer|specialist|officer|director|head|teacher|instructor|preceptor|administrator|champion|advisor|adviser|editor|organizer|organiser)\b/i;

/** The words after a bullet's opening verb ('reduce churn by ...' -> 'churn by ...'). */
function afterOpeningVerb(text: string): { base: string; rest: string } {
  const [first = '', ...others] = text.trim().split(/\s+/);
  // Only a word the verb tables know: 'Responsible for discharge teaching' opens with a noun.
  const base = baseOfVerb(first) || baseOfGerund(first);
  return base ? { base, rest: others.join(' ') } : { base: '', rest: text.trim() };
}

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
  // A bullet refinement writes into starts with a capital, as every bullet should.
  const trimmed = bullet.trim().replace(/[.;,\s]+$/, '');
  const body = /^[a-z]+\b/.test(trimmed) && !/^[a-z]+[A-Z]/.test(trimmed) ? capitalize(trimmed) : trimmed;
  const stop = /\.\s*$/.test(bullet.trim()) || options.fullStops;
  const rest = tidy(resolveIt(clause.rest, options.itMeans));
  let merged: string | null = null;
  const weak = findWeakOpener(body);
  if (clause.subject === 'self' && clause.verb && clause.base !== 'be' && weak && rest) {
    // The user says they did it ('I cut ...'): 'Helped' goes. The bullet's own verb leads ('Helped
    // streamline approvals' -> 'Streamlined approvals'), the answer follows as a participle; when both
    // name one action ('Helped reduce churn' + 'I reduced churn from 9% to 5%'), the figures go in after
    // the words both share.
    const core = afterOpeningVerb(body.replace(weak.pattern, ''));
    if (core.base && topicOverlap(rest, core.rest) > 0) {
      const coreWords = core.rest.split(/\s+/);
      const restWords = rest.split(/\s+/);
      let shared = 0;
      while (
        shared < Math.min(coreWords.length, restWords.length) &&
        (coreWords[shared] ?? '').toLowerCase() === (restWords[shared] ?? '').toLowerCase()
      )
        shared += 1;
      // The answer's tense leads: 'I cut' is done, so 'Streamlined', even in the current role.
      const lead = tensed(core.base, options.current, saidInThePast(clause) ? pastOfVerb(core.base) : '');
      if (core.base === clause.base && shared > 0) {
        const leftover = coreWords.slice(shared).join(' ');
        merged = [lead, coreWords.slice(0, shared).join(' '), restWords.slice(shared).join(' '), leftover]
          .filter(Boolean)
          .join(' ');
      } else {
        merged = `${lead} ${core.rest}, ${gerundOf(clause.base)} ${continueParticiple(rest)}`;
      }
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
      // '15 companies ...' about 'Researched companies ...': the figure goes before the bullet's own noun
      // ('Researched 15 companies for the investment team'), and what the answer adds after it follows.
      const counted = /^(\d[\d,.]*\+?)\s+([A-Za-z][\w-]*)\s*(.*)$/.exec(extra);
      const nounAt = counted ? body.search(new RegExp(`\\b${counted[2]}\\b`, 'i')) : -1;
      if (counted && nounAt > 0 && !/\d/.test(body.slice(Math.max(0, nounAt - 12), nounAt))) {
        const after = counted[3] ?? '';
        const more = contentTokens(after).some((token) => !known.has(token)) ? `, ${after}` : '';
        merged = `${body.slice(0, nounAt)}${counted[1]} ${body.slice(nounAt)}${more}`;
      } else if (contentTokens(extra).some((token) => !known.has(token))) merged = `${body} ${extra}`;
    } else if (clause.subject === 'other' && measuresBullet(clause, body, rest)) {
      // 'Unplanned downtime went from 11% to 4%' about a bullet on downtime: the figures follow it.
      merged = `${body} ${rest.replace(/^(?:down|up)\s+/i, '')}`;
    } else if (clause.subject === 'self' || clause.subject === 'pronoun' || aboutBullet(clause, body)) {
      // 'My churn model raised ...' about 'Developed a churn model': the model is the bullet's, as 'it' is.
      merged = `${body}, ${gerundOf(clause.base)} ${continueParticiple(rest)}`;
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
  if (!merged && clause.base === 'be' && clause.subject === 'pronoun' && /^(?:an?|the)\s+\S*\d/i.test(rest))
    merged = `${body}, ${rest}`;
  if (!merged && clause.base === 'be' && clause.subject === 'self' && rest) {
    // 'I was charge nurse two nights a week for a 32-bed unit' onto 'Served as relief charge nurse': the
    // words the bullet has already are left out, what is new follows it.
    const known = new Set(contentTokens(body));
    const words = rest.split(/\s+/);
    let start = 0;
    while (
      start < words.length &&
      (known.has(contentTokens(words[start] ?? '')[0] ?? '') || /^(?:a|an|the)$/i.test(words[start] ?? ''))
    )
      start += 1;
    const extra = words.slice(start).join(' ');
    if (
      start > 0 &&
      /^(?:for|at|on|with|in|across|over|during|\d|one|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(
        extra,
      )
    )
      merged = `${body} ${extra}`;
  }
  if (!merged && !clause.verb && rest) {
    if (/^(?:from|by|to|within|in under|under|across|over)\b/i.test(rest)) merged = `${body} ${rest}`;
    else if (
      /^(?:a|an|the|about|around|approximately|roughly|nearly|over|more than|up to|\d|\$|€|£)/i.test(rest)
    )
      merged = `${body}, with ${lowerFirst(rest)}`;
  }
  if (!merged) return null;
  const text = finish(squash(merged), stop);
  // About two lines at most; a bullet the user already wrote long may still take a short addition.
  const added = wordCount(text) - wordCount(body);
  const fits =
    wordCount(text) <= MAX_BULLET_WORDS ||
    (wordCount(body) > MAX_BULLET_WORDS - 6 && added <= 10 && wordCount(text) <= MAX_BULLET_WORDS + 8);
  return fits ? text : null;
}

/** The numbers (as written) of a text: a fact whose figures the line already has adds nothing. */
export function figuresOf(text: string): string[] {
  return (
    text
      .match(/[$€£]?\d[\d,.]*(?:\s?(?:%|k\b|m\b|million|billion)|\s[a-z]+)?/gi)
      ?.map((figure) => figure.trim()) ?? []
  );
}
