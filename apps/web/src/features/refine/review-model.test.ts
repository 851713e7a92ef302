import type { ReviewedChange } from '@resumeloop/contracts/review';
import { createTranslate } from '@resumeloop/i18n';
import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import { describe, expect, it } from 'vitest';
import { REVIEWED_CHANGES } from './refine-test-data';
import {
  flagsSpanBefore,
  locationOf,
  mergeDecision,
  reviewSummary,
  segmentsOf,
  undoneIdsOf,
  waitingFirst,
} from './review-model';

const { applied, confirm, unsupported } = REVIEWED_CHANGES;
const t = createTranslate('en-US', enUS);
const words = { t, locale: 'en-US' };
const flag = (text: string, start: number, end: number) => ({
  text,
  kind: 'number' as const,
  reason: `${text}: not in your resume`,
  start,
  end,
});

describe('reviewSummary', () => {
  it('counts the changes by what happened to them, leaving out what did not happen', () => {
    expect(reviewSummary([applied, confirm, unsupported], words)).toBe(
      '3 changes: 1 applied, 1 needs your confirmation, 1 not supported',
    );
    const many: ReviewedChange[] = [
      ...Array.from({ length: 9 }, (_, index) => ({ ...applied, id: `a${index}` })),
      { ...confirm, id: 'c1' },
      { ...confirm, id: 'c2' },
      unsupported,
    ];
    expect(reviewSummary(many, words)).toBe(
      '12 changes: 9 applied, 2 need your confirmation, 1 not supported',
    );
    expect(reviewSummary([applied], words)).toBe('1 change: 1 applied');
    expect(reviewSummary([{ ...confirm, status: 'rejected' }, applied], words)).toBe(
      '2 changes: 1 applied, 1 rejected',
    );
    expect(reviewSummary([], words)).toBe('No changes: the rewrite says what your resume already says');
    expect(reviewSummary([applied, confirm], words, new Set(['r1']))).toBe(
      '2 changes: 1 needs your confirmation, 1 undone',
    );
  });
});

describe('waitingFirst', () => {
  it('puts waiting changes first and keeps the writer’s order within each group', () => {
    const rejected = { ...confirm, id: 'x', status: 'rejected' as const };
    expect(waitingFirst([applied, rejected, confirm, unsupported]).map((change) => change.id)).toEqual([
      'r2',
      'r3',
      'r1',
      'x',
    ]);
  });
});

describe('mergeDecision', () => {
  it('replaces decided changes in place, drops what no longer waits, and adds what newly waits', () => {
    const extra = { ...unsupported, id: 'r4' };
    const merged = mergeDecision([confirm, unsupported, applied], {
      changes: [{ ...confirm, status: 'applied' }],
      pending_changes: [extra],
    });
    expect(merged.map((change) => [change.id, change.status])).toEqual([
      ['r2', 'applied'],
      ['r1', 'applied'],
      ['r4', 'pending'],
    ]);
  });
});

describe('segmentsOf', () => {
  it('cuts the text around each flag by its offsets', () => {
    expect(segmentsOf('Cut report latency to 150 ms', unsupported.flags)).toEqual([
      { text: 'Cut report latency to ', flag: null },
      { text: '150 ms', flag: 0 },
    ]);
  });

  it('finds the words when the offsets do not fit, and skips a flag that overlaps an earlier one', () => {
    const text = 'Led 12 people across 3 sites';
    expect(segmentsOf(text, [flag('3 sites', 0, 7), flag('Led 12', 0, 6), flag('12 people', 4, 13)])).toEqual(
      [
        { text: 'Led 12', flag: 1 },
        { text: ' people across ', flag: null },
        { text: '3 sites', flag: 0 },
      ],
    );
    expect(segmentsOf(text, [flag('40 people', 0, 9)])).toEqual([{ text, flag: null }]);
  });
});

describe('undoneIdsOf', () => {
  it('names the applied changes the history no longer holds', () => {
    const history = [{ id: 'r1' }];
    expect([...undoneIdsOf([applied, confirm, { ...unsupported, status: 'applied' }], history)]).toEqual([
      'r3',
    ]);
  });
});

describe('where flags stand and where a change is', () => {
  it('reads a removal’s flags in its before, every other change’s in its after', () => {
    expect(flagsSpanBefore({ kind: 'removed_bullet', after: '' })).toBe(true);
    expect(flagsSpanBefore({ kind: 'line', after: '' })).toBe(true);
    expect(flagsSpanBefore({ kind: 'bullet', after: 'Led it' })).toBe(false);
  });

  it('names the section and the role', () => {
    expect(locationOf(confirm, t)).toBe('Experience: Data Analyst, Northwind');
    expect(locationOf({ section: 'Skills', where: '' }, t)).toBe('Skills');
  });
});
