/**
 * A summary assembled only from facts present: the latest title, years computed from the entries' dates
 * (recorded as a derivation), skills the resume shows that the job asks for, and one result from the
 * answers.
 */
import type { SkillEvidence } from '../score/score-tailoring';
import { findSkillMentions } from '../taxonomy/find-skills';
import type { Derivation } from '../types';

export interface SummaryInput {
  latestTitle: string;
  years: number;
  months: number;
  evidence: readonly SkillEvidence[];
  resultFromAnswers: string | null;
}

export function buildSummary(input: SummaryInput): { text: string; derivations: Derivation[] } {
  const derivations: Derivation[] = [];
  const parts: string[] = [];
  const wholeYears = Math.floor(input.years);
  const title = input.latestTitle.trim();
  if (title && wholeYears >= 1) {
    parts.push(`${title} with ${wholeYears}+ years of experience.`);
    derivations.push({
      value: String(wholeYears),
      how: `years of experience: ${input.months} months covered by the experience entries' dates, rounded down`,
    });
  } else if (title) {
    parts.push(`${title}.`);
  }
  const shown = input.evidence
    .filter((item) => item.skill.id && item.evidence >= 0.5 && item.skill.importance === 'required')
    // Named as the resume writes it ('AWS', not 'Amazon Web Services'): the summary adds no new words. A
    // skill evidenced only in other words (a narrower tool, a stem) is not named here.
    .map(
      (item) =>
        findSkillMentions(item.where?.text ?? '').find((mention) => mention.skill.id === item.skill.id)
          ?.text ?? '',
    )
    // A skill that is the title itself ('HR Generalist') is said once, by the title.
    .filter((text) => !title.toLowerCase().includes(text.toLowerCase()))
    .filter((text, index, all) => text.length > 0 && all.indexOf(text) === index)
    .slice(0, 4);
  if (shown.length > 0) parts.push(`Skilled in ${shown.join(', ')}.`);
  if (input.resultFromAnswers)
    parts.push(`${input.resultFromAnswers.charAt(0).toUpperCase()}${input.resultFromAnswers.slice(1)}.`);
  return { text: parts.join(' '), derivations };
}
