/**
 * What a resume line shows without naming the skill, as a recruiter reads it:
 * - the work done, verb before its object: 'managed inventory' is Inventory Management, 'designed the
 *   database' Database Design, 'streamlined processes' Process Improvement, 'analyze ... test data' Data
 *   Analysis;
 * - a description the field takes as the skill: 'collaborates with the Creative, eCommerce and Brand
 *   teams' is cross-functional collaboration, 'back end as well as front end developer' full-stack work;
 * - a suite or a kind of file for its program ('MS Office' and 'spreadsheets' for Excel), shown less
 *   strongly than naming it, so the advice still says to name the program.
 */

import { plainTokens } from '../text/normalize-text';
import { slug } from './find-skills';
import { inflectionStem } from './stems';

/** The verbs that do an action noun's work, as inflection stems ('managed' -> 'manag'). */
const ACTION_VERBS: Record<string, readonly string[]> = {
  management: ['manag', 'maintain', 'overse', 'oversaw', 'control', 'track', 'administer', 'run', 'ran'],
  design: ['design', 'redesign', 'architect'],
  improvement: ['improv', 'streamlin', 'optimiz', 'optimis', 're-engineer', 'overhaul'],
  development: ['develop', 'grew', 'grow', 'generat'],
  analysis: ['analyz', 'analys', 'interpret'],
  planning: ['plan', 'organiz', 'organis', 'coordinat'],
  reporting: ['report', 'compil', 'prepar'],
  fabrication: ['fabricat'],
};

const ALL_VERBS: ReadonlySet<string> = new Set(Object.values(ACTION_VERBS).flat());

/** Words between the verb and its object: 'managed the store's inventory', 'analyze, and interpret test data'. */
const BETWEEN = 4;

/** Descriptions of a skill by the work it names, on the line as written. */
const DESCRIBED_ROWS: ReadonlyArray<readonly [skill: string, pattern: RegExp]> = [
  [
    'Cross-functional Collaboration',
    /\b(?:collaborat\w*|partner\w*|work(?:s|ed|ing)? closely|liais\w*|coordinat\w*) with (?:the |other |various |multiple )?(?:[\p{L}&-]+,? (?:and |& )?){1,5}(?:teams|departments|groups|functions|units)\b|\b(?:teams|departments|groups|stakeholders) across (?:the )?(?:company|organi[sz]ation|business|campus|functions|divisions)\b/iu,
  ],
  [
    'Process Improvement',
    /\b(?:improv\w*|streamlin\w*|optimi[sz]\w*) (?:of )?(?:the |our |its |their )?(?:[\w-]+ ){0,2}(?:procedures|workflows?)\b/i,
  ],
  [
    'Full Stack Development',
    /\bfront[- ]?end\b[^.;]{0,60}\bback[- ]?end\b|\bback[- ]?end\b[^.;]{0,60}\bfront[- ]?end\b/i,
  ],
  // Hiring as a duty, not a 'hiring manager' or being hired.
  [
    'Recruiting',
    /\b(?:oversaw|overseeing|oversee|handled|handling|including|managed|conducted|responsible for|led)\s+(?:all\s+)?hiring\b|\bhiring,|\bhiring (?:and|&) (?:training|onboarding|firing|scheduling)\b|\bhired (?:and trained )?(?:\d+|a team)\b/i,
  ],
  [
    'Customer Service',
    /\b(?:assist\w*|serv(?:ed|ing|es)|greet\w*|help\w*) (?:\w+ )?(?:customers|guests|patrons|clients|shoppers|callers)\b|\bcustomer (?:assistance|complaints|inquiries|questions|concerns)\b/i,
  ],
  [
    'Conflict Resolution',
    /\b(?:difficult|irate|upset|angry|dissatisfied|escalated) (?:customers|clients|guests|patients|callers|situations)\b|\bde-?escalat\w*/i,
  ],
  [
    'New Business Development',
    /\b(?:land\w*|secur\w*|won|sign\w*|acquir\w*|brought in|bring in|convert\w*) (?:\d+ )?new (?:customers|clients|accounts|business)\b|\bprospect(?:ed|ing) (?:for |and )/i,
  ],
];

/** Suites and kinds of file that stand for a program: shown, less strongly than by name. */
const PARTLY_ROWS: ReadonlyArray<readonly [skill: string, pattern: RegExp]> = [
  ['Excel', /\b(?:M(?:icro)?S(?:oft)?\.? ?Office|Office Suite|spreadsheets?)\b/i],
  ['Microsoft Word', /\bM(?:icro)?S(?:oft)?\.? ?Office\b|\bOffice Suite\b/i],
  ['Microsoft PowerPoint', /\bM(?:icro)?S(?:oft)?\.? ?Office\b|\bOffice Suite\b/i],
  ['Microsoft Outlook', /\bM(?:icro)?S(?:oft)?\.? ?Office\b|\bOffice Suite\b/i],
  ['Google Sheets', /\b(?:Google Workspace|G Suite|Google Suite)\b/i],
  ['Google Docs', /\b(?:Google Workspace|G Suite|Google Suite)\b/i],
];

/** How much a suite or a kind of file shows the program, against naming it. */
export const PARTLY_SHOWN = 0.5;

