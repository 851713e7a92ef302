import type { Section, SectionType } from '../types';

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
