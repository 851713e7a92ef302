/**
 * The names the product shows beside its numbers, as messages of the catalogue's `checks` area: the
 * seven score categories (`checks.category.<id>`), the 37 industries (`checks.industry.<code>`) and the
 * groups they are listed in (`checks.industry_group.<slug>`). The server names them in the reader's
 * language; the web app can import the same ids (`@resumeloop/engine/names`).
 */
import type { ScoreCategoryId } from '../score/categories';
import { INDUSTRY_PROFILES, industryProfile } from '../taxonomy/industries';
import { isTextId, type TextId, type TextRef, textRef } from './text-ref';

/** The message id of a score category's name ('checks.category.content_impact'). */
export function categoryLabelId(category: ScoreCategoryId): TextId {
  return `checks.category.${category}` as TextId;
}

/**
 * The message id of an industry's name, by its name as the industries list gives it ('Software
 * Engineering', case-insensitive) or its code ('SWE'); null for a name that is none of the 37.
 */
export function industryNameId(nameOrCode: string): TextId | null {
  const key = nameOrCode.trim();
  const known = INDUSTRY_PROFILES.some(
    (profile) => profile.name.toLowerCase() === key.toLowerCase() || profile.code === key.toUpperCase(),
  );
  if (!known) return null;
  const id = `checks.industry.${industryProfile(key).code}`;
  return isTextId(id) ? id : null;
}

/** The slug of an industry group's name: 'Technology & Engineering' is 'technology_engineering'. */
function groupSlug(group: string): string {
  return group
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** The message id of an industry group's name ('Technology & Engineering'), or null for an unknown group. */
export function industryGroupId(group: string): TextId | null {
  const id = `checks.industry_group.${groupSlug(group)}`;
  return isTextId(id) ? id : null;
}

/** An industry's name as a message value: its catalogue message, else the name as given. */
export function industryNameText(nameOrCode: string): TextRef | string {
  const id = industryNameId(nameOrCode);
  return id ? textRef(id) : nameOrCode;
}
