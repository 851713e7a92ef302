/**
 * A rewritten resume, from any writer, aligned to the original and read as changes on the original's ids:
 * sections by kind, entries by employer, title and dates, bullets and lines by their words. Each change is
 * one or a few edits of the edit model that stand or fall together (a new section and its lines), with the
 * lines of the original it rewrites (its basis: what its claims of scope are measured against). The
 * original keeps its structure and order; only what the rewrite changes is proposed.
 */
import { parseDateRange } from '../parse/parse-dates';
import type { ContactField, EntryField, ProposedEdit } from '../refine/edits';
import { plainTokens, squash } from '../text/normalize-text';
import type { Bullet, ExperienceEntry, Section, SectionType, StructuredResume } from '../types';
import type { LineContext } from './check-claims';
import { stemOf } from './claim-sources';
import type { ChangeKind } from './review-constants';

/** One line a change brings in, with what it is (so the guard knows which claims it can make). */
export interface AddedLine {
  text: string;
  role: LineContext['role'];
  section: SectionType;
}

export interface AlignedChange {
  kind: ChangeKind;
  /** The heading the user knows the section by. */
  section: string;
  /** The role ('Title, Company'), or ''. */
  where: string;
  edits: ProposedEdit[];
  before: string;
  /** The lines the change writes, in order; the change's `after` is them joined with new lines. */
  added: AddedLine[];
  /** Lines of the original this change rewrites: what its scope is measured against. */
  basis: string[];
  /** A line left out whose words the rewrite keeps elsewhere (two bullets merged, two lists joined). */
  merged: boolean;
  /** A bullet moved to another role: the company it was under. */
  movedFrom: string | null;
}

const ORIGIN = { kind: 'resume' } as const;
const REASON = 'from the rewrite';

/** Words that carry no content of a line. */
const STOP = new Set(
  'a an the and or of to in on for with by at from as is are was were be it its this that these those i we my our me us their they them into over per via using than then also about around help helped helping assist assisted assisting support supported work worked working responsible duties duty participate participated contribute contributed various'.split(
    ' ',
  ),
);

/** A line's content words, each as the first six letters of its stem ('operator' and 'operated' meet). */
function tokensOf(text: string): Set<string> {
  return new Set(
    plainTokens(text)
      .filter((token) => token.length > 2 && !STOP.has(token))
      .map((token) => stemOf(token).slice(0, 6)),
  );
}

/** How alike two lines are: their shared words, or how much of the original the rewrite keeps. */
function likeness(original: Set<string>, rewrite: Set<string>): number {
  return Math.max(similarity(original, rewrite), 0.85 * containment(original, rewrite));
}

/** Dice similarity of two texts' content words (stems). */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** How much of `part` is in `whole`. */
function containment(part: Set<string>, whole: Set<string>): number {
  if (part.size === 0) return 0;
  let shared = 0;
  for (const token of part) if (whole.has(token)) shared += 1;
  return shared / part.size;
}

const same = (a: string, b: string) => squash(a) === squash(b);
const sameLoose = (a: string, b: string) =>
  plainTokens(a).join(' ') === plainTokens(b).join(' ') &&
  squash(a).toLowerCase() === squash(b).toLowerCase();

function renderHeader(entry: ExperienceEntry): string {
  return [entry.title, entry.company, entry.location].filter((part) => part.trim()).join(', ');
}

export function entryLabel(entry: ExperienceEntry): string {
  return [entry.title, entry.company].filter((part) => part.trim()).join(', ');
}

/** Pairs two lists by a score, best first, each item at most once; pairs under `floor` are left. */
function pairBy<A, B>(
  left: readonly A[],
  right: readonly B[],
  score: (a: A, b: B) => number,
  floor: number,
): Array<[number, number]> {
  const candidates: Array<[number, number, number]> = [];
  left.forEach((a, i) => {
    right.forEach((b, j) => {
      const value = score(a, b);
      if (value >= floor) candidates.push([value, i, j]);
    });
  });
  candidates.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  const usedLeft = new Set<number>();
  const usedRight = new Set<number>();
  const pairs: Array<[number, number]> = [];
  for (const [, i, j] of candidates) {
    if (usedLeft.has(i) || usedRight.has(j)) continue;
    usedLeft.add(i);
    usedRight.add(j);
    pairs.push([i, j]);
  }
  return pairs;
}

