/**
 * The structure checks (10 of 100): the text reads as a resume, contact details, the core sections and
 * the ones the industry expects, its credential, roles newest first and complete, a summary, experience
 * before education. Weights are relative inside the category; the comment on a row says why it weighs
 * what it does.
 */
import { type CheckRule, shareOf } from '../check-rule';
import { industryCredentialText } from '../industry-credential-text';
import { type CheckKey, checkText, joinedText, optionalCheckText } from '../message';
import { missingSignalsText } from '../resume-signal-text';

export const STRUCTURE_CHECKS: readonly CheckRule[] = [
  {
    id: 'reads_as_resume',
    category: 'structure',
    label: 'reads_as_resume.label',
    weight: 3,
    compare: 'atLeast',
    threshold: 3,
    // A text with no dated roles, no sections and no contact details gets nothing from checks that find
    // nothing to fault: this check says why, and the overall score is held low (score-resume.ts).
    reason: 'reads_as_resume.reason',
    fix: 'reads_as_resume.fix',
    measure: (facts) => facts.resumeSignals.score,
    fixParams: (facts) => ({ missing: missingSignalsText(facts.resumeSignals.missing) }),
  },
  {
    id: 'contact_complete',
    category: 'structure',
    label: 'contact_complete.label',
    weight: 3,
    compare: 'atLeast',
    threshold: 3,
    // Without contact details a good resume is useless: the heaviest structure check.
    reason: 'contact_complete.reason',
    // The fix names what is missing: one message for each set of the three.
    fix: (facts) =>
      `contact_complete.fix.${[
        facts.hasName ? '' : 'name',
        facts.hasEmail ? '' : 'email',
        facts.hasPhone ? '' : 'phone',
      ]
        .filter(Boolean)
        .join('_')}` as CheckKey,
    measure: (facts) => Number(facts.hasName) + Number(facts.hasEmail) + Number(facts.hasPhone),
  },
  {
    id: 'core_sections',
    category: 'structure',
    label: 'core_sections.label',
    weight: 2,
    compare: 'atLeast',
    threshold: 3,
    reason: 'core_sections.reason',
    // The fix names the missing sections: one message for each set of the three.
    fix: (facts) =>
      `core_sections.fix.${['experience', 'education', 'skills']
        .filter((type) => !facts.sectionTypes.has(type as never))
        .join('_')}` as CheckKey,
    measure: (facts) =>
      ['experience', 'education', 'skills'].filter((type) => facts.sectionTypes.has(type as never)).length,
  },
  {
    id: 'industry_sections',
    category: 'structure',
    label: 'industry_sections.label',
    weight: 2,
    compare: 'isTrue',
    threshold: true,
    reason: 'industry_sections.reason',
    fix: 'industry_sections.fix',
    measure: (facts, profile) => {
      const expected = profile.expectedSections.filter((type) => type !== 'portfolio');
      if (expected.length === 0 && !profile.portfolio) return null;
      return (
        expected.every((type) => facts.sectionTypes.has(type)) &&
        (!profile.portfolio || facts.hasPortfolioLink)
      );
    },
    fixParams: (facts, profile) => ({
      missing:
        joinedText(
          [
            ...profile.expectedSections
              .filter((type) => type !== 'portfolio' && !facts.sectionTypes.has(type))
              .map(
                (type) =>
                  optionalCheckText(`industry_sections.missing.${type}`) ??
                  checkText('industry_sections.missing.section', { section: type }),
              ),
            ...(profile.portfolio && !facts.hasPortfolioLink
              ? [checkText('industry_sections.missing.portfolio_link')]
              : []),
          ],
          'industry_sections.missing.list',
        ) ?? '',
    }),
  },
  {
    id: 'industry_credentials',
    category: 'structure',
    label: 'industry_credentials.label',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'industry_credentials.reason',
    fix: 'industry_credentials.fix',
    measure: (facts, profile) =>
      profile.credentialPattern ? profile.credentialPattern.test(facts.text) : null,
    fixParams: (_, profile) => ({
      credential: industryCredentialText(profile) ?? checkText('industry_credentials.credential.any'),
    }),
  },
  {
    id: 'reverse_chronological',
    category: 'structure',
    label: 'reverse_chronological.label',
    weight: 1,
    compare: 'atMost',
    threshold: 0,
    slack: 2,
    reason: 'reverse_chronological.reason',
    fix: 'reverse_chronological.fix',
    measure: (facts) => (facts.entries.length < 2 ? null : facts.chronologyBreaks),
  },
  {
    id: 'entries_complete',
    category: 'structure',
    label: 'entries_complete.label',
    weight: 1,
    compare: 'atLeast',
    threshold: 1,
    reason: 'entries_complete.reason',
    fix: 'entries_complete.fix',
    measure: (facts) => shareOf(facts.entriesComplete, facts.entries.length),
    fixParams: (facts) => ({ complete: facts.entriesComplete, roles: facts.entries.length }),
  },
  {
    id: 'has_summary',
    category: 'structure',
    label: 'has_summary.label',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'has_summary.reason',
    fix: 'has_summary.fix',
    // Runs from three years of experience, and when no dated role lets the years be computed.
    measure: (facts) =>
      facts.yearsOfExperience < 3 && facts.entries.some((entry) => entry.dates)
        ? null
        : facts.hasSummary && !facts.summaryIsObjective,
  },
  {
    id: 'sensible_order',
    category: 'structure',
    label: 'sensible_order.label',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'sensible_order.reason',
    fix: 'sensible_order.fix',
    measure: (facts) => (facts.yearsOfExperience < 2 ? null : !facts.educationFirst),
  },
];
