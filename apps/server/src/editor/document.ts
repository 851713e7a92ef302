import type { Bullet, Contact, Section, StructuredResume } from '@resumeloop/contracts/resume';
import { contactSchema } from '@resumeloop/contracts/resume';
import { AppError, type FieldError } from '../errors';

/** Bounds of one saved resume (decision 0012): several times SPEC §9's 8,000-character resume. */
export const EDITOR_LIMITS = {
  /** Characters of every text in the resume together (contact, titles, lines, bullets, entries). */
  totalCharacters: 40_000,
  /** Characters of one text: a contact field, a title, a line, a bullet, an entry's field. */
  textCharacters: 2_000,
  sections: 40,
  /** Lines, bullets and entries of the whole resume. */
  items: 1_000,
  /** Characters of one id. */
  idCharacters: 100,
} as const;

export const CONTACT_FIELDS: ReadonlySet<string> = new Set(Object.keys(contactSchema.shape));

/** SPEC §5 and §8: a 422 'Invalid update data', listing what failed. */
export function invalidUpdate(...fieldErrors: FieldError[]): AppError {
  return new AppError('invalid_update', 'errors.editor.invalidUpdate', { fieldErrors });
}

/** The contact keys of an update body that the contact does not have ('Only contact fields that already exist can be changed'). */
export function unknownContactKeys(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('contact' in body)) return [];
  const contact: unknown = body.contact;
  if (typeof contact !== 'object' || contact === null || Array.isArray(contact)) return [];
  return Object.keys(contact).filter((key) => !CONTACT_FIELDS.has(key));
}

function duplicateOf(ids: string[]): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

type Field = [field: string, value: string];

function bulletFields(at: string, bullets: Bullet[], ids: Field[], texts: Field[]): void {
  for (const [index, bullet] of bullets.entries()) {
    ids.push([`${at}.${index}.id`, bullet.id]);
    texts.push([`${at}.${index}.text`, bullet.text], [`${at}.${index}.original_char`, bullet.original_char]);
  }
}

/** The first rule the resume breaks, as a field error; undefined when it keeps them all. */
export function findLimitBreach(resume: StructuredResume): FieldError | undefined {
  const { sections } = resume;
  if (sections.length > EDITOR_LIMITS.sections) {
    return {
      field: 'sections',
      message: { id: 'validation.editor.tooManySections', values: { max: EDITOR_LIMITS.sections } },
    };
  }
  let items = 0;
  const texts: Field[] = Object.entries(resume.contact).map(([key, value]) => [`contact.${key}`, value]);
  const ids: Field[] = [];
  // Ids must be unique among their siblings: the sections, a section's bullets, its entries, an entry's bullets.
  const siblings: Array<[string, string[]]> = [['sections', sections.map((section) => section.id)]];
  for (const [index, section] of sections.entries()) {
    const at = `sections.${index}`;
    ids.push([`${at}.id`, section.id]);
    texts.push([`${at}.title`, section.title], [`${at}.type`, section.type]);
    for (const [line, text] of section.content_lines.entries())
      texts.push([`${at}.content_lines.${line}`, text]);
    items += section.content_lines.length + section.bullets.length + section.entries.length;
    siblings.push([`${at}.bullets`, section.bullets.map((bullet) => bullet.id)]);
    siblings.push([`${at}.entries`, section.entries.map((entry) => entry.id)]);
    bulletFields(`${at}.bullets`, section.bullets, ids, texts);
    for (const [entryIndex, entry] of section.entries.entries()) {
      const entryAt = `${at}.entries.${entryIndex}`;
      ids.push([`${entryAt}.id`, entry.id]);
      for (const key of ['company', 'dates', 'title', 'location'] as const) {
        texts.push([`${entryAt}.${key}`, entry[key]]);
      }
      items += entry.bullets.length;
      siblings.push([`${entryAt}.bullets`, entry.bullets.map((bullet) => bullet.id)]);
      bulletFields(`${entryAt}.bullets`, entry.bullets, ids, texts);
    }
  }

  if (items > EDITOR_LIMITS.items) {
    return {
      field: 'sections',
      message: { id: 'validation.editor.tooManyItems', values: { max: EDITOR_LIMITS.items } },
    };
  }
  for (const [field, id] of ids) {
    if (id.trim().length === 0 || id.length > EDITOR_LIMITS.idCharacters) {
      return {
        field,
        message: { id: 'validation.editor.idLength', values: { max: EDITOR_LIMITS.idCharacters } },
      };
    }
  }
  for (const [field, group] of siblings) {
    const duplicate = duplicateOf(group);
    if (duplicate !== undefined) {
      return { field, message: { id: 'validation.editor.duplicateId', values: { id: duplicate } } };
    }
  }
  let total = 0;
  for (const [field, text] of texts) {
    if (text.length > EDITOR_LIMITS.textCharacters) {
      return {
        field,
        message: { id: 'validation.editor.textTooLong', values: { max: EDITOR_LIMITS.textCharacters } },
      };
    }
    total += text.length;
  }
  if (total > EDITOR_LIMITS.totalCharacters) {
    return {
      field: 'body',
      message: { id: 'validation.editor.totalTooLong', values: { max: EDITOR_LIMITS.totalCharacters } },
    };
  }
  return undefined;
}

/** Sections sorted by their order (ties keep their place) and renumbered 1..n. */
export function renumbered(sections: Section[]): Section[] {
  return sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => a.section.order - b.section.order || a.index - b.index)
    .map(({ section }, index) => ({ ...section, order: index + 1 }));
}

export function mergeContact(current: Contact, update: Partial<Contact> | undefined): Contact {
  if (!update) return current;
  const merged: Contact = { ...current };
  for (const key of Object.keys(update) as Array<keyof Contact>) {
    const value = update[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