function sectionTitleSimilarity(a: Section, b: Section): number {
  return similarity(new Set(plainTokens(a.title)), new Set(plainTokens(b.title)));
}

/** Sections by kind, in order; untitled head sections together; general ones by their titles. */
function pairSections(
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

function sectionText(section: Section): string {
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

/** The role of a line in a section: its claims are read by what it is. */
function lineRole(): LineContext['role'] {
  return 'prose';
}

interface Context {
  original: StructuredResume;
  rewrite: StructuredResume;
  changes: AlignedChange[];
  /** Every word of the rewrite: a line left out whose words are all here is merged, not lost. */
  rewriteTokens: Set<string>;
  nextId: (prefix: string) => string;
}

function push(
  context: Context,
  change: Omit<AlignedChange, 'merged' | 'movedFrom'> & Partial<Pick<AlignedChange, 'merged' | 'movedFrom'>>,
): void {
  context.changes.push({ merged: false, movedFrom: null, ...change });
}

// Contact details.

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'location', 'linkedin', 'github'];

function alignContact(context: Context): void {
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

function alignLines(context: Context, original: Section, rewrite: Section): void {
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

// Bullets.

interface BulletHome {
  section: Section;
  entry: ExperienceEntry | null;
}

interface Leftover {
  home: BulletHome;
  bullet: Bullet;
  index: number;
  tokens: Set<string>;
}

interface RewriteLeftover {
  home: BulletHome;
  text: string;
  /** The original bullet it follows in the rewrite (null: first). */
  afterId: string | null;
  anchorId: string | null;
  tokens: Set<string>;
}

function homeLabel(home: BulletHome): string {
  return home.entry ? entryLabel(home.entry) : '';
}

function bulletKind(section: Section): ChangeKind {
  return section.type === 'skills' ? 'skills' : 'bullet';
}

function alignBullets(
  context: Context,
  home: BulletHome,
  before: readonly Bullet[],
  after: readonly string[],
  leftovers: { original: Leftover[]; rewrite: RewriteLeftover[] },
): void {
  const beforeTokens = before.map((bullet) => tokensOf(bullet.text));
  const afterTokens = after.map(tokensOf);
  const pairs = pairBy(beforeTokens, afterTokens, likeness, 0.34);
  const pairOfAfter = new Map(pairs.map(([i, j]) => [j, i]));
  const pairOfBefore = new Map(pairs.map(([i, j]) => [i, j]));
  const glyph = before.find((bullet) => bullet.original_char)?.original_char ?? '•';
  // Originals merged into a rewrite bullet: their words are its basis too.
  const mergedInto = new Map<number, number[]>();
  before.forEach((bullet, i) => {
    if (pairOfBefore.has(i)) return;
    const tokens = beforeTokens[i] ?? new Set<string>();
    let best = -1;
    let bestValue = 0;
    afterTokens.forEach((candidate, j) => {
      const value = containment(tokens, candidate);
      if (value > bestValue) {
        bestValue = value;
        best = j;
      }
    });
    if (best >= 0 && bestValue >= 0.5) {
      mergedInto.set(best, [...(mergedInto.get(best) ?? []), i]);
      push(context, {
        kind: 'removed_bullet',
        section: home.section.title,
        where: homeLabel(home),
        edits: [
          {
            op: 'remove_bullet',
            section_id: home.section.id,
            entry_id: home.entry?.id ?? null,
            bullet: { ...bullet },
            index: i,
            reason: REASON,
            source: '',
            origin: ORIGIN,
          },
        ],
        before: bullet.text,
        added: [],
        basis: [bullet.text],
        merged: true,
      });
    } else {
      leftovers.original.push({ home, bullet, index: i, tokens });
    }
  });
  pairs
    .sort((x, y) => x[0] - y[0])
    .forEach(([i, j]) => {
      const bullet = before[i] as Bullet;
      const text = after[j] ?? '';
      const merged = (mergedInto.get(j) ?? []).map((index) => before[index]?.text ?? '');
      if (same(bullet.text, text) && merged.length === 0) return;
      if (same(bullet.text, text)) return;
      push(context, {
        kind: bulletKind(home.section),
        section: home.section.title,
        where: homeLabel(home),
        edits: [
          {
            op: 'set_bullet',
            section_id: home.section.id,
            entry_id: home.entry?.id ?? null,
            bullet_id: bullet.id,
            before: bullet.text,
            after: text,
            reason: REASON,
            source: text,
            origin: ORIGIN,
          },
        ],
        before: bullet.text,
        added: [{ text, role: 'prose', section: home.section.type }],
        basis: [bullet.text, ...merged],
      });
    });
  // New bullets, placed after the original bullet they follow in the rewrite.
  let afterId: string | null = null;
  let anchorId: string | null = null;
  after.forEach((text, j) => {
    const paired = pairOfAfter.get(j);
    if (paired !== undefined) {
      afterId = before[paired]?.id ?? afterId;
      anchorId = afterId;
      return;
    }
    const tokens = afterTokens[j] ?? new Set<string>();
    // A piece of a split bullet: its words come from one original bullet of this role.
    const source = before.findIndex((_, i) => containment(tokens, beforeTokens[i] ?? new Set()) >= 0.6);
    const leftover: RewriteLeftover = { home, text, afterId, anchorId, tokens };
    if (source < 0) {
      leftovers.rewrite.push(leftover);
      afterId = null;
      return;
    }
    const id = context.nextId(home.entry?.id ?? home.section.id);
    push(context, {
      kind: 'split_bullet',
      section: home.section.title,
      where: homeLabel(home),
      edits: [insertBullet(home, { id, text, original_char: glyph }, afterId, anchorId)],
      before: '',
      added: [{ text, role: 'prose', section: home.section.type }],
      basis: [before[source]?.text ?? ''],
    });
    afterId = id;
  });
}

function insertBullet(
  home: BulletHome,
  bullet: Bullet,
  afterId: string | null,
  anchorId: string | null,
): ProposedEdit {
  return {
    op: 'insert_bullet',
    section_id: home.section.id,
    entry_id: home.entry?.id ?? null,
    after_id: afterId,
    anchor_id: anchorId,
    bullet,
    reason: REASON,
    source: bullet.text,
    origin: ORIGIN,
  };
}

/** What is left after each role was aligned on its own: bullets moved between roles, new and removed ones. */
function settleLeftovers(
  context: Context,
  leftovers: { original: Leftover[]; rewrite: RewriteLeftover[] },
): void {
  const moves = pairBy(
    leftovers.original,
    leftovers.rewrite,
    (a, b) =>
      a.home.entry && b.home.entry && a.home.entry.id !== b.home.entry.id
        ? similarity(a.tokens, b.tokens)
        : 0,
    0.5,
  );
  const movedOriginal = new Set(moves.map(([i]) => i));
  const movedRewrite = new Set(moves.map(([, j]) => j));
  for (const [i, j] of moves) {
    const from = leftovers.original[i] as Leftover;
    const to = leftovers.rewrite[j] as RewriteLeftover;
    const edits: ProposedEdit[] = [
      {
        op: 'move_bullet',
        section_id: from.home.section.id,
        entry_id: from.home.entry?.id ?? null,
        to_section_id: to.home.section.id,
        to_entry_id: to.home.entry?.id ?? null,
        bullet: { ...from.bullet },
        after_id: to.anchorId,
        index: from.index,
        reason: REASON,
        source: to.text,
        origin: ORIGIN,
      },
    ];
    if (!same(from.bullet.text, to.text))
      edits.push({
        op: 'set_bullet',
        section_id: to.home.section.id,
        entry_id: to.home.entry?.id ?? null,
        bullet_id: from.bullet.id,
        before: from.bullet.text,
        after: to.text,
        reason: REASON,
        source: to.text,
        origin: ORIGIN,
      });
    push(context, {
      kind: 'moved_bullet',
      section: to.home.section.title,
      where: homeLabel(to.home),
      edits,
      before: from.bullet.text,
      added: [{ text: to.text, role: 'prose', section: to.home.section.type }],
      basis: [from.bullet.text],
      movedFrom: from.home.entry?.company || homeLabel(from.home),
    });
  }
  leftovers.original.forEach((item, i) => {
    if (movedOriginal.has(i)) return;
    push(context, {
      kind: 'removed_bullet',
      section: item.home.section.title,
      where: homeLabel(item.home),
      edits: [
        {
          op: 'remove_bullet',
          section_id: item.home.section.id,
          entry_id: item.home.entry?.id ?? null,
          bullet: { ...item.bullet },
          index: item.index,
          reason: REASON,
          source: '',
          origin: ORIGIN,
        },
      ],
      before: item.bullet.text,
      added: [],
      basis: [item.bullet.text],
      merged: containment(item.tokens, context.rewriteTokens) >= 0.9,
    });
  });
  // New bullets of one role in the rewrite's order: each after the one before it, else after its anchor.
  let previous: { home: BulletHome; id: string } | null = null;
  leftovers.rewrite.forEach((item, j) => {
    if (movedRewrite.has(j)) return;
    const glyph =
      (item.home.entry?.bullets ?? item.home.section.bullets).find((bullet) => bullet.original_char)
        ?.original_char ?? '•';
    const id = context.nextId(item.home.entry?.id ?? item.home.section.id);
    const follows =
      previous && previous.home === item.home && item.afterId === null && item.anchorId !== null
        ? previous.id
        : (item.afterId ?? item.anchorId);
    push(context, {
      kind: item.home.section.type === 'skills' ? 'skills' : 'new_bullet',
      section: item.home.section.title,
      where: homeLabel(item.home),
      edits: [insertBullet(item.home, { id, text: item.text, original_char: glyph }, follows, item.anchorId)],
      before: '',
      added: [{ text: item.text, role: 'prose', section: item.home.section.type }],
      basis: [],
    });
    previous = { home: item.home, id };
  });
}

// Entries.

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

function alignEntries(
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

// A section the rewrite adds, or leaves out.

function addSection(context: Context, section: Section): void {
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

function removeSection(context: Context, section: Section): void {
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

/** The rewrite as changes to the original, in the order the original reads. */
export function alignRewrite(original: StructuredResume, rewrite: StructuredResume): AlignedChange[] {
  let counter = 0;
  const taken = new Set(
    original.sections.flatMap((section) => [
      section.id,
      ...section.bullets.map((bullet) => bullet.id),
      ...section.entries.flatMap((entry) => [entry.id, ...entry.bullets.map((bullet) => bullet.id)]),
    ]),
  );
  const context: Context = {
    original,
    rewrite,
    changes: [],
    rewriteTokens: tokensOf(
      [
        rewrite.contact.name,
        ...rewrite.sections.map((section) => [section.title, sectionText(section)].join('\n')),
      ].join('\n'),
    ),
    nextId: (prefix) => {
      let id = '';
      do {
        counter += 1;
        id = `${prefix}-r${counter}`;
      } while (taken.has(id));
      taken.add(id);
      return id;
    },
  };
  alignContact(context);
  const leftovers = { original: [] as Leftover[], rewrite: [] as RewriteLeftover[] };
  const ordered = pairSections(original.sections, rewrite.sections).sort(
    (a, b) => (a[0]?.order ?? 99 + (b[1]?.order ?? 0)) - (b[0]?.order ?? 99 + (a[1]?.order ?? 0)),
  );
  for (const [before, after] of ordered) {
    if (before && after) {
      if (
        before.title &&
        after.title &&
        !sameLoose(before.title, after.title) &&
        plainTokens(before.title).join(' ') !== plainTokens(after.title).join(' ')
      ) {
        push(context, {
          kind: 'heading',
          section: before.title,
          where: '',
          edits: [
            {
              op: 'set_title',
              section_id: before.id,
              before: before.title,
              after: after.title,
              reason: REASON,
              source: after.title,
              origin: ORIGIN,
            },
          ],
          before: before.title,
          added: [{ text: after.title, role: 'heading', section: before.type }],
          basis: [before.title],
        });
      }
      alignLines(context, before, after);
      if (
        before.bullets.length > 0 ||
        (after.bullets.length > 0 && after.content_lines.length > 0) ||
        (after.bullets.length > 0 && before.content_lines.length === 0)
      )
        alignBullets(
          context,
          { section: before, entry: null },
          before.bullets,
          after.bullets.map((bullet) => bullet.text),
          leftovers,
        );
      alignEntries(context, before, after, leftovers);
    } else if (after) addSection(context, after);
    else if (before) removeSection(context, before);
  }
  settleLeftovers(context, leftovers);
  return context.changes;
}
