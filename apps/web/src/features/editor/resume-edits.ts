import { EDITOR_DEFAULTS } from '@resumeloop/contracts/editor-constants';
import type {
  Bullet,
  Contact,
  ExperienceEntry,
  Section,
  StructuredResume,
} from '@resumeloop/contracts/resume';

/**
 * The editor's changes to a structured resume, as pure functions. Ids never change: the server's history
 * and undo point at bullets and sections by id.
 */

let idCounter = 0;
/** A new id under `parentId`, unique in this page (time plus a counter) and readable in the saved JSON. */
export function newId(parentId: string, kind: 'b' | 's' | 'e'): string {
  idCounter += 1;
  return `${parentId}-${kind}${Date.now().toString(36)}${idCounter}`;
}

/** SPEC §3: order is 1-based and follows the array. */
const renumber = (sections: Section[]): Section[] =>
  sections.map((section, index) =>
    section.order === index + 1 ? section : { ...section, order: index + 1 },
  );

export const setContact = (
  resume: StructuredResume,
  field: keyof Contact,
  value: string,
): StructuredResume => ({
  ...resume,
  contact: { ...resume.contact, [field]: value },
});

export function updateSection(
  resume: StructuredResume,
  sectionId: string,
  change: (section: Section) => Section,
): StructuredResume {
  return {
    ...resume,
    sections: resume.sections.map((section) => (section.id === sectionId ? change(section) : section)),
  };
}

export function moveSection(resume: StructuredResume, sectionId: string, by: -1 | 1): StructuredResume {
  const from = resume.sections.findIndex((section) => section.id === sectionId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= resume.sections.length) return resume;
  const sections = [...resume.sections];
  const [moved] = sections.splice(from, 1);
  if (moved) sections.splice(to, 0, moved);
  return { ...resume, sections: renumber(sections) };
}

/** The section at `from` moved to `to` (a drag, or the keyboard's moves), the order numbers following. */
export function moveSectionTo(resume: StructuredResume, from: number, to: number): StructuredResume {
  if (from === to || from < 0 || to < 0 || from >= resume.sections.length || to >= resume.sections.length)
    return resume;
  const sections = [...resume.sections];
  const [item] = sections.splice(from, 1);
  if (item) sections.splice(to, 0, item);
  return { ...resume, sections: renumber(sections) };
}

export const removeSection = (resume: StructuredResume, sectionId: string): StructuredResume => ({
  ...resume,
  sections: renumber(resume.sections.filter((section) => section.id !== sectionId)),
});

/** The texts a new section starts with, in the user's language (SPEC §4's defaults). */
export type NewSectionTexts = { title: string; contentLine: string };

export function addSection(
  resume: StructuredResume,
  texts: NewSectionTexts,
): { resume: StructuredResume; sectionId: string } {
  const section: Section = {
    id: newId('section', 's'),
    title: texts.title,
    type: EDITOR_DEFAULTS.sectionType,
    visible: true,
    order: resume.sections.length + 1,
    content_lines: [texts.contentLine],
    bullets: [],
    entries: [],
  };
  return { resume: { ...resume, sections: [...resume.sections, section] }, sectionId: section.id };
}

/** The glyph of the list's other bullets, so a new one looks like its neighbours. */
const bulletGlyphOf = (bullets: Bullet[]) => bullets[0]?.original_char || '•';

/** A new bullet saying `text` (SPEC §4's default, in the user's language). */
export const newBullet = (parentId: string, siblings: Bullet[], text: string): Bullet => ({
  id: newId(parentId, 'b'),
  text,
  original_char: bulletGlyphOf(siblings),
});

export const setBulletText = (bullets: Bullet[], bulletId: string, text: string): Bullet[] =>
  bullets.map((bullet) => (bullet.id === bulletId ? { ...bullet, text } : bullet));

export const withoutBullet = (bullets: Bullet[], bulletId: string): Bullet[] =>
  bullets.filter((bullet) => bullet.id !== bulletId);

export function updateEntry(
  section: Section,
  entryId: string,
  change: (entry: ExperienceEntry) => ExperienceEntry,
): Section {
  return {
    ...section,
    entries: section.entries.map((entry) => (entry.id === entryId ? change(entry) : entry)),
  };
}

export const setLine = (lines: string[], index: number, text: string): string[] =>
  lines.map((line, position) => (position === index ? text : line));

export const withoutLine = (lines: string[], index: number): string[] =>
  lines.filter((_, position) => position !== index);
