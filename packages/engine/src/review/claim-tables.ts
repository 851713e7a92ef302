/**
 * The words the claim checker reads claims by, as tables: units of figures, words of direction, scope
 * verbs by strength, seniority words, credential and award words. Each row says why it is there; the
 * reader (read-claims.ts) and the judge (judge-claims.ts) are small functions over these tables.
 */

/** What a figure counts: the unit classes a source and a rewrite must agree on. */
export type UnitClass = 'money' | 'percent' | 'time' | 'count';

/** Words right after a figure that name its unit, by class (the rest count things: '40 users'). */
export const UNIT_WORDS: ReadonlyArray<readonly [RegExp, UnitClass]> = [
  [/^(?:%|percent\b|per cent\b|pct\b|percentage points?\b|pp\b)/i, 'percent'],
  [
    /^(?:ms|msec|milliseconds?|s|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|wks?|months?|mos?|years?|yrs?|quarters?)\b/i,
    'time',
  ],
  [/^(?:dollars?|usd|eur|euros?|gbp|pounds?)\b/i, 'money'],
];

/** A currency sign or code before a figure makes it money. */
export const CURRENCY_BEFORE = /(?:[$€£¥]|\b(?:USD|EUR|GBP|CAD|AUD)\s?)$/;

/** Multipliers after a figure: '3M', '1.2 million', '40K', '2 bn'. */
export const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

export { NUMBER_WORDS } from '../text/number-words';

/** Roman numerals after a level word ('Level II', 'Engineer III', 'Tier 2'): a figure of rank. */
export const ROMAN_NUMERALS: Readonly<Record<string, number>> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
};
/** The words a roman numeral is a rank after (elsewhere 'I' is the pronoun, 'V' a letter). */
export const RANK_WORDS = new Set(
  'level tier class grade phase stage part engineer analyst developer technician specialist associate nurse teacher manager scientist representative coordinator administrator operator inspector'.split(
    ' ',
  ),
);

/** Which way a figure moved: a rewrite that turns a cut into a rise states something else. */
export const DIRECTION_WORDS: ReadonlyArray<readonly [RegExp, 'down' | 'up']> = [
  [
    /^(?:cut|cuts|cutting|reduc\w*|decreas\w*|lower\w*|dropp?\w*|fell|fall\w*|shr[aiu]nk\w*|down|less|fewer|sav\w*|shorten\w*|minimi\w*|eliminat\w*|declin\w*)$/i,
    'down',
  ],
  [
    /^(?:increas\w*|grew|grow\w*|rais\w*|rose|ris\w*|boost\w*|up|more|expand\w*|doubl\w*|tripl\w*|gain\w*|higher|lift\w*|maximi\w*|accelerat\w*)$/i,
    'up',
  ],
];

/**
 * Verbs of doing something to a certain degree of ownership, weakest first. A rewrite whose verb sits
 * higher than every source's for the same line claims more than the person said: it is for them to
 * confirm ('helped' -> 'led').
 */
export type ScopeLevel = 0 | 1 | 2;
/** Openers that say the person took part, not that they did it ('Helped build', 'Assisted with'). */
export const SUPPORT_OPENERS =
  /^(?:help\w*|assist\w*|support\w*|contribut\w*|participat\w*|shadow\w*|aided|took|part|member|involved)$/i;
/** Verbs that claim no more than taking part, whatever the source said: 'Serve in the on-call rotation'. */
export const NEUTRAL_VERBS =
  /^(?:serve[sd]?|serving|attend\w*|join\w*|take|takes|took|taking|learn\w*|shadow\w*|rotat\w*|share[sd]?|sharing|cover\w*|participat\w*|contribut\w*|support\w*|assist\w*|help\w*|work\w*|collaborat\w*|partner\w*)$/i;
/** Leading or owning: the person ran it. */
export const LEAD_VERBS =
  /^(?:led|lead|leads|leading|head|headed|heads|heading|direct|directed|directs|directing|manag\w*|supervis\w*|oversaw|oversee\w*|own|owned|owns|owning|spearhead\w*|ran|run|runs|running|chair\w*|orchestrat\w*|champion\w*|steer\w*|command\w*|administer\w*|govern\w*|found|founded|establish\w*|hire[sd]?|hiring|responsible|accountable|in charge)$/i;
/** Phrases of scope that claim people or money under the person ('team of 8', '6 direct reports'). */
export const SCOPE_NOUNS =
  /\b(?:team of|staff of|crew of|direct reports?|reports? to (?:me|him|her)|budgets?|p&l|headcount|portfolio of|caseload of|mid-market|enterprise accounts|nationwide|company-wide|organization-wide|organisation-wide|firm-wide|enterprise-wide|global)\b/i;
