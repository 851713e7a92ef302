/**
 * Verb forms for writing bullets from answers: the base of any form ('cut', 'reduced', 'grew', 'uses'),
 * and the past, present and -ing forms of a base. The action-verb table of taxonomy/wording.ts comes
 * first; common verbs that are no resume openers ('use', 'go', 'be') and regular forms fill the rest.
 */

import { DOUBLING_VERBS, REGULAR_VERBS } from '../taxonomy/verb-list';
import { verbForms } from '../taxonomy/wording';
import { remembering } from '../text/remembering';

const DICTIONARY_REGULAR = new Set(REGULAR_VERBS.split(/\s+/).filter(Boolean));
const DICTIONARY_DOUBLING = new Set(DOUBLING_VERBS.split(/\s+/).filter(Boolean));

/** A verb in its plain form that the tables or the dictionary know ('place', 'plan', 'rewrite'). */
/** A verb with a hyphened prefix ('co-taught', 're-engineered'): the prefix, and the verb after it. */
const PREFIXED = /^(co|re|pre|over|under|out|up|cross|self|multi|de)-([a-z]{2,})$/;

/** The same work on the verb after a hyphened prefix, with the prefix put back ('co-teach'). */
function prefixed(word: string, read: (verb: string) => string): string | null {
  const match = PREFIXED.exec(word.toLowerCase());
  if (!match) return null;
  const result = read(match[2] ?? '');
  return result ? `${match[1]}-${result}` : '';
}

export function isDictionaryVerb(base: string): boolean {
  const inner = PREFIXED.exec(base.toLowerCase());
  if (inner) return isDictionaryVerb(inner[2] ?? '');
  const lower = base.toLowerCase();
  return DICTIONARY_REGULAR.has(lower) || DICTIONARY_DOUBLING.has(lower) || OTHER_BASES.has(lower);
}

/** Irregular and common forms the action-verb table lacks, to their base. */
const OTHER_FORMS: Record<string, string> = {
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  be: 'be',
  been: 'be',
  has: 'have',
  have: 'have',
  had: 'have',
  went: 'go',
  go: 'go',
  goes: 'go',
  rose: 'rise',
  rise: 'rise',
  rises: 'rise',
  fell: 'fall',
  fall: 'fall',
  falls: 'fall',
  saw: 'see',
  see: 'see',
  sees: 'see',
  came: 'come',
  come: 'come',
  took: 'take',
  take: 'take',
  takes: 'take',
  got: 'get',
  get: 'get',
  gets: 'get',
  used: 'use',
  use: 'use',
  uses: 'use',
  dropped: 'drop',
  drop: 'drop',
  drops: 'drop',
  shrank: 'shrink',
  shrunk: 'shrink',
  shrink: 'shrink',
  made: 'make',
  make: 'make',
  makes: 'make',
  let: 'let',
  kept: 'keep',
  ran: 'run',
  run: 'run',
  runs: 'run',
  did: 'do',
  do: 'do',
  does: 'do',
  worked: 'work',
  work: 'work',
  works: 'work',
  helped: 'help',
  help: 'help',
  helps: 'help',
  assisted: 'assist',
  handled: 'handle',
  stayed: 'stay',
  stay: 'stay',
  hit: 'hit',
  closed: 'close',
  close: 'close',
  closes: 'close',
  shipped: 'ship',
  ship: 'ship',
  moved: 'move',
  move: 'move',
  answered: 'answer',
  served: 'serve',
  covered: 'cover',
  cover: 'cover',
  caught: 'catch',
  taught: 'teach',
  spent: 'spend',
  paid: 'pay',
  brought: 'bring',
  became: 'become',
  grew: 'grow',
  won: 'win',
  wrote: 'write',
  led: 'lead',
  built: 'build',
  sold: 'sell',
  rewrote: 'rewrite',
  redid: 'redo',
  rebuilt: 'rebuild',
  set: 'set',
  put: 'put',
  found: 'find',
  gave: 'give',
  began: 'begin',
  chose: 'choose',
  drove: 'drive',
  spoke: 'speak',
  thought: 'think',
  told: 'tell',
  understood: 'understand',
  met: 'meet',
  sent: 'send',
  held: 'hold',
  oversaw: 'oversee',
  showed: 'show',
  shown: 'show',
  // Participles after 'have' ('I've written', 'I've taken'): the simple past is written in their place.
  taken: 'take',
  written: 'write',
  given: 'give',
  done: 'do',
  gone: 'go',
  begun: 'begin',
  chosen: 'choose',
  driven: 'drive',
  spoken: 'speak',
  knew: 'know',
  known: 'know',
  know: 'know',
  grown: 'grow',
  drew: 'draw',
  drawn: 'draw',
  seen: 'see',
  broke: 'break',
  broken: 'break',
  fallen: 'fall',
  risen: 'rise',
  ate: 'eat',
  eaten: 'eat',
  forgot: 'forget',
  forgotten: 'forget',
  show: 'show',
  shows: 'show',
  undertook: 'undertake',
};

