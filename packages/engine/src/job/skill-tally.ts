/**
 * How often and how a posting speaks of each skill it names: in a sentence that insists ('must',
 * 'required', 'strong'), a plain one, or one that calls it a bonus; with the alternatives it accepts
 * and the posting's own words for it. One tally per skill or set of alternatives.
 */
import { getSkill, type SkillMention } from '../taxonomy/find-skills';
import { isSenseTerm, senseIndustries } from '../taxonomy/senses';
import type { JobSkill, JobSkillAlternative } from '../types';
import type { JobSegment } from './read-job-text';

/**
 * How the ad speaks of a skill: in a sentence that insists on it ('must', 'required', 'strong'), in a
 * plain one (a stack list, a duty), or in one that calls it a bonus. A skill called a bonus is preferred
 * unless some sentence insists on it: 'Our stack includes Go ... Experience with Go is a bonus' asks for
 * Go as a plus.
 */
export interface SkillTally {
  skill: JobSkill;
  insisted: boolean;
  plain: boolean;
  bonus: boolean;
  /** The ad's own words for it, as written ('Python-based software development', 'BLE'). */
  words: string[];
}

export const INSISTS =
  /\b(must|required|requires?|requirements?|minimum|essential|mandatory|need to|needs to|you need|proficien\w*|strong|solid|expert\w*|extensive|deep|\d+\+? years?)\b/i;

/**
 * One requirement per set of alternatives: two groups that share a skill are one ('Tableau or Power BI',
 * later 'Power BI or Looker'), and a skill the job also asks for on its own is asked for on its own.
 */
export function mergeAlternatives(tallies: Map<string, SkillTally>, groupKeys: readonly string[]): void {
  for (const key of groupKeys) {
    const group = tallies.get(key);
    if (!group) continue;
    const members = [group.skill.id ?? '', ...(group.skill.alternatives ?? []).map((item) => item.id ?? '')];
    const other = groupKeys.find(
      (otherKey) =>
        otherKey !== key &&
        tallies.has(otherKey) &&
        members.some((id) => otherKey.slice(4).split('|').includes(id)),
    );
    // A skill the job insists on by itself stays a requirement by itself ('Strong SQL is required');
    // one it only names in passing ('manage the pipeline in Salesforce') is the same requirement as
    // the alternatives it accepts elsewhere ('Salesforce or another CRM').
    for (const id of members) {
      const passing = tallies.get(id);
      if (!passing || passing.insisted) continue;
      group.plain ||= passing.plain;
      group.bonus ||= passing.bonus;
      group.skill.mentions += passing.skill.mentions;
      for (const word of passing.words) if (!group.words.includes(word)) group.words.push(word);
      tallies.delete(id);
    }
    const alone = members.map((id) => tallies.get(id)).find((tally) => tally !== undefined);
    if (!alone && !other) continue;
    const into = alone ?? (other ? tallies.get(other) : undefined);
    if (!into) continue;
    into.insisted ||= group.insisted;
    into.plain ||= group.plain;
    into.bonus ||= group.bonus;
    into.skill.mentions += group.skill.mentions;
    for (const word of group.words) if (!into.words.includes(word)) into.words.push(word);
    if (!alone && other) {
      const known = new Set([into.skill.id, ...(into.skill.alternatives ?? []).map((item) => item.id)]);
      const added = [{ name: group.skill.name, id: group.skill.id }, ...(group.skill.alternatives ?? [])];
      into.skill.alternatives = [
        ...(into.skill.alternatives ?? []),
        ...added.filter((item) => !known.has(item.id)),
      ];
    }
    tallies.delete(key);
  }
}

export function addTally(
  tallies: Map<string, SkillTally>,
  key: string,
  name: string,
  family: string,
  segment: JobSegment,
  id: string | null,
  alternatives: readonly JobSkillAlternative[] = [],
  words: readonly string[] = [],
): void {
  let tally = tallies.get(key);
  if (!tally) {
    tally = {
      skill: { name, id, family, importance: 'required', mentions: 0 },
      insisted: false,
      plain: false,
      bonus: false,
      words: [],
    };
    if (alternatives.length > 0) tally.skill.alternatives = [...alternatives];
    tallies.set(key, tally);
  }
  tally.skill.mentions += 1;
  for (const word of words) if (word.length > 0 && !tally.words.includes(word)) tally.words.push(word);
  if (segment.preferred) tally.bonus = true;
  else if (INSISTS.test(segment.text)) tally.insisted = true;
  else tally.plain = true;
}

/** Taxonomy skills before phrases, then by mentions, then by name: a stable order. */
export function byWeight(list: JobSkill[]): JobSkill[] {
  return list.sort(
    (a, b) =>
      Number(b.id !== null) - Number(a.id !== null) ||
      b.mentions - a.mentions ||
      a.name.localeCompare(b.name),
  );
}

/** The industries a job's skills point to most (by mentions, shared among each skill's industries), best first. */
export function industriesOf(skills: ReadonlyArray<Pick<JobSkill, 'id' | 'mentions'>>): string[] {
  const scores = new Map<string, number>();
  for (const skill of skills) {
    if (!skill.id) continue;
    const record = getSkill(skill.id);
    if (!record) continue;
    for (const code of record.industries)
      scores.set(code, (scores.get(code) ?? 0) + skill.mentions / record.industries.length);
  }
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([code]) => code);
}

/**
 * The industries a posting's hard skills point to (each mention counted, words with several senses left
 * out), as the senses of ambiguous words are resolved against: the given industry first.
 */
export function postingIndustries(
  read: ReadonlyArray<{ mentions: readonly SkillMention[] }>,
  industry: string | undefined,
): string[] {
  const counts = new Map<string, number>();
  for (const { mentions } of read)
    for (const mention of mentions)
      if (mention.skill.kind !== 'soft' && !isSenseTerm(mention.text))
        counts.set(mention.skill.id, (counts.get(mention.skill.id) ?? 0) + 1);
  return senseIndustries(industry, industriesOf([...counts].map(([id, mentions]) => ({ id, mentions }))));
}
