/**
 * The professionalism checks (5 of 100): no first person, past roles in the past tense, a professional
 * email address, no personal details that invite bias, no references line, no slang. Weights are
 * relative inside the category.
 */
import type { CheckRule } from '../check-rule';
import { readsEnglishOnly } from '../language-applicability';
import type { ResumeFacts } from '../measure-resume';
import { quotedListValues } from '../message';
import { customaryDetailsReason } from '../personal-details';

/** Bullets of past roles written in the present or the base form. */
function pastRolesInPresent(facts: ResumeFacts): number {
  return facts.experienceBullets.filter(
    (fact) => !fact.current && (fact.tense === 'present' || fact.tense === 'base'),
  ).length;
}

export const PROFESSIONALISM_CHECKS: readonly CheckRule[] = [
  {
    id: 'no_first_person',
    category: 'professionalism',
    label: 'no_first_person.label',
    weight: 2,
    compare: 'atMost',
    threshold: 0,
    slack: 4,
    reason: 'no_first_person.reason',
    fix: 'no_first_person.fix',
    measure: (facts) =>
      facts.experienceBullets.length === 0
        ? null
        : facts.experienceBullets.filter((fact) => fact.firstPerson).length,
    fixParams: (facts) => ({ count: facts.experienceBullets.filter((fact) => fact.firstPerson).length }),
  },
  {
    id: 'consistent_tense',
    category: 'professionalism',
    label: 'consistent_tense.label',
    weight: 2,
    compare: 'atMost',
    threshold: 0,
    slack: 5,
    reason: 'consistent_tense.reason',
    fix: 'consistent_tense.fix',
    // English tenses ('Managed' / 'Manage'): not applicable to a resume in another language.
    notApplicable: readsEnglishOnly,
    measure: (facts) => (facts.experienceBullets.length === 0 ? null : pastRolesInPresent(facts)),
    fixParams: (facts) => ({ count: pastRolesInPresent(facts) }),
  },
  {
    id: 'professional_email',
    category: 'professionalism',
    label: 'professional_email.label',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'professional_email.reason',
    fix: 'professional_email.fix',
    measure: (facts) => (facts.hasEmail ? !facts.unprofessionalEmail : null),
  },
  {
    id: 'no_personal_details',
    category: 'professionalism',
    label: 'no_personal_details.label',
    weight: 1,
    compare: 'atMost',
    threshold: 0,
    slack: 2,
    reason: 'no_personal_details.reason',
    // Judged by the customs of the resume's language: a date of birth is customary on a German CV.
    reasonFor: customaryDetailsReason,
    fix: 'no_personal_details.fix',
    measure: (facts) => facts.personalDetails.length,
    fixParams: (facts) => {
      const list = quotedListValues(facts.personalDetails);
      return { details: list.items, more: list.more };
    },
  },
  {
    id: 'no_references_line',
    category: 'professionalism',
    label: 'no_references_line.label',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'no_references_line.reason',
    fix: 'no_references_line.fix',
    measure: (facts) => !facts.hasReferencesLine,
  },
  {
    id: 'no_slang',
    category: 'professionalism',
    label: 'no_slang.label',
    weight: 1,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'no_slang.reason',
    fix: 'no_slang.fix',
    measure: (facts) => facts.slangOrExclamation,
    fixParams: (facts) => ({ count: facts.slangOrExclamation }),
  },
];
