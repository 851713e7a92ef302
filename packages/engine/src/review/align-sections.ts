/**
 * A rewrite's sections against the original's: paired by kind, untitled head sections together, general
 * ones by their titles or what they hold. A section the rewrite adds is one change with all its lines,
 * placed where the rewrite has it; one it leaves out is one change, merged where its words are kept.
 */
import type { ProposedEdit } from '../refine/edits';
import { plainTokens } from '../text/normalize-text';
import type { ExperienceEntry, Section } from '../types';
import { type AddedLine, type Context, entryLabel, ORIGIN, push, REASON } from './aligned-change';
import { containment, pairBy, similarity, tokensOf } from './match-lines';

function sectionTitleSimilarity(a: Section, b: Section): number {
  return similarity(new Set(plainTokens(a.title)), new Set(plainTokens(b.title)));
}

/** Sections by kind, in order; untitled head sections together; general ones by their titles. */
export function pairSections(
  original: readonly Section[],
  rewrite: readonly Section[],
): Array<[Section | null, Section | null]> {
  const pairs = pairBy(
    original,
    rewrite,
    (a, b) => {
      if ((a.title === '') !== (b.title === '')) return 0;
      if (a.type !== b.type) return 0;
      const titles = sectionTitleSimilarity(a, b);
      if (a.type === 'general' && a.title !== '' && titles === 0) {
        // Two general sections match by what they hold when their names differ.
        return similarity(tokensOf(sectionText(a)), tokensOf(sectionText(b))) > 0.4 ? 1 : 0;
      }
      return 2 + titles;
    },
    1,
  );
  const out: Array<[Section | null, Section | null]> = pairs.map(([i, j]) => [
    original[i] ?? null,
    rewrite[j] ?? null,
  ]);
  original.forEach((section, i) => {
    if (!pairs.some(([left]) => left === i)) out.push([section, null]);
  });
  rewrite.forEach((section, j) => {
    if (!pairs.some(([, right]) => right === j)) out.push([null, section]);
  });
  return out;
}

export function sectionText(section: Section): string {
  return [
    ...section.content_lines,
    ...section.bullets.map((bullet) => bullet.text),
    ...section.entries.flatMap((entry) => [
      entryLabel(entry),
      entry.location,
      entry.dates,
      ...entry.bullets.map((b) => b.text),
    ]),
  ].join('\n');
}

// A section the rewrite adds, or leaves out.

export function addSection(context: Context, section: Section): void {
  const id = context.nextId('section-added');
  const created: Section = { ...structuredClone(section), id, content_lines: [], bullets: [], entries: [] };
  // After the section it follows in the rewrite, as the original orders things: a summary goes first.
  const previousTitled = context.original.sections.filter((item) => item.order < section.order).at(-1);
  created.order =
    section.type === 'summary'
      ? (context.original.sections.find((item) => item.title === '')?.order ?? 0) + 0.5
      : (previousTitled?.order ?? context.original.sections.length) + 0.5;
  const edits: ProposedEdit[] = [
    { op: 'add_section', section: created, reason: REASON, source: section.title, origin: ORIGIN },
  ];
  const added: AddedLine[] = [];
  section.content_lines.forEach((text, index) => {
    edits.push({
      op: 'insert_line',
      section_id: id,
      index,
      text,
      reason: REASON,
      source: text,
      origin: ORIGIN,
    });
    added.push({ text, role: 'prose', section: section.type });
  });
  let afterId: string | null = null;
  section.bullets.forEach((bullet, index) => {
    const bulletId = `${id}-b${index + 1}`;
    edits.push({
      op: 'insert_bullet',
      section_id: id,
      entry_id: null,
      after_id: afterId,
      bullet: { ...bullet, id: bulletId },
      reason: REASON,
      source: bullet.text,
      origin: ORIGIN,
    });
    added.push({ text: bullet.text, role: 'prose', section: section.type });
    afterId = bulletId;
  });
  let afterEntry: string | null = null;
  section.entries.forEach((entry, index) => {
    const entryId = `${id}-e${index + 1}`;
    const copy: ExperienceEntry = {
      ...structuredClone(entry),
      id: entryId,
      bullets: entry.bullets.map((bullet, at) => ({ ...bullet, id: `${entryId}-b${at + 1}` })),
    };
    edits.push({
      op: 'add_entry',
      section_id: id,
      entry: copy,
      after_id: afterEntry,
      reason: REASON,
      source: entryLabel(copy),
      origin: ORIGIN,
    });
    added.push(
      ...(copy.title ? [{ text: copy.title, role: 'title' as const, section: section.type }] : []),
      ...(copy.company ? [{ text: copy.company, role: 'company' as const, section: section.type }] : []),
      ...(copy.dates ? [{ text: copy.dates, role: 'dates' as const, section: section.type }] : []),
      ...copy.bullets.map((bullet) => ({ text: bullet.text, role: 'prose' as const, section: section.type })),
    );
    afterEntry = entryId;
  });
  push(context, {
    kind: section.type === 'summary' ? 'summary' : section.type === 'skills' ? 'skills' : 'section',
    section: section.title,
    where: '',
    edits,
    before: '',
    added,
    basis: [],
  });
}

export function removeSection(context: Context, section: Section): void {
  const text = sectionText(section);
  if (text.trim() === '' && section.title === '') return;
  push(context, {
    kind: 'section',
    section: section.title,
    where: '',
    edits: [
      {
        op: 'remove_section',
        section: structuredClone(section),
        index: context.original.sections.indexOf(section),
        reason: REASON,
        source: '',
        origin: ORIGIN,
      },
    ],
    before: [section.title, text].filter(Boolean).join('\n'),
    added: [],
    basis: [],
    merged: containment(tokensOf(text), context.rewriteTokens) >= 0.85,
  });
}
