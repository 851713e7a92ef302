/**
 * The guard's judge of skills and tools: a skill of the taxonomy a line names must be the sources' (a
 * product by its name, a plain skill in any form of its words), at no higher level than they give, and a
 * credential not one they say is in progress. In a skills list, every item the taxonomy does not know
 * ('7shifts', 'whole-animal butchery') must be the sources' too.
 */

import { findSkillMentions, type SkillMention } from '../taxonomy/find-skills';
import { narrowerSkillIds } from '../taxonomy/skill-relations';
import { plainTokens } from '../text/normalize-text';
import { type ClaimFlag, flag } from './claim-flag';
import { CLAIM_REASONS } from './claim-reasons';
import { type ClaimSources, stemOf } from './claim-sources';
import { CREDENTIAL_PENDING, GENERIC_SKILL_NOUNS } from './claim-tables';
import { CONNECTORS, clauseAround, knownWord } from './claim-words';
import type { ClaimKind } from './review-constants';

function skillHeld(mention: SkillMention, sources: ClaimSources): boolean {
  const { skill } = mention;
  if (sources.skills.has(skill.id) || narrowerSkillIds(skill.id).some((id) => sources.skills.has(id)))
    return true;
  const tokens = plainTokens(mention.text);
  if (tokens.some((token) => sources.denied.has(token))) return false;
  // A skill written in plain words is held when the sources use those words ('co-wrote' is writing);
  // a product's name ('Tableau') only when the sources name it. Never from what the answers deny.
  if (mention.text === mention.text.toLowerCase()) {
    // 'payroll processing' must be said together; one plain word may be said in any form.
    if (tokens.length > 1)
      return sources.evidencePrefixStream.includes(
        ` ${tokens.map((token) => stemOf(token).slice(0, 6)).join(' ')} `,
      );
    return tokens.every(
      (token) =>
        sources.evidenceStems.has(stemOf(token)) ||
        (knownWord(token, sources) && !sources.denied.has(skill.id)),
    );
  }
  if (sources.evidenceStream.includes(` ${tokens.join(' ')} `)) return true;
  // 'SQL queries' where the sources say 'SQL': the rest of the name claims nothing more.
  const core = tokens.filter((token) => !GENERIC_SKILL_NOUNS.has(token));
  if (
    core.length > 0 &&
    core.length < tokens.length &&
    sources.evidenceStream.includes(` ${core.join(' ')} `)
  )
    return true;
  // 'A/B testing' is the sources' 'A/B tests'.
  if (tokens.length > 1 && sources.evidenceStemStream.includes(` ${tokens.map(stemOf).join(' ')} `))
    return true;
  // An abbreviation the sources spell out ('AHA' for American Heart Association).
  return /^[A-Z]{2,6}$/.test(mention.text) && sources.initials.has(mention.text.toLowerCase());
}

/** Whether every source line naming the credential says it is not held yet, and this line does not. */
function credentialPending(mention: SkillMention, line: string, sources: ClaimSources): boolean {
  const near = (text: string, at: number, length: number) =>
    text.slice(Math.max(0, at - 50), at + length + 30);
  if (CREDENTIAL_PENDING.test(clauseAround(line, mention.start, mention.end))) return false;
  const name = mention.text.toLowerCase();
  const naming = sources.evidenceLines.filter((source) => source.toLowerCase().includes(name));
  return (
    naming.length > 0 &&
    naming.every((source) =>
      CREDENTIAL_PENDING.test(near(source, source.toLowerCase().indexOf(name), name.length)),
    )
  );
}