/** The bases the forms above belong to. */
const OTHER_BASES = new Set(Object.values(OTHER_FORMS));

/** Words that look like past forms but are adjectives or nouns at the head of a clause. */
const NOT_VERBS = new Set([
  'need',
  'speed',
  'red',
  'bed',
  'hundred',
  'indeed',
  'based',
  'related',
  'limited',
]);

/** The base of a verb form, or '' when the word is not a verb this table knows. */
export const baseOfVerb = remembering(readBaseOfVerb, 50_000);

function readBaseOfVerb(word: string): string {
  const lower = word.toLowerCase();
  const withPrefix = prefixed(lower, readBaseOfVerb);
  if (withPrefix !== null) return withPrefix;
  if (lower.length < 2 || NOT_VERBS.has(lower)) return '';
  const known = verbForms(lower);
  if (known) return known.base;
  const other = OTHER_FORMS[lower];
  if (other) return other;
  if (/ied$/.test(lower)) {
    const base = `${lower.slice(0, -3)}y`;
    return verbForms(base) ? base : '';
  }
  if (/ed$/.test(lower)) {
    for (const base of [lower.slice(0, -1), lower.slice(0, -2), lower.slice(0, -3)]) {
      if (verbForms(base) || OTHER_FORMS[base] === base) return base;
    }
  }
  return '';
}

/** Endings after which an '-ed' form drops no silent e ('visited', 'offered', 'opened'). */
const NO_SILENT_E = /(?:it|et|er|en|on|el|al|or|om|ow|ew|aw|ss|ll|ff|zz|ck|sh|ch|x|w|y)$/;

/**
 * The base of a word known to stand in a verb's place (right after 'I' or 'it'): the tables first, then
 * regular forms by rule ('removed' -> 'remove', 'dropped' -> 'drop', 'turns' -> 'turn', 'turn' -> 'turn').
 */
export function baseOfVerbInPlace(word: string): string {
  const lower = word.toLowerCase();
  const withPrefix = prefixed(lower, baseOfVerbInPlace);
  if (withPrefix !== null) return withPrefix;
  if (!/^[a-z][a-z-]*$/.test(lower) || lower.length < 2) return '';
  const known = baseOfVerb(lower);
  if (known) return known;
  if (/ied$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/ed$/.test(lower) && lower.length >= 5) {
    const stem = lower.slice(0, -2);
    // 'stopped' -> 'stop', 'planned' -> 'plan'; 'added' keeps its 'add'.
    if (/([bdfgmnprtv])\1$/.test(stem) && stem.length >= 4 && !/^(?:add|err|ebb|egg|odd|inn)/.test(stem))
      return stem.slice(0, -1);
    if (!NO_SILENT_E.test(stem) && /[^aeiou][aeiouy][bcdfgkmnprstvz]$/.test(stem)) return `${stem}e`;
    if (/(?:[cgvsz]|u)$/.test(stem) && !NO_SILENT_E.test(stem)) return `${stem}e`;
    return stem;
  }
  if (/ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/.test(lower)) return lower.slice(0, -2);
  if (/[^s]s$/.test(lower) && lower.length > 3) return lower.slice(0, -1);
  return lower;
}

/** Verbs whose past is the plain form: 'set', 'cut', 'put'. */
const SAME_PAST = new Set(
  'set put cut let hit cost shut quit spread read hurt bid broadcast burst cast forecast upset beat reset offset input output'.split(
    ' ',
  ),
);

