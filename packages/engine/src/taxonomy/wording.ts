/**
 * Wording tables: strong action verbs (with their past and present forms), weak openers and what they
 * become, filler words, buzzwords, passive patterns, first-person pronouns, and personal details that
 * invite bias. Scoring reads them to find problems; refinement reads them to fix the same problems.
 */

const IRREGULAR_PAST: Record<string, string> = {
  lead: 'led',
  build: 'built',
  run: 'ran',
  grow: 'grew',
  win: 'won',
  drive: 'drove',
  write: 'wrote',
  teach: 'taught',
  sell: 'sold',
  oversee: 'oversaw',
  make: 'made',
  buy: 'bought',
  bring: 'brought',
  begin: 'began',
  speak: 'spoke',
  choose: 'chose',
  set: 'set',
  cut: 'cut',
  hold: 'held',
  find: 'found',
  give: 'gave',
  take: 'took',
  keep: 'kept',
  meet: 'met',
  send: 'sent',
  spend: 'spent',
  undertake: 'undertook',
  rebuild: 'rebuilt',
  overcome: 'overcame',
  forecast: 'forecast',
  broadcast: 'broadcast',
  uphold: 'upheld',
  draw: 'drew',
  fly: 'flew',
  handle: 'handled',
  co_lead: 'co-led',
  redo: 'redid',
  rewrite: 'rewrote',
  mentor: 'mentored',
  shut: 'shut',
  input: 'input',
  spin: 'spun',
  become: 'became',
  feed: 'fed',
  deal: 'dealt',
  stand: 'stood',
  do: 'did',
  get: 'got',
  put: 'put',
};

/** Strong action verbs, base form. */
const BASE_VERBS = (
  'accelerate accomplish achieve acquire adapt address administer advise advocate align allocate analyze analyse ' +
  'anticipate apply appraise approve architect arrange assemble assess audit author automate balance benchmark boost ' +
  'brief budget build calculate campaign capture catalogue champion chart clarify coach code collaborate collect ' +
  'combine commission communicate compile complete compose compute conceive conceptualize conduct configure consolidate ' +
  'construct consult contract control convert coordinate counsel craft create curate customize cut debug decrease ' +
  'define delegate deliver demonstrate deploy design detect determine develop devise diagnose direct discover dispatch ' +
  'document double draft drive earn edit educate effect eliminate enable encourage engineer enhance enroll ensure ' +
  'establish estimate evaluate examine exceed execute expand expedite experiment explain facilitate finalize forecast ' +
  'formulate foster found gain generate govern guide halve handle head help identify illustrate implement improve ' +
  'increase influence inform initiate innovate inspect install institute instruct integrate interpret interview ' +
  'introduce invent investigate launch lead lecture leverage liaise lower maintain manage map market master maximize ' +
  'measure mediate mentor merge migrate minimize mobilize model moderate modernize monitor motivate navigate negotiate ' +
  'nurture obtain onboard open operate optimize orchestrate organize originate outperform overhaul oversee partner ' +
  'perform persuade pilot pioneer plan predict prepare present prevent prioritize process procure produce program ' +
  'promote propose prospect protect prototype provide publish purchase qualify quantify raise rank recommend reconcile ' +
  'record recruit redesign reduce refactor refine regulate rehabilitate reinforce remodel render renew reorganize ' +
  'repair replace report represent research resolve restore restructure retain revamp review revise revitalize ' +
  'save scale schedule screen secure select sell serve service shape simplify solve source spearhead specify ' +
  'sponsor stabilize standardize steer streamline strengthen structure supervise supply support surpass survey ' +
  'sustain synthesize systematize tailor target teach test track trade train transform translate treat triple ' +
  'troubleshoot tutor uncover unify update upgrade use utilize validate verify volunteer win write administer ' +
  'assist care chair compute consult contribute create dispense draw educate examine facilitate fundraise grade ' +
  'greet host inventory license lift load monitor nurse orient package photograph plant prescribe print reconcile ' +
  'refer register repair replenish sanitize shelve ship sort stock storyboard teach translate transport triage weld'
).split(' ');

