/**
 * The share of the job's skills the resume shows, weighted by how important each is to the job and by
 * how well it is shown: the required skills check and the preferred skills check read it.
 */
import type { JobSkill } from '../../types';
import { isListLine } from './resume-lines';
import type { SkillEvidence } from './skill-evidence';

function importanceWeight(skill: JobSkill): number {
  const base = skill.id ? 1 : 0.35;
  return base * (1 + 0.25 * Math.min(skill.mentions - 1, 2));
}

/**
 * The most of a coverage figure that skills shown only in bare lists may make up. Each such skill earns
 * half credit (EVIDENCE_WEIGHT.skills), and all of them together at most LIST_ONLY_SHARE of the whole,
 * and no more than LIST_PER_SHOWN times what the rest of the resume shows: a list says what someone
 * knows without showing it, so it can add to the experience, not stand in for it. A line of 13 of the
 * job's skills pasted into a resume would otherwise lift the score by points no experience earned.
 */
const LIST_ONLY_SHARE = 0.08;
const LIST_PER_SHOWN = 0.5;
/**
 * Requirements the reading of the job missed, as importance weight: a short list read from an ad is
 * not the whole job, so one chance match among three skills read does not cover a third of it.
 */
const UNREAD_REQUIREMENTS = 2;

/** The weighted share of `items` shown, null when there are none. */
export function skillCoverage(items: readonly SkillEvidence[]): number | null {
  const total = items.reduce((sum, item) => sum + importanceWeight(item.skill), 0);
  if (total === 0) return null;
  // Every skill shown in a bullet: nothing is left to show, whatever the reading of the job missed.
  if (items.every((item) => item.evidence >= 1)) return 1;
  let shown = 0;
  let listed = 0;
  for (const item of items) {
    // A suite that stands for the program ('MS Office' for Excel) tells a reader, not a keyword search.
    if (item.partly) continue;
    const credit = importanceWeight(item.skill) * item.evidence;
    if (item.where && isListLine(item.where)) listed += credit;
    else shown += credit;
  }
  return (
    (shown + Math.min(listed, LIST_ONLY_SHARE * total, LIST_PER_SHOWN * shown)) /
    (total + UNREAD_REQUIREMENTS)
  );
}