export function pastOfVerb(base: string): string {
  const withPrefix = prefixed(base, pastOfVerb);
  if (withPrefix) return withPrefix;
  if (SAME_PAST.has(base)) return base;
  const known = verbForms(base);
  if (known) return known.past;
  const irregular = Object.entries(OTHER_FORMS).find(
    ([form, of]) => of === base && form !== base && !/s$/.test(form) && form !== 'been',
  );
  if (irregular) return irregular[0];
  if (base === 'be') return 'was';
  if (DICTIONARY_DOUBLING.has(base)) return `${base}${base.slice(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

/** The third person: 'run' -> 'runs', 'teach' -> 'teaches', 'carry' -> 'carries', 'have' -> 'has'. */
export function presentOf(base: string): string {
  const withPrefix = prefixed(base, presentOf);
  if (withPrefix) return withPrefix;
  const known = verbForms(base);
  if (known) return known.present;
  const irregular: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };
  if (irregular[base]) return irregular[base];
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** The -ing form: 'cut' -> 'cutting', 'reduce' -> 'reducing', 'use' -> 'using'. */
export function gerundOf(base: string): string {
  const withPrefix = prefixed(base, gerundOf);
  if (withPrefix) return withPrefix;
  if (base === 'be') return 'being';
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^aeio]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  if (
    DICTIONARY_DOUBLING.has(base) ||
    (!DICTIONARY_REGULAR.has(base) && /^(?:[^aeiou]*[aeiou][^aeiouwxy])$/.test(base)) ||
    /^(?:forget|begin)$/.test(base)
  )
    return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

const KNOWN_BASES = OTHER_BASES;

/** The base of an '-ing' form: 'growing' -> 'grow', 'managing' -> 'manage', 'running' -> 'run'. */
export function baseOfGerund(word: string): string {
  const lower = word.toLowerCase();
  const short: Record<string, string> = {
    going: 'go',
    doing: 'do',
    seeing: 'see',
    being: 'be',
    getting: 'get',
  };
  if (short[lower]) return short[lower];
  if (!/^[a-z-]{3,}ing$/.test(lower)) return '';
  const stem = lower.slice(0, -3);
  // A doubled consonant after one vowel is the spelling of '-ing' on a short verb ('putting' is put,
  // 'planning' plan): that verb first, before a rarer one the doubled stem spells ('putt'). A double 'l'
  // is mostly the verb's own ('calling', 'filling'), the British spelling ('travelling') after it.
  const undoubled = /([bdfglmnprtv])\1$/.test(stem) ? stem.slice(0, -1) : '';
  const candidates = /[^aeiou][aeiou][bdfgmnprtv]$/.test(undoubled)
    ? [undoubled, stem, `${stem}e`]
    : [stem, `${stem}e`, undoubled];
  // A verb the tables know before one only the dictionary does ('passing' is pass, not passe).
  return (
    candidates.find(
      (candidate) => candidate && (baseOfVerb(candidate) === candidate || KNOWN_BASES.has(candidate)),
    ) ??
    candidates.find((candidate) => candidate && isDictionaryVerb(candidate)) ??
    ''
  );
}

/** A verb in its past form, regular or not ('built', 'ran', 'stopped'), that is not also its plain form. */
export function isPastForm(word: string): boolean {
  const lower = word.toLowerCase();
  const base = baseOfVerb(lower) || (/ed$/.test(lower) ? baseOfVerbInPlace(lower) : '');
  return base !== '' && base !== lower && pastOfVerb(base) === lower;
}

/** Words a line may open with that the verb tables read as verbs in place: a size or a preposition. */
const NOT_A_VERB =
  /^(?:about|around|over|nearly|almost|approximately|roughly|some|more|less|most|many|several|all|each|every|the|a|an|up|under|between|from|on|in|at|for|with|to|of)$/;

/** Whether the text opens with a verb ('Read the specs', 'assign the work orders'), not a size or a noun. */
export function opensWithVerb(text: string): boolean {
  const word = (/^[\p{L}'’-]+/u.exec(text.trim())?.[0] ?? '').toLowerCase();
  return word !== '' && baseOfVerbInPlace(word) !== '' && !NOT_A_VERB.test(word);
}