function pastOf(verb: string): string {
  const irregular = IRREGULAR_PAST[verb];
  if (irregular) return irregular;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (
    /^(plan|ship|map|control|program|chart|target|budget|audit|model|pilot|label|travel|cancel|total|benchmark|transfer|refer|commit|submit|equip|admit|compel|excel|propel|scrap|wrap|drop|stop|step|top|tap|trim|slim)$/.test(
      verb,
    )
  ) {
    return /^(plan|ship|map|control|program|drop|stop|step|top|tap|trim|slim|scrap|wrap|refer|commit|submit|equip|admit|compel|excel|propel|transfer)$/.test(
      verb,
    )
      ? `${verb}${verb.slice(-1)}ed`
      : `${verb}ed`;
  }
  return `${verb}ed`;
}

function presentOf(verb: string): string {
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

export interface VerbForms {
  base: string;
  past: string;
  present: string;
}

/** The British spelling of an -ize/-yze verb ('organise', 'analyse'), or null. */
function britishSpelling(base: string): string | null {
  if (base.length >= 6 && base.endsWith('ize')) return `${base.slice(0, -3)}ise`;
  if (base.endsWith('yze')) return `${base.slice(0, -3)}yse`;
  return null;
}

const VERB_FORMS = new Map<string, VerbForms>();
for (const verb of BASE_VERBS) {
  // Both spellings are verbs in their own right, so a rewrite keeps the writer's ('Organise' -> 'Organised').
  for (const base of [verb, britishSpelling(verb)]) {
    if (!base || VERB_FORMS.has(base)) continue;
    const forms = { base, past: pastOf(base), present: presentOf(base) };
    VERB_FORMS.set(base, forms);
    VERB_FORMS.set(forms.past, forms);
    VERB_FORMS.set(forms.present, forms);
  }
}

/** Looks up any form ('manage', 'managed', 'manages') of a strong verb. */
export function verbForms(word: string): VerbForms | undefined {
  return VERB_FORMS.get(word.toLowerCase());
}

/** Verbs too weak to count as strong openers even though they are verbs. */
const WEAK_VERBS = new Set([
  'help',
  'helped',
  'helps',
  'assist',
  'assisted',
  'assists',
  'use',
  'used',
  'uses',
  'utilize',
  'utilized',
  'handle',
  'handled',
  'handles',
]);

/** Does the text open with a strong action verb? */
export function opensWithActionVerb(text: string): boolean {
  const first = (text.trim().match(/^[A-Za-z-]+/)?.[0] ?? '').toLowerCase();
  // A weak phrase ('Supported the team', 'Contributed to') is no action verb, whatever its first word.
  return VERB_FORMS.has(first) && !WEAK_VERBS.has(first) && findWeakOpener(text) === undefined;
}

export function openingWord(text: string): string {
  return (text.trim().match(/^[A-Za-z-]+/)?.[0] ?? '').toLowerCase();
}

/**
 * Whether the line opens with a verb used as a verb. Many openers are nouns too ('Report generation is
 * enabled for managers', 'Service Level Agreement Tracker : online tool'): a line that names a thing
 * before a colon, has its own verb in the first clause, or goes on with a noun ('Process improvements')
 * does not.
 */
export function opensWithVerbInUse(text: string): boolean {
  if (!VERB_FORMS.has(openingWord(text))) return false;
  if (/^[^:]{1,60}\s:\s?|^[^:\s]+(?:\s+[^:\s]+){0,6}:/.test(text)) return false;
  const clause = text.split(/[,;.:(—–]| - /)[0] ?? '';
  if (
    /\s(?:is|are|was|were|has|have|had|can|could|will|would|allows|enables|lets|helps)\s/i.test(` ${clause} `)
  )
    return false;
  const second = text.trim().split(/\s+/)[1] ?? '';
  return second !== '' && !/(?:tions?|ments?|ity|ities|ness|ances?|ences?)$/i.test(second);
}

export type VerbTense = 'past' | 'present' | 'base' | 'none';

export function openingTense(text: string): VerbTense {
  const first = openingWord(text);
  const forms = VERB_FORMS.get(first);
  if (!forms) return 'none';
  if (first === forms.past && first !== forms.base) return 'past';
  if (first === forms.present) return 'present';
  if (first === forms.base) return first === forms.past ? 'past' : 'base';
  return 'none';
}

export interface WeakOpener {
  pattern: RegExp;
  /**
   * What the opener becomes without new facts: '' means 'the verb that follows, in the right tense'
   * ('Responsible for managing' -> 'Managed'); null means nothing honest can replace it without an answer
   * ('Helped reduce' stays until the user says they did it), since swapping one weak opener for another
   * ('Contributed to reducing') improves nothing.
   */
  replacement: string | null;
  /** Whether the rewrite needs the following verb to be turned into a past-tense verb. */
  takesVerb: boolean;
  label: string;
}

/**
 * Weak openers, most specific first. A rewrite uses only the verb the user wrote after the opener
 * ('Responsible for scheduling' -> 'Scheduled'); none puts a verb of its own in ('Responsible for the
 * budget' stays: 'Managed the budget' would claim more than the line says).
 */
export const WEAK_OPENERS: readonly WeakOpener[] = [
  {
    pattern: /^(?:i\s+)?(?:was\s+)?responsible\s+for\s+(?=[a-z]+ing\b)/i,
    replacement: '',
    takesVerb: true,
    label: 'Responsible for',
  },
  {
    pattern: /^(?:i\s+)?(?:was\s+)?in\s+charge\s+of\s+(?=[a-z]+ing\b)/i,
    replacement: '',
    takesVerb: true,
    label: 'In charge of',
  },
  {
    pattern: /^(?:i\s+)?(?:was\s+)?responsible\s+for\s+/i,
    replacement: null,
    takesVerb: false,
    label: 'Responsible for',
  },
  {
    pattern: /^(?:i\s+)?(?:was\s+)?in\s+charge\s+of\s+/i,
    replacement: null,
    takesVerb: false,
    label: 'In charge of',
  },
  {
    pattern: /^duties\s+(?:included|include)\s*:?\s*(?=[a-z]+ing\b)/i,
    replacement: '',
    takesVerb: true,
    label: 'Duties included',
  },
  // 'Duties included therapeutic exercise, gait training ...': the duties, named.
  {
    pattern: /^duties\s+(?:included|include)\s*:?\s*/i,
    replacement: '',
    takesVerb: false,
    label: 'Duties included',
  },
  { pattern: /^tasked\s+with\s+(?=[a-z]+ing\b)/i, replacement: '', takesVerb: true, label: 'Tasked with' },
  {
    pattern: /^(?:i\s+)?help(?:ed|s)?\s+(?:to\s+)?(?=[a-z]+\b)/i,
    replacement: null,
    takesVerb: false,
    label: 'Helped',
  },
  {
    pattern: /^(?:i\s+)?assist(?:ed|s)?\s+(?:with|in)?\s*/i,
    replacement: null,
    takesVerb: false,
    label: 'Assisted with',
  },
  {
    pattern: /^(?:i\s+)?participate[ds]?\s+in\s+/i,
    replacement: null,
    takesVerb: false,
    label: 'Participated in',
  },
  {
    pattern: /^(?:i\s+)?work(?:ed|s)?\s+(?:on|with)\s+/i,
    replacement: null,
    takesVerb: false,
    label: 'Worked on',
  },
  {
    pattern: /^(?:i\s+)?(?:was\s+)?(?:involved|engaged)\s+in\s+/i,
    replacement: null,
    takesVerb: false,
    label: 'Was involved in',
  },
  { pattern: /^tasked\s+with\s+/i, replacement: null, takesVerb: false, label: 'Tasked with' },
  { pattern: /^contribute[ds]?\s+to\s+/i, replacement: null, takesVerb: false, label: 'Contributed to' },
  { pattern: /^(?:took|takes?)\s+part\s+in\s+/i, replacement: null, takesVerb: false, label: 'Took part in' },
  { pattern: /^(?:was\s+)?(?:a\s+)?part\s+of\s+/i, replacement: null, takesVerb: false, label: 'Part of' },
  {
    pattern: /^support(?:ed|s)?\s+(?:the\s+)?(?=[a-z]+ing\b|team|efforts?|with)/i,
    replacement: null,
    takesVerb: false,
    label: 'Supported',
  },
  {
    pattern: /^(?:handle[ds]?|deal(?:s|t)?\s+with)\s+/i,
    replacement: null,
    takesVerb: false,
    label: 'Handled',
  },
  {
    pattern: /^(?:i\s+)?(?:was\s+)?exposed\s+to\s+/i,
    replacement: null,
    takesVerb: false,
    label: 'Exposed to',
  },
];

export function findWeakOpener(text: string): WeakOpener | undefined {
  return WEAK_OPENERS.find((opener) => opener.pattern.test(text.trim()));
}

/** 'managing the team' -> 'Manage the team' (a current role's duty). Null if the gerund is unknown. */
export function gerundToBase(phrase: string): string | null {
  const past = gerundToPast(phrase);
  if (!past) return null;
  const match = /^([a-z]+)ing\b(.*)$/i.exec(phrase.trim());
  const forms = VERB_FORMS.get(past.split(/\s/)[0]?.toLowerCase() ?? '');
  return forms && match
    ? `${forms.base.charAt(0).toUpperCase()}${forms.base.slice(1)}${match[2] ?? ''}`
    : null;
}

/** 'managing the team' -> 'Managed the team'; 'supporting' -> 'Supported'. Null if the gerund is unknown. */
export function gerundToPast(phrase: string): string | null {
  const match = /^([a-z]+)ing\b(.*)$/i.exec(phrase.trim());
  if (!match) return null;
  const stem = (match[1] ?? '').toLowerCase();
  const candidates = [
    stem,
    `${stem}e`,
    stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : '',
  ];
  for (const candidate of candidates) {
    const forms = candidate ? VERB_FORMS.get(candidate) : undefined;
    if (forms) return `${forms.past.charAt(0).toUpperCase()}${forms.past.slice(1)}${match[2] ?? ''}`;
  }
  return null;
}

export const FIRST_PERSON = /\b(i|me|my|mine|myself|we|our|ours|us)\b/i;
export const FIRST_PERSON_BULLET = /(^|[\s(])(i|me|my|mine|myself)\b(?!\.)/i;

export const FILLER_WORDS =
  /\b(various|etc\.?|successfully|very|really|basically|actually|just|quite|somewhat|numerous|several|a lot of|lots of|stuff|things)\b/gi;

export const BUZZWORDS =
  /\b(team player|hard[- ]working|hardworking|results[- ]driven|results[- ]oriented|go[- ]getter|synergy|synergies|think outside the box|detail[- ]oriented|self[- ]starter|dynamic|passionate|guru|ninja|rockstar|rock star|best[- ]of[- ]breed|value[- ]add|proactive|motivated individual)\b/gi;

export const PASSIVE =
  /\b(was|were|been|being|is|are)\s+(?:\w+ly\s+)?(\w+ed|built|done|led|made|run|won|taught|sold|held|kept|given|taken|written|driven|chosen)\b(?:\s+by\b)?/gi;

export const PERSONAL_DETAILS =
  /\b(date of birth|d\.?o\.?b\.?|birth ?date|marital status|married|single|divorced|nationality|religion|gender|sex:|age\s*:|\d{2}\s+years old|social security|ssn|passport (?:no|number)|national id|photo(?:graph)?\s*(?:attached|below)|father'?s name|place of birth)\b/i;

export const REFERENCES_LINE =
  /\breferences\s+(?:are\s+)?(?:available\s+)?(?:up)?on\s+request\b|\breferences available\b/i;

export const SLANG =
  /\b(gonna|wanna|gotta|kinda|sorta|awesome|cool stuff|stuff like that|lol|omg|btw|damn|hell|crap|shit|fuck\w*)\b/i;

export const UNPROFESSIONAL_EMAIL =
  /(sexy|babe|baby|hot(?!mail)|cutie|princess|prince|lover|420|69(?!\d)|lol|party|gangsta|killer|xoxo|angel|dude|boss(?!\w)|diva|cool|crazy)/i;
