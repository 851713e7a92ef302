/**
 * The skills a posting's text names, as a recruiter reads them: the taxonomy's mentions, less the words
 * that name something else there. A skill word inside an occupation ('a Quality Assurance Manager',
 * 'Head of Purchasing') names the job, not a skill asked; a recruitment agency speaking of itself
 * ('Aston Recruitment is acting as ...', 'we are recruiting for a ...') asks for no recruiting; and a
 * few words of the trade's idiom ('in the strictest of confidence', 'a market leader', 'a flexible
 * package', 'a UK PLC') are no soft skill or tool; a market or a setting ('a B2B manufacturing or
 * distribution environment') is where the work is, not a skill. A resume's titles are evidence of their
 * skills, so this reading is the job's alone.
 */
import { findSkillMentions, type SkillMention } from '../taxonomy/find-skills';
import type { PhraseSpan } from './extract-phrases';

/** Nouns that make the words before them an occupation ('Procurement Officer', 'Sales Managers'). */
const ROLE_AFTER =
  /^\s+(?:(?:Test|Systems?|Team|Account|Area|Regional|Senior|Junior|Lead)\s+)?(?:Managers?|Analysts?|Developers?|Officers?|Directors?|Advisors?|Advisers?|Consultants?|Administrators?|Assistants?|Leaders?|Controllers?|Professionals?|Executives?|Coordinators?|Specialists?|Supervisors?|Buyers?|Planners?|Schedulers?|Representatives?|Associates?)\b/;
const ROLE_BEFORE = /\b(?:Head|Director|VP|Vice President) of\s+$/i;
/** People a field's word describes ('real estate agents', 'mortgage brokers'): who, not a skill asked. */
const PEOPLE_AFTER =
  /^\s+(?:agents?|brokers?|professionals?|firms?|agencies|investors?|lenders?|attorneys?|practitioners?)\b/i;
/** A condition, not a requirement: 'as staffing requires', 'as workload permits'. */
const CONDITION_BEFORE = /\bas\s+$/i;
const CONDITION_AFTER = /^\s+(?:requires?|permits?|allows?|dictates?|demands?)\b/i;

