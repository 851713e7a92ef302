import type { MessageId } from '@resumeloop/i18n';

/** An industry list grouped by category, as GET /api/scoring/industries answers it. */
export type IndustryGroups = Record<string, string[]>;

/** SPEC §3: the groups offered when the industry list cannot be loaded. */
export const FALLBACK_INDUSTRY_GROUPS: IndustryGroups = {
  General: ['General Professional'],
  'Technology & Engineering': ['Software Engineering', 'Manufacturing Engineering'],
  'Healthcare & Life Sciences': ['Healthcare'],
  'Business & Finance': ['Finance & Banking', 'Consulting'],
  'Education & Research': ['Academic & Research'],
};

/** The catalogue's names for the fallback groups and industries (what the list shows; the value sent is the English name). */
export const FALLBACK_INDUSTRY_LABEL_IDS: Readonly<Record<string, MessageId>> = {
  General: 'checks.industry_group.general',
  'Technology & Engineering': 'checks.industry_group.technology_engineering',
  'Healthcare & Life Sciences': 'checks.industry_group.healthcare_life_sciences',
  'Business & Finance': 'checks.industry_group.business_finance',
  'Education & Research': 'checks.industry_group.education_research',
  'General Professional': 'checks.industry.GEN',
  'Software Engineering': 'checks.industry.SWE',
  'Manufacturing Engineering': 'checks.industry.MFG',
  Healthcare: 'checks.industry.HC',
  'Finance & Banking': 'checks.industry.FIN',
  Consulting: 'checks.industry.CON',
  'Academic & Research': 'checks.industry.ACA',
};
