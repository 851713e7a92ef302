/**
 * The warnings a stuffed resume gets, beside its scores: text copied from the job, many of the job's
 * skills only in a list, a skill repeated over and over. Each says why it earns nothing and what to do.
 */
import type { TextRef } from '../../messages/text-ref';
import { checkText, listValues } from '../message';
import { STUFFED_COPIED_WORDS, type StuffingFacts } from './measure-tailoring';

/** Required skills only listed from which on the resume is warned, when fewer are shown in bullets. */
const LISTED_ONLY_WARNING = 6;

/** The warnings of a stuffed resume, as messages of the catalogue. */
export function stuffingWarnings(stuffing: StuffingFacts): TextRef[] {
  const warnings: TextRef[] = [];
  if (stuffing.copiedWords >= STUFFED_COPIED_WORDS)
    warnings.push(
      checkText('warning.copied_from_job', { lines: stuffing.copiedLines.size, words: stuffing.copiedWords }),
    );
  const listed = stuffing.listedOnly;
  if (listed.length >= LISTED_ONLY_WARNING && listed.length > stuffing.wellShownRequired) {
    const list = listValues(listed);
    warnings.push(
      checkText('warning.skills_only_listed', { count: listed.length, skills: list.items, more: list.more }),
    );
  }
  if (stuffing.repeatedSkills.length > 0) {
    const list = listValues(stuffing.repeatedSkills);
    warnings.push(checkText('warning.skills_repeated', { skills: list.items, more: list.more }));
  }
  return warnings;
}
