/** How often a count is said to happen: 'a day', 'per week', 'each semester'. */
export const PERIOD = 'day|week|month|year|shift|quarter|night|season|semester|term';

/** A rate in a text: 'a day', 'per week', 'every month'. */
export const PER_PERIOD = new RegExp(String.raw`\b(?:a|per|each|every)\s+(?:${PERIOD})\b`, 'i');

/** A word that names a period, alone or plural ('week', 'months'). */
export const PERIOD_WORD = new RegExp(String.raw`^(?:${PERIOD})s?\b`, 'i');

/** Verbs that say what a figure did ('went from 11% to 4%', 'dropped', 'doubled'). */
export const MOVED_VERB =
  'went|rose|fell|dropped|grew|increased|decreased|improved|climbed|declined|doubled|halved';

/** A clause that says a figure moved. */
export const MOVED = new RegExp(String.raw`\b(?:${MOVED_VERB})\b`, 'i');

/** A count a phrase opens with: a figure or a number word ('about 40', 'two'). */
export const COUNT = String.raw`[$€£]?\d[\d,.]*%?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen`;
