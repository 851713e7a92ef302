/**
 * The warnings a stuffed resume gets, beside its scores: text copied from the job, many of the job's
 * skills only in a list, a skill repeated over and over. Each says why it earns nothing and what to do.
 */
import { message, shortList } from '../message';
import { STUFFED_COPIED_WORDS, type StuffingFacts } from './measure-tailoring';

/** Required skills only listed from which on the resume is warned, when fewer are shown in bullets. */
const LISTED_ONLY_WARNING = 6;

export function stuffingWarnings(stuffing: StuffingFacts): string[] {
  const warnings: string[] = [];
  if (stuffing.copiedWords >= STUFFED_COPIED_WORDS)
    warnings.push(
      message('warning.copied_from_job', { lines: stuffing.copiedLines.size, words: stuffing.copiedWords }),
    );
  const listed = stuffing.listedOnly;
  if (listed.length >= LISTED_ONLY_WARNING && listed.length > stuffing.wellShownRequired)
    warnings.push(message('warning.skills_only_listed', { count: listed.length, skills: shortList(listed) }));
  if (stuffing.repeatedSkills.length > 0)
    warnings.push(message('warning.skills_repeated', { skills: shortList(stuffing.repeatedSkills) }));
  return warnings;
}
