/**
 * A rewrite's contact details and section lines (a summary, a skills list, a section of lines) as changes
 * on the original. Words a rewrite adds beside the name are a change like any line; a summary is one
 * change, its old lines out and its new ones in; other lines are paired by their words, one change a line.
 */
import type { ContactField, ProposedEdit } from '../refine/edits';
import type { Section, StructuredResume } from '../types';
import { type Context, ORIGIN, push, REASON } from './aligned-change';
import type { LineContext } from './claim-flag';
import { containment, likeness, pairBy, same, sameLoose, tokensOf } from './match-lines';
import type { ChangeKind } from './review-constants';

/** The role of a line in a section: its claims are read by what it is. */
function lineRole(): LineContext['role'] {
  return 'prose';
}

// Contact details.

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'location', 'linkedin', 'github'];

export function alignContact(context: Context): void {
  // Words a rewrite adds beside the name ('Dana Okafor, PharmD, BCACP') claim credentials like any line.
  const extras = (contact: StructuredResume['contact']) =>
    contact.raw_contact_line
      .split('|')
      .map((part) => part.trim())
      .filter(
        (part) =>
          part && !part.includes('@') && !/\d{3}/.test(part) && !/\.(?:com|org|net|io|dev)\b/i.test(part),
      );
  const beforeExtras = new Set(extras(context.original.contact).map((part) => part.toLowerCase()));
  const added = extras(context.rewrite.contact).filter(
    (part) =>
      !beforeExtras.has(part.toLowerCase()) &&
      part.toLowerCase() !== context.original.contact.location.toLowerCase(),
  );
  if (added.length > 0) {
    const text = added.join(', ');
    push(context, {
      kind: 'contact',
      section: 'Contact',
      where: '',
      edits: [
        {
          op: 'set_contact',
          field: 'raw_contact_line',
          before: context.original.contact.raw_contact_line,
          after: context.rewrite.contact.raw_contact_line,
          reason: REASON,
          source: text,
          origin: ORIGIN,
        },
      ],
      before: '',
      added: [{ text, role: 'prose', section: 'general' }],
      basis: [],
    });
  }
  for (const field of CONTACT_FIELDS) {
    const before = context.original.contact[field];
    const after = context.rewrite.contact[field];
    if (!after.trim() || sameLoose(before, after)) continue;
    // A phone written another way ('(312) 555-0187' for '312-555-0187') is the same phone.
    if (field === 'phone' && before.replace(/\D/g, '') === after.replace(/\D/g, '')) continue;
    push(context, {
      kind: 'contact',
      section: 'Contact',
      where: '',
      edits: [{ op: 'set_contact', field, before, after, reason: REASON, source: after, origin: ORIGIN }],
      before,
      added: [{ text: after, role: field === 'location' ? 'location' : 'contact', section: 'general' }],
      basis: [before],
    });
  }
}

// Lines (a summary, a skills list, a section of lines).

export function alignLines(context: Context, original: Section, rewrite: Section): void {
  const before = original.content_lines;
  // A rewrite that writes the lines as bullets ('• Python, SQL') keeps the original's form: lines.
  const after =
    rewrite.content_lines.length > 0 || original.bullets.length > 0
      ? rewrite.content_lines
      : rewrite.bullets.map((bullet) => bullet.text);
  if (before.length === after.length && before.every((line, index) => same(line, after[index] ?? ''))) return;
  if (original.type === 'summary' || (before.length <= 1 && after.length <= 1)) {
    if (before.length === 0 && after.length === 0) return;
    // A summary is one change: the old lines out, the new ones in.
    const edits: ProposedEdit[] = [];
    if (before.length === 1 && after.length === 1) {
      edits.push({
        op: 'set_line',
        section_id: original.id,
        index: 0,
        before: before[0] ?? '',
        after: after[0] ?? '',
        reason: REASON,
        source: after[0] ?? '',
        origin: ORIGIN,
      });
    } else {
      for (let index = before.length - 1; index >= 0; index -= 1)
        edits.push({
          op: 'remove_line',
          section_id: original.id,
          index,
          text: before[index] ?? '',
          reason: REASON,
          source: '',
          origin: ORIGIN,
        });
      after.forEach((text, index) => {
        edits.push({
          op: 'insert_line',
          section_id: original.id,
          index,
          text,
          reason: REASON,
          source: text,
          origin: ORIGIN,
        });
      });
    }
    push(context, {
      kind: original.type === 'summary' ? 'summary' : original.type === 'skills' ? 'skills' : 'line',
      section: original.title || rewrite.title,
      where: '',
      edits,
      before: before.join('\n'),
      added: after.map((text) => ({ text, role: lineRole(), section: original.type })),
      basis: [...before],
    });
    return;
  }
  const beforeTokens = before.map(tokensOf);
  const afterTokens = after.map(tokensOf);
  const matched = pairBy(beforeTokens, afterTokens, likeness, 0.34);
  const kind: ChangeKind = original.type === 'skills' ? 'skills' : 'line';
  for (const [i, j] of matched) {
    const old = before[i] ?? '';
    const text = after[j] ?? '';
    if (same(old, text)) continue;
    push(context, {
      kind,
      section: original.title,
      where: '',
      edits: [
        {
          op: 'set_line',
          section_id: original.id,
          index: i,
          before: old,
          after: text,
          reason: REASON,
          source: text,
          origin: ORIGIN,
        },
      ],
      before: old,
      added: [{ text, role: 'prose', section: original.type }],
      basis: [old],
    });
  }
  before.forEach((old, i) => {
    if (matched.some(([left]) => left === i)) return;
    push(context, {
      kind,
      section: original.title,
      where: '',
      edits: [
        {
          op: 'remove_line',
          section_id: original.id,
          index: i,
          text: old,
          reason: REASON,
          source: '',
          origin: ORIGIN,
        },
      ],
      before: old,
      added: [],
      basis: [old],
      merged: containment(tokensOf(old), context.rewriteTokens) >= 0.8,
    });
  });
  after.forEach((text, j) => {
    if (matched.some(([, right]) => right === j)) return;
    push(context, {
      kind,
      section: original.title,
      where: '',
      edits: [
        {
          op: 'insert_line',
          section_id: original.id,
          index: before.length + j,
          text,
          reason: REASON,
          source: text,
          origin: ORIGIN,
        },
      ],
      before: '',
      added: [{ text, role: 'prose', section: original.type }],
      basis: [],
    });
  });
}