/** Words that say the person did it all, or alone: scope the sources must say too. */
export const SCOPE_INTENSIFIERS =
  /\b(?:independently|single-handedly|solely|sole|on (?:my|his|her) own|all of the|entire|end-to-end|from scratch|every one of)\b/i;
/** Words of an organisation's name that say what it is, not which it is ('Columbus State Community College'). */
export const ORG_GENERIC_WORDS = new Set(
  'university college school institute institution academy hospital center centre clinic medical health inc llc ltd co corp corporation company companies group the of and at services solutions partners associates community foundation section level part program programme course board'.split(
    ' ',
  ),
);
/**
 * Lead verbs that are also the plain name of a duty and so claim nothing beyond the source's own verb
 * when the source already does the thing ('Ran the weekly report' from 'Produced the weekly report' is
 * not a promotion): only these verbs' lead sense counts when a person or a team is their object.
 */
export const LEAD_WHEN_PEOPLE = /^(?:ran|run|runs|running|manag\w*|administer\w*|direct\w*)$/i;
/** Objects that make a lead verb a claim of leading people or money. */
export const PEOPLE_OBJECTS =
  /^(?:[\w&'-]+\s+){0,3}?(?:team|teams|staff|crew|people|engineers|nurses|technicians|analysts|agents|reps|representatives|volunteers|employees|direct|interns|associates|cashiers|cooks|developers|designers|contractors|vendors|agency|agencies|budget|p&l|department|unit|program|programme|project|projects|initiative|rollout|migration|launch|operations|office|store|stores|site|sites|shift|shifts|clinic|branch|region|lab|laboratory|facility|facilities|kitchen|floor|fleet|crews|war room|department|squad|squads|pod|pods|unit|practice|book|accounts|portfolio|territory|relationship|relationships|vendors|carriers|suppliers|agency)\b/i;

/** Seniority words a title may gain: added to a title the sources never gave, they promote the person. */
export const SENIORITY_WORDS =
  /^(?:senior|sr|lead|principal|staff|head|chief|director|manager|supervisor|vp|vice|executive|ii|iii|iv)$/i;

/** Credential words: a name next to one claims a licence, certificate or degree. */
export const CREDENTIAL_WORDS =
  /\b(?:certified|certification|certificate|certifications|licen[cs]ed?|licensure|registered|board[- ]certified|chartered|accredited|credential(?:ed)?|diploma|degree|bachelor['’]?s?|master['’]?s?|mba|ph\.?d|doctorate|associate['’]?s degree)\b/i;
/** What makes a credential not held yet: a rewrite that drops it claims the credential. */
export const CREDENTIAL_PENDING =
  /\b(?:in progress|pursuing|candidate|expected|eligible|trainee|apprentice|studying for|working toward|working towards|enrolled|pending|planned|scheduled|exams?|sitting for|hoping|plan to|not yet|signed up|to take|will take|taking the|registered for|preparing for)\b/i;

/** Award words, by group: a rewrite naming an award claims one the sources must name too. */
export const AWARD_PATTERNS: readonly RegExp[] = [
  /\b(?:award(?:ed|s)?|prize|medal(?:ist)?|honou?r(?:ed|s|ee)?|trophy|laureate)\b/i,
  /\b(?:of the (?:year|month|quarter))\b/i,
  /\b(?:ranked|ranking|top\s+\d+%?|top-performing|top performer|#\s?\d+|no\.\s?\d+ (?:of|in)|(?:first|second|third|1st|2nd|3rd) place|winner|finalist|champion(?:ship)?|won (?:the|a|first|second|third))\b/i,
  /\b(?:president['’]?s club|dean['’]?s list|cum laude|summa|magna|valedictorian|salutatorian|scholarship|fellowship recipient)\b/i,
  /\b(?:highest|best|top|largest|fastest|most improved|first)\b[^.;]{0,50}\b(?:in|of|among|across)\s+(?:the\s+|all\s+)?(?:district|company|region|state|country|nation|team|organi[sz]ation|class|cohort|division|department|store|stores|chain|network|firm|agency|office|unit|hospital|school)\b/i,
  /\b(?:patent(?:ed|s)?|published|publication|co-authored|authored a|peer-reviewed|featured in|keynote|poster|presented (?:\w+\s+){0,6}at (?:a |an |the )?(?:\w+\s+){0,3}(?:conference|symposium|summit|convention|meeting))\b/i,
];

/** Capitalised words that are no name: the standard vocabulary of resume headings and labels. */
export const LABEL_WORDS = new Set(
  (
    'summary profile experience professional work employment history education skills technical core ' +
    'competencies certifications certification licenses licences projects selected key achievements ' +
    'highlights accomplishments additional information languages tools technologies software platforms ' +
    'frameworks methods methodologies areas expertise strengths qualifications interests activities ' +
    'volunteer volunteering awards honors honours publications affiliations memberships references ' +
    'contact relevant coursework training development present current today now remote hybrid onsite ' +
    'jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august ' +
    'september october november december spring summer fall autumn winter monday tuesday wednesday ' +
    'thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays'
  ).split(' '),
);

/**
 * Upper-case abbreviations that name no organisation, tool or credential of their own: business and
 * resume vocabulary an honest rewrite uses freely.
 */
export const COMMON_ABBREVIATIONS = new Set(
  (
    'kpi kpis roi sla slas okr okrs b2b b2c saas yoy qoq mom ytd p&l eod eow asap faq faqs hr it pr qa qc ' +
    'ceo cfo coo cto cio cmo vp svp evp ui ux api apis ai ml bi etl crm erp sop sops rfp rfps rfi rfq ' +
    'sow poc mvp sme smes nps csat gl ops r&d us usa uk eu na emea apac latam ' +
    'am pm est pst cst utc q1 q2 q3 q4 h1 h2 fy id pdf csv'
  ).split(' '),
);

/** Lines a resume is better without, whose loss is no loss: a rewrite may drop them freely. */
export const FILLER_LINES =
  /^(?:other duties as (?:assigned|needed|required)|(?:and )?other (?:tasks|duties|projects) as (?:assigned|needed|required)|references? (?:are )?available (?:up)?on request|references? upon request|see (?:above|below)|n\/a)\.?$/i;

/** Phrases that claim the decision was the person's: scope the sources must say too. */
export const DECISION_WORDS =
  /\b(?:final (?:call|say|decision|decisions|approval|sign-off)|signed off|sign off|award decisions?|approval authority|decision-maker|hiring decisions?|made the call)\b/i;

/**
 * Verbs that claim the deciding or the selling part of the work ('presented', 'negotiated', 'closed the
 * deals', 'rolled out', 'set group rates'): held only where a source says them of the person.
 */
export const OWNING_VERBS =
  /\b(?:presented|negotiated|closed (?:the |new |upsell |renewal )?(?:deals|sales|contracts)|rolled out|set (?:the )?(?:\w+ )?(?:rates|prices|pricing|strategy|strategies|policy|policies|budgets?))\b/i;

/** US states and their postal codes: 'PA' in a resume is the rewrite's 'Pennsylvania'. */
export const US_STATES: Readonly<Record<string, string>> = {
  al: 'alabama',
  ak: 'alaska',
  az: 'arizona',
  ar: 'arkansas',
  ca: 'california',
  co: 'colorado',
  ct: 'connecticut',
  de: 'delaware',
  fl: 'florida',
  ga: 'georgia',
  hi: 'hawaii',
  id: 'idaho',
  il: 'illinois',
  in: 'indiana',
  ia: 'iowa',
  ks: 'kansas',
  ky: 'kentucky',
  la: 'louisiana',
  me: 'maine',
  md: 'maryland',
  ma: 'massachusetts',
  mi: 'michigan',
  mn: 'minnesota',
  ms: 'mississippi',
  mo: 'missouri',
  mt: 'montana',
  ne: 'nebraska',
  nv: 'nevada',
  nh: 'new hampshire',
  nj: 'new jersey',
  nm: 'new mexico',
  ny: 'new york',
  nc: 'north carolina',
  nd: 'north dakota',
  oh: 'ohio',
  ok: 'oklahoma',
  or: 'oregon',
  pa: 'pennsylvania',
  ri: 'rhode island',
  sc: 'south carolina',
  sd: 'south dakota',
  tn: 'tennessee',
  tx: 'texas',
  ut: 'utah',
  vt: 'vermont',
  va: 'virginia',
  wa: 'washington',
  wv: 'west virginia',
  wi: 'wisconsin',
  wy: 'wyoming',
  dc: 'district of columbia',
};

/** Words a skill's name adds to a skill without claiming another ('SQL queries' is SQL). */
export const GENERIC_SKILL_NOUNS = new Set(
  'queries query scripts scripting script reports reporting dashboards dashboard development programming code coding models modeling modelling tools tool software systems system platform administration management skills basics fundamentals'.split(
    ' ',
  ),
);
