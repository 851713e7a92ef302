/**
 * Takes the lines copied from the job out of a resume, so that pasting the ad earns nothing: out of the
 * structure (with what a pasted ad left at the edges of the lines next to it), and out of the text, which
 * is then read again as if the ad had never been pasted.
 */
import { plainTokens, squash } from '../../text/normalize-text';
import type { StructuredResume } from '../../types';
import { withoutCopiedSpans } from './copied-lines';
import type { TailoringReads } from './tailoring-reads';

/** A line as written, without its spacing and its bullet glyph. */
function bare(line: string): string {
  return squash(line).replace(/^[•·*▪●◦o‣-]\s+/, '');
}

/**
 * The resume without the lines copied from the job. A line right next to a copied one loses the copied
 * words it ends or starts with too: a pasted ad that ran into the resume's own line ('..., CPA, client
 * service Registered Nurse (RN) 1st Shift ...'). Copied text helps no category.
 */
export function withoutCopiedLines(
  resume: StructuredResume,
  copied: ReadonlySet<string>,
  reads: TailoringReads,
): StructuredResume {
  if (copied.size === 0) return resume;
  function clean<T>(
    items: readonly T[],
    textOf: (item: T) => string,
    withText: (item: T, text: string) => T,
  ): T[] {
    return items.flatMap((item, index) => {
      const text = textOf(item);
      if (copied.has(text)) return [];
      const previous = items[index - 1];
      const next = items[index + 1];
      const touches =
        (previous !== undefined && copied.has(textOf(previous))) ||
        (next !== undefined && copied.has(textOf(next)));
      return [touches ? withText(item, withoutCopiedSpans(text, reads)) : item];
    });
  }
  return {
    contact: resume.contact,
    sections: resume.sections.map((section) => ({
      ...section,
      content_lines: clean(
        section.content_lines,
        (line) => line,
        (_, text) => text,
      ),
      bullets: clean(
        section.bullets,
        (bullet) => bullet.text,
        (bullet, text) => ({ ...bullet, text }),
      ),
      entries: section.entries.map((entry) => ({
        ...entry,
        bullets: clean(
          entry.bullets,
          (bullet) => bullet.text,
          (bullet, text) => ({ ...bullet, text }),
        ),
      })),
    })),
  };
}

/**
 * The resume's text without the lines copied from the job, and without the short lines of the ad around
 * them (its title, its headings: found word for word in the job, next to a removed line).
 */
export function withoutCopiedText(
  text: string,
  copiedLines: ReadonlySet<string>,
  reads: TailoringReads,
): string {
  const copied = [...copiedLines].map(bare).filter((line) => line.length > 0);
  if (copied.length === 0) return text;
  const lines = text.split('\n');
  // A part of a copied line is removed only when its own words are the job's: a pasted ad the parser
  // joined with the resume's last lines ('..., website' and the ad's title) keeps those lines.
  const fromJob = (line: string) => reads.job.sequence.includes(` ${plainTokens(line).join(' ')} `);
  const removed = lines.map((line) => {
    const plain = bare(line);
    return (
      plain.length > 0 &&
      copied.some((copy) => copy === plain || (plain.length >= 12 && copy.includes(plain) && fromJob(plain)))
    );
  });
  // A line of the ad itself (its title, a heading), not the resume's own line that shares a word with
  // it ('website' at the end of a skills list).
  const inJob = (line: string) => reads.job.lineKeys.has(plainTokens(line).join(' '));
  const near = (index: number) => {
    // The nearest lines with text before and after: blank lines between do not part an ad from its title.
    let before = index - 1;
    while (before >= 0 && bare(lines[before] ?? '').length === 0) before -= 1;
    let after = index + 1;
    while (after < lines.length && bare(lines[after] ?? '').length === 0) after += 1;
    return (before >= 0 && removed[before]) || (after < lines.length && removed[after]);
  };
  let grew = true;
  while (grew) {
    grew = false;
    lines.forEach((line, index) => {
      if (removed[index] || bare(line).length === 0 || !near(index) || !inJob(line)) return;
      removed[index] = true;
      grew = true;
    });
  }
  return lines.filter((_, index) => !removed[index]).join('\n');
}

/**
 * The resume read again without the copied lines, with the ids the resume as given has: a question or a
 * check that points at a line points at the line the user sees, not at its neighbour.
 */
export function withIdsFrom(given: StructuredResume, reread: StructuredResume): StructuredResume {
  const bulletIds = new Map<string, string[]>();
  const entryIds = new Map<string, string[]>();
  const entryKey = (entry: { title: string; company: string; dates: string }) =>
    `${entry.title}|${entry.company}|${entry.dates}`;
  for (const section of given.sections)
    for (const entry of section.entries) {
      entryIds.set(entryKey(entry), [...(entryIds.get(entryKey(entry)) ?? []), entry.id]);
      for (const bullet of entry.bullets)
        bulletIds.set(bullet.text, [...(bulletIds.get(bullet.text) ?? []), bullet.id]);
    }
  const sectionIds = new Map<string, string[]>();
  for (const section of given.sections) {
    const key = `${section.type}|${section.title}`;
    sectionIds.set(key, [...(sectionIds.get(key) ?? []), section.id]);
  }
  const take = (ids: Map<string, string[]>, key: string, fallback: string) =>
    ids.get(key)?.shift() ?? fallback;
  return {
    ...reread,
    sections: reread.sections.map((section) => ({
      ...section,
      id: take(sectionIds, `${section.type}|${section.title}`, section.id),
      entries: section.entries.map((entry) => ({
        ...entry,
        id: take(entryIds, entryKey(entry), entry.id),
        bullets: entry.bullets.map((bullet) => ({ ...bullet, id: take(bulletIds, bullet.text, bullet.id) })),
      })),
    })),
  };
}
