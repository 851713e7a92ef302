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
  General: 'refine.fallbackIndustry.general',
  'Technology & Engineering': 'refine.fallbackIndustry.technology_engineering',
  'Healthcare & Life Sciences': 'refine.fallbackIndustry.healthcare_life_sciences',
  'Business & Finance': 'refine.fallbackIndustry.business_finance',
  'Education & Research': 'refine.fallbackIndustry.education_research',
  'General Professional': 'refine.fallbackIndustry.GEN',
  'Software Engineering': 'refine.fallbackIndustry.SWE',
  'Manufacturing Engineering': 'refine.fallbackIndustry.MFG',
  Healthcare: 'refine.fallbackIndustry.HC',
  'Finance & Banking': 'refine.fallbackIndustry.FIN',
  Consulting: 'refine.fallbackIndustry.CON',
  'Academic & Research': 'refine.fallbackIndustry.ACA',
};
