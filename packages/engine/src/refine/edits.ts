/**
 * The edit model refinement writes in: each change to the structured resume is one `Edit` on stable ids
 * (a bullet id, a section id, an entry id, a content line's position), proposed by a pure step, judged once
 * by the provenance guard, and applied by `applyEdits`. The history shown to the user is the applied edits;
 * undoing one applies its inverse to the resume as it is now, so a change made by refinement and an edit
 * made by hand in the editor live on one model. A second writer (a language model) proposes the same edits.
 */

import type { TextRef } from '../messages/text-ref';
import { stableHash } from '../text/normalize-text';
import type { Bullet, Contact, ExperienceEntry, HistoryItem, Section, StructuredResume } from '../types';
import { reasonRef } from './refine-text';

/** The fields of an entry's header a change may set. */
export type EntryField = 'title' | 'company' | 'location';
/** The contact fields a change may set. */
export type ContactField = keyof Contact;

/** Where an edit came from: an answer (by question index), the resume itself, or a computed fact. */
export type EditOrigin =
  | { kind: 'answer'; question_index: number }
  | { kind: 'resume' }
  | { kind: 'derived' };

interface EditBase {
  /** Stable: the same change on the same resume gets the same id. */
  id: string;
  /** The rule that made it (for the history). */
  reason: string;
  /** The reason as a message of the catalogue, where the one who made the edit gave it one. */
  reason_ref?: TextRef;
  /** The answer or original line the words come from. */
  source: string;
  /** The source as a message, where it names a writer rather than quoting the user's words. */
  source_ref?: TextRef;
  origin: EditOrigin;
  /**
   * The change this edit is part of, when a change takes several edits (a new section and its lines, a
   * bullet moved and reworded): they are shown, and undone, as one.
   */
  group?: string;
}

export type Edit = EditBase &
  (
    | {
        op: 'set_bullet';
        section_id: string;
        entry_id: string | null;
        bullet_id: string;
        before: string;
        after: string;
      }
    | {
        op: 'insert_bullet';
        section_id: string;
        entry_id: string | null;
        /** Inserted after this bullet; null: first. */
        after_id: string | null;
        /**
         * Where it goes when `after_id` is not there (a bullet of the same rewrite not accepted): after this
         * bullet of the resume, else last.
         */
        anchor_id?: string | null;
        bullet: Bullet;
      }
    | {
        op: 'remove_bullet';
        section_id: string;
        entry_id: string | null;
        bullet: Bullet;
        /** Its position, for the undo. */
        index: number;
      }
    | {
        op: 'move_bullet';
        section_id: string;
        entry_id: string | null;
        to_section_id: string;
        to_entry_id: string | null;
        bullet: Bullet;
        /** Placed after this bullet of the destination; null: last. */
        after_id: string | null;
        /** Its position where it was, for the undo. */
        index: number;
      }
    | { op: 'remove_line'; section_id: string; index: number; text: string }
    | {
        op: 'set_entry';
        section_id: string;
        entry_id: string;
        field: EntryField;
        before: string;
        after: string;
      }
    | { op: 'add_entry'; section_id: string; entry: ExperienceEntry; after_id: string | null }
    | { op: 'remove_entry'; section_id: string; entry: ExperienceEntry; index: number }
    | { op: 'remove_section'; section: Section; index: number }
    | { op: 'set_contact'; field: ContactField; before: string; after: string }
    | {
        op: 'split_bullet';
        section_id: string;
        entry_id: string | null;
        bullet: Bullet;
        pieces: Bullet[];
      }
    | { op: 'set_line'; section_id: string; index: number; before: string; after: string }
    | { op: 'insert_line'; section_id: string; index: number; text: string }
    | { op: 'add_section'; section: Section }
    | { op: 'set_title'; section_id: string; before: string; after: string }
    | { op: 'set_dates'; section_id: string; entry_id: string; before: string; after: string }
  );

export type EditOp = Edit['op'];
/** An edit as a step proposes it: the id is given when it is accepted. */
export type ProposedEdit = Edit extends infer E ? (E extends Edit ? Omit<E, 'id'> : never) : never;

export function copyResume(resume: StructuredResume): StructuredResume {
  return structuredClone(resume);
}

