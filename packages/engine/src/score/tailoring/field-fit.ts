/**
 * The field a resume or a job comes from, read from its skills: each hard skill spreads one unit over the
 * industries its families belong to, and two fields are compared by the cosine of their profiles. A
 * resume whose skills come from another field is no fit, whatever keywords it shares with the job.
 */
import { allSkills, type SkillMention } from '../../taxonomy/find-skills';

/**
 * Which industries a set of skill mentions points to: each hard skill spreads one unit over the industries
 * whose families list it, so a generic skill (listed for many) says little about the field.
 */
export function fieldProfile(mentions: readonly SkillMention[]): Map<string, number> {
  const profile = new Map<string, number>();
  const seen = new Set<string>();
  const rarity = industryRarity();
  for (const mention of mentions) {
    if (mention.skill.kind === 'soft' || seen.has(mention.skill.id)) continue;
    seen.add(mention.skill.id);
    const share = 1 / mention.skill.industries.length;
    for (const code of mention.skill.industries)
      profile.set(code, (profile.get(code) ?? 0) + share * (rarity.get(code) ?? 1));
  }
  return profile;
}

let rarityCache: Map<string, number> | null = null;

/**
 * How much an industry's share tells about a field: log(skills / skills listed for it). Industries that
 * nearly every family lists (General Professional, Nonprofit, Government) tell little, so two resumes
 * from different fields do not look alike through the generic skills they share.
 */
function industryRarity(): Map<string, number> {
  if (rarityCache) return rarityCache;
  const skills = allSkills();
  const counts = new Map<string, number>();
  for (const skill of skills)
    for (const code of skill.industries) counts.set(code, (counts.get(code) ?? 0) + 1);
  rarityCache = new Map([...counts].map(([code, count]) => [code, Math.log(skills.length / count)]));
  return rarityCache;
}

/** The cosine of two profiles: 1 when they point the same way, 0 when they share nothing. */
export function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [key, value] of a) {
    dot += value * (b.get(key) ?? 0);
    normA += value * value;
  }
  for (const value of b.values()) normB += value * value;
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
