/**
 * How well a resume's titles fit the job's: shared role nouns and field words, less a penalty per step of
 * seniority apart, and part of the fit when both titles name the same field with no word in common.
 */
import { seniorityRank } from '../../job/analyze-job';
import { roleNounsOf, seniorityOf, titleKeywords } from '../../taxonomy/job-titles';
import { titleFields } from '../../taxonomy/title-fields';
import { cosine } from './field-fit';
import { roughStem } from './word-stem';

/** Share of a title's fit two titles of the same field earn with no word in common. */
const SAME_FIELD_TITLE_FIT = 0.5;

/**
 * 0 to 1: shared role nouns and field words between two titles, less a penalty per seniority step apart;
 * at least a part when both titles name the same field ('IT Manager' and 'Software Engineer').
 */
export function titleFit(resumeTitle: string, jobTitle: string): number {
  if (!resumeTitle.trim() || !jobTitle.trim()) return 0;
  const sameField = SAME_FIELD_TITLE_FIT * cosine(titleFields(resumeTitle), titleFields(jobTitle));
  return Math.max(wordTitleFit(resumeTitle, jobTitle), sameField);
}

function wordTitleFit(resumeTitle: string, jobTitle: string): number {
  if (!resumeTitle.trim() || !jobTitle.trim()) return 0;
  const resumeNouns = new Set(roleNounsOf(resumeTitle));
  const jobNouns = roleNounsOf(jobTitle);
  const nounMatch =
    jobNouns.length === 0 ? 0 : jobNouns.filter((noun) => resumeNouns.has(noun)).length / jobNouns.length;
  const resumeWords = new Set(titleKeywords(resumeTitle).map(roughStem));
  const jobWords = titleKeywords(jobTitle).map(roughStem);
  const wordMatch =
    jobWords.length === 0 ? 0 : jobWords.filter((word) => resumeWords.has(word)).length / jobWords.length;
  const gap = Math.abs(seniorityRank(seniorityOf(resumeTitle)) - seniorityRank(seniorityOf(jobTitle)));
  const seniorityPenalty = Math.max(0, gap - 1) * 0.1;
  return Math.max(0, Math.min(1, 0.55 * nounMatch + 0.45 * wordMatch - seniorityPenalty));
}
