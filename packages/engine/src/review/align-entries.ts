/**
 * A section's entries in the rewrite as changes: entries paired by employer, title, dates and bullets;
 * a header field or the dates rewritten (not where the rewrite only lays the same header out another
 * way); each pair's bullets aligned; entries the rewrite leaves out or adds.
 */
import { parseDateRange } from '../parse/parse-dates';
import type { EntryField } from '../refine/edits';
import { plainTokens, squash } from '../text/normalize-text';
import type { ExperienceEntry, Section } from '../types';
import { alignBullets, type Leftover, type RewriteLeftover } from './align-bullets';
import { type Context, entryLabel, ORIGIN, push, REASON } from './aligned-change';
import { pairBy, same, sameLoose, similarity, tokensOf } from './match-lines';

function renderHeader(entry: ExperienceEntry): string {
  return [entry.title, entry.company, entry.location].filter((part) => part.trim()).join(', ');
}

function nameTokens(text: string): Set<string> {
  return new Set(
    plainTokens(text).filter(
      (token) => !/^(?:inc|llc|ltd|co|corp|the|of|and|group|company|pty)$/.test(token),
    ),
  );
}

function sameDates(a: string, b: string): boolean {
  const x = parseDateRange(a);
  const y = parseDateRange(b);
  if (!x || !y) return squash(a) === squash(b);
  const point = (p: typeof x.start) => (p ? `${p.year}-${p.month}` : '');
  return (
    point(x.start) === point(y.start) &&
    x.current === y.current &&
    (x.current || point(x.end) === point(y.end))
  );
}

function entryScore(a: ExperienceEntry, b: ExperienceEntry): number {
  return (
    3 * similarity(nameTokens(a.company), nameTokens(b.company)) +
    2 * similarity(new Set(plainTokens(a.title)), new Set(plainTokens(b.title))) +
    (a.dates.trim() && sameDates(a.dates, b.dates) ? 2 : 0) +
    similarity(
      tokensOf(a.bullets.map((bullet) => bullet.text).join(' ')),
      tokensOf(b.bullets.map((bullet) => bullet.text).join(' ')),
    )
  );
}

export function alignEntries(
  context: Context,
  original: Section,
  rewrite: Section,
  leftovers: { original: Leftover[]; rewrite: RewriteLeftover[] },
): void {
  const pairs = pairBy(original.entries, rewrite.entries, entryScore, 2.2);
  for (const [i, j] of pairs) {
    const entry = original.entries[i] as ExperienceEntry;
    const next = rewrite.entries[j] as ExperienceEntry;
    const where = entryLabel(entry);
    // A header the rewrite lays out another way ('Key Holder, North Loop Outfitters' on one line) holds the
    // same words: no change.
    const header = (item: ExperienceEntry) =>
      new Set(plainTokens(`${item.title} ${item.company} ${item.location}`));
    const oldHeader = header(entry);
    const newHeader = header(next);
    const resplit =
      [...newHeader].every((token) => oldHeader.has(token)) &&
      [...oldHeader].every((token) => newHeader.has(token));
    for (const field of ['title', 'company', 'location'] as const satisfies readonly EntryField[]) {
      if (resplit || !next[field].trim() || sameLoose(entry[field], next[field])) continue;
      push(context, {
        kind: 'entry',
        section: original.title,
        where,
        edits: [
          {
            op: 'set_entry',
            section_id: original.id,
            entry_id: entry.id,
            field,
            before: entry[field],
            after: next[field],
            reason: REASON,
            source: next[field],
            origin: ORIGIN,
          },
        ],
        before: entry[field],
        added: [{ text: next[field], role: field, section: original.type }],
        basis: [entry[field], renderHeader(entry)],
      });
    }
    if (next.dates.trim() && !same(entry.dates, next.dates)) {
      push(context, {
        kind: 'dates',
        section: original.title,
        where,
        edits: [
          {
            op: 'set_dates',
            section_id: original.id,
            entry_id: entry.id,
            before: entry.dates,
            after: next.dates,
            reason: REASON,
            source: next.dates,
            origin: ORIGIN,
          },
        ],
        before: entry.dates,
        added: [{ text: next.dates, role: 'dates', section: original.type }],
        basis: [entry.dates],
      });
    }
    alignBullets(
      context,
      { section: original, entry },
      entry.bullets,
      next.bullets.map((bullet) => bullet.text),
      leftovers,
    );
  }
  original.entries.forEach((entry, i) => {
    if (pairs.some(([left]) => left === i)) return;
    push(context, {
      kind: 'entry',
      section: original.title,
      where: entryLabel(entry),
      edits: [
        {
          op: 'remove_entry',
          section_id: original.id,
          entry: structuredClone(entry),
          index: i,
          reason: REASON,
          source: '',
          origin: ORIGIN,
        },
      ],
      before: [entryLabel(entry), entry.dates, ...entry.bullets.map((bullet) => bullet.text)]
        .filter(Boolean)
        .join('\n'),
      added: [],
      basis: [],
    });
  });
  rewrite.entries.forEach((next, j) => {
    if (pairs.some(([, right]) => right === j)) return;
    const id = context.nextId(`${original.id}-entry`);
    const entry: ExperienceEntry = {
      ...structuredClone(next),
      id,
      bullets: next.bullets.map((bullet, index) => ({ ...bullet, id: `${id}-b${index + 1}` })),
    };
    const previous = rewrite.entries
      .slice(0, j)
      .map((candidate) => pairs.find(([, right]) => rewrite.entries[right] === candidate))
      .filter((pair): pair is [number, number] => pair !== undefined)
      .at(-1);
    push(context, {
      kind: 'entry',
      section: original.title,
      where: entryLabel(entry),
      edits: [
        {
          op: 'add_entry',
          section_id: original.id,
          entry,
          after_id: previous ? (original.entries[previous[0]]?.id ?? null) : null,
          reason: REASON,
          source: entryLabel(entry),
          origin: ORIGIN,
        },
      ],
      before: '',
      added: [
        ...(entry.title ? [{ text: entry.title, role: 'title' as const, section: original.type }] : []),
        ...(entry.company ? [{ text: entry.company, role: 'company' as const, section: original.type }] : []),
        ...(entry.location
          ? [{ text: entry.location, role: 'location' as const, section: original.type }]
          : []),
        ...(entry.dates ? [{ text: entry.dates, role: 'dates' as const, section: original.type }] : []),
        ...entry.bullets.map((bullet) => ({
          text: bullet.text,
          role: 'prose' as const,
          section: original.type,
        })),
      ],
      basis: [],
    });
  });
}
