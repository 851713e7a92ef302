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