/** A recruitment agency speaking of itself. */
const AGENCY =
  /\b(?:are|is|currently|now)\s+recruiting\b|\brecruiting for\b|\brecruitment\s+(?:consultanc\w*|agency|agencies|firm|business|specialists?|partner|company|group)\b|\b[A-Z][\w&'-]*\s+Recruitment\b/;

/** Words of the trade's idiom, by the skill they would otherwise be read as: the text around the word. */
const IDIOMS: ReadonlyArray<readonly [string, RegExp]> = [
  ['confidence', /\b(?:strictest|strict|complete|total)\s+(?:of\s+)?confidence\b|\bin confidence\b/i],
  ['leadership', /\b(?:market|world|industry|global|sector|thought)[-\s]leaders?\b/i],
  [
    'adaptability',
    /\bflexib\w*\s+(?:on|in|around|with)\s+(?:the\s+)?(?:salary|pay|rates?|hours|location|start)|\bflexible\s+(?:package|benefits|hours|working|schedule|shifts?|rota)\b/i,
  ],
  ['commitment', /\bdedicated\s+(?:team|account|support|to providing|sales team|\w+ team)\b/i],
  ['plc-programming', /\b(?:UK|a|an|listed|public)\s+PLC\b/],
  ['drive', /\b(?:prefer|able|willing|need) to drive\b|\bdriven by\b/i],
  ['presentation-skills', /\bpresenting you\b/i],
];

function isIdiom(text: string, mention: SkillMention): boolean {
  const around = text.slice(Math.max(0, mention.start - 30), mention.end + 30);
  return IDIOMS.some(([id, pattern]) => mention.skill.id === id && pattern.test(around));
}

function namesOccupation(text: string, mention: SkillMention): boolean {
  // A tool inside an occupation is still asked ('a Salesforce Developer' works in Salesforce).
  if (mention.skill.kind === 'tool') return false;
  const after = text.slice(mention.end, mention.end + 40);
  return (
    ROLE_AFTER.test(after) ||
    PEOPLE_AFTER.test(after) ||
    (CONDITION_BEFORE.test(text.slice(Math.max(0, mention.start - 5), mention.start)) &&
      CONDITION_AFTER.test(after)) ||
    ROLE_BEFORE.test(text.slice(Math.max(0, mention.start - 25), mention.start))
  );
}

function agencySpeaks(text: string, mention: SkillMention): boolean {
  if (mention.skill.id !== 'recruiting') return false;
  return AGENCY.test(text.slice(Math.max(0, mention.start - 30), mention.end + 30));
}

/**
 * A market or a setting, not a skill: 'B2B manufacturing or distribution environment', 'a B2B SaaS
 * company', 'in a retail setting', 'deductions with retail or grocery customers', 'healthcare clients'.
 */
const SETTING_AFTER =
  /^(?:\s+(?:or|and|\/)\s+[\w-]+(?:\s[\w-]+)?)?\s+(?:environments?|settings?|industry|industries|sector|customers?|clients?|verticals?)\b/i;
const MARKET = /^B2[BC]$/i;

function namesSetting(text: string, mention: SkillMention): boolean {
  if (MARKET.test(mention.text)) return true;
  return mention.skill.kind !== 'tool' && SETTING_AFTER.test(text.slice(mention.end, mention.end + 60));
}

/**
 * Words before a skill's word that say how much or how well, leaving the skill itself ('strong
 * literacy'). Any other word before a narrow one makes another thing of it, which the taxonomy would
 * have named whole if it knew it: 'financial literacy' is no reading instruction, 'mandated reporting'
 * no report writing.
 */
const DEGREE_WORDS = new Set(
  'a an the of in on at for to with and or nor but by as from into via our your their its this that these those any some all each every other strong good great excellent solid deep proven demonstrated exceptional outstanding effective excellent basic advanced general working hands-on strong clear concise written verbal oral professional practical sound thorough extensive broad prior previous related relevant similar additional more most much many some own high highest best better'.split(
    ' ',
  ),
);

/**
 * Skills named by a common word in a narrow sense of the taxonomy's ('literacy' is teaching reading,
 * 'reporting' writing reports), which another word before them turns into something else.
 */
const NARROW_HEADS: ReadonlySet<string> = new Set(['literacy', 'reporting']);

/** Where the words before a one-word skill make another thing of it ('financial literacy'), its span. */
function anotherThing(text: string, mention: SkillMention): PhraseSpan | null {
  if (!NARROW_HEADS.has(mention.skill.id) || !/^[a-z]+$/.test(mention.text)) return null;
  const before = /([A-Za-z][a-z-]+)\s+$/.exec(text.slice(Math.max(0, mention.start - 30), mention.start));
  const word = before?.[1];
  if (!word || word.length < 3 || /^[A-Z]/.test(word) || DEGREE_WORDS.has(word.toLowerCase())) return null;
  // An adverb ('effectively') or a verb's form ('including') leaves the skill as it is.
  if (/(?:ly|ing)$/.test(word)) return null;
  const start = mention.start - (before?.[0].length ?? 0);
  return { text: text.slice(start, mention.end), start, end: mention.end };
}

/**
 * The things a posting names with a skill's word that are not that skill ('financial literacy',
 * 'mandated reporting'), as phrases: asked in the posting's words, never as the skill.
 */
export function compoundPhrases(text: string): PhraseSpan[] {
  return findSkillMentions(text).flatMap((mention) => {
    const span = anotherThing(text, mention);
    // 'financial literacy (P&L, payroll, shrink)': the examples in brackets are what is asked.
    return span && !/^\s*\(/.test(text.slice(span.end)) ? [span] : [];
  });
}

export function jobSkillMentions(text: string): SkillMention[] {
  return findSkillMentions(text).filter(
    (mention) =>
      !namesOccupation(text, mention) &&
      anotherThing(text, mention) === null &&
      !agencySpeaks(text, mention) &&
      !isIdiom(text, mention) &&
      !namesSetting(text, mention),
  );
}