export function judgeSkills(
  line: string,
  mentions: readonly SkillMention[],
  sources: ClaimSources,
): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  for (const mention of mentions) {
    const { skill } = mention;
    if (skill.kind === 'soft') continue;
    // 'Advanced SQL' where the answers say 'basic SQL': a level of skill the sources do not give.
    const level =
      /\b(advanced|expert|expert-level|proficient|fluent|native|deep|senior-level|mastery of)\s+(?:in\s+|with\s+)?$/i.exec(
        line.slice(Math.max(0, mention.start - 24), mention.start),
      );
    if (level && !sources.evidenceLines.some((source) => new RegExp(`\\b${level[1]}\\b`, 'i').test(source))) {
      const text = line.slice(mention.start - level[0].length, mention.end);
      flags.push(flag('skill', text, mention.start - level[0].length, CLAIM_REASONS.notInSources(text)));
      continue;
    }
    if (skillHeld(mention, sources)) {
      // A credential the resume says is in progress ('CPA candidate'), claimed as held.
      if (skill.kind === 'credential' && credentialPending(mention, line, sources))
        flags.push(flag('credential', mention.text, mention.start, CLAIM_REASONS.pending(mention.text)));
      continue;
    }
    // A single plain word of the language ('writing', 'outreach') is the rewrite's wording, unless the
    // user denied it; a tool's name or a skill of several words is a claim.
    if (
      /^[a-z][a-z-]+$/.test(mention.text) &&
      !sources.denied.has(skill.id) &&
      (sources.speller?.correct(mention.text) ?? false)
    )
      continue;
    // '(no quota)', 'without Kafka': a skill named in a negation is not claimed.
    if (
      /\b(?:no|not|without|non|never)[\s-]+(?:\w+\s+)?$/i.test(
        line.slice(Math.max(0, mention.start - 20), mention.start),
      )
    )
      continue;
    const kind: ClaimKind = skill.kind === 'credential' ? 'credential' : 'skill';
    const denied =
      sources.denied.has(skill.id) ||
      plainTokens(mention.text).some((token) => sources.deniedTokens.has(token));
    const reason = denied
      ? kind === 'credential'
        ? CLAIM_REASONS.credentialDenied(mention.text)
        : CLAIM_REASONS.skillDenied(mention.text)
      : sources.jobSkills.has(skill.id)
        ? CLAIM_REASONS.jobOnly(mention.text)
        : CLAIM_REASONS.notInSources(mention.text);
    flags.push(flag(kind, mention.text, mention.start, reason));
  }
  return flags;
}

/** Each item of a skills list the taxonomy does not know ('7shifts', 'whole-animal butchery') must be the sources'. */
export function judgeSkillItems(line: string, sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  const body = line.replace(/^\s*\p{Lu}[\p{L}&/ -]{0,40}:\s*/u, (label) => ' '.repeat(label.length));
  const known = new Set(findSkillMentions(line).flatMap((mention) => plainTokens(mention.text)));
  for (const match of body.matchAll(/[^,;|•()]+/g)) {
    const item = match[0].trim();
    if (!item) continue;
    const tokens = plainTokens(item).filter(
      (token) => token.length > 1 && !known.has(token) && !CONNECTORS.has(token),
    );
    // Every word of an item names what the person can do: each must be the sources' (in any form), but
    // for the words lists use to say what kind of thing it is ('management', 'tools').
    // A word no dictionary knows and the sources never use ('7shifts') is a tool's name; plain words of
    // the language may be the rewrite's wording ('data cleaning'), unless most of the item is new.
    const strange = tokens.filter((token) => !knownWord(token, sources) && !SKILL_LIST_WORDS.has(token));
    const unknown = strange.filter((token) => !(sources.speller?.correct(token) ?? false));
    if (unknown.length === 0 && strange.length * 2 <= tokens.length) continue;
    const start = match.index + match[0].indexOf(item);
    const denied = tokens.some((token) => sources.deniedTokens.has(token));
    flags.push(
      flag('skill', item, start, denied ? CLAIM_REASONS.skillDenied(item) : CLAIM_REASONS.notInSources(item)),
    );
  }
  return flags;
}

/** Words a skills list uses to say what kind of skill an item is. */
const SKILL_LIST_WORDS = new Set(
  'management manage managing analysis analytics planning reporting reports tracking support design development communication communications skills skill tools tool software systems system basic advanced intermediate proficient fluent native working knowledge familiar experience level strong excellent including and or with in of for the a'.split(
    ' ',
  ),
);
