/**
 * Skills a job accepts in place of each other: 'Kafka or RabbitMQ', 'Tableau, Looker or similar',
 * 'Kafka or another broker (RabbitMQ)', 'Java/Kotlin'. A recruiter reads each as one requirement that
 * any of them meets, so a candidate with RabbitMQ is not missing Kafka.
 */
import type { SkillMention } from '../taxonomy/find-skills';

/**
 * Joins that tie two neighbours only: 'Java/Kotlin', 'Kafka (or RabbitMQ)', 'Kafka or another broker
 * (RabbitMQ)', 'Looker or a similar tool such as Tableau'.
 */
const TIGHT_OR =
  /^\s*(?:\/|\(\s*or\s|(?:,\s*)?(?:or|and\/or)\s+(?:an?|another|other|any|some|similar|equivalent|comparable)\b[^,.;:()]{0,30}?(?:\((?:\s*(?:e\.g\.?,?|such as|like))?|\bsuch as|\blike|\be\.g\.?,?|\bincluding))\s*$/i;
// No two runs of spaces stand side by side in these patterns (`\s*(?:,\s*)?`, not `\s*,?\s*`), so a long
// run of spaces between two skills is read in linear time.
/**
 * 'Salesforce or another CRM', 'Jira or a similar tool', 'Salesforce or another nonprofit CRM': the
 * second names what else is accepted.
 */
const OR_ANOTHER =
  /^\s*(?:,\s*)?(?:or|and\/or)\s+(?:an?|another|any|other|some)(?:\s+(?:similar|equivalent|comparable|other|modern|major))?(?:\s+[a-z][a-z-]{2,20})?\s*$/i;
/** 'or' between items of a list: the whole list is one requirement ('Python, Java, or Go'). */
const LIST_OR = /^\s*(?:,\s*)?(?:or|and\/or)\s*$/i;
/**
 * 'volunteer management, community programs, or event coordination': an item the taxonomy lacks between
 * two it knows, in a list closed by 'or', leaves the list one requirement.
 */
const LIST_OR_PAST_ITEM = /^\s*,\s*[\w&/+-]+(?:\s[\w&/+-]+){0,4},?\s*(?:or|and\/or)\s*$/i;
const COMMA = /^\s*,\s*$/;
const AND = /^\s*(?:,\s*)?(?:and|&)\s*$/i;
/** A list that closes with 'or similar' is one requirement too ('Jira, Asana or similar'). */
const OR_SIMILAR =
  /^\s*(?:\)\s*)?(?:,\s*)?(?:or|and\/or)\s+(?:an?\s+|any\s+|other\s+)?(?:similar|equivalent|comparable|related|another|other|alternative)\b/i;

type Join = 'tight' | 'or' | 'comma' | 'and' | null;

/** Every join holds one of these: a cheap test before the patterns. */
const JOIN_MARK = /[,/&]|\bor\b|\band\b/i;

function joinOf(gap: string): Join {
  if (gap.length > 60 || !JOIN_MARK.test(gap)) return null;
  if (TIGHT_OR.test(gap) || OR_ANOTHER.test(gap)) return 'tight';
  if (LIST_OR.test(gap) || LIST_OR_PAST_ITEM.test(gap)) return 'or';
  if (COMMA.test(gap)) return 'comma';
  if (AND.test(gap)) return 'and';
  return null;
}

/** The words that join alternatives and separate requirements in a posting's language. */
export interface Connectors {
  anyOf: readonly string[];
  allOf: readonly string[];
}

/**
 * A join in another language: '/' and a bracket of examples tie two neighbours ('bases de datos
 * relacionales (PostgreSQL'), an any-of word makes a list one requirement ('SAP o A3'), an all-of word
 * separates requirements ('Docker y Kubernetes').
 */
function localJoinOf(gap: string, connectors: Connectors): Join {
  if (gap.length > 40) return null;
  const words = gap.trim().toLowerCase();
  if (words === '/' || words === '(') return 'tight';
  if (words === ',') return 'comma';
  const bare = words.replace(/^,\s*/, '');
  if (connectors.anyOf.includes(bare)) return 'or';
  if (connectors.allOf.includes(bare)) return 'and';
  return null;
}

/**
 * The mentions of one sentence (hard skills and tools, in text order) grouped into requirements: each
 * group is one requirement, met by any of its skills; most groups hold one skill. `connectors` gives
 * another language's joining words; without them the sentence is read as English.
 */
export function groupAlternatives(
  text: string,
  mentions: readonly SkillMention[],
  connectors?: Connectors,
): SkillMention[][] {
  if (mentions.length < 2) return mentions.map((mention) => [mention]);
  const groups: SkillMention[][] = [];
  let index = 0;
  while (index < mentions.length) {
    // A chain: mentions joined by commas, 'and', 'or' and '/'.
    const chain: SkillMention[] = [mentions[index] as SkillMention];
    const joins: Join[] = [];
    while (index + 1 < mentions.length) {
      const current = mentions[index] as SkillMention;
      const next = mentions[index + 1] as SkillMention;
      const gap = text.slice(current.end, next.start);
      const join = connectors ? localJoinOf(gap, connectors) : joinOf(gap);
      if (join === null) break;
      chain.push(next);
      joins.push(join);
      index += 1;
    }
    index += 1;
    // 'and' separates requirements: 'Python or Go, and Docker'.
    let part: SkillMention[][] = [[chain[0] as SkillMention]];
    let listOr = false;
    const flush = (end: number) => {
      const after = text.slice(end, end + 40);
      if (listOr || (!connectors && OR_SIMILAR.test(after))) groups.push(part.flat());
      else groups.push(...part);
      part = [];
      listOr = false;
    };
    joins.forEach((join, at) => {
      const next = chain[at + 1] as SkillMention;
      if (join === 'tight') (part.at(-1) as SkillMention[]).push(next);
      else if (join === 'and') {
        flush((chain[at] as SkillMention).end);
        part = [[next]];
      } else {
        if (join === 'or') listOr = true;
        part.push([next]);
      }
    });
    flush((chain.at(-1) as SkillMention).end);
  }
  return groups.map((group) => {
    const seen = new Set<string>();
    return group.filter((mention) => {
      if (seen.has(mention.skill.id)) return false;
      seen.add(mention.skill.id);
      return true;
    });
  });
}
