/**
 * The tailoring checks (20 of 100) as rows of the same table shape as the other six categories, read
 * from the tailoring facts: required and preferred skills shown, the job's field, title fit, years,
 * education, certifications, soft skills, and the stuffing check, listed only when text was copied from
 * the job. Their credit is the share of the threshold reached, kept unrounded.
 */
import { plainJobTitle } from '../../job/plain-title';
import { industryNameText } from '../../messages/names';
import { industryName } from '../../taxonomy/industries';
import type { CheckRule } from '../check-rule';
import { listValues } from '../message';
import { STUFFED_COPIED_WORDS, type TailoringFacts } from './measure-tailoring';

/** The cosine of the resume's and the job's field profiles that earns the field check in full. */
const FIELD_FIT_THRESHOLD = 0.7;

export const TAILORING_CHECKS: readonly CheckRule<TailoringFacts>[] = [
  {
    id: 'required_skills',
    category: 'tailoring',
    label: 'required_skills.label',
    // Required skills carry most of tailoring: they are what an ATS filters on.
    weight: 40,
    compare: 'atLeast',
    threshold: 0.85,
    reason: 'required_skills.reason',
    fix: (facts) =>
      facts.missingRequired.length > 0 ? 'required_skills.fix.missing' : 'required_skills.fix.listed_only',
    fixParams: (facts) => {
      const list = listValues(facts.missingRequired);
      return { skills: list.items, more: list.more };
    },
    measure: (facts) => facts.requiredCoverage,
    unroundedCredit: true,
  },
  {
    id: 'field_fit',
    category: 'tailoring',
    label: 'field_fit.label',
    // The field the resume's skills come from, beside the job's exact keywords: weight 25, second only to
    // required skills, because a keyword match from another field misleads.
    weight: 25,
    compare: 'atLeast',
    threshold: FIELD_FIT_THRESHOLD,
    reason: 'field_fit.reason',
    fix: (facts) => (industryName(facts.jobField) ? 'field_fit.fix.field' : 'field_fit.fix.any'),
    fixParams: (facts) => ({ field: industryNameText(industryName(facts.jobField)) }),
    measure: (facts) => facts.fieldFit,
    unroundedCredit: true,
  },
  {
    id: 'preferred_skills',
    category: 'tailoring',
    label: 'preferred_skills.label',
    weight: 10,
    compare: 'atLeast',
    threshold: 0.6,
    reason: 'preferred_skills.reason',
    fix: (facts) =>
      facts.missingPreferred.length > 0 ? 'preferred_skills.fix.missing' : 'preferred_skills.fix.listed_only',
    fixParams: (facts) => {
      const list = listValues(facts.missingPreferred);
      return { skills: list.items, more: list.more };
    },
    measure: (facts) => facts.preferredCoverage,
    unroundedCredit: true,
  },
  {
    id: 'duty_keywords',
    category: 'tailoring',
    label: 'duty_keywords.label',
    // The tools the duties name are no requirement, but an ATS matches them like any other word: a
    // small weight, below the preferred skills.
    weight: 6,
    compare: 'atLeast',
    threshold: 0.5,
    reason: 'duty_keywords.reason',
    fix: 'duty_keywords.fix',
    fixParams: (facts) => {
      const list = listValues(facts.missingDuty);
      return { skills: list.items, more: list.more };
    },
    measure: (facts) => facts.dutyCoverage,
    unroundedCredit: true,
  },
  {
    id: 'title_fit',
    category: 'tailoring',
    label: 'title_fit.label',
    weight: 20,
    compare: 'atLeast',
    threshold: 0.75,
    reason: 'title_fit.reason',
    fix: 'title_fit.fix',
    fixParams: (facts) => ({ role: plainJobTitle(facts.job.title) }),
    measure: (facts) => (facts.job.title ? facts.titleFit : null),
    unroundedCredit: true,
  },
  {
    id: 'years_experience',
    category: 'tailoring',
    label: 'years_experience.label',
    weight: 10,
    compare: 'atLeast',
    threshold: 0,
    thresholdFor: (facts) => facts.job.years_required ?? 0,
    reason: 'years_experience.reason',
    fix: 'years_experience.fix',
    fixParams: (facts) => ({ required: facts.job.years_required ?? 0, found: facts.yearsOfExperience }),
    measure: (facts) => (facts.job.years_required === null ? null : facts.yearsOfExperience),
    unroundedCredit: true,
  },
  {
    id: 'education',
    category: 'tailoring',
    label: 'education.label',
    weight: 8,
    compare: 'atLeast',
    threshold: 0,
    thresholdFor: (facts) => facts.jobDegreeLevel,
    reason: 'education.reason',
    fix: (facts) => (facts.job.education[0] ? 'education.fix.degree' : 'education.fix.any'),
    fixParams: (facts) => ({ degree: facts.job.education[0] }),
    measure: (facts) =>
      facts.jobDegreeLevel === 0 ? null : Math.min(facts.degreeLevel, facts.jobDegreeLevel),
    unroundedCredit: true,
  },
  {
    id: 'certifications',
    category: 'tailoring',
    label: 'certifications.label',
    weight: 7,
    compare: 'atLeast',
    threshold: 0,
    thresholdFor: (facts) => facts.job.certifications.length,
    reason: 'certifications.reason',
    fix: 'certifications.fix',
    fixParams: (facts) => {
      const missing = facts.job.certifications.filter((cert) => !facts.heldCertifications.includes(cert));
      const list = listValues(missing);
      return { certifications: list.items, more: list.more, count: missing.length };
    },
    measure: (facts) => (facts.job.certifications.length === 0 ? null : facts.heldCertifications.length),
    unroundedCredit: true,
  },
  {
    id: 'soft_skills',
    category: 'tailoring',
    label: 'soft_skills.label',
    weight: 5,
    compare: 'atLeast',
    threshold: 0,
    thresholdFor: (facts) => Math.min(facts.job.soft_skills.length, 3),
    reason: 'soft_skills.reason',
    fix: 'soft_skills.fix',
    fixParams: (facts) => {
      const list = listValues(
        facts.job.soft_skills.filter((name) => !facts.softSkillsShown.includes(name)),
        3,
      );
      return { skills: list.items, more: list.more };
    },
    measure: (facts) => (facts.job.soft_skills.length === 0 ? null : facts.softSkillsShown.length),
    unroundedCredit: true,
  },
  {
    id: 'no_keyword_stuffing',
    category: 'tailoring',
    label: 'no_keyword_stuffing.label',
    // Any text copied from the job costs the whole weight; a resume with none does not list the check.
    weight: 10,
    compare: 'atMost',
    threshold: 0,
    slack: 1,
    reason: 'no_keyword_stuffing.reason',
    fix: 'no_keyword_stuffing.fix',
    measure: (facts) =>
      facts.stuffing.copiedWords >= STUFFED_COPIED_WORDS ? facts.stuffing.copiedWords : null,
    unroundedCredit: true,
    onlyListedWhenRun: true,
  },
];
