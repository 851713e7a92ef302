/**
 * Inflections read as one word, so a resume that 'forecasted demand' or 'managed budgets' shows
 * Forecasting and Budgeting: -s, -es, -ed and -ing are cut, then a final 'e' and a doubled consonant, so
 * that plan, plans, planned and planning share 'plan' and schedule, scheduled and scheduling share 'schedul'.
 */

/**
 * Nouns in -ing whose verb means something else: marketing is not a market, programming is not a
 * program, staffing is not staff. These keep their -ing and only match themselves.
 */
const OWN_NOUNS = new Set([
  'marketing',
  'accounting',
  'staffing',
  'programming',
  'engineering',
  'building',
  'housing',
  'modeling',
  'modelling',
  'listing',
  'listings',
  'meeting',
  'meetings',
  'setting',
  'settings',
  'closing',
  'closings',
  'shipping',
  'banking',
  'funding',
  'printing',
  'sourcing',
  'networking',
  'packaging',
  'routing',
  'hosting',
  'trading',
  'licensing',
  'imaging',
  'clothing',
  'lighting',
  'framing',
  'casting',
  'logging',
  'boarding',
  'dating',
  'finishing',
  'painting',
  'drawing',
  'drawings',
  'offering',
  'offerings',
]);

const CONSONANT = /[bcdfghjklmnpqrstvwxz]/;

/** Stems already computed: resumes and jobs repeat their words. Cleared when it grows past its bound. */
const memo = new Map<string, string>();
const MEMO_LIMIT = 50_000;

/** The stem of a lower-case word: 'forecasting' -> 'forecast', 'budgeted' -> 'budget'. */
export function inflectionStem(word: string): string {
  if (word.length <= 4) return word;
  let stem = memo.get(word);
  if (stem === undefined) {
    stem = computeStem(word);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(word, stem);
  }
  return stem;
}

/** Irregular past forms, read as their verb's stem ('taught' shows Teaching, 'wrote' Writing). */
const IRREGULAR_PAST: Record<string, string> = {
  taught: 'teach',
  built: 'build',
  wrote: 'writ',
  written: 'writ',
  sold: 'sel',
  bought: 'buy',
  drove: 'driv',
  driven: 'driv',
  brought: 'bring',
  spoke: 'speak',
  spoken: 'speak',
  grew: 'grow',
  grown: 'grow',
  held: 'hold',
  oversaw: 'overse',
  overseen: 'overse',
  understood: 'understand',
  undertook: 'undertak',
  chose: 'choos',
  began: 'begin',
  begun: 'begin',
  fed: 'feed',
  found: 'find',
  kept: 'keep',
  sent: 'send',
  spent: 'spend',
  gave: 'giv',
  given: 'giv',
  took: 'tak',
  taken: 'tak',
  made: 'mak',
  ran: 'run',
  won: 'win',
  flew: 'fly',
  flown: 'fly',
};

function computeStem(word: string): string {
  if (OWN_NOUNS.has(word)) return word;
  const irregular = IRREGULAR_PAST[word];
  if (irregular) return irregular;
  let stem = word;
  if (stem.endsWith('ing') && stem.length > 5) stem = stem.slice(0, -3);
  else if (stem.endsWith('ied') || stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('ed')) stem = stem.slice(0, -2);
  else if (/(?:ss|sh|ch|x|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('is') && !stem.endsWith('us'))
    stem = stem.slice(0, -1);
  if (stem.endsWith('e') && stem.length > 3) stem = stem.slice(0, -1);
  const last = stem.at(-1) ?? '';
  if (stem.length > 3 && last === stem.at(-2) && CONSONANT.test(last)) stem = stem.slice(0, -1);
  return stem;
}
