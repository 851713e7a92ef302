/**
 * A role's bullets in the rewrite as changes: paired by their words and rewritten, merged into another,
 * split into several, or new and placed after the bullet they follow. What one role cannot account for is
 * left over, and settled once every role is aligned: a bullet moved to another role, removed, or added.
 */
import type { ProposedEdit } from '../refine/edits';
import type { Bullet, ExperienceEntry, Section } from '../types';
import { type Context, entryLabel, ORIGIN, push, REASON } from './aligned-change';
import { containment, likeness, pairBy, same, similarity, tokensOf } from './match-lines';
import type { ChangeKind } from './review-constants';

export interface BulletHome {
  section: Section;
  entry: ExperienceEntry | null;
}

export interface Leftover {
  home: BulletHome;
  bullet: Bullet;
  index: number;
  tokens: Set<string>;
}

export interface RewriteLeftover {
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

export function alignBullets(
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
export function settleLeftovers(
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
