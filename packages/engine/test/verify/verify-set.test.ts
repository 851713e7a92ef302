/**
 * The claim checker on the planted set: at least 60 fabrications of every claim kind, 95% or more of
 * them flagged, and at most one false flag per honest rewrite on average.
 */
import { describe, expect, it } from 'vitest';
import { createNspellSpeller } from '../../src/spelling/create-nspell-speller';
import { measureVerifySet } from './run-verify-set';

describe('verify on the planted set', () => {
  const measure = measureVerifySet(createNspellSpeller());

  it('plants at least 60 fabrications of every claim kind', () => {
    // Numbers, employers and schools, skills and tools, credentials and degrees, titles, dates and years,
    // awards, and scope.
    const kinds = ['number', 'organization', 'skill', 'credential', 'title', 'dates', 'award', 'scope'];
    expect(kinds.map((kind) => [kind, (measure.byKind[kind]?.planted ?? 0) >= 60])).toEqual(
      kinds.map((kind) => [kind, true]),
    );
  });

  it('flags 95% or more of the fabrications', () => {
    expect(measure.caught / measure.planted, measure.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('flags at most one honest line per rewrite on average', () => {
    expect(measure.falseFlags / measure.resumes, measure.falseFlagged.join('\n')).toBeLessThanOrEqual(1);
  });
});