/** The text an edit brings into the resume: what the guard judges. */
export function addedText(edit: ProposedEdit | Edit): string[] {
  switch (edit.op) {
    case 'set_bullet':
    case 'set_line':
    case 'set_title':
    case 'set_dates':
      return [edit.after];
    case 'insert_bullet':
      return [edit.bullet.text];
    case 'split_bullet':
      return edit.pieces.map((piece) => piece.text);
    case 'insert_line':
      return [edit.text];
    case 'add_section':
      return [edit.section.title];
    case 'set_entry':
    case 'set_contact':
      return [edit.after];
    case 'add_entry':
      return [renderEntryLines(edit.entry)];
    case 'move_bullet':
      return [edit.bullet.text];
    case 'remove_bullet':
    case 'remove_line':
    case 'remove_entry':
    case 'remove_section':
      return [];
  }
}

function renderEntryLines(entry: ExperienceEntry): string {
  return [
    entry.title,
    entry.company,
    entry.location,
    entry.dates,
    ...entry.bullets.map((bullet) => bullet.text),
  ]
    .filter((part) => part.trim().length > 0)
    .join('\n');
}

/** What the edit takes out of the resume (for a removal, the words the user would lose). */
export function removedText(edit: ProposedEdit | Edit): string {
  switch (edit.op) {
    case 'remove_bullet':
      return edit.bullet.text;
    case 'remove_line':
      return edit.text;
    case 'remove_entry':
      return renderEntryLines(edit.entry);
    case 'remove_section':
      return [
        edit.section.title,
        ...edit.section.content_lines,
        ...edit.section.bullets.map((bullet) => bullet.text),
        ...edit.section.entries.map(renderEntryLines),
      ]
        .filter((part) => part.trim().length > 0)
        .join('\n');
    default:
      return '';
  }
}

/** What the edit targets, as the history names it. */
export function editTarget(edit: ProposedEdit | Edit): string {
  switch (edit.op) {
    case 'set_bullet':
    case 'split_bullet':
      return 'bullet_id' in edit ? edit.bullet_id : edit.bullet.id;
    case 'insert_bullet':
      return edit.bullet.id;
    case 'set_dates':
    case 'set_entry':
      return edit.entry_id;
    case 'add_section':
    case 'remove_section':
      return edit.section.id;
    case 'remove_bullet':
    case 'move_bullet':
      return edit.bullet.id;
    case 'add_entry':
    case 'remove_entry':
      return edit.entry.id;
    case 'set_contact':
      return 'contact';
    default:
      return edit.section_id;
  }
}

export function beforeText(edit: ProposedEdit | Edit): string {
  switch (edit.op) {
    case 'set_bullet':
    case 'set_line':
    case 'set_title':
    case 'set_dates':
    case 'set_entry':
    case 'set_contact':
      return edit.before;
    case 'split_bullet':
    case 'move_bullet':
      return edit.bullet.text;
    default:
      return removedText(edit);
  }
}

export function withId(edit: ProposedEdit): Edit {
  const field = edit.op === 'set_entry' || edit.op === 'set_contact' ? `|${edit.field}` : '';
  const key = `${edit.op}|${editTarget(edit)}${field}|${beforeText(edit)}|${addedText(edit).join('\n')}`;
  return { ...edit, id: `e${stableHash(key)}` } as Edit;
}

/** The history: one item per edit, or per group of edits that make one change (named by the group). */
export function historyOf(edits: readonly Edit[]): HistoryItem[] {
  const items: HistoryItem[] = [];
  let open: { group: string; item: HistoryItem } | null = null;
  for (const edit of edits) {
    const item = toHistoryItem(edit);
    if (edit.group && open?.group === edit.group) {
      const join = (a: string, b: string) => [a, b].filter((text) => text.trim().length > 0).join('\n');
      open.item.before = join(open.item.before, item.before);
      open.item.after = join(open.item.after, item.after);
      continue;
    }
    const next = edit.group ? { ...item, id: edit.group } : item;
    items.push(next);
    open = edit.group ? { group: edit.group, item: next } : null;
  }
  return items;
}

/** One edit as the history shows it; its reason carries its message where it is one of the refine step's. */
export function toHistoryItem(edit: Edit): HistoryItem {
  const ref = edit.reason_ref ?? reasonRef(edit.reason);
  return {
    id: edit.id,
    target: editTarget(edit),
    before: beforeText(edit),
    after: addedText(edit).join('\n'),
    reason: edit.reason,
    ...(ref ? { reason_ref: ref } : {}),
    source: edit.source,
    ...(edit.source_ref ? { source_ref: edit.source_ref } : {}),
  };
}