/** How much a description shows the skill: a reader sees it, a keyword search does not. */
export const DESCRIBED_SHOWN = 0.6;

/** Rows by skill id, a skill's patterns together. */
function bySkill(rows: ReadonlyArray<readonly [skill: string, pattern: RegExp]>): Map<string, RegExp[]> {
  const index = new Map<string, RegExp[]>();
  for (const [name, pattern] of rows) index.set(slug(name), [...(index.get(slug(name)) ?? []), pattern]);
  return index;
}

const described = bySkill(DESCRIBED_ROWS);
const partly = bySkill(PARTLY_ROWS);

const actionPatterns = new Map<string, RegExp | null>();

/**
 * The pattern over a line's stems (' managed the inventory ' as ' manag the inventory ') that finds the
 * skill's work written verb first, or null when its name ends in no action noun: 'Inventory Management'
 * is any management verb, then up to four words, then 'inventory'.
 */
function actionPattern(name: string): RegExp | null {
  let pattern = actionPatterns.get(name);
  if (pattern !== undefined) return pattern;
  const words = name.toLowerCase().split(/\s+/);
  const noun = words[words.length - 1] ?? '';
  const verbs = ACTION_VERBS[noun];
  const object = words
    .slice(0, -1)
    .filter((word) => /^[a-z-]+$/.test(word))
    .map(inflectionStem);
  pattern =
    verbs && object.length > 0 && object.length === words.length - 1
      ? // 'managed the inventory', or the noun before it: 'management of inventory'.
        new RegExp(
          ` (?:(?:${verbs.join('|')}) (?:\\S+ ){0,${BETWEEN}}|${inflectionStem(noun)} of (?:\\S+ ){0,2})${object.join(' ')} `,
        )
      : verbs && words.length === 1
        ? new RegExp(` ${verbs[0]} `)
        : null;
  actionPatterns.set(name, pattern);
  return pattern;
}

const ownedPatterns = new Map<string, RegExp | null>();

/**
 * A management skill's object among the things someone answered for: 'Provided accountability for
 * budgets, materials, inventories' and 'responsible for scheduling and inventory' manage inventory.
 */
function ownedPattern(name: string): RegExp | null {
  let pattern = ownedPatterns.get(name);
  if (pattern !== undefined) return pattern;
  const words = name.split(/\s+/);
  const object = words.slice(0, -1).join(' ');
  const plural = /y$/i.test(object) ? `${object.slice(0, -1)}(?:y|ies)` : `${object}(?:s|es)?`;
  pattern =
    words.length > 1 && /^management$/i.test(words[words.length - 1] ?? '') && /^[A-Za-z -]+$/.test(object)
      ? new RegExp(
          `\\b(?:accountab\\w*|responsib\\w*) for (?:the |all )?(?:[\\w-]+(?:,? and |, | & ))*?(?:\\w+ )?${plural}\\b`,
          'i',
        )
      : null;
  ownedPatterns.set(name, pattern);
  return pattern;
}

/**
 * The line's clauses as inflection stems, one space between them and one at each end: a verb and its
 * object stand in one clause ('Maintained accounts including cash, inventory' manages no inventory, and
 * a list of skills is a clause per item).
 */
export function clauseStems(line: string): readonly string[] {
  return line
    .split(/[,;:.|•()[\]/]+|\s[-–—]\s/)
    .map((clause) => {
      const words = plainTokens(clause);
      return words.map((word, index) => {
        const stem = inflectionStem(word);
        // A bare form is a verb where a verb stands ('design the database', 'and design database',
        // 'to improve'); elsewhere it is a noun ('industrial design guidance', 'a budget report').
        const previous = words[index - 1];
        const verb =
          !ALL_VERBS.has(stem) ||
          stem !== word ||
          previous === undefined ||
          /^(?:to|and|or|&|will|help|helped|ly)$|ly$/.test(previous);
        return verb ? stem : `${stem}~`;
      });
    })
    .filter((tokens) => tokens.length > 1)
    .map((tokens) => ` ${tokens.join(' ')} `);
}

/** How much a line shows a skill without naming it; `clauses` gives the line's clauseStems. */
export type Describer = (line: string, clauses: () => readonly string[]) => number;

/**
 * What reads a line for the skill without its name, or null when nothing would: most skills have no
 * description, action noun or suite, and their lines are not read again.
 */
export function describerOf(id: string, name: string): Describer | null {
  const rows = described.get(id);
  const action = actionPattern(name);
  const owned = ownedPattern(name);
  const suites = partly.get(id);
  if (!rows && !action && !owned && !suites) return null;
  return (line, clauses) => {
    if (rows?.some((pattern) => pattern.test(line))) return DESCRIBED_SHOWN;
    if (action && clauses().some((clause) => action.test(clause))) return DESCRIBED_SHOWN;
    if (owned?.test(line)) return DESCRIBED_SHOWN;
    if (suites?.some((pattern) => pattern.test(line))) return PARTLY_SHOWN;
    return 0;
  };
}

/**
 * How much this line shows the skill without naming it: the described share when it does its work or
 * describes it, the partial share for a suite or a kind of file, 0 otherwise.
 */
export function describedShare(id: string, name: string, line: string): number {
  return describerOf(id, name)?.(line, () => clauseStems(line)) ?? 0;
}
