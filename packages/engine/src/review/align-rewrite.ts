/**
 * A rewritten resume, from any writer, aligned to the original and read as changes on the original's ids:
 * sections by kind, entries by employer, title and dates, bullets and lines by their words. Each change is
 * one or a few edits of the edit model that stand or fall together (a new section and its lines), with the
 * lines of the original it rewrites (its basis: what its claims of scope are measured against). The
 * original keeps its structure and order; only what the rewrite changes is proposed.
 */
import { plainTokens } from '../text/normalize-text';
import type { StructuredResume } from '../types';
import { alignBullets, type Leftover, type RewriteLeftover, settleLeftovers } from './align-bullets';
import { alignEntries } from './align-entries';
import { alignContact, alignLines } from './align-lines';
import { addSection, pairSections, removeSection, sectionText } from './align-sections';
import { type AlignedChange, type Context, ORIGIN, push, REASON } from './aligned-change';
import { sameLoose, tokensOf } from './match-lines';

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
