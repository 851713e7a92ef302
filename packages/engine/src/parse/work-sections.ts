import type { ExperienceEntry, Section, SectionType } from '../types';
import { monthIndex, parseDateRange } from './parse-dates';

/** Sections whose entries may be named by an undated line of their own: a project, a cause, an achievement. */
export const NAMED_ITEM_TYPES: ReadonlySet<SectionType> = new Set([
  'projects',
  'volunteer',
  'awards',
  'general',
]);

/** Does the section list jobs? Entries of projects and causes are no jobs: no dates, employer or title. */
export function holdsWork(section: Pick<Section, 'type' | 'entries'>): boolean {
  return section.entries.length > 0 && !NAMED_ITEM_TYPES.has(section.type);
}

/**
 * Is `earlier` the role `later` was promoted from, at the same employer? The same employer's name (not a
 * placeholder such as 'Company Name'), and the earlier role ends within a few months of the later one's
 * start: roles that overlap are two jobs, not one career step.
 */
export function promotedFrom(
  later: Pick<ExperienceEntry, 'company' | 'dates'>,
  earlier: Pick<ExperienceEntry, 'company' | 'dates'>,
): boolean {
  const company = later.company.trim();
  if (!company || company !== earlier.company.trim() || /^company(?: name)?$/i.test(company)) return false;
  const start = parseDateRange(later.dates)?.start;
  const end = parseDateRange(earlier.dates)?.end;
  if (!start || !end) return false;
  const gap = monthIndex(start) - monthIndex(end);
  return gap >= -1 && gap <= 3;
}
