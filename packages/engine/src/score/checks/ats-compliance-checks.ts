/**
 * The ATS compliance checks (15 of 100): what an applicant tracking system can read of the resume:
 * standard headings, contact details in the body, readable dates, no columns, tables or odd characters,
 * enough text, acronyms spelled out. Weights are relative inside the category.
 */
import type { CheckRule } from '../check-rule';
import { quotedListValues } from '../message';

export const ATS_COMPLIANCE_CHECKS: readonly CheckRule[] = [
  {
    id: 'standard_headings',
    category: 'ats_compliance',
    label: 'standard_headings.label',
    weight: 3,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'standard_headings.reason',
    fix: 'standard_headings.fix',
    measure: (facts) => facts.unknownHeadings.length,
    fixParams: (facts) => {
      const list = quotedListValues(facts.unknownHeadings);
      return { headings: list.items, more: list.more };
    },
  },
  {
    id: 'contact_in_body',
    category: 'ats_compliance',
    label: 'contact_in_body.label',
    weight: 2,
    compare: 'isTrue',
    threshold: true,
    reason: 'contact_in_body.reason',
    fix: 'contact_in_body.fix',
    measure: (facts) => facts.hasEmail || facts.hasPhone,
  },
  {
    id: 'dates_parseable',
    category: 'ats_compliance',
    label: 'dates_parseable.label',
    weight: 3,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'dates_parseable.reason',
    fix: (facts) =>
      facts.unparseableDates.length > 0 ? 'dates_parseable.fix.dates' : 'dates_parseable.fix.missing',
    measure: (facts) =>
      facts.entries.length === 0
        ? null
        : facts.unparseableDates.length + facts.entries.filter((entry) => !entry.dates).length,
    fixParams: (facts) => {
      const list = quotedListValues(facts.unparseableDates);
      return { dates: list.items, more: list.more };
    },
  },
  {
    id: 'no_columns_or_tables',
    category: 'ats_compliance',
    label: 'no_columns_or_tables.label',
    weight: 3,
    compare: 'atMost',
    threshold: 1,
    slack: 8,
    reason: 'no_columns_or_tables.reason',
    fix: 'no_columns_or_tables.fix',
    measure: (facts) => facts.layoutArtefacts,
    fixParams: (facts) => ({ count: facts.layoutArtefacts }),
  },
  {
    id: 'no_odd_glyphs',
    category: 'ats_compliance',
    label: 'no_odd_glyphs.label',
    weight: 2,
    compare: 'atMost',
    threshold: 0,
    slack: 6,
    reason: 'no_odd_glyphs.reason',
    fix: 'no_odd_glyphs.fix',
    measure: (facts) => facts.oddGlyphs,
    fixParams: (facts) => ({ count: facts.oddGlyphs }),
  },
  {
    id: 'text_extractable',
    category: 'ats_compliance',
    // What it measures is the words read, whatever their source: pasted text is never a scan.
    label: 'text_extractable.label',
    weight: 1,
    compare: 'atLeast',
    threshold: 150,
    reason: 'text_extractable.reason',
    fix: 'text_extractable.fix',
    measure: (facts) => facts.wordCount,
    fixParams: (facts) => ({ words: facts.wordCount }),
  },
  {
    id: 'acronyms_expanded',
    category: 'ats_compliance',
    label: 'acronyms_expanded.label',
    weight: 1,
    compare: 'atMost',
    threshold: 1,
    slack: 4,
    reason: 'acronyms_expanded.reason',
    fix: 'acronyms_expanded.fix',
    measure: (facts) => facts.unexpandedAcronyms.length,
    fixParams: (facts) => {
      const list = quotedListValues(facts.unexpandedAcronyms);
      return { acronyms: list.items, more: list.more };
    },
  },
];
