import { describe, expect, it } from 'vitest';
import { parseResume } from '../parse/parse-resume';
import { applyEdits } from './apply-edit';
import { type Edit, type ProposedEdit, withId } from './edits';
import { revertEdits } from './revert-edits';

const RESUME = parseResume(`Ana Ruiz
ana.ruiz@example.com

Experience
Operations Lead
Northwind Traders, Omaha, NE
Jan 2020 – Present
- Rebuilt the weekly inventory report for store managers
- Organised the quarterly stock audit
`);
const entry = RESUME.sections.flatMap((section) => section.entries)[0];
const section = RESUME.sections.find((item) => item.entries.length > 0);
const [first, second] = entry?.bullets ?? [];

function edits(): Edit[] {
  const origin = { kind: 'answer', question_index: 0 } as const;
  const proposed: ProposedEdit[] = [
    {
      op: 'set_bullet',
      section_id: section?.id ?? '',
      entry_id: entry?.id ?? null,
      bullet_id: first?.id ?? '',
      before: first?.text ?? '',
      after: `${first?.text}, cutting report time from 3 hours to 20 minutes`,
      reason: 'result from your answer',
      source: 'It cut report time from 3 hours to 20 minutes.',
      origin,
    },
    {
      op: 'insert_bullet',
      section_id: section?.id ?? '',
      entry_id: entry?.id ?? null,
      after_id: second?.id ?? null,
      bullet: { id: 'new-1', text: 'Trained 6 store managers on the report', original_char: '-' },
      reason: 'new bullet from your answer',
      source: 'I trained 6 store managers on it.',
      origin,
    },
  ];
  return proposed.map(withId);
}

describe('the edit model', () => {
  it('gives the same change the same id', () => {
    expect(edits().map((edit) => edit.id)).toEqual(edits().map((edit) => edit.id));
    expect(new Set(edits().map((edit) => edit.id)).size).toBe(2);
  });

  it('applies edits to a copy, leaving the original as it was', () => {
    const { resume, skipped } = applyEdits(RESUME, edits());
    expect(skipped).toEqual([]);
    const bullets = resume.sections.flatMap((item) => item.entries)[0]?.bullets.map((bullet) => bullet.text);
    expect(bullets).toEqual([
      'Rebuilt the weekly inventory report for store managers, cutting report time from 3 hours to 20 minutes',
      'Organised the quarterly stock audit',
      'Trained 6 store managers on the report',
    ]);
    expect(entry?.bullets).toHaveLength(2);
  });

  it('skips an edit whose line no longer says what it expects', () => {
    const changed = structuredClone(RESUME);
    const bullet = changed.sections.flatMap((item) => item.entries)[0]?.bullets[0];
    if (bullet) bullet.text = 'Rebuilt the inventory report';
    expect(applyEdits(changed, edits()).skipped.map((edit) => edit.op)).toEqual(['set_bullet']);
  });

  it('undoes the named edits on the resume as it is now, and keeps the rest', () => {
    const all = edits();
    const { resume } = applyEdits(RESUME, all);
    const undone = revertEdits(resume, all, [all[0]?.id ?? '']);
    expect(undone.reverted).toEqual([all[0]?.id]);
    const bullets = undone.resume.sections
      .flatMap((item) => item.entries)[0]
      ?.bullets.map((item) => item.text);
    expect(bullets).toEqual([
      'Rebuilt the weekly inventory report for store managers',
      'Organised the quarterly stock audit',
      'Trained 6 store managers on the report',
    ]);
  });

  it('leaves a line edited by hand since, reporting a conflict, and names unknown ids', () => {
    const all = edits();
    const { resume } = applyEdits(RESUME, all);
    const bullet = resume.sections.flatMap((item) => item.entries)[0]?.bullets[0];
    if (bullet) bullet.text = 'Rebuilt the weekly report, now 20 minutes instead of 3 hours';
    const undone = revertEdits(resume, all, [all[0]?.id ?? '', 'e-unknown']);
    expect(undone.reverted).toEqual([]);
    expect(undone.conflicts).toEqual([all[0]?.id]);
    expect(undone.unknown).toEqual(['e-unknown']);
    expect(undone.resume.sections.flatMap((item) => item.entries)[0]?.bullets[0]?.text).toBe(bullet?.text);
  });
});
